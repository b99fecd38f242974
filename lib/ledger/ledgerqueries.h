#pragma once

#include "domain/businessday.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QIODevice>
#include <QJsonObject>
#include <QLocale>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>

#include <functional>
#include <optional>

namespace brokerdesk::cache {

// How the mirror keeps a calendar day (a forecast, the day money moves): the milliseconds of its
// midnight in UTC, so days compare and group as numbers, in no time zone.
constexpr qint64 dayMs = 86'400'000;
inline qint64 dayKey(const QDate &day)
{
    return day.isValid() ? QDate(1970, 1, 1).daysTo(day) * dayMs : 0;
}
inline QDate dayOfKey(qint64 key)
{
    return QDate(1970, 1, 1).addDays(key / dayMs);
}

// Which mirrored records a query looks at. Empty parts do not filter. Deleted records
// (deleted_at set) are left out unless asked for: they count in no total.
struct LedgerFilter
{
    // Which day from/to look at: the day a record was created (`date`, in the business zone),
    // or the day money moves (`due`: the cash date once paid, the forecast before).
    enum class Basis { Created, Due };

    QStringList categories; // wire names ("Taxes"); any of them
    std::optional<bool> paid;
    QDate from; // the period's first and last day (either may be open), on `basis`
    QDate to;
    Basis basis = Basis::Created;
    QDate overdueBefore; // valid: only unpaid records due before this day
    QString text;        // the description, payer, drawer or policy id contains it
    bool includeDeleted = false;

    static LedgerFilter forDates(QDate from, QDate to);
    // A period by the day money moves is listed day by day (oldest first), under day headings;
    // anything else in the service's order, newest first.
    bool byDay() const { return basis == Basis::Due && (from.isValid() || to.isValid()); }
};

struct LedgerTotals
{
    qint64 count = 0;
    qint64 in = 0;         // cents, sum of the positive amounts
    qint64 out = 0;        // cents, sum of the negative amounts (<= 0)
    qint64 deductions = 0; // cents
    qint64 receivable = 0; // cents, the unpaid positive amounts: a receber
    qint64 payable = 0;    // cents, the unpaid negative amounts (<= 0): a pagar
    // Of those, the ones due before totals()'s `today` (vencidos).
    qint64 overdueReceivable = 0;
    qint64 overduePayable = 0;
    qint64 net() const { return in + out; }
    qint64 unpaid() const { return receivable + payable; }
    qint64 overdue() const { return overdueReceivable + overduePayable; }
};

// One month of monthly(): of the filter's basis (the created day or the day money moves).
struct MonthlySum
{
    int year = 0;
    int month = 0; // 1..12
    qint64 count = 0;
    qint64 in = 0;
    qint64 out = 0;
};

// One local day of a period listed by day: where its records start in the list and its net.
struct DaySum
{
    QDate day;
    qint64 firstRow = 0; // of the day's records in records()' order
    qint64 count = 0;
    qint64 net = 0; // cents
};

// Records a filter's period leaves out: how many, and the first and last day they fall on.
struct OutsidePeriod
{
    qint64 count = 0;
    QDate first;
    QDate last;
};

struct CategoryTotal
{
    QString category;
    qint64 count = 0;
    qint64 amount = 0; // cents, net
};

// The broker's own income in one month, by forecast date: commission, agency and pro-labore
// records (live ones only).
struct CommissionMonth
{
    int year = 0;
    int month = 0;
    qint64 expected = 0; // cents, all of them
    qint64 received = 0; // paid
    qint64 due = 0;      // not paid yet
    qint64 overdue = 0;  // not paid, forecast already past
};

// What a canceled policy takes away: its reversal, the commission installments that will no
// longer come (deleted by the cancellation, or unpaid and due after it) and the commission
// received that it charges back.
struct CancellationExposure
{
    QString policyId;
    QString holder; // the reversal's drawer or payer
    QDateTime canceledAt;
    qint64 reversal = 0;       // cents (negative: leaves the broker)
    qint64 lostCommission = 0; // cents: the void installments plus the chargeback
    int lostInstallments = 0;  // the void installments
};

// Every canceled policy's exposure summed: what the list's pages add up to.
struct ExposureTotals
{
    qint64 policies = 0;
    qint64 reversal = 0;       // cents
    qint64 lostCommission = 0; // cents
};

// Read-only questions about the mirrored ledger, answered from local SQLite.
// The list and its sums are in ledgerqueries.cpp, the broker's income and the canceled policies
// in ledgercommissions.cpp, the CSV files in ledgerexport.cpp; the filter as SQL in ledgerwhere.
class LedgerQueries
{
    Q_DECLARE_TR_FUNCTIONS(LedgerQueries)
public:
    explicit LedgerQueries(QString connectionName) : m_connection(std::move(connectionName)) {}

    qint64 count(const LedgerFilter &filter = {}) const;
    LedgerTotals totals(const LedgerFilter &filter = {},
                        const QDate &today = domain::businessday::today()) const;
    QList<CategoryTotal> byCategory(const LedgerFilter &filter = {}) const;
    // Every month of the filter's period on its basis, empty ones too, oldest first; without a
    // period, from the month of its first record to that of its last. At most `maxMonths`,
    // the latest.
    static constexpr int maxMonths = 60;
    QList<MonthlySum> monthly(const LedgerFilter &filter = {}) const;
    // The records written since `since` (today's sale's installments, a cancellation's
    // reversal and IOF...) that match the filter but for its period, and fall outside it: what
    // a broker who just acted expects to see and does not.
    OutsidePeriod recentOutside(const LedgerFilter &filter, const QDateTime &since) const;
    // Each local day of a byDay() filter's records, oldest first; empty for any other filter.
    QList<DaySum> days(const LedgerFilter &filter) const;
    // Newest first, as the service lists them; day by day for a byDay() filter.
    QList<QJsonObject> records(const LedgerFilter &filter = {}, int limit = 100,
                               int offset = 0) const;
    QStringList ids(const LedgerFilter &filter = {}) const;
    // The oldest record that may still change: live, unpaid and due from `since` on, or created
    // since then; empty when none is (or on error()). Where a sync's recheck stops.
    QString oldestChangeable(const QDateTime &since) const;
    // Copies the write-ahead log into the file as far as no reader needs it (PASSIVE: it never
    // waits for the writer). Not a question, but it belongs off the GUI thread likewise.
    bool checkpoint() const;

    // `months` months from the month of `first`, each present even when empty.
    QList<CommissionMonth> commissions(QDate first, int months,
                                       const QDate &today = domain::businessday::today()) const;
    // The canceled policies (those with a reversal), most recent cancellation first: `limit`
    // of them (all when negative) from `offset`.
    QList<CancellationExposure> cancellationExposure(int limit = -1, int offset = 0) const;
    ExposureTotals exposureTotals() const;
    static const QStringList &commissionCategories();

    // The two views above as CSV in the locale's spreadsheet conventions. A policy is named by
    // its holder; its whole id is kept in a "Reference" column, for reconciliation only.
    static bool exportCommissionsCsv(const QList<CommissionMonth> &months, QIODevice *device,
                                     const QLocale &locale);
    static bool exportExposureCsv(const QList<CancellationExposure> &rows, QIODevice *device,
                                  const QLocale &locale);

    // CSV of the filtered records, newest first, in the locale's spreadsheet conventions: its
    // language's column names and words, dates in the locale's order (instants in local time);
    // `progress` (rows written) may return false to stop. False on a write error or stop.
    // The policy's whole id is in the "Reference" column: a spreadsheet reconciling the ledger
    // matches rows to the service's records by it (a short prefix would neither be unique nor
    // match); no other column holds an id.
    bool exportCsv(const LedgerFilter &filter, QIODevice *device, const QLocale &locale,
                   QString *error = nullptr,
                   const std::function<bool(qint64 rows)> &progress = {}) const;

    // Why a query above failed (its answer is then empty or short), or empty. A failed read
    // must not pass for an empty ledger.
    QString error() const { return m_error; }

private:
    void noteError(const QSqlQuery &q) const;
    QSqlDatabase db() const { return QSqlDatabase::database(m_connection, false); }
    QString m_connection;
    mutable QString m_error;
};

} // namespace brokerdesk::cache
