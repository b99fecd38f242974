#include "policies.h"

#include "domain/isodate.h"
#include "domain/scopes.h"

#include "documents/documentwords.h"
#include "documents/pdf.h"
#include "domain/holder.h"
#include "store/database.h"
#include "store/states.h"
#include "support/jsoncheck.h"

#include <QJsonDocument>
#include <QLocale>
#include <QMessageAuthenticationCode>
#include <QSqlQuery>

namespace brokerdesk::sandbox {

namespace {

QJsonObject parseDoc(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

} // namespace

void PolicyService::registerRoutes(Router &router)
{
    router.add("GET", QStringLiteral("/v1/policies"), domain::scopes::policyRead,
               [this](const RequestContext &c) {
                   const auto query = m_pager.parse(c.request.query, c.principal.brokerId);
                   if (!query.ok())
                       return HttpResponse::error(query.error());
                   return m_pager.respond(c.principal.brokerId, query.value());
               });
    router.add("DELETE", QStringLiteral("/v1/policies/{policy_id}"), domain::scopes::policyWrite,
               [this](const RequestContext &c) {
                   // A DELETE may come without a body; then the required cancel_reason is missing.
                   const QByteArray body =
                       c.request.body.trimmed().isEmpty() ? QByteArray("{}") : c.request.body;
                   const auto parsed = parseJsonObject(body);
                   if (!parsed.ok())
                       return HttpResponse::error(parsed.error());
                   return toResponse(
                       m_cancellation.cancel(c.principal.brokerId, c.args.at(0), parsed.value()));
               });
    router.add("GET", QStringLiteral("/documents/policies/{file}"), {},
               [this](const RequestContext &c) { return document(c); });
}

bool PolicyService::update(const QJsonObject &policy)
{
    return m_ctx.db.exec(QStringLiteral("UPDATE policies SET status = ?, doc = ? WHERE id = ?"),
                         {policy.value(QStringLiteral("status")).toInt(), compactJson(policy),
                          policy.value(QStringLiteral("id")).toString()});
}

bool PolicyService::insert(const QString &brokerId, const QJsonObject &policy)
{
    const qint64 ord = m_pager.nextOrd(brokerId);
    return m_ctx.db.exec(QStringLiteral("INSERT INTO policies (id, broker_id, ord, sale_id, "
                                        "status, doc, pos) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                         {policy.value(QStringLiteral("id")).toString(), brokerId, ord,
                          policy.value(QStringLiteral("sale_id")).toString(),
                          policy.value(QStringLiteral("status")).toInt(), compactJson(policy),
                          m_pager.rowKey(brokerId, ord)});
}

std::optional<QJsonObject> PolicyService::issue(const Issue &issue)
{
    const QString id = newId();
    const QString now = toRfc3339(m_ctx.clock.now(issue.brokerId));
    QJsonObject policy{
        {QStringLiteral("id"), id},
        {QStringLiteral("status"), code(PolicyStatus::Active)},
        {QStringLiteral("sale_id"), issue.saleId},
        {QStringLiteral("quote_id"), issue.quote.id},
        {QStringLiteral("product_id"), issue.quote.productId},
        {QStringLiteral("broker_product_id"), issue.quote.brokerProductId},
        {QStringLiteral("product_type"), issue.quote.productType},
        {QStringLiteral("policy_holder"), issue.holder},
        {QStringLiteral("item"), issue.item},
        {QStringLiteral("lifetime_start"), domain::calendarDateStamp(issue.quote.lifetimeStart)},
        {QStringLiteral("lifetime_end"), domain::calendarDateStamp(issue.quote.lifetimeEnd)},
        {QStringLiteral("total_amount"), issue.totalAmount},
        {QStringLiteral("payment_method"), issue.paymentMethod},
        {QStringLiteral("installment"), issue.installment},
        {QStringLiteral("document_url"), documentUrl(id)},
        {QStringLiteral("date"), now},
        {QStringLiteral("last_update"), now},
    };
    // What was quoted, for a renewal to start from (docs/sandbox.md, "Renewals").
    const QJsonObject &quoted = issue.quote.request;
    policy.insert(QStringLiteral("plan_id"), quoted.value(QStringLiteral("plan_id")));
    policy.insert(QStringLiteral("items"), quoted.value(QStringLiteral("items")));
    const QJsonObject renewal = quoted.value(QStringLiteral("renewal")).toObject();
    if (!renewal.isEmpty() && !renew(issue.brokerId, renewal, id, now, policy))
        return std::nullopt;
    if (!insert(issue.brokerId, policy))
        return std::nullopt;
    return policy;
}

bool PolicyService::renew(const QString &brokerId, const QJsonObject &renewal, const QString &newId,
                          const QString &now, QJsonObject &policy)
{
    // The class as a string, as the Swagger's PolicyPrevious and PolicyComplete have it.
    const QJsonValue sent = renewal.value(QStringLiteral("bonus_class"));
    const QString bonusClass = sent.isString() ? sent.toString() : QString::number(sent.toInt(0));
    QJsonObject previous{{QStringLiteral("number"), renewal.value(QStringLiteral("number"))},
                         {QStringLiteral("bonus_class"), bonusClass}};
    for (const char *key : {"ci_code", "insurer_susep_code"})
        if (renewal.value(QLatin1String(key)).isString())
            previous.insert(QLatin1String(key), renewal.value(QLatin1String(key)));
    policy.insert(QStringLiteral("previous_policy"), previous);
    policy.insert(QStringLiteral("bonus_class"), bonusClass);
    auto old = this->policy(brokerId, previous.value(QStringLiteral("number")).toString());
    // Renewed by the first renewal issued; a second one still names what it renews.
    if (!old || !old->value(QStringLiteral("renewed_by")).toString().isEmpty())
        return true;
    old->insert(QStringLiteral("renewed_by"), newId);
    old->insert(QStringLiteral("last_update"), now);
    return update(*old);
}

std::optional<QJsonObject> PolicyService::policy(const QString &brokerId,
                                                 const QString &policyId) const
{
    QSqlQuery &q =
        m_ctx.db.query(QStringLiteral("SELECT doc FROM policies WHERE id = ? AND broker_id = ?"));
    q.addBindValue(policyId);
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    QJsonObject doc = parseDoc(q.value(0).toString());
    q.finish();
    return doc;
}

QByteArray PolicyService::documentSignature(const QString &policyId) const
{
    return QMessageAuthenticationCode::hash(QByteArray("policy-document|" + policyId.toUtf8()),
                                            m_ctx.secret, QCryptographicHash::Sha256)
        .left(16)
        .toHex();
}

// Document links are signed rather than bearer-protected, so a browser can open them.
QString PolicyService::documentUrl(const QString &policyId) const
{
    return m_ctx.url(QStringLiteral("/documents/policies/") + policyId +
                     QStringLiteral(".pdf?sig=") +
                     QString::fromLatin1(documentSignature(policyId)));
}

HttpResponse PolicyService::document(const RequestContext &c) const
{
    const QString file = c.args.at(0);
    const QString id = file.chopped(file.endsWith(QStringLiteral(".pdf")) ? 4 : 0);
    const QByteArray sig = c.request.query.queryItemValue(QStringLiteral("sig")).toLatin1();
    if (!file.endsWith(QStringLiteral(".pdf")) || sig != documentSignature(id))
        return HttpResponse::error(ApiError::notFound(QStringLiteral("Document")));
    // Bound only when it runs: a cached statement keeps a value bound but never executed, and
    // the next document request would then bind a second one and fail.
    QSqlQuery &q =
        m_ctx.db.query(QStringLiteral("SELECT broker_id, doc FROM policies WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return HttpResponse::error(ApiError::notFound(QStringLiteral("Document")));
    const QJsonObject p = parseDoc(q.value(1).toString());
    q.finish();

    HttpResponse r;
    r.contentType = "application/pdf";
    r.body = certificate(p);
    r.addHeader("Content-Disposition",
                "inline; filename=\"apolice-" + words::number(id).toLatin1() + ".pdf\"");
    return r;
}

QJsonObject PolicyService::storedDoc(const QString &sql, const QString &id) const
{
    QSqlQuery &q = m_ctx.db.query(sql);
    q.addBindValue(id);
    QJsonObject doc = q.exec() && q.next() ? parseDoc(q.value(0).toString()) : QJsonObject();
    q.finish();
    return doc;
}

// The certificate as an insurer writes it: its product, the insured and the item, the cover,
// how the premium is paid, and the situation in words.
QByteArray PolicyService::certificate(const QJsonObject &p) const
{
    namespace w = words;
    const QJsonObject product = storedDoc(QStringLiteral("SELECT doc FROM products WHERE id = ?"),
                                          p.value(QStringLiteral("product_id")).toString());
    const QJsonObject installment =
        storedDoc(QStringLiteral("SELECT i.doc FROM sales s JOIN installments i ON i.id = "
                                 "s.installment_id WHERE s.id = ?"),
                  p.value(QStringLiteral("sale_id")).toString());
    const QJsonObject insurer = product.value(QStringLiteral("insurer")).toObject();
    const QJsonObject holder = p.value(QStringLiteral("policy_holder")).toObject();
    const auto text = [&p](const char *key) { return p.value(QLatin1String(key)).toString(); };
    const int status = p.value(QStringLiteral("status")).toInt();
    QList<QPair<QString, QString>> rows{
        {QStringLiteral("Apólice nº"), w::number(text("id"))},
        {QStringLiteral("Seguradora"),
         QStringList{insurer.value(QStringLiteral("name")).toString(), w::holderDocument(insurer)}
             .join(QStringLiteral(" – "))},
        {QStringLiteral("Produto"), product.value(QStringLiteral("name")).toString()},
        {QStringLiteral("Processo SUSEP"), product.value(QStringLiteral("susep")).toString()},
        {QStringLiteral("Segurado"), domain::holderName(holder)},
        {QStringLiteral("Documento"), w::holderDocument(holder)},
        {QStringLiteral("Item segurado"),
         w::insuredItem(p.value(QStringLiteral("product_type")).toInt(),
                        p.value(QStringLiteral("item")).toObject())},
        {QStringLiteral("Vigência"),
         QStringLiteral("%1 a %2").arg(w::calendarDate(text("lifetime_start")),
                                       w::calendarDate(text("lifetime_end")))},
        {QStringLiteral("Prêmio total"),
         w::brl(p.value(QStringLiteral("total_amount")).toInteger())},
        {QStringLiteral("Pagamento"),
         installment.isEmpty()
             ? w::paymentMethod(text("payment_method"))
             : QStringLiteral("%1, %2").arg(w::installmentPlan(installment),
                                            w::paymentMethod(text("payment_method")).toLower())},
        {QStringLiteral("Emitida em"), w::dayInBrasilia(text("date"))},
        {QStringLiteral("Situação"), w::policySituation(status)},
    };
    for (auto it = rows.begin(); it != rows.end();)
        it = it->second.isEmpty() ? rows.erase(it) : it + 1;
    QStringList notes{QStringLiteral(
        "Este certificado comprova a contratação do seguro descrito acima, nos termos das "
        "condições gerais do produto. Documento emitido pelo ambiente de demonstração "
        "BrokerDesk; não tem valor fora dele.")};
    if (PolicyStatus(status) == PolicyStatus::Canceled) {
        const QString reason = w::cancelReason(p.value(QStringLiteral("cancel_reason")).toInt());
        notes.prepend(
            QStringLiteral("APÓLICE CANCELADA em %1%2. Valor devolvido ao segurado: %3%4.")
                .arg(w::dayInBrasilia(text("date_end")),
                     reason.isEmpty() ? QString() : u' ' + reason,
                     w::brl(p.value(QStringLiteral("reversal_amount")).toInteger()),
                     p.contains(QStringLiteral("reversal_method"))
                         ? QStringLiteral(", por ") +
                               w::paymentMethod(text("reversal_method")).toLower()
                         : QString()));
    }
    return renderPdf(QStringLiteral("Certificado de seguro"), rows, notes);
}

} // namespace brokerdesk::sandbox
