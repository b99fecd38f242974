#include "catalog.h"

#include "catalogdata.h"
#include "domain/documents.h"
#include "pricing/productrules.h"
#include "store/database.h"
#include "support/jsoncheck.h"
#include "support/servicecontext.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QUuid>

namespace brokerdesk::sandbox {

namespace {

namespace data = catalogdata;

// Life, Funeral, PersonalAccident and Travel pay the reduced IOF of personal insurance.
double iofPercentFor(int type)
{
    return (type == 5 || type == 6 || type == 11 || type == 12) ? 0.38 : 7.38;
}

// Life, Funeral and PersonalAccident are charged monthly; the rest in one premium.
ProductRules::Billing billingFor(int type)
{
    return (type == 5 || type == 6 || type == 11) ? ProductRules::Billing::Monthly
                                                  : ProductRules::Billing::Single;
}

QString text(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

QStringList keys(const char *commaSeparated)
{
    return QString::fromLatin1(commaSeparated).split(u',', Qt::SkipEmptyParts);
}

QList<RuleOption> ruleOptions(const QString &prefix, const std::vector<data::Option> &options)
{
    QList<RuleOption> out;
    for (const data::Option &o : options)
        out.append({catalogId(prefix + QLatin1String(o.key)), text(o.name), text(o.description),
                    o.factor, o.price});
    return out;
}

ProductRules rulesOf(const data::Product &p)
{
    const QString base = QStringLiteral("product/") + QLatin1String(p.key);
    const auto coverageId = [&](const QString &key) {
        return catalogId(base + QStringLiteral("/coverage/") + key);
    };
    const auto assistId = [&](const QString &key) {
        return catalogId(base + QStringLiteral("/assist/") + key);
    };

    ProductRules rules;
    for (const data::Coverage &c : p.coverages) {
        const QString id = coverageId(QLatin1String(c.key));
        rules.coverages.append({id, text(c.name), text(c.description), c.required, c.multiple,
                                c.min, c.max, c.rate,
                                ruleOptions(id + QStringLiteral("/"), data::options(c.options))});
    }
    for (const QString &key : keys(p.assists)) {
        for (const data::Assist &a : data::assists()) {
            if (key != QLatin1String(a.key))
                continue;
            const QString id = assistId(key);
            rules.assists.append({id, text(a.name), text(a.description),
                                  ruleOptions(id + QStringLiteral("/"), a.options)});
        }
    }
    for (const data::Plan &plan : p.plans) {
        RulePlan rp{catalogId(base + QStringLiteral("/plan/") + QLatin1String(plan.key)),
                    text(plan.name),
                    plan.factor,
                    {},
                    {}};
        for (const QString &key : keys(plan.assists))
            rp.assists.append(assistId(key));
        for (const QString &key : keys(plan.coverages))
            rp.coverages.append(coverageId(key));
        rules.plans.append(rp);
    }
    rules.iofPercent = iofPercentFor(p.type);
    rules.billing = billingFor(p.type);
    // Business, education, home, credit life and extended warranty covers commonly run for
    // years; auto is renewed each year.
    rules.yearlyInstallments =
        p.type == 2 || p.type == 3 || p.type == 4 || p.type == 7 || p.type == 10;
    rules.dailyInstallments = p.type == 12; // travel is priced and taken by the day
    return rules;
}

bool seedProducts(ServiceContext &ctx)
{
    QList<QJsonObject> insurers;
    bool ok = true;
    for (const data::Insurer &i : data::insurers()) {
        const QJsonObject insurer{
            {QStringLiteral("id"), catalogId(QStringLiteral("insurer/") + QLatin1String(i.key))},
            {QStringLiteral("cnpj"), documents::withCnpjCheckDigits(QLatin1String(i.cnpjBase))},
            {QStringLiteral("name"), text(i.name)}};
        insurers.append(insurer);
        ok = ok &&
             ctx.db.exec(QStringLiteral("INSERT INTO insurers (id, name, cnpj) VALUES (?, ?, ?)"),
                         {insurer[QStringLiteral("id")].toString(), text(i.name),
                          insurer[QStringLiteral("cnpj")].toString()});
    }
    for (const data::Product &p : data::products()) {
        const QJsonObject &insurer = insurers.at(p.insurer);
        const QJsonObject doc{
            {QStringLiteral("id"), catalogId(QStringLiteral("product/") + QLatin1String(p.key))},
            {QStringLiteral("name"), text(p.name)},
            {QStringLiteral("currency"), QStringLiteral("BRL")},
            {QStringLiteral("description"), text(p.description)},
            {QStringLiteral("susep"), QLatin1String(p.susep)},
            {QStringLiteral("type"), p.type},
            {QStringLiteral("insurer_id"), insurer[QStringLiteral("id")]},
            {QStringLiteral("insurer"), insurer}};
        ok = ok &&
             ctx.db.exec(QStringLiteral("INSERT INTO products (id, type, insurer_id, doc, rules) "
                                        "VALUES (?, ?, ?, ?, ?)"),
                         {doc[QStringLiteral("id")].toString(), p.type,
                          insurer[QStringLiteral("id")].toString(), compactJson(doc),
                          compactJson(rulesOf(p).toJson())});
    }
    return ok;
}

// Whole-number percents: the operator's SDK decodes them as integers (docs/contract.md).
QJsonObject vendorDoc(const QString &id, const QString &productId, int broker, int position)
{
    const QDateTime created(QDate(2025, 1, 6).addDays(position * 17 + broker * 3), QTime(9, 30),
                            Qt::UTC);
    return {{QStringLiteral("id"), id},
            {QStringLiteral("product_id"), productId},
            {QStringLiteral("active"), true},
            {QStringLiteral("agency_percent"), (position + 2 * broker) % 6},
            {QStringLiteral("commission_percent"), 10 + (position * 7 + broker * 5) % 16},
            {QStringLiteral("pro_labor_percent"), (position * 2 + broker) % 4},
            {QStringLiteral("last_update"),
             toRfc3339(created.addDays(60 + position * 13).addSecs(4 * 3600 + 1800))},
            {QStringLiteral("date"), toRfc3339(created)}};
}

bool seedBrokerOffers(ServiceContext &ctx, const QString &brokerId, const QString &channelId,
                      int broker)
{
    bool ok = true;
    int position = 0;
    for (const data::Offer &offer : data::offers(broker)) {
        const QString productId =
            catalogId(QStringLiteral("product/") + QLatin1String(offer.product));
        const QString bpId =
            catalogId(brokerId + QStringLiteral("/broker-product/") + QLatin1String(offer.product));
        const QString vendorId =
            catalogId(brokerId + QStringLiteral("/vendor/") + QLatin1String(offer.product));
        const QJsonObject doc{{QStringLiteral("id"), bpId},
                              {QStringLiteral("name"), text(offer.name)},
                              {QStringLiteral("description"), text(offer.description)},
                              {QStringLiteral("product_id"), productId}};
        ok = ok &&
             ctx.db.exec(QStringLiteral("INSERT INTO broker_products (id, broker_id, channel_id, "
                                        "product_id, position, doc) VALUES (?, ?, ?, ?, ?, ?)"),
                         {bpId, brokerId, channelId, productId, position, compactJson(doc)}) &&
             ctx.db.exec(QStringLiteral("INSERT INTO vendors (id, broker_id, product_id, doc) "
                                        "VALUES (?, ?, ?, ?)"),
                         {vendorId, brokerId, productId,
                          compactJson(vendorDoc(vendorId, productId, broker, position))});
        ++position;
    }
    return ok;
}

} // namespace

QString catalogId(const QString &name)
{
    static const QUuid ns(QStringLiteral("6f1c0a3e-6a39-4a5e-9c43-0b1d6f0e7a21"));
    return QUuid::createUuidV5(ns, name).toString(QUuid::WithoutBraces);
}

bool seedCatalog(ServiceContext &ctx)
{
    if (!seedProducts(ctx))
        return false;
    QSqlQuery brokers(ctx.db.handle());
    if (!brokers.exec(QStringLiteral("SELECT id, channel_id FROM brokers ORDER BY client_id")))
        return false;
    bool ok = true;
    for (int broker = 0; ok && brokers.next(); ++broker)
        ok =
            seedBrokerOffers(ctx, brokers.value(0).toString(), brokers.value(1).toString(), broker);
    return ok;
}

} // namespace brokerdesk::sandbox
