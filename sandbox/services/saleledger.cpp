#include "saleledger.h"

#include "domain/installmentplan.h"
#include "domain/isodate.h"
#include "support/jsoncheck.h"

#include <QJsonArray>

#include <cmath>

namespace brokerdesk::sandbox {

namespace {

constexpr double issPercent = 5.0; // municipal service tax withheld from commissions
constexpr int maxRecurrenceRows = 60;

qint64 percentOf(qint64 cents, double percent)
{
    return std::llround(double(cents) * percent / 100.0);
}

// The wire's installment_period of parcels `periodDays` apart.
QString periodName(int periodDays)
{
    if (periodDays == 1)
        return QStringLiteral("daily");
    if (periodDays >= 365)
        return QStringLiteral("yearly");
    return QStringLiteral("monthly");
}

} // namespace

qint64 shareOf(qint64 total, int parts, int index)
{
    const qint64 base = total / parts;
    return index == 0 ? base + total % parts : base;
}

QList<QJsonObject> saleLedgerRecords(const SaleFacts &f)
{
    // The option read the way the desk reads it (domain/installmentplan.h): installments a
    // period apart, or a monthly premium charged again and again.
    const domain::InstallmentPlan plan =
        domain::planOf(f.installment).value_or(domain::InstallmentPlan{});
    const bool recurring = plan.kind == domain::PlanKind::Recurring;
    const int parts = std::clamp(plan.count, 1, maxRecurrenceRows);
    const int periodDays = plan.periodDays;
    const qint64 taxes = plan.taxes.cents();
    const QString ref = QStringLiteral(" — apólice ") + f.policyId;

    const auto base = [&](const QString &category, qint64 amount, const QString &description) {
        return QJsonObject{{QStringLiteral("category"), category},
                           {QStringLiteral("amount"), amount},
                           {QStringLiteral("description"), QString(description + ref)},
                           {QStringLiteral("policy_id"), f.policyId},
                           {QStringLiteral("payment_method"), f.paymentMethod},
                           {QStringLiteral("payer_name"), f.payerName},
                           {QStringLiteral("payer_document"), f.payerDocument},
                           {QStringLiteral("date"), toRfc3339(f.settledAt)}};
    };
    const auto installmentRow = [&](QJsonObject row, int i, bool paidNow) {
        // A calendar day; a year apart is the same date each year, whatever the leap days.
        const QDate due = periodDays >= 365 ? f.settledDay.addYears(i)
                                            : f.settledDay.addDays(qint64(periodDays) * i);
        if (recurring) {
            row.insert(QStringLiteral("is_recurrence"), true);
            row.insert(QStringLiteral("recurrence_sequence_number"), i + 1);
        } else if (parts > 1) {
            row.insert(QStringLiteral("is_parceled"), true);
            row.insert(QStringLiteral("installment_total"), parts);
            row.insert(QStringLiteral("installment_period"), periodName(periodDays));
        }
        row.insert(QStringLiteral("installment_number"), i + 1);
        row.insert(QStringLiteral("is_paid"), paidNow);
        row.insert(QStringLiteral("date_cash_in_out_forecast"), domain::calendarDateStamp(due));
        if (paidNow)
            row.insert(QStringLiteral("date_cash_in_out"), toRfc3339(f.settledAt));
        return row;
    };

    QList<QJsonObject> rows;
    const QString saleCategory =
        recurring ? QStringLiteral("ChannelRecurrentSale") : QStringLiteral("ChannelSale");
    const qint64 commission = percentOf(f.netPremium, f.commissionPercent);
    const qint64 agency = percentOf(f.netPremium, f.agencyPercent);
    const qint64 proLabor = percentOf(f.netPremium, f.proLaborPercent);
    for (int i = 0; i < parts; ++i) {
        const domain::Money premium = i == 0 ? plan.first : plan.each;
        rows << installmentRow(base(saleCategory, premium.cents(),
                                    QStringLiteral("Venda (%1/%2)").arg(i + 1).arg(parts)),
                               i, i == 0);
        const qint64 gross = shareOf(commission, parts, i);
        const qint64 iss = percentOf(gross, issPercent);
        QJsonObject c = base(QStringLiteral("BrokerCommission"), gross - iss,
                             QStringLiteral("Comissão (%1/%2)").arg(i + 1).arg(parts));
        c.insert(QStringLiteral("amount_deductions"), iss);
        c.insert(QStringLiteral("deductions"),
                 QJsonArray{QJsonObject{{QStringLiteral("amount"), iss},
                                        {QStringLiteral("description"), QStringLiteral("ISS")},
                                        {QStringLiteral("factor"), issPercent}}});
        // The broker keeps its commission out of the premium its channel collects: the
        // commission of an installment is received when that installment is paid.
        rows << installmentRow(c, i, i == 0);
        if (agency > 0)
            rows << installmentRow(
                base(QStringLiteral("BrokerAgency"), -shareOf(agency, parts, i),
                     QStringLiteral("Agenciamento (%1/%2)").arg(i + 1).arg(parts)),
                i, false);
        if (proLabor > 0)
            rows << installmentRow(base(QStringLiteral("StipulateProLabor"),
                                        -shareOf(proLabor, parts, i),
                                        QStringLiteral("Pró-labore (%1/%2)").arg(i + 1).arg(parts)),
                                   i, false);
    }
    if (taxes > 0) {
        QJsonObject t = base(QStringLiteral("Taxes"), -taxes, QStringLiteral("IOF"));
        t.insert(QStringLiteral("is_paid"), false);
        t.insert(QStringLiteral("date_cash_in_out_forecast"),
                 domain::calendarDateStamp(f.settledDay.addDays(10)));
        rows << t;
    }
    return rows;
}

} // namespace brokerdesk::sandbox
