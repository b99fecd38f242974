#include "soldquote.h"

#include "common/formatting.h"
#include "workspace.h"

#include "domain/enums.h"
#include "domain/money.h"

#include <QCoreApplication>

namespace brokerdesk::ui {

namespace {
struct SoldQuote
{
    Q_DECLARE_TR_FUNCTIONS(SoldQuote)
};
} // namespace

std::optional<cache::SaleRecord> saleOfQuote(const Workspace &workspace, const QString &quoteId)
{
    const cache::SalesLog *log = workspace.sales();
    if (!log || !log->isOpen() || quoteId.isEmpty())
        return std::nullopt;
    return log->saleOfQuote(quoteId);
}

QString soldSentence(const cache::SaleRecord &sale)
{
    using S = domain::SaleStatus;
    const auto method = domain::fromWireName<domain::PaymentMethod>(sale.paymentMethod);
    const QString how = method ? domain::displayName(*method) : QString();
    const QString total = domain::Money::fromCents(sale.totalAmount).format();
    const QString when = format::dateTime(sale.created);
    const QString who = sale.holderName.isEmpty() ? SoldQuote::tr("the holder") : sale.holderName;
    QString stands;
    switch (S(sale.status)) {
    case S::Finished:
        stands = SoldQuote::tr("policy issued");
        break;
    case S::Canceled:
        stands = SoldQuote::tr("policy cancelled");
        break;
    default:
        stands = SoldQuote::tr("waiting for the payment");
        break;
    }
    QStringList parts{SoldQuote::tr("Sold on %1 to %2").arg(when, who),
                      SoldQuote::tr("%1 in all").arg(total)};
    if (!how.isEmpty())
        parts << how;
    parts << stands;
    return parts.join(QStringLiteral(" · "));
}

} // namespace brokerdesk::ui
