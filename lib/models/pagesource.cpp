#include "pagesource.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace brokerdesk::models {

PageResult PageResult::failure(QString message, int httpStatus, QString code, bool transient)
{
    PageResult r;
    r.error = std::move(message);
    r.httpStatus = httpStatus;
    r.code = std::move(code);
    r.transient = transient;
    return r;
}

PageResult PageResult::fromJson(const QByteArray &body)
{
    const auto bad = [](const char *what) {
        return failure(PageSource::tr("The service sent a list the desk cannot read (%1).")
                           .arg(QString::fromLatin1(what)));
    };
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return bad("not a JSON object");
    const QJsonObject o = doc.object();
    const QJsonValue total = o.value(QLatin1String("total"));
    const QJsonValue items = o.value(QLatin1String("items"));
    const QJsonValue cursor = o.value(QLatin1String("cursor"));
    if (!total.isDouble() || total.toDouble() < 0 || total.toDouble() != double(total.toInteger()))
        return bad("total is not a count");
    if (!items.isArray())
        return bad("items is not an array");
    if (!cursor.isUndefined() && !cursor.isNull() && !cursor.isString())
        return bad("cursor is not a string");

    PageResult r;
    r.total = total.toInteger();
    const QJsonArray array = items.toArray();
    r.items.reserve(array.size());
    for (const QJsonValue &item : array) {
        if (!item.isObject())
            return bad("an item is not an object");
        r.items.append(item.toObject());
    }
    r.cursor = cursor.toString();
    return r;
}

PageSource::Ticket PageSource::fetch(const PageQuery &query, Done done)
{
    const Ticket ticket = m_next++;
    m_pending.insert(ticket, std::move(done));
    startFetch(ticket, query);
    return ticket;
}

PageSource::Ticket PageSource::fetchPage(qint64 page, int rows, Done done)
{
    PageQuery q;
    q.page = page;
    q.rows = rows;
    return fetch(q, std::move(done));
}

PageSource::Ticket PageSource::fetchAfter(const QString &cursor, int rows, Done done)
{
    PageQuery q;
    q.rows = rows;
    q.byCursor = true;
    q.cursor = cursor;
    return fetch(q, std::move(done));
}

void PageSource::cancel(Ticket ticket)
{
    if (m_pending.remove(ticket))
        abortFetch(ticket);
}

void PageSource::finish(Ticket ticket, const PageResult &result)
{
    const auto it = m_pending.find(ticket);
    if (it == m_pending.end())
        return; // canceled meanwhile
    const Done done = std::move(it.value());
    m_pending.erase(it);
    done(result);
}

} // namespace brokerdesk::models
