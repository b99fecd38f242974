#include "quoterisk.h"

#include "domain/catalog.h"
#include "domain/quoting.h"

namespace brokerdesk::ui {

QuoteRisk QuoteRisk::of(const cache::SavedQuote &quote)
{
    const domain::RiskKey key = domain::riskKeyOf(quote.request, quote.items.value(0));
    QuoteRisk r;
    r.customer = key.customer;
    const auto product = domain::fromJson<domain::BrokerProduct>(quote.brokerProduct);
    const domain::ProductType type =
        product ? product.value().product.type : domain::ProductType::Unknown;
    r.risk = QString::number(int(type)) + u':' + key.item;
    const QString kind = domain::displayName(type);
    const QString shown = key.shown.trimmed();
    r.description = shown.isEmpty() ? tr("%1 · %2").arg(key.holderName, kind)
                                    : tr("%1 · %2 %3").arg(key.holderName, kind, shown);
    return r;
}

} // namespace brokerdesk::ui
