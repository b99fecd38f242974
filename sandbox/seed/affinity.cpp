#include "affinity.h"

#include "policies.h"

#include "domain/documents.h"
#include "services/affinities.h"
#include "store/database.h"
#include "support/jsoncheck.h"
#include "support/servicecontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QUuid>

namespace brokerdesk::sandbox {

namespace {

const QUuid seedNamespace(QStringLiteral("{0b7c5a53-2f6e-4d83-9b1e-6c1f1a3d9e20}"));

QString idFor(const QString &name)
{
    return QUuid::createUuidV5(seedNamespace, name).toString(QUuid::WithoutBraces);
}

QJsonObject entry(const QString &key, const char *name, const char *description)
{
    return {{QStringLiteral("id"), idFor(key)},
            {QStringLiteral("name"), QString::fromUtf8(name)},
            {QStringLiteral("description"), QString::fromUtf8(description)}};
}

struct ProductDef
{
    const char *key;
    int type;
    const char *name;
    const char *assist;
    const char *coverage;
    qint64 maxInsured;
};

QJsonObject product(const QString &brokerKey, const ProductDef &def)
{
    const QString key = brokerKey + QString::fromLatin1(def.key);
    QJsonObject assist = entry(key + QStringLiteral("-assist"), def.assist,
                               "Atendimento 24 horas pela central do parceiro.");
    QJsonObject coverage =
        entry(key + QStringLiteral("-coverage"), def.coverage, "Cobertura principal do produto.");
    coverage.insert(QStringLiteral("required"), true);
    coverage.insert(QStringLiteral("insured_amount_min"), def.maxInsured / 10);
    coverage.insert(QStringLiteral("insured_amount_max"), def.maxInsured);
    const QJsonArray assists{assist};
    const QJsonArray coverages{coverage};
    const auto plan = [&](const char *suffix, const char *name, bool withAssist) {
        return QJsonObject{{QStringLiteral("id"), idFor(key + QString::fromLatin1(suffix))},
                           {QStringLiteral("name"), QString::fromUtf8(name)},
                           {QStringLiteral("assists"), withAssist ? assists : QJsonArray()},
                           {QStringLiteral("coverages"), coverages}};
    };
    return {{QStringLiteral("id"), idFor(key)},
            {QStringLiteral("name"), QString::fromUtf8(def.name)},
            {QStringLiteral("product_type"), def.type},
            {QStringLiteral("assists"), assists},
            {QStringLiteral("coverages"), coverages},
            {QStringLiteral("plans"), QJsonArray{plan("-essential", "Essencial", false),
                                                 plan("-complete", "Completo", true)}}};
}

} // namespace

bool seedAffinityPartnerships(ServiceContext &ctx)
{
    static const ProductDef products[] = {
        {"phone", 8, "Seguro Celular Parceiro", "Aparelho reserva", "Roubo e furto qualificado",
         1500000},
        {"accident", 11, "Acidentes Pessoais Parceiro", "Assistência funeral", "Morte acidental",
         10000000},
        {"warranty", 10, "Garantia Estendida Parceiro", "Reparo em domicílio", "Defeito funcional",
         800000},
    };
    struct Partner
    {
        const char *name;
        const char *cnpjBase;
    };
    static const Partner partners[] = {{"Varejo Horizonte S.A.", "334455660001"},
                                       {"Rede Boreal Eletro Ltda.", "12ABC34501DE"}};

    QSqlQuery brokers(ctx.db.handle());
    brokers.exec(QStringLiteral("SELECT id FROM brokers ORDER BY client_id"));
    int n = 0;
    bool ok = true;
    while (ok && brokers.next() && n < 2) {
        const QString brokerId = brokers.value(0).toString();
        const Partner &partner = partners[n];
        const QJsonObject customer{
            {QStringLiteral("name"), QString::fromUtf8(partner.name)},
            {QStringLiteral("cnpj"),
             documents::withCnpjCheckDigits(QString::fromLatin1(partner.cnpjBase))},
            {QStringLiteral("contact"),
             QJsonObject{{QStringLiteral("email"), QStringLiteral("parcerias@example.com")},
                         {QStringLiteral("phone"), QStringLiteral("+551130000000")}}},
            {QStringLiteral("address"),
             QJsonObject{
                 {QStringLiteral("zip_code"), QStringLiteral("04538133")},
                 {QStringLiteral("street_name"), QStringLiteral("Av. Brigadeiro Faria Lima")},
                 {QStringLiteral("number"), QStringLiteral("3477")},
                 {QStringLiteral("district_name"), QStringLiteral("Itaim Bibi")},
                 {QStringLiteral("city_name"), QStringLiteral("São Paulo")},
                 {QStringLiteral("state_code"), QStringLiteral("SP")}}}};
        ok = ctx.db.exec(QStringLiteral("INSERT INTO affinity_partnerships (broker_id, customer) "
                                        "VALUES (?, ?)"),
                         {brokerId, compactJson(customer)});
        int position = 0;
        for (const ProductDef &def : products) {
            const QJsonObject p = product(QStringLiteral("broker%1-").arg(n), def);
            ok = ok &&
                 ctx.db.exec(QStringLiteral("INSERT INTO affinity_products (id, broker_id, "
                                            "product_type, position, doc) VALUES (?, ?, ?, ?, ?)"),
                             {p.value(QStringLiteral("id")).toString(), brokerId, def.type,
                              position++, compactJson(p)});
        }
        ++n;
    }
    return ok;
}

bool seedAffinities(ServiceContext &ctx, AffinityService &affinities, const QString &brokerId,
                    int count, QString *error)
{
    const auto partnership = affinities.partnership(brokerId);
    if (!partnership.ok())
        return count == 0;
    const QJsonArray products = partnership.value().value(QStringLiteral("products")).toArray();
    const QDate today = ctx.clock.today(brokerId);
    QStringList ids;
    for (int n = 0; n < count; ++n) {
        const QJsonObject product = products.at(n % products.size()).toObject();
        const auto fail = [&](const ApiError &e) {
            *error = QStringLiteral("Seeding affinity %1 failed: %2").arg(n).arg(e.message);
            return false;
        };
        const auto request = affinities.createRequest(
            brokerId, {{QStringLiteral("product_id"), product.value(QStringLiteral("id"))}});
        if (!request.ok())
            return fail(request.error());
        QJsonObject item;
        if (product.value(QStringLiteral("product_type")).toInt() == 8)
            item = {{QStringLiteral("brand_name"), QStringLiteral("Samsung")},
                    {QStringLiteral("model_name"), QStringLiteral("Galaxy S24")},
                    {QStringLiteral("invoice_amount"), 459900 + n * 10000}};
        const QDate start = today.addDays(n % 5);
        const auto created = affinities.create(
            brokerId,
            {{QStringLiteral("affinity_request_id"), request.value().value(QStringLiteral("id"))},
             {QStringLiteral("plan_id"),
              request.value()[QStringLiteral("plans")][n % 2][QStringLiteral("id")]},
             {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
             {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
             {QStringLiteral("affinity_holder"), demoPerson(40 + n, today)},
             {QStringLiteral("item"), item}});
        if (!created.ok())
            return fail(created.error());
        ids << created.value().value(QStringLiteral("id")).toString();
    }
    // All but the newest are due now; the first of those is then cancelled.
    for (qsizetype i = 0; i + 1 < ids.size(); ++i)
        if (!ctx.db.exec(QStringLiteral("UPDATE affinities SET issue_at = ? WHERE id = ?"),
                         {ctx.clock.now().toString(Qt::ISODateWithMs), ids.at(i)})) {
            *error = QStringLiteral("Seeding affinities failed: the issue date was not stored");
            return false;
        }
    affinities.runDueJobs();
    if (ids.size() > 2) {
        const auto canceled = affinities.cancel(brokerId, ids.constFirst());
        if (!canceled.ok()) {
            *error = QStringLiteral("Seeding affinities failed at cancel: %1")
                         .arg(canceled.error().message);
            return false;
        }
    }
    return true;
}

} // namespace brokerdesk::sandbox
