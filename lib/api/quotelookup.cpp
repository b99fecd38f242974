#include "quotelookup.h"

namespace brokerdesk::api {

QuoteLookup::QuoteLookup(ApiClient &api, QObject *parent) : QObject(parent), m_api(api) {}

void QuoteLookup::find(const QString &quoteId, Done done)
{
    cancel();
    m_quoteId = quoteId;
    m_done = std::move(done);
    m_pages = 0;
    ask(PageQuery::number(1, rowsPerPage));
}

void QuoteLookup::cancel()
{
    m_call.cancel();
    m_done = nullptr;
}

void QuoteLookup::ask(const PageQuery &query)
{
    m_call = m_api.listPage(ListResource::Quotes, query, this,
                            [this, query](const ApiResult<domain::ListPage<QJsonObject>> &page) {
                                onPage(query, page);
                            });
}

void QuoteLookup::onPage(const PageQuery &query,
                         const ApiResult<domain::ListPage<QJsonObject>> &answer)
{
    if (!answer.ok()) {
        finish(ApiResult<domain::Quote>(answer.error()));
        return;
    }
    ++m_pages;
    const domain::ListPage<QJsonObject> &page = answer.value();
    for (const QJsonObject &item : page.items) {
        if (item.value(QStringLiteral("id")).toString() != m_quoteId)
            continue;
        domain::Decoded<domain::Quote> quote = domain::fromJson<domain::Quote>(item);
        if (!quote) {
            ApiError e = ApiError::make(ApiError::Kind::BadAnswer, quote.error().message());
            e.httpStatus = 200;
            e.requestId = answer.requestId();
            finish(ApiResult<domain::Quote>(e));
            return;
        }
        finish(ApiResult<domain::Quote>(std::move(quote).value(), answer.requestId()));
        return;
    }
    // The next page by its cursor, else by number (ListQuote documents neither).
    const bool more = !page.items.isEmpty() && m_pages < maxPages;
    if (more && page.hasMore()) {
        ask(PageQuery::after(page.cursor, rowsPerPage));
        return;
    }
    if (more && !query.byCursor && qint64(query.page) * rowsPerPage < page.total) {
        ask(PageQuery::number(query.page + 1, rowsPerPage));
        return;
    }
    ApiError e = ApiError::make(ApiError::Kind::Http);
    e.code = QStringLiteral("quote_not_listed");
    e.message = tr("The operator's list of quotes does not show this quote.");
    e.requestId = answer.requestId();
    finish(ApiResult<domain::Quote>(e));
}

void QuoteLookup::finish(const ApiResult<domain::Quote> &result)
{
    const Done done = std::exchange(m_done, nullptr);
    if (done)
        done(result);
}

} // namespace brokerdesk::api
