#pragma once

#include "apiclient.h"

namespace brokerdesk::api {

// Where a quote stands now, read from GET /v1/quotes (the operator's 2021 ListQuote, newest
// first): neither the interface nor the operator offers a read of one quote, and a quote the
// insurer answers later (Started, Pending) is followed this way. Looks through the newest
// pages only: a quote still analysed is among the broker's latest.
class QuoteLookup final : public QObject
{
    Q_OBJECT
public:
    using Done = ApiClient::Done<domain::Quote>;
    static constexpr int rowsPerPage = 100;
    static constexpr int maxPages = 5;

    explicit QuoteLookup(ApiClient &api, QObject *parent = nullptr);

    // Answers once, later, unless cancelled or asked again first. A 404 is the service
    // without the list (api.extensions() then has QuoteList missing); a quote not among the
    // newest pages fails with code "quote_not_listed".
    void find(const QString &quoteId, Done done);
    void cancel();
    bool isRunning() const { return m_call.isRunning(); }
    int pagesRead() const { return m_pages; } // by the last find

private:
    void ask(const PageQuery &query);
    void onPage(const PageQuery &query, const ApiResult<domain::ListPage<QJsonObject>> &page);
    void finish(const ApiResult<domain::Quote> &result);

    ApiClient &m_api;
    QString m_quoteId;
    Done m_done;
    CallHandle m_call;
    int m_pages = 0;
};

} // namespace brokerdesk::api
