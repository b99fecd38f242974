#include "proposal.h"

#include "common/formatting.h"
#include "domain/catalog.h"
#include "domain/enums.h"
#include "domain/holder.h"
#include "domain/quoting.h"

#include <QCoreApplication>
#include <QFile>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QThread>

#include <memory>

namespace brokerdesk::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Proposal)
};

QString money(qint64 cents, const QLocale &locale)
{
    return domain::Money::fromCents(cents).format(locale).toHtmlEscaped();
}

// What was saved, decoded; a part that does not decode shows as empty.
template <typename T> T decoded(const QJsonObject &saved)
{
    domain::Decoded<T> value = domain::fromJson<T>(saved);
    return value ? std::move(value).value() : T{};
}

// "Boleto, cartão de crédito": the customer reads methods, never the service's codes.
QString methodsInWords(const QStringList &wireNames)
{
    QStringList words;
    for (const QString &name : wireNames) {
        const auto method = domain::fromWireName<domain::PaymentMethod>(name);
        if (method)
            words << domain::displayName(*method);
    }
    return words.join(QStringLiteral(", ")).toHtmlEscaped();
}

} // namespace

QString proposalHtml(const cache::SavedQuote &q, const QLocale &locale)
{
    const auto bp = decoded<domain::BrokerProduct>(q.brokerProduct);
    const domain::SavedQuoteBody request = domain::readSavedQuoteBody(q.request);
    const auto answer = decoded<domain::Quote>(q.answer);
    QString html = QStringLiteral("<html><body style=\"font-family: sans-serif;\">");
    html += QStringLiteral("<h1>%1</h1>").arg(Tr::tr("Insurance proposal"));
    html += QStringLiteral("<p><b>%1</b> — %2<br/>%3: %4 · %5: %6</p>")
                .arg(bp.name.toHtmlEscaped(), bp.product.insurer.name.toHtmlEscaped(),
                     Tr::tr("SUSEP"), bp.product.susep.toHtmlEscaped(), Tr::tr("Quote"),
                     format::shortReference(q.summary.quoteId).toHtmlEscaped());
    html +=
        QStringLiteral("<p>%1: <b>%2</b><br/>%3: %4 – %5<br/>%6: %7</p>")
            .arg(Tr::tr("Policy holder"), domain::holderName(request.policyHolder).toHtmlEscaped(),
                 Tr::tr("Lifetime"), locale.toString(request.lifetimeStart, QLocale::ShortFormat),
                 locale.toString(request.lifetimeEnd, QLocale::ShortFormat), Tr::tr("Valid until"),
                 locale.toString(q.summary.validUntil.toLocalTime().date(), QLocale::ShortFormat));
    if (!answer.error.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(Tr::tr("Declined:"), answer.error.toHtmlEscaped());
    html += QStringLiteral(
                "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">"
                "<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
                .arg(Tr::tr("Item"), Tr::tr("Installments"), Tr::tr("Each"), Tr::tr("Total"),
                     Tr::tr("Taxes"), Tr::tr("Payment methods"));
    for (const auto &in : q.installments)
        html +=
            QStringLiteral("<tr><td>%1</td><td align=\"right\">%2×</td><td align=\"right\">%3</td>"
                           "<td align=\"right\">%4</td><td align=\"right\">%5</td><td>%6</td></tr>")
                .arg(in.itemIndex + 1)
                .arg(in.quantity)
                .arg(money(in.amount, locale), money(in.totalAmount, locale),
                     money(in.taxesAmount, locale), methodsInWords(in.paymentMethods));
    html += QStringLiteral("</table><p style=\"color:#555\">%1</p></body></html>")
                .arg(Tr::tr("Prices are valid until the date above and depend on the insurer's "
                            "acceptance of the risk."));
    return html;
}

void writeProposalPdf(const cache::SavedQuote &quote, const QString &path, QObject *context,
                      std::function<void(bool, const QString &)> done)
{
    const QString html = proposalHtml(quote);
    auto result = std::make_shared<QString>();
    QThread *worker = QThread::create([html, path, result] {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            *result = file.errorString();
            return;
        }
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(150);
        pdf.setTitle(Tr::tr("Insurance proposal"));
        QTextDocument doc;
        doc.setHtml(html);
        doc.print(&pdf);
    });
    QObject::connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    QObject::connect(worker, &QThread::finished, context,
                     [result, done] { done(result->isEmpty(), *result); });
    worker->start();
}

} // namespace brokerdesk::ui
