#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace brokerdesk::sandbox {

class Database;

// What a ListPager read (per-broker totals and rendered pages), kept until the database
// changes: any write or rollback empties it, so an answer from it is always what a query
// would give now. A list read again and again then costs no query at all.
class PageCache
{
public:
    explicit PageCache(const Database &db, qsizetype maxBytes = 8 << 20)
        : m_db(db), m_maxBytes(maxBytes)
    {
    }

    std::optional<qint64> total(const QString &brokerId);
    void setTotal(const QString &brokerId, qint64 total);

    // The answer for rows lo..hi of the broker's list, or nullptr.
    const QByteArray *page(const QString &brokerId, qint64 lo, qint64 hi);
    void setPage(const QString &brokerId, qint64 lo, qint64 hi, const QByteArray &page);

private:
    struct Window
    {
        QString brokerId;
        qint64 lo;
        qint64 hi;
        friend bool operator==(const Window &, const Window &) = default;
        friend size_t qHash(const Window &w, size_t seed = 0)
        {
            return qHashMulti(seed, w.brokerId, w.lo, w.hi);
        }
    };

    void forgetIfChanged();

    const Database &m_db;
    qsizetype m_maxBytes;
    quint64 m_stamp = 0;
    QHash<QString, qint64> m_totals;
    QHash<Window, QByteArray> m_pages;
    qsizetype m_pageBytes = 0;
};

} // namespace brokerdesk::sandbox
