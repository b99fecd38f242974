#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace brokerdesk::models {

// What to fetch: page `page` (1-based) of `rows` rows, or, when `cursor` is set, the `rows`
// records after that cursor (the contract ignores `page` then). An empty cursor with
// `byCursor` asks for the first page of a cursor walk.
struct PageQuery
{
    qint64 page = 1;
    int rows = 100;
    bool byCursor = false;
    QString cursor;
};

// One answer: {total, items, cursor}, or why it failed in words a person can read.
struct PageResult
{
    qint64 total = 0;
    QList<QJsonObject> items;
    QString cursor; // empty on the last page

    QString error; // empty on success
    int httpStatus = 0;
    QString code;           // the service's snake_case code, when it sent one
    bool transient = false; // worth retrying as is (offline, timeout, 5xx, 429)

    bool ok() const { return error.isEmpty(); }
    static PageResult failure(QString message, int httpStatus = 0, QString code = {},
                              bool transient = false);
    // Reads a list answer body; a body that is not one becomes a failure naming what is wrong.
    static PageResult fromJson(const QByteArray &body);
};

// An asynchronous source of list pages. Subclasses start the work in startFetch() and report
// it with finish(); the callback given to fetch() runs exactly once, never from inside
// fetch(), and never after cancel() of its ticket.
class PageSource : public QObject
{
    Q_OBJECT
public:
    using Ticket = quint64;
    using Done = std::function<void(const PageResult &)>;

    explicit PageSource(QObject *parent = nullptr) : QObject(parent) {}

    Ticket fetch(const PageQuery &query, Done done);
    Ticket fetchPage(qint64 page, int rows, Done done);
    Ticket fetchAfter(const QString &cursor, int rows, Done done);
    void cancel(Ticket ticket);

    int pendingCount() const { return int(m_pending.size()); }

protected:
    virtual void startFetch(Ticket ticket, const PageQuery &query) = 0;
    // The work for `ticket` is no longer wanted: drop it (e.g. abort the reply).
    virtual void abortFetch(Ticket ticket) = 0;
    void finish(Ticket ticket, const PageResult &result);

private:
    QHash<Ticket, Done> m_pending;
    Ticket m_next = 1;
};

} // namespace brokerdesk::models
