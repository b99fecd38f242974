#include "sale.h"

#include <QHash>

namespace brokerdesk::domain {

TimelineEventKind TimelineEvent::what() const
{
    static const QHash<QString, TimelineEventKind> kinds{
        {QStringLiteral("sale_started"), TimelineEventKind::SaleStarted},
        {QStringLiteral("payment_pending"), TimelineEventKind::PaymentPending},
        {QStringLiteral("payment_confirmed"), TimelineEventKind::PaymentConfirmed},
        {QStringLiteral("payment_refused"), TimelineEventKind::PaymentRefused},
        {QStringLiteral("policy_issued"), TimelineEventKind::PolicyIssued},
        {QStringLiteral("policy_canceled"), TimelineEventKind::PolicyCanceled}};
    return kinds.value(kind, TimelineEventKind::Other);
}

void read(JsonReader &r, SaleRequest &v)
{
    v.id = r.string("id", Need::Required);
}

void read(JsonReader &r, Sale &v)
{
    v.id = r.string("id", Need::Required);
    v.status = r.code<SaleStatus>("status");
    v.policyId = r.string("policy_id");
    v.installmentId = r.rest().value(QLatin1String("installment_id")).toString();
    v.paymentMethod = r.rest().value(QLatin1String("payment_method")).toString();
}

void read(JsonReader &r, NewSale &v)
{
    v.saleRequestId = r.string("sale_request_id", Need::Required);
    v.installmentId = r.string("installment_id", Need::Required);
    v.paymentMethod = r.named<PaymentMethod>("payment_method");
    v.complement = r.object("complement");
}

void read(JsonReader &r, TimelineEvent &v)
{
    v.date = r.timestamp("date");
    v.kind = r.string("kind");
    v.policy = r.optionalChild<Policy>("policy");
}

void read(JsonReader &r, Timeline &v)
{
    v.id = r.string("id");
    v.lastUpdate = r.timestamp("last_update");
    v.events = r.list<TimelineEvent>("events");
}

QJsonObject toJson(const SaleRequest &v)
{
    return JsonWriter(v.extra).string("id", v.id).result();
}

QJsonObject toJson(const Sale &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .code("status", v.status)
        .string("policy_id", v.policyId)
        .string("installment_id", v.installmentId)
        .string("payment_method", v.paymentMethod)
        .result();
}

QJsonObject toJson(const NewSale &v)
{
    return JsonWriter(v.extra)
        .string("sale_request_id", v.saleRequestId)
        .string("installment_id", v.installmentId)
        .named("payment_method", v.paymentMethod)
        .object("complement", v.complement)
        .result();
}

QJsonObject toJson(const TimelineEvent &v)
{
    JsonWriter w(v.extra);
    w.timestamp("date", v.date).string("kind", v.kind);
    if (v.policy)
        w.child("policy", *v.policy);
    return w.result();
}

QJsonObject toJson(const Timeline &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .timestamp("last_update", v.lastUpdate)
        .list("events", v.events)
        .result();
}

} // namespace brokerdesk::domain
