#include "quotedetailsview.h"

#include "common/errortext.h"
#include "common/formatting.h"
#include "common/recordnames.h"
#include "domain/enums.h"
#include "domain/installmentplan.h"
#include "domain/money.h"
#include "domain/quoting.h"
#include "sales/soldquote.h"

namespace brokerdesk::ui {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString money(qint64 cents)
{
    return esc(domain::Money::fromCents(cents).format());
}

QString methods(const QStringList &wire)
{
    QStringList names;
    for (const auto &w : wire) {
        const auto m = domain::fromWireName<domain::PaymentMethod>(w);
        names << (m ? domain::displayName(*m) : w);
    }
    return esc(names.join(QStringLiteral(", ")));
}

} // namespace

QuoteDetailsView::QuoteDetailsView(QWidget *parent) : QTextBrowser(parent)
{
    setAccessibleName(tr("Quote details"));
    setOpenLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.fragment() == QLatin1String("sale") && !m_saleId.isEmpty())
            emit saleLinkActivated(m_saleId);
    });
    showQuote(std::nullopt);
}

void QuoteDetailsView::showQuote(const std::optional<cache::SavedQuote> &quote,
                                 const std::optional<cache::SaleRecord> &sale)
{
    m_saleId = sale ? sale->saleId : QString();
    setToolTip(QString());
    if (!quote) {
        setHtml(QStringLiteral("<p style='color:#607d8b'>%1</p>")
                    .arg(esc(tr("Select a saved quote to see its installment options."))));
        return;
    }
    setHtml(html(*quote, sale));
    // The insurer's own words about a declined quote, for whoever wants them.
    if (const auto answer = domain::fromJson<domain::Quote>(quote->answer))
        if (!answer.value().error.isEmpty())
            setToolTip(tr("The insurer said: %1").arg(answer.value().error));
}

QString QuoteDetailsView::html(const cache::SavedQuote &quote,
                               const std::optional<cache::SaleRecord> &sale)
{
    const auto &s = quote.summary;
    QString h;
    h += QStringLiteral("<h3>%1</h3>").arg(esc(quoteName(quote)));
    if (sale)
        h += QStringLiteral("<p style='background:#e8f5e9; color:#1b5e20; padding:6px'>"
                            "<b>%1</b> %2 · <a href='#sale'>%3</a></p>")
                 .arg(esc(tr("This quote was sold.")), esc(soldSentence(*sale)),
                      esc(tr("Open the sale")));
    h += QStringLiteral("<table cellspacing='2'>");
    const auto row = [&h](const QString &label, const QString &value) {
        h += QStringLiteral(
                 "<tr><td style='color:#546e7a; padding-right:12px'>%1</td><td>%2</td></tr>")
                 .arg(esc(label), esc(value));
    };
    row(tr("Policy holder"), s.holderName);
    row(tr("Status"), domain::displayName(domain::QuoteStatus(s.status)));
    row(tr("Valid until"), format::dateTime(s.validUntil));
    const domain::SavedQuoteBody request = domain::readSavedQuoteBody(quote.request);
    row(tr("Lifetime"),
        tr("%1 to %2").arg(format::date(request.lifetimeStart), format::date(request.lifetimeEnd)));
    row(tr("Saved on"), format::dateTime(s.fetchedAt));
    h += QStringLiteral("</table>");
    const QString refusal = errortext::quoteRefusal(domain::QuoteStatus(s.status));
    if (!refusal.isEmpty())
        h += QStringLiteral("<p style='color:#b71c1c'>%1</p>").arg(esc(refusal));

    int itemCount = int(quote.items.size());
    for (const auto &i : quote.installments)
        itemCount = qMax(itemCount, i.itemIndex + 1);
    for (int item = 0; item < itemCount; ++item) {
        QList<cache::SavedInstallment> options;
        for (const auto &i : quote.installments)
            if (i.itemIndex == item)
                options << i;
        h += QStringLiteral("<h4>%1</h4>").arg(esc(tr("Item %1").arg(item + 1)));
        h += QStringLiteral("<table border='0' cellspacing='0' cellpadding='4' width='100%'><tr>");
        for (const QString &head :
             {tr("Installments"), tr("Each"), tr("Total"), tr("Taxes"), tr("Payment methods")})
            h += QStringLiteral("<th align='left' style='background:#eceff1'>%1</th>")
                     .arg(esc(head));
        h += QStringLiteral("</tr>");
        for (const auto &o : std::as_const(options)) {
            const domain::InstallmentPlan plan = domain::planOf(cache::installmentOf(o));
            h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                     .arg(esc(domain::InstallmentText::countAndInterest(plan)),
                          esc(domain::InstallmentText::each(plan)), money(o.totalAmount),
                          money(o.taxesAmount), methods(o.paymentMethods));
        }
        h += QStringLiteral("</table>");
    }
    return h;
}

} // namespace brokerdesk::ui
