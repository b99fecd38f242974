#include "demoquotes.h"

#include "api/apiclient.h"
#include "offline/offlinestore.h"
#include "seed/policies.h"

#include <QDate>

namespace {

using namespace brokerdesk;

void quoteOne(api::ApiClient &api, cache::OfflineStore &store, const domain::BrokerProduct &bp,
              int person, QObject *context)
{
    domain::NewQuoteRequest ask;
    ask.brokerProductId = bp.id;
    api.createQuoteRequest(
        ask, context,
        [&api, &store, bp, person, context](const api::ApiResult<domain::QuoteRequest> &request) {
            if (!request.ok())
                return;
            const QJsonObject body =
                sandbox::demoQuoteBody(domain::toJson(request.value()), int(bp.product.type),
                                       person, QDate::currentDate());
            const auto quote = domain::fromJson<domain::NewQuote>(body);
            if (!quote)
                return;
            api.createQuote(quote.value(), context,
                            [&store, bp, body](const api::ApiResult<domain::Quote> &answer) {
                                if (answer.ok())
                                    store.saveQuote(domain::toJson(bp), body,
                                                    domain::toJson(answer.value()));
                            });
        });
}

} // namespace

void makeDemoQuotes(api::ApiClient &api, cache::OfflineStore &store, const QString &channelId,
                    QObject *context)
{
    if (!store.isOpen() || !store.quotes({}, 1).isEmpty())
        return;
    api.merchantStore(
        channelId, context, [&api, &store, context](const api::ApiResult<domain::Store> &r) {
            if (!r.ok())
                return;
            int person = 20; // people the seeded history does not hold
            for (const auto type : {domain::ProductType::Auto, domain::ProductType::Home}) {
                for (const auto &bp : r.value().brokerProducts) {
                    if (bp.product.type == type) {
                        quoteOne(api, store, bp, person++, context);
                        break;
                    }
                }
            }
        });
}
