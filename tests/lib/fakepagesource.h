#pragma once

#include "models/pagesource.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QTimer>

// A list of `total` records, newest first, served with controllable latency and failures,
// paged like the service (page/rows, or ord-stable cursors), counting every request.
class FakePageSource : public brokerdesk::models::PageSource
{
public:
    using PageQuery = brokerdesk::api::PageQuery;
    using PageResult = brokerdesk::models::PageResult;

    explicit FakePageSource(qint64 total, QObject *parent = nullptr)
        : PageSource(parent), m_newest(total)
    {
    }

    int latencyMs = 0;
    QSet<qint64> failingPages;  // 1-based page numbers that answer an error
    int failFetchNumber = -1;   // the n-th fetch (1-based) fails
    QString failCode;           // code of the failures (e.g. "invalid_cursor")
    bool rejectCursors = false; // every cursor is refused as the service would a forged one
    int overlap = 0;            // a cursor's page repeats this many records of the page before it

    int requests = 0;
    int cancels = 0;
    int maxPending = 0;
    QHash<qint64, int> pageRequests; // page number -> times asked
    QList<PageQuery> log;

    qint64 total() const { return m_newest; }
    void prepend(qint64 count) { m_newest += count; } // newer records arrive at the top
    int pending() const { return int(m_live.size()); }
    // Answers whose latency has not run out yet, dropped ones included: at 0 every answer
    // that will ever come has come.
    int scheduled() const { return m_scheduled; }

    // The record of creation number `ord` (1 = oldest), with values tests can recompute.
    static QJsonObject record(qint64 ord)
    {
        static const QStringList categories{QStringLiteral("ChannelSale"), QStringLiteral("Taxes"),
                                            QStringLiteral("BrokerCommission"),
                                            QStringLiteral("PolicyReversal")};
        const QDateTime start(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
        return QJsonObject{
            {QStringLiteral("id"), QStringLiteral("r%1").arg(ord, 7, 10, QChar(u'0'))},
            {QStringLiteral("ord"), ord},
            {QStringLiteral("amount"), amountOf(ord)},
            {QStringLiteral("amount_deductions"), ord % 5},
            {QStringLiteral("category"), categories.at(int(ord % categories.size()))},
            {QStringLiteral("description"), QStringLiteral("Record %1; \"quoted\"").arg(ord)},
            {QStringLiteral("is_paid"), ord % 3 == 0},
            {QStringLiteral("is_parceled"), ord % 2 == 0},
            {QStringLiteral("installment_number"), 1},
            {QStringLiteral("installment_total"), 2},
            {QStringLiteral("payment_method"), QStringLiteral("Pix")},
            {QStringLiteral("policy_id"), QStringLiteral("po-%1").arg(ord / 10)},
            {QStringLiteral("date"), dateOf(ord).toString(Qt::ISODate)},
        };
    }
    static qint64 amountOf(qint64 ord) { return (ord % 2 ? 1 : -1) * (ord * 100 + 7); }
    static QDateTime dateOf(qint64 ord)
    {
        return QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC).addSecs(ord * 3600 * 7);
    }

protected:
    void startFetch(Ticket ticket, const PageQuery &query) override
    {
        ++requests;
        log.append(query);
        if (!query.byCursor)
            ++pageRequests[query.page];
        m_live.insert(ticket);
        maxPending = std::max(maxPending, int(m_live.size()));
        const int number = requests;
        ++m_scheduled;
        QTimer::singleShot(latencyMs, this, [this, ticket, query, number] {
            --m_scheduled;
            if (!m_live.remove(ticket))
                return;
            finish(ticket, answer(query, number));
        });
    }

    void abortFetch(Ticket ticket) override
    {
        if (m_live.remove(ticket))
            ++cancels;
    }

private:
    static PageResult failure(const QString &message, int status, const QString &code)
    {
        brokerdesk::api::ApiError e = brokerdesk::api::ApiError::fromHttp(status, {}, false);
        e.message = message;
        e.code = code;
        e.requestId = QStringLiteral("fake-request");
        return e;
    }

    PageResult answer(const PageQuery &q, int number) const
    {
        if (number == failFetchNumber || (!q.byCursor && failingPages.contains(q.page)))
            return failure(QStringLiteral("The service is having a bad day."), 503, failCode);
        qint64 hi = m_newest - qint64(q.page - 1) * q.rows; // newest ord on this page
        if (q.byCursor && !q.cursor.isEmpty()) {
            if (rejectCursors || !q.cursor.startsWith(u'c'))
                return failure(QStringLiteral("The cursor is not valid for this list."), 400,
                               QStringLiteral("invalid_cursor"));
            hi = std::min(m_newest, q.cursor.mid(1).toLongLong() - 1 + overlap);
        } else if (q.byCursor) {
            hi = m_newest;
        }
        brokerdesk::domain::ListPage<QJsonObject> r;
        r.total = m_newest;
        qint64 ord = hi;
        for (; ord >= 1 && ord > hi - q.rows; --ord)
            r.items.append(record(ord));
        if (!r.items.isEmpty() && ord >= 1)
            r.cursor = QStringLiteral("c%1").arg(ord + 1);
        return PageResult(std::move(r), QStringLiteral("fake-request"));
    }

    qint64 m_newest;
    QSet<Ticket> m_live;
    int m_scheduled = 0;
};
