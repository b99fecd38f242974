#include "quoting.h"

#include "holder.h"

#include <QJsonDocument>

namespace brokerdesk::domain {

void read(JsonReader &r, Option &v)
{
    v.id = r.string("id");
    v.name = r.string("name");
    v.description = r.string("description");
}

void read(JsonReader &r, Assist &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
    v.description = r.string("description");
    v.options = r.list<Option>("options");
}

void read(JsonReader &r, Coverage &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
    v.description = r.string("description");
    v.required = r.boolean("required");
    v.multiple = r.boolean("multiple");
    v.options = r.list<Option>("options");
    v.insuredAmountMin = r.money("insured_amount_min");
    v.insuredAmountMax = r.money("insured_amount_max");
}

namespace {

QStringList idsOf(const QList<PlanPart> &parts)
{
    QStringList ids;
    ids.reserve(parts.size());
    for (const PlanPart &p : parts)
        ids.append(p.id);
    return ids;
}

} // namespace

QStringList Plan::assistIds() const
{
    return idsOf(assists);
}

QStringList Plan::coverageIds() const
{
    return idsOf(coverages);
}

void read(JsonReader &r, PlanPart &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
}

void read(JsonReader &r, Plan &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
    v.assists = r.identified<PlanPart>("assists");
    v.coverages = r.identified<PlanPart>("coverages");
}

void read(JsonReader &r, QuoteRequest &v)
{
    v.id = r.string("id", Need::Required);
    v.assists = r.list<Assist>("assists");
    v.coverages = r.list<Coverage>("coverages");
    v.plans = r.list<Plan>("plans");
}

void read(JsonReader &r, TaxItem &v)
{
    v.name = r.string("name");
    v.tax = r.number("tax");
    v.amount = r.money("amount");
}

void read(JsonReader &r, Taxes &v)
{
    v.totalAmount = r.money("total_amount");
    v.items = r.list<TaxItem>("items");
}

void read(JsonReader &r, Recurrence &v)
{
    v.periodDays = r.int32("period_days");
    v.quantity = r.int32("quantity");
    v.expirationDay = r.int32("expiration_day");
    v.interestPercent = r.number("interest_percent");
    v.interestAmount = r.money("interest_amount");
}

void read(JsonReader &r, Installment &v)
{
    v.id = r.string("id", Need::Required);
    v.amount = r.money("amount", Need::Required);
    v.totalAmount = r.money("total_amount", Need::Required);
    v.installmentQuantity = r.int32("installment_quantity");
    v.paymentMethods.clear();
    for (const QString &name : r.strings("payment_methods"))
        if (const auto method = fromWireName<PaymentMethod>(name))
            v.paymentMethods.append(*method);
    v.taxes = r.child<Taxes>("taxes");
    v.recurrence = r.optionalChild<Recurrence>("recurrence");
    v.firstPaymentAmount = r.optionalMoney("first_payment_amount");
    v.interestPercent = r.optionalNumber("interest_percent");
    v.interestAmount = r.optionalMoney("interest_amount");
}

Money netPremium(const Installment &v)
{
    return v.totalAmount - v.taxes.totalAmount - v.interestAmount.value_or(Money());
}

void read(JsonReader &r, QuoteItem &v)
{
    v.installments = r.list<Installment>("installments");
}

void read(JsonReader &r, Quote &v)
{
    v.id = r.string("id", Need::Required);
    v.status = r.code<QuoteStatus>("status");
    v.validUntil = r.timestamp("valid_until");
    v.error = r.string("error");
    v.items = r.list<QuoteItem>("items");
}

void read(JsonReader &r, NewQuoteRequest &v)
{
    v.brokerProductId = r.string("broker_product_id", Need::Required);
    v.brokerChannelId = r.string("broker_channel_id");
    v.leadId = r.string("lead_id");
}

SavedQuoteBody readSavedQuoteBody(const QJsonObject &body)
{
    const auto day = [&body](const char *key) {
        return parseCalendarDate(body.value(QLatin1String(key)).toString());
    };
    return {day("lifetime_start"), day("lifetime_end"),
            body.value(QLatin1String("policy_holder")).toObject(),
            body.value(QLatin1String("plan_id")).toString()};
}

void read(JsonReader &r, NewQuote &v)
{
    v.quoteRequestId = r.string("quote_request_id", Need::Required);
    v.planId = r.string("plan_id");
    v.lifetimeStart = r.calendarDate("lifetime_start", Need::Required);
    v.lifetimeEnd = r.calendarDate("lifetime_end", Need::Required);
    v.policyHolder = r.object("policy_holder");
    v.items = r.list<QJsonObject>("items");
    v.renewal = r.object("renewal");
}

QJsonObject toJson(const Option &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("name", v.name)
        .string("description", v.description)
        .result();
}

QJsonObject toJson(const Assist &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("name", v.name)
        .string("description", v.description)
        .list("options", v.options)
        .result();
}

QJsonObject toJson(const Coverage &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("name", v.name)
        .string("description", v.description)
        .value("required", v.required)
        .value("multiple", v.multiple)
        .list("options", v.options)
        .money("insured_amount_min", v.insuredAmountMin)
        .money("insured_amount_max", v.insuredAmountMax)
        .result();
}

QJsonObject toJson(const PlanPart &v)
{
    return JsonWriter(v.extra).string("id", v.id).string("name", v.name).result();
}

QJsonObject toJson(const Plan &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("name", v.name)
        .list("assists", v.assists)
        .list("coverages", v.coverages)
        .result();
}

QJsonObject toJson(const QuoteRequest &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .list("assists", v.assists)
        .list("coverages", v.coverages)
        .list("plans", v.plans)
        .result();
}

QJsonObject toJson(const TaxItem &v)
{
    return JsonWriter(v.extra)
        .string("name", v.name)
        .value("tax", v.tax)
        .money("amount", v.amount)
        .result();
}

QJsonObject toJson(const Taxes &v)
{
    return JsonWriter(v.extra).money("total_amount", v.totalAmount).list("items", v.items).result();
}

QJsonObject toJson(const Recurrence &v)
{
    return JsonWriter(v.extra)
        .value("period_days", v.periodDays)
        .value("quantity", v.quantity)
        .value("expiration_day", v.expirationDay)
        .value("interest_percent", v.interestPercent)
        .money("interest_amount", v.interestAmount)
        .result();
}

QJsonObject toJson(const Installment &v)
{
    QStringList methods;
    for (PaymentMethod m : v.paymentMethods)
        methods.append(wireName(m));
    JsonWriter w(v.extra);
    w.string("id", v.id)
        .money("amount", v.amount)
        .money("total_amount", v.totalAmount)
        .value("installment_quantity", v.installmentQuantity)
        .strings("payment_methods", methods)
        .child("taxes", v.taxes)
        .money("first_payment_amount", v.firstPaymentAmount)
        .number("interest_percent", v.interestPercent)
        .money("interest_amount", v.interestAmount);
    if (v.recurrence)
        w.child("recurrence", *v.recurrence);
    else
        w.value("recurrence", QJsonValue::Null);
    return w.result();
}

QJsonObject toJson(const QuoteItem &v)
{
    return JsonWriter(v.extra).list("installments", v.installments).result();
}

QJsonObject toJson(const Quote &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .code("status", v.status)
        .timestamp("valid_until", v.validUntil)
        .string("error", v.error)
        .list("items", v.items)
        .result();
}

QJsonObject toJson(const NewQuoteRequest &v)
{
    return JsonWriter(v.extra)
        .string("broker_product_id", v.brokerProductId)
        .string("broker_channel_id", v.brokerChannelId)
        .string("lead_id", v.leadId)
        .result();
}

QJsonObject toJson(const NewQuote &v)
{
    JsonWriter w(v.extra);
    w.string("quote_request_id", v.quoteRequestId)
        .string("plan_id", v.planId)
        .date("lifetime_start", v.lifetimeStart)
        .date("lifetime_end", v.lifetimeEnd)
        .object("policy_holder", v.policyHolder);
    if (!v.items.isEmpty())
        w.list("items", v.items);
    if (!v.renewal.isEmpty())
        w.object("renewal", v.renewal);
    return w.result();
}

namespace {

// The letters and digits of a document or plate, upper case (an alphanumeric CNPJ keeps its
// letters).
QString alphanumeric(const QString &text)
{
    QString out;
    for (const QChar c : text)
        if (c.isLetterOrNumber())
            out += c.toUpper();
    return out;
}

} // namespace

bool isDeductible(const Option &o)
{
    return o.extra.contains(QLatin1String("deductible_amount")) ||
           o.id.contains(QLatin1String("franquia"), Qt::CaseInsensitive) ||
           o.name.contains(QLatin1String("franquia"), Qt::CaseInsensitive) ||
           o.id.contains(QLatin1String("deductible"), Qt::CaseInsensitive);
}

RiskKey riskKeyOf(const QJsonObject &request, QJsonObject quotedItem)
{
    const QJsonObject holder = request.value(QLatin1String("policy_holder")).toObject();
    RiskKey k;
    k.holderName = holderName(holder);
    const QString document = alphanumeric(holderCpf(holder) + holderCnpj(holder));
    const QString email = holder.value(QLatin1String("email")).toString().trimmed().toLower();
    k.customer = !document.isEmpty() ? document
                 : !email.isEmpty()  ? email
                                     : k.holderName.simplified().toLower();
    QJsonObject &item = quotedItem;
    item.remove(QLatin1String("coverages"));
    item.remove(QLatin1String("assists"));
    const auto text = [](const QJsonObject &o, const char *key) {
        return o.value(QLatin1String(key)).toString();
    };
    if (const QString plate = alphanumeric(text(item, "plate")); !plate.isEmpty()) {
        k.item = plate;
        k.shown = plate;
    } else if (const QString imei = text(item, "imei"); !imei.isEmpty()) {
        k.item = imei;
    } else if (const QJsonObject address = item.value(QLatin1String("address")).toObject();
               !address.isEmpty()) {
        k.item = alphanumeric(text(address, "zip_code")) + u'/' +
                 text(address, "number").trimmed().toLower();
        k.shown = text(address, "street_name") + u' ' + text(address, "number");
    } else {
        k.item = QString::fromUtf8(QJsonDocument(item).toJson(QJsonDocument::Compact));
    }
    return k;
}

QJsonObject asListedRecord(QJsonObject request, const QString &id, const QDateTime &date)
{
    request.insert(QStringLiteral("id"), id);
    request.insert(QStringLiteral("date"), toRfc3339(date));
    return request;
}

} // namespace brokerdesk::domain
