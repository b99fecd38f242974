#include "policies.h"

#include "domain/documents.h"
#include "services/policycancellation.h"
#include "services/quotes.h"
#include "services/sales.h"
#include "store/database.h"
#include "support/jsoncheck.h"

#include <QJsonArray>
#include <QSqlQuery>

#include <algorithm>

namespace brokerdesk::sandbox {

namespace {

const char *const firstNames[] = {"Ana",      "Bruno",  "Carla",   "Diego", "Elisa",   "Fábio",
                                  "Gabriela", "Heitor", "Isabela", "João",  "Larissa", "Marcos"};
const char *const lastNames[] = {"Souza",    "Oliveira", "Santos",  "Pereira", "Lima",
                                 "Carvalho", "Ribeiro",  "Almeida", "Costa",   "Gomes"};

} // namespace

QJsonObject demoPerson(int n, const QDate &today)
{
    const QString cpf = brokerdesk::documents::withCpfCheckDigits(
        QStringLiteral("%1").arg(123456789 + n * 7919, 9, 10, QChar(u'0')).right(9));
    return {{QStringLiteral("first_name"), QString::fromUtf8(firstNames[n % 12])},
            {QStringLiteral("last_name"), QString::fromUtf8(lastNames[n % 10])},
            {QStringLiteral("cpf"), cpf},
            {QStringLiteral("gender"), n % 2 ? QStringLiteral("male") : QStringLiteral("female")},
            {QStringLiteral("birth_date"),
             QDate(today.year() - 25 - n % 40, 1 + n % 12, 1 + n % 28).toString(Qt::ISODate)},
            {QStringLiteral("marital_status"),
             n % 3 ? QStringLiteral("married") : QStringLiteral("single")},
            {QStringLiteral("contact"),
             QJsonObject{
                 {QStringLiteral("email"), QStringLiteral("cliente%1@example.com").arg(n)},
                 {QStringLiteral("mobile_phone"), QStringLiteral("+55119%1").arg(80000000 + n)}}},
            {QStringLiteral("address"),
             QJsonObject{{QStringLiteral("zip_code"), QStringLiteral("01310100")},
                         {QStringLiteral("street_name"), QStringLiteral("Av. Paulista")},
                         {QStringLiteral("number"), QString::number(100 + n)},
                         {QStringLiteral("district_name"), QStringLiteral("Bela Vista")},
                         {QStringLiteral("city_name"), QStringLiteral("São Paulo")},
                         {QStringLiteral("state_code"), QStringLiteral("SP")}}}};
}

namespace {

QJsonObject item(int type, int n, const QDate &today, const QJsonObject &address)
{
    if (type == 1) {
        const QString plate = QStringLiteral("%1%2%3%4")
                                  .arg(QChar(u'A' + n % 26))
                                  .arg(QStringLiteral("BC"))
                                  .arg(n % 10)
                                  .arg(QStringLiteral("D%1").arg(10 + n % 90));
        return {{QStringLiteral("plate"), plate},
                {QStringLiteral("brand_name"), QStringLiteral("Volkswagen")},
                {QStringLiteral("model_name"), QStringLiteral("Polo")},
                {QStringLiteral("model_year"), today.year() - n % 8},
                {QStringLiteral("manufacture_year"), today.year() - n % 8 - 1},
                {QStringLiteral("fuel_type"), QStringLiteral("flex")},
                {QStringLiteral("is_0km"), false}};
    }
    if (type == 4)
        return {{QStringLiteral("address"), address},
                {QStringLiteral("property_type"),
                 n % 2 ? QStringLiteral("house") : QStringLiteral("apartment")},
                {QStringLiteral("construction_type"), QStringLiteral("masonry")}};
    return {{QStringLiteral("brand_name"), QStringLiteral("Apple")},
            {QStringLiteral("model_name"), QStringLiteral("iPhone 15")},
            {QStringLiteral("invoice_amount"), 600000 + n * 1000}};
}

// A plan names its parts as objects ({id, name}).
bool inPlan(const QJsonArray &parts, const QJsonValue &id)
{
    return std::any_of(parts.begin(), parts.end(),
                       [&id](const QJsonValue &part) { return part[QStringLiteral("id")] == id; });
}

QJsonArray requiredCoverages(const QJsonObject &request, const QJsonObject &plan)
{
    QJsonArray out;
    const QJsonArray planCoverages = plan.value(QStringLiteral("coverages")).toArray();
    for (const auto &c : request.value(QStringLiteral("coverages")).toArray())
        if (c[QStringLiteral("required")].toBool() &&
            inPlan(planCoverages, c[QStringLiteral("id")]))
            out.append(QJsonObject{
                {QStringLiteral("id"), c[QStringLiteral("id")]},
                {QStringLiteral("coverage_option_id"),
                 c[QStringLiteral("options")][0][QStringLiteral("id")]},
                {QStringLiteral("insured_amount"), c[QStringLiteral("insured_amount_min")]}});
    return out;
}

} // namespace

QJsonObject demoQuoteBody(const QJsonObject &request, int productType, int n, const QDate &today)
{
    const QJsonObject plan = request.value(QStringLiteral("plans")).toArray().at(0).toObject();
    const QJsonObject person = demoPerson(n, today);
    QJsonObject insured =
        item(productType, n, today, person.value(QStringLiteral("address")).toObject());
    insured.insert(QStringLiteral("coverages"), requiredCoverages(request, plan));
    const QDate start = today.addDays(1 + n % 20);
    return {{QStringLiteral("quote_request_id"), request.value(QStringLiteral("id"))},
            {QStringLiteral("plan_id"), plan.value(QStringLiteral("id"))},
            {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
            {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
            {QStringLiteral("policy_holder"), person},
            {QStringLiteral("items"), QJsonArray{insured}}};
}

namespace {

// A boleto is due this many days after it is issued; the sale settles when it is paid.
constexpr int BoletoDueDays = 3;

// Quotes and sells demo person `n` one of `offers`, as a broker does, then settles the sale.
// `email` replaces the person's (a declined.test address makes the card refused). A sale by
// boleto is left Pending until the boleto is due on the broker's clock.
bool sellOne(ServiceContext &ctx, QuoteService &quotes, SaleService &sales, const QString &brokerId,
             const QPair<QString, int> &offer, int n, const QString &email, QString *error,
             const QString &method = QStringLiteral("CreditCard"))
{
    const auto &[brokerProductId, type] = offer;
    const auto fail = [&](const char *step, const ApiError &e) {
        *error = QStringLiteral("Seeding policy %1 failed at %2: %3")
                     .arg(n)
                     .arg(QString::fromLatin1(step), e.message);
        return false;
    };
    const auto request = quotes.createQuoteRequest(
        brokerId, {{QStringLiteral("broker_product_id"), brokerProductId}});
    if (!request.ok())
        return fail("quote request", request.error());
    QJsonObject body = demoQuoteBody(request.value(), type, n, ctx.clock.today(brokerId));
    if (!email.isEmpty()) {
        QJsonObject person = body.value(QStringLiteral("policy_holder")).toObject();
        QJsonObject contact = person.value(QStringLiteral("contact")).toObject();
        contact.insert(QStringLiteral("email"), email);
        person.insert(QStringLiteral("contact"), contact);
        body.insert(QStringLiteral("policy_holder"), person);
    }
    const auto quote = quotes.createQuote(brokerId, body);
    if (!quote.ok())
        return fail("quote", quote.error());
    const QJsonArray options =
        quote.value()[QStringLiteral("items")][0][QStringLiteral("installments")].toArray();
    if (options.isEmpty())
        return fail("quote",
                    {400, {}, quote.value().value(QStringLiteral("error")).toString(), {}});
    // The nth offer that the method pays (a boleto pays only the single payment, say).
    QJsonArray payable;
    for (const QJsonValue o : options)
        if (o[QStringLiteral("payment_methods")].toArray().contains(method))
            payable.append(o);
    if (payable.isEmpty())
        return fail("quote", {400, {}, method + QStringLiteral(" pays none of the offers"), {}});
    const QJsonObject option = payable.at(n % payable.size()).toObject();
    const auto saleRequest = sales.createSaleRequest(
        brokerId, {{QStringLiteral("quote_id"), quote.value().value(QStringLiteral("id"))}});
    if (!saleRequest.ok())
        return fail("sale request", saleRequest.error());
    const auto sale = sales.createSale(
        brokerId,
        {{QStringLiteral("sale_request_id"), saleRequest.value().value(QStringLiteral("id"))},
         {QStringLiteral("installment_id"), option.value(QStringLiteral("id"))},
         {QStringLiteral("payment_method"), method}});
    if (!sale.ok())
        return fail("sale", sale.error());
    const QString saleId = sale.value().value(QStringLiteral("id")).toString();
    sales.settlement().advance(saleId); // Started → Pending
    if (method == QLatin1String("Billet")) {
        const QDateTime due = ctx.clock.now(brokerId).addDays(BoletoDueDays);
        if (!ctx.db.exec(QStringLiteral("UPDATE sales SET settle_at = ? WHERE id = ?"),
                         {due.toUTC().toString(Qt::ISODateWithMs), saleId}))
            return fail("boleto due date",
                        {500, {}, QStringLiteral("the sale could not be updated"), {}});
        return true;
    }
    sales.settlement().advance(saleId); // cards settle at once: Finished, or Failed if refused
    return true;
}

QList<QPair<QString, int>> offersOf(ServiceContext &ctx, const QString &brokerId)
{
    QSqlQuery &q = ctx.db.query(QStringLiteral(
        "SELECT bp.id, p.type FROM broker_products bp JOIN products p ON p.id = bp.product_id "
        "WHERE bp.broker_id = ? AND p.type IN (1, 4, 8) ORDER BY bp.position"));
    q.addBindValue(brokerId);
    q.exec();
    QList<QPair<QString, int>> offers;
    while (q.next())
        offers.append({q.value(0).toString(), q.value(1).toInt()});
    q.finish();
    return offers;
}

} // namespace

bool seedPolicies(ServiceContext &ctx, QuoteService &quotes, SaleService &sales,
                  const QString &brokerId, int count, QString *error)
{
    const QList<QPair<QString, int>> offers = offersOf(ctx, brokerId);
    if (offers.isEmpty())
        return count == 0;
    for (int n = 0; n < count; ++n)
        if (!sellOne(ctx, quotes, sales, brokerId, offers.at(n % offers.size()), n, {}, error))
            return false;
    return true;
}

bool seedSaleHistory(ServiceContext &ctx, QuoteService &quotes, SaleService &sales,
                     PolicyCancellation &cancellation, const QString &brokerId,
                     const SaleHistory &history, QString *error)
{
    const QList<QPair<QString, int>> offers = offersOf(ctx, brokerId);
    if (offers.isEmpty())
        return history.canceled + history.refused + history.awaitingBoleto + history.renewalsDue ==
               0;
    // Refused cards: the sale ends Failed and no policy is issued.
    for (int k = 0; k < history.refused; ++k) {
        const int n = 40 + k;
        if (!sellOne(ctx, quotes, sales, brokerId, offers.at(n % offers.size()), n,
                     QStringLiteral("cliente%1@declined.test").arg(n), error))
            return false;
    }
    for (int k = 0; k < history.awaitingBoleto; ++k) {
        const int n = 50 + k;
        if (!sellOne(ctx, quotes, sales, brokerId, offers.at(n % offers.size()), n, {}, error,
                     QStringLiteral("Billet")))
            return false;
    }
    // Renewals coming due: sold with the broker's clock a year back, so their cover ends soon.
    for (int k = 0; k < history.renewalsDue; ++k) {
        const int n = 60 + k;
        const QDate today = ctx.clock.today(brokerId);
        const QDate start = today.addDays(10 + 13 * k).addYears(-1);
        const qint64 back = start.addDays(-1 - n % 20).daysTo(today) * 86'400'000;
        ctx.clock.advance(brokerId, -back);
        const bool sold =
            sellOne(ctx, quotes, sales, brokerId, offers.at(n % offers.size()), n, {}, error);
        ctx.clock.advance(brokerId, back);
        if (!sold)
            return false;
    }
    // Policies from the middle of the history canceled at the customer's request.
    QSqlQuery &q = ctx.db.query(QStringLiteral(
        "SELECT id FROM policies WHERE broker_id = ? ORDER BY ord LIMIT ? OFFSET 3"));
    q.addBindValue(brokerId);
    q.addBindValue(history.canceled);
    q.exec();
    QStringList ids;
    while (q.next())
        ids << q.value(0).toString();
    q.finish();
    for (const QString &id : std::as_const(ids)) {
        const auto done = cancellation.cancel(brokerId, id, {{QStringLiteral("cancel_reason"), 1}});
        if (!done.ok()) {
            *error =
                QStringLiteral("Seeding a canceled policy failed: %1").arg(done.error().message);
            return false;
        }
    }
    return true;
}

} // namespace brokerdesk::sandbox
