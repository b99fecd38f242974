#include "recordnames.h"

#include "common/formatting.h"

#include "domain/enums.h"
#include "domain/holder.h"
#include "domain/quoting.h"

#include <QCoreApplication>

namespace brokerdesk::ui {

namespace {
struct RecordNames
{
    Q_DECLARE_TR_FUNCTIONS(RecordNames)
};
} // namespace

QString vigencia(const QDate &start, const QDate &end)
{
    if (!start.isValid() && !end.isValid())
        return {};
    return RecordNames::tr("%1 to %2").arg(format::date(start), format::date(end));
}

QString recordName(const QString &customer, const QString &product, const QDate &start,
                   const QDate &end)
{
    QStringList parts;
    for (const QString &part : {customer.trimmed(), product.trimmed(), vigencia(start, end)})
        if (!part.isEmpty())
            parts << part;
    return parts.join(QStringLiteral(" · "));
}

QString policyName(const domain::Policy &policy, const QString &productName)
{
    QString product = productName;
    const domain::ProductType type = policy.productType;
    if (product.isEmpty() && domain::knownValues<domain::ProductType>().contains(type))
        product = domain::displayName(type); // until the catalog answers, the kind of product
    return recordName(domain::holderName(policy.policyHolder), product, policy.lifetimeStart,
                      policy.lifetimeEnd);
}

QString quoteName(const cache::SavedQuote &quote)
{
    const domain::SavedQuoteBody body = domain::readSavedQuoteBody(quote.request);
    const QString holder = quote.summary.holderName.isEmpty()
                               ? domain::holderName(body.policyHolder)
                               : quote.summary.holderName;
    return recordName(holder, quote.summary.productName, body.lifetimeStart, body.lifetimeEnd);
}

QString saleName(const cache::SaleRecord &sale, const std::optional<cache::SavedQuote> &quote)
{
    if (sale.coverStart.isValid() || !quote)
        return recordName(sale.holderName, sale.productName, sale.coverStart, sale.coverEnd);
    const domain::SavedQuoteBody body = domain::readSavedQuoteBody(quote->request);
    return recordName(sale.holderName, sale.productName, body.lifetimeStart, body.lifetimeEnd);
}

} // namespace brokerdesk::ui
