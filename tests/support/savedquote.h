#pragma once

#include "salesflow.h"
#include "uifixture.h"

#include "domain/businessday.h"

#include <QJsonArray>

#include <functional>

// Changes the demo's quote body before it is sent; `quoteRequest` is POST /v1/quotes/request's
// answer (plans, coverages and their limits).
using QuoteBodyEdit = std::function<void(QJsonObject &body, const QJsonObject &quoteRequest)>;

// A quote of broker 0's first product of `type`, made through the API and saved on this desk as
// the wizard saves it (the store's product, the request, the answer). The body is the demo's:
// the first plan, the demo holder and item with its required coverages, a year from the
// office's tomorrow; `edit` changes it first. Empty on any failure.
inline QString saveQuoteOnDesk(UiFixture &f, int type, const QuoteBodyEdit &edit = {})
{
    const QByteArray token = f.server.token(0);
    const QString bpId = salesflow::brokerProductOfType(f.server, token, 0, type);
    QJsonObject bp;
    const auto store =
        f.server.get(QStringLiteral("/v1/merchant/stores/") + f.server.broker(0).channelId, token);
    for (const QJsonValue v : store.json.value(QStringLiteral("broker_products")).toArray())
        if (v[QStringLiteral("id")].toString() == bpId)
            bp = v.toObject();
    const auto request = f.server.post(QStringLiteral("/v1/quotes/request"),
                                       {{QStringLiteral("broker_product_id"), bpId}}, token);
    const QString plan = request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
    QJsonObject item = salesflow::demoItem(type);
    item.insert(QStringLiteral("coverages"), salesflow::requiredCoverages(request.json, plan));
    const QDate start = brokerdesk::domain::businessday::today().addDays(1);
    QJsonObject body{{QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("plan_id"), plan},
                     {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                     {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
                     {QStringLiteral("policy_holder"), salesflow::demoHolder()},
                     {QStringLiteral("items"), QJsonArray{item}}};
    if (edit)
        edit(body, request.json);
    const auto quote = f.server.post(QStringLiteral("/v1/quotes"), body, token);
    if (quote.status != 200 || !f.offline.saveQuote(bp, body, quote.json))
        return {};
    return quote.json.value(QStringLiteral("id")).toString();
}
