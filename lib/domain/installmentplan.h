#pragma once

#include "quoting.h"

#include <QCoreApplication>
#include <QLocale>

// How an installment option reads, the one way every page says it (BROKER-DOMAIN.md, "Premiums
// and installments"): "12× de R$ 75,72 sem juros (R$ 908,64 no total)", "R$ 75,72 por mês".
namespace brokerdesk::domain {

enum class PlanKind {
    Single,    // one payment (à vista)
    Parcels,   // one premium split into installments a period apart
    Recurring, // a premium charged every month (a monthly-billed product)
};

struct InstallmentPlan
{
    PlanKind kind = PlanKind::Single;
    int count = 1;       // installments, or monthly charges
    int periodDays = 30; // days between them
    Money each;          // every installment after the first
    Money first;         // the first: it carries the cents that do not divide
    Money total;
    Money taxes;                // IOF, part of the total
    bool interestKnown = false; // the option says its interest (interest_percent)
    double interestPercent = 0; // a month; 0 "sem juros"
    Money interest;
};

// The option as a plan. `installment_quantity` is the number of installments total_amount is
// divided into; a recurrence a month apart is a monthly premium, other recurrences space the
// parcels. A service that answers quantity 1 with a recurrence of N charges (the older reading)
// is read as N charges.
InstallmentPlan planOf(const Installment &installment);
// The same of an option as the service sent it; nothing when it is not one.
std::optional<InstallmentPlan> planOf(const QJsonObject &installment);

// Every text in `locale`'s numbers (the desk's, or a proposal's).
class InstallmentText
{
    Q_DECLARE_TR_FUNCTIONS(InstallmentText)
public:
    // The whole option: "À vista R$ 5.252,50", "4× de R$ 1.313,12 sem juros, a 1ª de
    // R$ 1.313,14 (R$ 5.252,50 no total)", "10× de R$ 563,20 com juros de 1,99% a.m.
    // (R$ 5.632,00 no total)", "R$ 95,40 por mês (12 meses, R$ 1.144,80 no total)".
    static QString describe(const InstallmentPlan &plan, const QLocale &locale = QLocale());
    // How many, for a column: "À vista", "12×", "3× anuais", "Mensal".
    static QString count(const InstallmentPlan &plan);
    // Each charge, for a column: "R$ 75,72", "R$ 95,40 por mês".
    static QString each(const InstallmentPlan &plan, const QLocale &locale = QLocale());
    // Both, for a table's first column: "12×, sem juros".
    static QString countAndInterest(const InstallmentPlan &plan, const QLocale &locale = QLocale());
    // The interest: "sem juros", "juros de 1,99% a.m.".
    static QString interest(const InstallmentPlan &plan, const QLocale &locale = QLocale());
    // The taxes inside the total: "IOF R$ 362,50" (the names of the taxes, when given).
    static QString taxes(const Taxes &taxes, const QLocale &locale = QLocale());
};

} // namespace brokerdesk::domain
