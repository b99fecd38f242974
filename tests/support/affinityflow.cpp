#include "affinityflow.h"

#include "salesflow.h"

#include <QDate>

namespace affinityflow {

brokerdesk::sandbox::SandboxSettings fastSettings()
{
    auto s = SandboxFixture::defaults();
    s.affinityIssueDelayMs = 100;
    s.jobIntervalMs = 50;
    return s;
}

QJsonObject holder()
{
    return salesflow::demoHolder();
}

QString productOfType(SandboxFixture &f, const QByteArray &token, int type)
{
    const auto p = f.get(QStringLiteral("/v1/affinity/partnership"), token);
    for (const QJsonValue &product : p.json[QStringLiteral("products")].toArray())
        if (product[QStringLiteral("product_type")].toInt() == type)
            return product[QStringLiteral("id")].toString();
    return {};
}

QJsonObject itemFor(int type)
{
    if (type == 11)
        return {{QStringLiteral("beneficiaries"),
                 QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Pedro Souza")},
                                        {QStringLiteral("relationship"), QStringLiteral("son")},
                                        {QStringLiteral("percent"), 100}}}}};
    return salesflow::demoItem(type);
}

SandboxFixture::Reply create(SandboxFixture &f, const QByteArray &token, int type, int days)
{
    const auto request =
        f.post(QStringLiteral("/v1/affinity/request"),
               {{QStringLiteral("product_id"), productOfType(f, token, type)}}, token);
    if (request.status != 200)
        return request;
    // Today for the brokers: the sandbox's business day, whatever the machine's zone or clock.
    const auto &clock = f.sandbox().clock();
    const QDate start = clock.dayOf(clock.now());
    return f.post(QStringLiteral("/v1/affinity"),
                  {{QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
                   {QStringLiteral("plan_id"),
                    request.json[QStringLiteral("plans")][0][QStringLiteral("id")]},
                   {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                   {QStringLiteral("lifetime_end"), start.addDays(days).toString(Qt::ISODate)},
                   {QStringLiteral("affinity_holder"), holder()},
                   {QStringLiteral("item"), itemFor(type)}},
                  token);
}

QJsonObject listed(SandboxFixture &f, const QByteArray &token, const QString &id)
{
    const auto r = f.get(QStringLiteral("/v1/affinity?rows=100"), token);
    for (const QJsonValue &a : r.json[QStringLiteral("items")].toArray())
        if (a[QStringLiteral("id")].toString() == id)
            return a.toObject();
    return {};
}

int statusOf(SandboxFixture &f, const QByteArray &token, const QString &id)
{
    return listed(f, token, id)[QStringLiteral("status")].toInt();
}

} // namespace affinityflow
