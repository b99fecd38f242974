#include "ledger.h"

#include "domain/isodate.h"
#include "domain/scopes.h"

#include "store/database.h"
#include "support/jsoncheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcLedger, "brokerdesk.sandbox.ledger")

namespace brokerdesk::sandbox {

namespace {

enum class Kind { Money, Boolean, Integer, String, Object, Array, Timestamp };

struct Field
{
    const char *name;
    Kind kind;
};

// The spec's cash flow record, field by field (id and category are handled apart).
constexpr Field recordFields[] = {
    {"amount", Kind::Money},
    {"amount_deductions", Kind::Money},
    {"description", Kind::String},
    {"is_parceled", Kind::Boolean},
    {"is_paid", Kind::Boolean},
    {"installment_total", Kind::Integer},
    {"installment_period", Kind::String},
    {"installment_number", Kind::Integer},
    {"is_recurrence", Kind::Boolean},
    {"recurrence_sequence_number", Kind::Integer},
    {"payment_method", Kind::String},
    {"broker_commission_id", Kind::String},
    {"policy_id", Kind::String},
    {"claim_id", Kind::String},
    {"payer_name", Kind::String},
    {"payer_document", Kind::String},
    {"drawer_name", Kind::String},
    {"drawer_document", Kind::String},
    {"drawer_bank_account", Kind::Object},
    {"deductions", Kind::Array},
    {"date", Kind::Timestamp},
    {"deleted_at", Kind::Timestamp},
    {"date_cash_in_out", Kind::Timestamp},
    {"date_cash_in_out_forecast", Kind::Timestamp},
};

// What an absent field reads as: money 0, false, [] and null for the rest.
QJsonValue emptyValue(Kind kind)
{
    switch (kind) {
    case Kind::Money:
        return qint64(0);
    case Kind::Boolean:
        return false;
    case Kind::Array:
        return QJsonArray();
    default:
        return QJsonValue::Null;
    }
}

bool isWhole(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::isfinite(d) && d == std::trunc(d) && std::fabs(d) < 9.0e15;
}

bool hasKind(const QJsonValue &v, Kind kind)
{
    switch (kind) {
    case Kind::Money:
        return isWhole(v);
    case Kind::Boolean:
        return v.isBool();
    case Kind::Integer:
        return v.isNull() || isWhole(v);
    case Kind::String:
        return v.isNull() || v.isString();
    case Kind::Object:
        return v.isNull() || v.isObject();
    case Kind::Array:
        return v.isArray();
    case Kind::Timestamp:
        return v.isNull() || (v.isString() && parseTimestampOrDate(v.toString()).isValid());
    }
    return false;
}

} // namespace

const QStringList &LedgerService::categories()
{
    static const QStringList list{QStringLiteral("ChannelSale"),
                                  QStringLiteral("ChannelRecurrentSale"),
                                  QStringLiteral("Deductible"),
                                  QStringLiteral("PolicyReversal"),
                                  QStringLiteral("Fine"),
                                  QStringLiteral("Taxes"),
                                  QStringLiteral("BrokerAgency"),
                                  QStringLiteral("BrokerCommission"),
                                  QStringLiteral("StipulateProLabor"),
                                  QStringLiteral("Claim"),
                                  QStringLiteral("BalanceAdjustment")};
    return list;
}

void LedgerService::registerRoutes(Router &router)
{
    router.add("GET", QStringLiteral("/v1/cash-flow"), domain::scopes::cashFlowRead,
               [this](const RequestContext &c) {
                   const auto query = m_pager.parse(c.request.query, c.principal.brokerId);
                   if (!query.ok())
                       return HttpResponse::error(query.error());
                   return m_pager.respond(c.principal.brokerId, query.value());
               });
}

std::optional<QJsonObject> LedgerService::append(const QString &brokerId, QJsonObject record)
{
    // Callers are our own services: a bad record is a bug there, refused rather than served.
    const QString category = record.value(QStringLiteral("category")).toString();
    if (!categories().contains(category)) {
        qCWarning(lcLedger).noquote()
            << "refused a cash-flow record with category"
            << record.value(QStringLiteral("category")).toVariant().toString();
        return std::nullopt;
    }
    if (!record.contains(QStringLiteral("date")))
        record.insert(QStringLiteral("date"), toRfc3339(m_ctx.clock.now(brokerId)));
    for (const Field &f : recordFields) {
        const QString name = QString::fromLatin1(f.name);
        const auto it = record.constFind(name);
        if (it == record.constEnd()) {
            record.insert(name, emptyValue(f.kind));
        } else if (!hasKind(*it, f.kind)) {
            qCWarning(lcLedger).noquote()
                << "refused a cash-flow record whose" << name << "has the wrong type";
            return std::nullopt;
        }
    }
    record.insert(QStringLiteral("id"), newId());

    const QJsonValue policy = record.value(QStringLiteral("policy_id"));
    // Before query(): a new statement may rehash.
    const qint64 ord = m_pager.nextOrd(brokerId);
    const qint64 pos = m_pager.rowKey(brokerId, ord);
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("INSERT INTO cash_flow (id, broker_id, ord, category, policy_id, doc, "
                       "pos) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(record.value(QStringLiteral("id")).toString());
    q.addBindValue(brokerId);
    q.addBindValue(ord);
    q.addBindValue(category);
    q.addBindValue(policy.isString() ? QVariant(policy.toString()) : QVariant());
    q.addBindValue(compactJson(record));
    q.addBindValue(pos);
    if (!q.exec()) {
        qCWarning(lcLedger) << "storing a cash-flow record failed:" << q.lastError().text();
        return std::nullopt;
    }
    return record;
}

QList<QJsonObject> LedgerService::policyRecords(const QString &brokerId,
                                                const QString &policyId) const
{
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT doc FROM cash_flow WHERE policy_id = ? AND broker_id = ? ORDER BY ord"));
    q.addBindValue(policyId);
    q.addBindValue(brokerId);
    QList<QJsonObject> out;
    if (q.exec())
        while (q.next())
            out.append(QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object());
    q.finish();
    return out;
}

bool LedgerService::markDeleted(const QString &brokerId, QJsonObject record, const QDateTime &at)
{
    record.insert(QStringLiteral("deleted_at"), toRfc3339(at));
    // The list's pages are cached until the database changes: this UPDATE is such a change.
    return m_ctx.db.exec(
        QStringLiteral("UPDATE cash_flow SET doc = ? WHERE id = ? AND broker_id = ?"),
        {compactJson(record), record.value(QStringLiteral("id")).toString(), brokerId});
}

QDateTime LedgerService::collectDue(const QString &brokerId, const QDateTime &from,
                                    const QDateTime &until)
{
    QSqlQuery &q =
        m_ctx.db.query(QStringLiteral("SELECT doc FROM cash_flow WHERE broker_id = ? AND "
                                      "json_extract(doc, '$.is_paid') = 0 AND "
                                      "json_extract(doc, '$.deleted_at') IS NULL ORDER BY ord"));
    q.addBindValue(brokerId);
    QList<QPair<QDateTime, QJsonObject>> due;
    QDateTime next;
    if (q.exec())
        while (q.next()) {
            const QJsonObject record =
                QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
            // A forecast is a calendar day: it falls due as that day starts for the broker.
            const QDateTime forecast = m_ctx.clock.startOf(domain::parseCalendarDate(
                record.value(QStringLiteral("date_cash_in_out_forecast")).toString()));
            if (!forecast.isValid() || forecast <= from)
                continue;
            if (forecast <= until)
                due.append({forecast, record});
            else if (!next.isValid() || forecast < next)
                next = forecast;
        }
    q.finish();
    std::stable_sort(due.begin(), due.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto &[forecast, record] : due) {
        record.insert(QStringLiteral("is_paid"), true);
        record.insert(QStringLiteral("date_cash_in_out"), toRfc3339(forecast));
        if (!m_ctx.db.exec(
                QStringLiteral("UPDATE cash_flow SET doc = ? WHERE id = ? AND broker_id = ?"),
                {compactJson(record), record.value(QStringLiteral("id")).toString(), brokerId}))
            qCWarning(lcLedger) << "could not mark a cash-flow record paid"
                                << record.value(QStringLiteral("id")).toString();
    }
    return next;
}

} // namespace brokerdesk::sandbox
