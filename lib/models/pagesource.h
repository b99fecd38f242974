#pragma once

#include "api/apiresult.h"
#include "api/pagequery.h"
#include "domain/listpage.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>

#include <functional>

namespace brokerdesk::models {

// One page of a list as raw records (the lazy models read columns by key), or why it failed:
// the same ApiError, request id and all, as every other call.
using PageResult = api::ApiResult<domain::ListPage<QJsonObject>>;

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

    Ticket fetch(const api::PageQuery &query, Done done);
    Ticket fetchPage(qint64 page, int rows, Done done);
    Ticket fetchAfter(const QString &cursor, int rows, Done done);
    void cancel(Ticket ticket);

protected:
    virtual void startFetch(Ticket ticket, const api::PageQuery &query) = 0;
    // The work for `ticket` is no longer wanted: drop it (e.g. abort the reply).
    virtual void abortFetch(Ticket ticket) = 0;
    void finish(Ticket ticket, const PageResult &result);

private:
    QHash<Ticket, Done> m_pending;
    Ticket m_next = 1;
};

} // namespace brokerdesk::models
