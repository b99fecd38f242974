#include "proposal.h"

#include "pagedpdf.h"
#include "proposalitem.h"

#include "common/formatting.h"
#include "common/recordnames.h"
#include "domain/catalog.h"
#include "domain/enums.h"
#include "domain/holder.h"
#include "domain/installmentplan.h"
#include "domain/quoteditem.h"

#include <QCoreApplication>
#include <QFile>
#include <QImageReader>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QThread>
#include <QUrl>

#include <memory>

namespace brokerdesk::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Proposal)
};

const QString dayFirst = QStringLiteral("dd/MM/yyyy"); // what a Brazilian customer reads

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString money(qint64 cents, const QLocale &locale)
{
    return esc(domain::Money::fromCents(cents).format(locale));
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
    return esc(words.join(QStringLiteral(", ")));
}

QString heading(const QString &title)
{
    return QStringLiteral("<h3 style=\"color:#1f4e79; margin-top:10pt; margin-bottom:3pt;\">%1"
                          "</h3>")
        .arg(esc(title));
}

struct Column
{
    QString title;
    int widthPercent = 0;
    bool right = false; // amounts line up on the right
};

// Zebra rows rather than grid lines, which QTextDocument draws unevenly; the header row repeats
// on every page the table runs onto. Cells are HTML already.
QString table(const QList<Column> &columns, const QList<QStringList> &rows)
{
    const auto align = [](bool right) {
        return right ? QStringLiteral("right") : QStringLiteral("left");
    };
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
                                  "border=\"0\"><thead><tr>");
    for (const Column &c : columns)
        html += QStringLiteral("<th width=\"%1%\" bgcolor=\"#dde7f0\" align=\"%2\">%3</th>")
                    .arg(c.widthPercent)
                    .arg(align(c.right), esc(c.title));
    html += QStringLiteral("</tr></thead>");
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QString shade = r % 2 ? QStringLiteral("#f3f6f9") : QStringLiteral("#ffffff");
        html += QStringLiteral("<tr>");
        for (qsizetype c = 0; c < rows.at(r).size() && c < columns.size(); ++c)
            html += QStringLiteral("<td bgcolor=\"%1\" align=\"%2\">%3</td>")
                        .arg(shade, align(columns.at(c).right), rows.at(r).at(c));
        html += QStringLiteral("</tr>");
    }
    // A table takes no margin below it: the small paragraph keeps the next heading off it.
    return html +
           QStringLiteral(
               "</table><p style=\"margin-top:0; margin-bottom:0; font-size:7pt;\">&nbsp;</p>");
}

QString header(const domain::BrokerProduct &bp, const ProposalIssuer &issuer,
               const cache::SavedQuote &q)
{
    QString brokerage =
        QStringLiteral("<b style=\"font-size:12pt;\">%1</b>")
            .arg(esc(issuer.name.isEmpty() ? Tr::tr("Brokerage not configured") : issuer.name));
    if (!issuer.susep.isEmpty())
        brokerage +=
            QStringLiteral("<br/>%1").arg(esc(Tr::tr("Brokerage SUSEP %1").arg(issuer.susep)));
    // The logo above the name, at a height that keeps the heading on one band.
    if (!issuer.logoFile.isEmpty() && !QImageReader(issuer.logoFile).size().isEmpty())
        brokerage = QStringLiteral("<img src=\"%1\" height=\"48\"/><br/>%2")
                        .arg(esc(QUrl::fromLocalFile(issuer.logoFile).toString()), brokerage);
    const QString title =
        QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
                       "<td><span style=\"font-size:18pt; color:#1f4e79;\"><b>%1</b></span>"
                       "<br/>%2</td><td align=\"right\">%3</td></tr></table>"
                       "<hr style=\"color:#1f4e79;\"/>")
            .arg(esc(Tr::tr("Insurance proposal")), esc(quoteName(q)), brokerage);
    QStringList product{
        esc(Tr::tr("Product: %1 — %2")
                .arg(bp.name.isEmpty() ? bp.product.name : bp.name, bp.product.insurer.name))};
    if (!bp.product.susep.isEmpty())
        product << esc(Tr::tr("Product SUSEP registration: %1").arg(bp.product.susep));
    return title + QStringLiteral("<p>%1</p>").arg(product.join(QStringLiteral("<br/>")));
}

QString holderPart(const domain::HolderFacts &holder)
{
    const QString document = format::holderDocument(holder.cpf, holder.cnpj);
    const QString documentLabel = holder.cpf.isEmpty() ? Tr::tr("CNPJ") : Tr::tr("CPF");
    QStringList phones;
    for (const QString &number : {holder.phone, holder.mobilePhone})
        if (!number.isEmpty())
            phones << format::phone(number);
    QStringList lines{QStringLiteral("<b>%1</b>").arg(esc(holder.name))};
    if (!document.isEmpty())
        lines << QStringLiteral("%1: %2").arg(esc(documentLabel), esc(document));
    if (!holder.email.isEmpty())
        lines << QStringLiteral("%1: %2").arg(esc(Tr::tr("E-mail")), esc(holder.email));
    if (!phones.isEmpty())
        lines << QStringLiteral("%1: %2").arg(esc(Tr::tr("Phone")),
                                              esc(phones.join(QStringLiteral(" / "))));
    const QString where = proposalAddress(holder.address.value_or(domain::Address{}));
    if (!where.isEmpty())
        lines << QStringLiteral("%1: %2").arg(esc(Tr::tr("Address")), esc(where));
    return heading(Tr::tr("Policy holder")) +
           QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br/>")));
}

template <typename Part> const Part *byId(const QList<Part> &parts, const QString &id)
{
    for (const Part &p : parts)
        if (p.id == id)
            return &p;
    return nullptr;
}

// A coverage or assist by its name on offer, else the plan's, else `unnamed`: a customer's
// paper never shows an id.
template <typename Offered>
QString partName(const QList<Offered> &offered, const QList<domain::PlanPart> &inPlan,
                 const QString &id, const QString &unnamed)
{
    if (const Offered *o = byId(offered, id); o && !o->name.isEmpty())
        return o->name;
    if (const domain::PlanPart *p = byId(inPlan, id); p && !p->name.isEmpty())
        return p->name;
    return unnamed;
}

template <typename Offered>
QString optionName(const QList<Offered> &offered, const QString &id, const QString &optionId)
{
    const Offered *o = byId(offered, id);
    const domain::Option *option = o ? byId(o->options, optionId) : nullptr;
    return option ? option->name : QString();
}

QString coveragesPart(const domain::QuotedItem &item, const domain::QuoteRequest &offer,
                      const domain::Plan &plan, const QLocale &locale)
{
    QString html;
    if (!item.coverages.isEmpty()) {
        QList<QStringList> rows;
        for (const domain::CoverageChoice &c : item.coverages)
            rows << QStringList{esc(partName(offer.coverages, plan.coverages, c.id,
                                             Tr::tr("Coverage not named by the insurer"))),
                                esc(optionName(offer.coverages, c.id, c.coverageOptionId)),
                                esc(c.insuredAmount.format(locale))};
        html += heading(Tr::tr("Coverages")) + table({{Tr::tr("Coverage"), 42},
                                                      {Tr::tr("Option"), 28},
                                                      {Tr::tr("Insured amount"), 30, true}},
                                                     rows);
    }
    QStringList assists;
    for (const domain::AssistChoice &a : item.assists) {
        const QString option = optionName(offer.assists, a.id, a.assistanceOptionId);
        const QString name = esc(partName(offer.assists, plan.assists, a.id,
                                          Tr::tr("Assistance not named by the insurer")));
        assists << (option.isEmpty() ? name : QStringLiteral("%1 — %2").arg(name, esc(option)));
    }
    html += heading(Tr::tr("Assistance services"));
    // Said outright when none was taken: a customer may expect towing with any car policy.
    html +=
        assists.isEmpty()
            ? QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("None included in this proposal.")))
            : QStringLiteral("<ul><li>%1</li></ul>").arg(assists.join(QStringLiteral("</li><li>")));
    return html;
}

QString installmentsPart(const cache::SavedQuote &q, int itemIndex, const QLocale &locale)
{
    QList<QStringList> rows;
    for (const cache::SavedInstallment &in : q.installments) {
        if (in.itemIndex != itemIndex)
            continue;
        // Said the way every page says it: "12×", "R$ 95,40 por mês", never "à vista" for a
        // monthly premium.
        const domain::InstallmentPlan plan = domain::planOf(cache::installmentOf(in));
        rows << QStringList{esc(domain::InstallmentText::countAndInterest(plan, locale)),
                            esc(domain::InstallmentText::each(plan, locale)),
                            money(in.totalAmount, locale), money(in.taxesAmount, locale),
                            methodsInWords(in.paymentMethods)};
    }
    if (rows.isEmpty())
        return {};
    return heading(Tr::tr("How to pay")) + table({{Tr::tr("Installments"), 17},
                                                  {Tr::tr("Each installment"), 15, true},
                                                  {Tr::tr("Total"), 15, true},
                                                  {Tr::tr("Taxes (IOF)"), 13, true},
                                                  {Tr::tr("Payment methods"), 40}},
                                                 rows);
}

} // namespace

QString proposalHtml(const cache::SavedQuote &q, const ProposalIssuer &issuer,
                     const domain::QuoteRequest &offer, const QLocale &locale)
{
    const auto bp = decoded<domain::BrokerProduct>(q.brokerProduct);
    const domain::SavedQuoteBody body = domain::readSavedQuoteBody(q.request);
    const auto answer = decoded<domain::Quote>(q.answer);
    const domain::Plan *offeredPlan = byId(offer.plans, body.planId);
    const domain::Plan plan = offeredPlan ? *offeredPlan : domain::Plan{};

    QString html = QStringLiteral("<html><body style=\"font-family: sans-serif;\">");
    html += header(bp, issuer, q);
    if (!answer.error.isEmpty())
        html += QStringLiteral("<p style=\"color:#b00020;\"><b>%1</b> %2</p>")
                    .arg(esc(Tr::tr("Declined:")), esc(answer.error));
    html += holderPart(domain::holderFacts(body.policyHolder));

    html += heading(Tr::tr("Insurance"));
    QStringList facts;
    if (!plan.name.isEmpty())
        facts << QStringLiteral("%1: <b>%2</b>").arg(esc(Tr::tr("Plan")), esc(plan.name));
    facts << QStringLiteral("%1: <b>%2</b>")
                 .arg(esc(Tr::tr("Period of cover")),
                      esc(Tr::tr("%1 to %2")
                              .arg(locale.toString(body.lifetimeStart, dayFirst),
                                   locale.toString(body.lifetimeEnd, dayFirst))));
    const QDateTime validUntil =
        q.summary.validUntil.isValid() ? q.summary.validUntil : answer.validUntil;
    // Up front: how long the prices hold is what the customer must act on.
    if (validUntil.isValid())
        facts << QStringLiteral("%1: <b>%2</b>")
                     .arg(esc(Tr::tr("Proposal valid until")),
                          locale.toString(validUntil.toLocalTime().date(), dayFirst));
    html += QStringLiteral("<p>%1</p>").arg(facts.join(QStringLiteral("<br/>")));
    // Beside the date it qualifies, not alone at the end where it would spill onto a page.
    html += QStringLiteral("<p style=\"color:#555555; font-size:8pt;\">%1</p>")
                .arg(esc(Tr::tr("Prices are valid until the date above and depend on the "
                                "insurer's acceptance of the risk.")));

    for (int i = 0; i < q.items.size(); ++i) {
        const auto item = decoded<domain::QuotedItem>(q.items.at(i));
        html += heading(q.items.size() == 1 ? Tr::tr("Insured item")
                                            : Tr::tr("Insured item %1").arg(i + 1));
        html +=
            QStringLiteral("<p>%1</p>").arg(proposalItemHtml(bp.product.type, item.extra, locale));
        html += coveragesPart(item, offer, plan, locale);
        html += installmentsPart(q, i, locale);
    }

    if (!issuer.footer.isEmpty())
        html += QStringLiteral("<hr/><p style=\"color:#555555; font-size:8pt;\">%1</p>")
                    .arg(esc(issuer.footer).replace(u'\n', QLatin1String("<br/>")));
    html += QStringLiteral("</body></html>");
    return html;
}

void writeProposalPdf(const cache::SavedQuote &quote, const ProposalIssuer &issuer,
                      const domain::QuoteRequest &offer, const QString &path, QObject *context,
                      std::function<void(bool, const QString &)> done)
{
    const QString html = proposalHtml(quote, issuer, offer);
    const QString note = issuer.name.isEmpty()
                             ? quoteName(quote)
                             : QStringLiteral("%1 · %2").arg(issuer.name, quoteName(quote));
    auto result = std::make_shared<QString>();
    QThread *worker = QThread::create([html, note, path, result] {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            *result = file.errorString();
            return;
        }
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageMargins(QMarginsF(18, 15, 18, 12), QPageLayout::Millimeter);
        pdf.setResolution(300);
        pdf.setTitle(Tr::tr("Insurance proposal"));
        if (writePagedHtml(html, note, pdf) == 0)
            *result = Tr::tr("The PDF could not be drawn.");
    });
    QObject::connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    QObject::connect(worker, &QThread::finished, context,
                     [result, done = std::move(done)] { done(result->isEmpty(), *result); });
    worker->start();
}

} // namespace brokerdesk::ui
