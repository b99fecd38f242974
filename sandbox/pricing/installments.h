#pragma once

#include <QDateTime>
#include <QList>
#include <QStringList>

// How a premium is paid: taxes, the 1..12 installment options of single-billed products (and
// their yearly or daily charges), and the monthly charge of recurrent ones. Pure functions over
// integer cents.
namespace brokerdesk::sandbox::installments {

constexpr int maxQuantity = 12;
constexpr int interestFreeUpTo = 4;
constexpr double monthlyInterestPercent = 1.99;
constexpr int recurrencePeriodDays = 30;
constexpr int yearPeriodDays = 365;
constexpr int dayPeriodDays = 1;
constexpr int dailyUpToDays = 30; // per-day products charge day by day on covers this short

// `percent` of `base` (e.g. IOF 7.38 %), rounded half up to the cent.
qint64 tax(qint64 base, double percent);

// The Price formula (constant payments): each of n monthly payments that repay `principal`
// at `monthlyPercent` compound interest, rounded up to the cent. At 0 %: principal / n,
// rounded up.
qint64 priceInstallment(qint64 principal, double monthlyPercent, int n);

// `total` in n installments without interest: each one whole cents, the cents that do not
// divide in the first (BROKER-DOMAIN.md, "Premiums and installments").
struct Split
{
    qint64 first = 0;
    qint64 each = 0; // every installment after the first
};
Split evenSplit(qint64 total, int n);

// 1: Pix, Billet, CreditCard, DebitCard; 2..6: CreditCard, AccountDebit; 7..12: CreditCard.
QStringList paymentMethods(int quantity);

struct Option
{
    int quantity = 1;
    qint64 amount = 0;          // each installment after the first
    qint64 firstAmount = 0;     // the first: the cents that do not divide go into it
    qint64 totalAmount = 0;     // firstAmount + amount × (quantity − 1), exactly
    double interestPercent = 0; // a month
    qint64 interest = 0;        // totalAmount − gross
    QStringList paymentMethods;
};

// Options 1..12 for a gross premium (net + taxes): interest-free up to 4, all of them with the
// gross as total, then Price.
QList<Option> singleBilling(qint64 gross);

// Months of cover from start to end, a started month counting as a month; at least 1.
int billingMonths(const QDate &start, const QDate &end);

struct Monthly
{
    int months = 1;
    qint64 netMonthly = 0;
    qint64 taxMonthly = 0;
    qint64 amount = 0;      // charged every month: netMonthly + taxMonthly
    qint64 totalAmount = 0; // amount × months
    int expirationDay = 1;  // day of the month the charge falls due
};

// A recurrent product's monthly charge: the net premium spread over the months (rounded up
// to the cent), plus its tax.
Monthly monthlyBilling(qint64 netPremium, double taxPercent, const QDateTime &start,
                       const QDateTime &end);

QStringList monthlyPaymentMethods(); // CreditCard, AccountDebit, Pix

// Years of cover from start to end, a started year counting as a year; at least 1.
int billingYears(const QDate &start, const QDate &end);

struct Periodic
{
    int quantity = 1;
    Split split;            // the gross premium in `quantity` charges
    qint64 totalAmount = 0; // the gross premium
    int expirationDay = 1;  // day of the month the first charge falls due
};

// A single-billed premium paid in `quantity` equal charges a period apart (a year, a day),
// interest-free: the insurer is paid as the cover runs, not ahead of it.
Periodic periodicBilling(qint64 gross, int quantity, const QDateTime &start);

QStringList yearlyPaymentMethods(); // CreditCard, AccountDebit, Billet, Pix
QStringList dailyPaymentMethods();  // CreditCard: one charge a day needs a card on file

} // namespace brokerdesk::sandbox::installments
