#include "ledgerqueries.h"

#include "ledgerwhere.h"

#include "cache/csvwriter.h"
#include "domain/cashflow.h"
#include "domain/cashflowtext.h"
#include "domain/enums.h"

#include <QSqlError>
#include <QSqlQuery>

namespace brokerdesk::cache {

namespace {

// An instant in the desk's local time, as the screens show it; empty for none.
QString localTime(qint64 ms, const QLocale &locale)
{
    return ms == 0 ? QString()
                   : locale.toString(QDateTime::fromMSecsSinceEpoch(ms).toLocalTime(),
                                     csvDateFormat(locale) + QStringLiteral(" HH:mm"));
}

} // namespace

bool LedgerQueries::exportCsv(const LedgerFilter &filter, QIODevice *device, const QLocale &locale,
                              QString *error, const std::function<bool(qint64)> &progress) const
{
    const ledgersql::Where w = ledgersql::whereOf(filter);
    QSqlQuery q(db());
    if (!ledgersql::run(
            q,
            QStringLiteral("SELECT date, category, description, amount, amount_deductions, "
                           "is_paid, payment_method, party, policy_id, installment, forecast, "
                           "cash, deleted FROM records") +
                w.sql + QStringLiteral(" ORDER BY seq"),
            w)) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    CsvWriter csv(device, CsvFormat::forLocale(locale));
    for (const QString &name :
         {tr("Date"), tr("Category"), tr("Description"), tr("Amount"), tr("Deductions"), tr("Paid"),
          tr("Payment method"), tr("Customer"), tr("Reference"), tr("Installment"), tr("Due on"),
          tr("Paid on"), tr("Deleted on")})
        csv.text(name);
    csv.endRow();
    const QString yes = tr("Yes");
    const QString no = tr("No");
    const QString days = csvDateFormat(locale);
    qint64 rows = 0;
    while (q.next() && csv.ok()) {
        using namespace domain;
        const QString category = q.value(1).toString();
        const QString method = q.value(6).toString();
        const auto knownCategory = fromWireName<CashFlowCategory>(category);
        const auto knownMethod = fromWireName<PaymentMethod>(method);
        // party is "payer\ndrawer": the customer is whichever is there.
        const QStringList party = q.value(7).toString().split(u'\n', Qt::SkipEmptyParts);
        const QString policy = q.value(8).toString();
        const qint64 forecast = q.value(10).toLongLong();
        csv.text(localTime(q.value(0).toLongLong(), locale))
            .text(knownCategory ? displayName(*knownCategory) : category)
            .text(CashFlowText::description(
                {{QLatin1String(cashflowkey::description), q.value(2).toString()},
                 {QLatin1String(cashflowkey::policyId), policy}}))
            .money(q.value(3).toLongLong())
            .money(q.value(4).toLongLong())
            .text(q.value(5).toBool() ? yes : no)
            .text(knownMethod ? displayName(*knownMethod) : method)
            .text(party.isEmpty() ? QString() : party.constLast())
            .text(policy) // whole, for reconciliation: a spreadsheet matches it to the service's
            .text(q.value(9).toString())
            .text(forecast == 0 ? QString() : locale.toString(dayOfKey(forecast), days))
            .text(localTime(q.value(11).toLongLong(), locale))
            .text(localTime(q.value(12).toLongLong(), locale));
        csv.endRow();
        if (++rows % 10000 == 0 && progress && !progress(rows)) {
            if (error)
                *error = tr("The export was stopped.");
            return false;
        }
    }
    if (!csv.ok()) {
        if (error)
            *error = tr("The file could not be written: %1").arg(device->errorString());
        return false;
    }
    if (q.lastError().isValid()) {
        if (error)
            *error = tr("The local mirror could not be read: %1").arg(q.lastError().text());
        return false;
    }
    if (progress)
        progress(rows);
    return true;
}

bool LedgerQueries::exportCommissionsCsv(const QList<CommissionMonth> &months, QIODevice *device,
                                         const QLocale &locale)
{
    CsvWriter csv(device, CsvFormat::forLocale(locale));
    csv.text(tr("Month"))
        .text(tr("Expected"))
        .text(tr("Received"))
        .text(tr("Still due"))
        .text(tr("Overdue"));
    csv.endRow();
    for (const CommissionMonth &m : months) {
        csv.text(QStringLiteral("%1-%2").arg(m.year).arg(m.month, 2, 10, QChar(u'0')))
            .money(m.expected)
            .money(m.received)
            .money(m.due)
            .money(m.overdue);
        csv.endRow();
    }
    return csv.ok();
}

bool LedgerQueries::exportExposureCsv(const QList<CancellationExposure> &rows, QIODevice *device,
                                      const QLocale &locale)
{
    CsvWriter csv(device, CsvFormat::forLocale(locale));
    csv.text(tr("Canceled on"))
        .text(tr("Holder"))
        .text(tr("Reference"))
        .text(tr("Reversal"))
        .text(tr("Commission lost"))
        .text(tr("Installments lost"));
    csv.endRow();
    for (const CancellationExposure &e : rows) {
        csv.text(localTime(e.canceledAt.toMSecsSinceEpoch(), locale))
            .text(e.holder)
            .text(e.policyId)
            .money(e.reversal)
            .money(e.lostCommission)
            .number(e.lostInstallments);
        csv.endRow();
    }
    return csv.ok();
}

} // namespace brokerdesk::cache
