#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace brokerdesk::sandbox {

// What an insurer product can be quoted with, as stored in products.rules. Only the
// quoting engine sees the internal values (rates, factors, prices); publicJson() leaves
// them out of the quote request's answer.
struct RuleOption
{
    QString id;
    QString name;
    QString description;
    double factor = 1.0; // coverage options: multiplies the coverage's premium
    qint64 price = 0;    // assist options: cents per year
};

struct RuleCoverage
{
    QString id;
    QString name;
    QString description;
    bool required = false;
    bool multiple = false;
    qint64 insuredAmountMin = 0; // cents
    qint64 insuredAmountMax = 0; // cents
    double rate = 0;             // annual premium per unit of insured amount
    QList<RuleOption> options;

    const RuleOption *option(const QString &optionId) const;
};

struct RuleAssist
{
    QString id;
    QString name;
    QString description;
    QList<RuleOption> options;

    const RuleOption *option(const QString &optionId) const;
};

struct RulePlan
{
    QString id;
    QString name;
    double factor = 1.0;
    QStringList assists;   // ids
    QStringList coverages; // ids
};

struct ProductRules
{
    enum class Billing { Single, Monthly };

    QList<RuleAssist> assists;
    QList<RuleCoverage> coverages;
    QList<RulePlan> plans;
    double iofPercent = 0;
    Billing billing = Billing::Single;
    // Covers that run for years (home, business…): past a year, also one charge a year.
    bool yearlyInstallments = false;
    // A per-day product (travel): a short cover may also be charged day by day.
    bool dailyInstallments = false;

    const RuleAssist *assist(const QString &id) const;
    const RuleCoverage *coverage(const QString &id) const;
    const RulePlan *plan(const QString &id) const;

    QJsonObject toJson() const;
    static ProductRules fromJson(const QJsonObject &json);
    // {assists, coverages, plans} as POST /v1/quotes/request answers them.
    QJsonObject publicJson() const;
};

} // namespace brokerdesk::sandbox
