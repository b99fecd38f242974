#include "ledgerrecords.h"

#include "ledgerqueries.h"

#include "domain/cashflow.h"
#include "domain/isodate.h"

#include <QCborStreamWriter>
#include <QCborValue>

namespace brokerdesk::cache {

namespace {

const QString recordColumns = QStringLiteral(
    "id, date, ym, category, is_paid, amount, amount_deductions, description, payment_method, "
    "policy_id, installment, forecast, doc, deleted, cash, due, party");

} // namespace

qint64 ledgerSeq(qint64 gen, qint64 position)
{
    return -((gen + 1) << 32) + 1 + position;
}

QString ledgerInsertSql(bool bulk)
{
    QString insert = QStringLiteral("INSERT INTO records (seq, %1) VALUES (?, ?, ?, ?, ?, ?, "
                                    "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                         .arg(recordColumns);
    if (bulk)
        return insert; // without indexes (a first sync) there is nothing to conflict with
    return insert + QStringLiteral(" ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, "
                                   "date = excluded.date, ym = excluded.ym, "
                                   "category = excluded.category, is_paid = excluded.is_paid, "
                                   "amount = excluded.amount, "
                                   "amount_deductions = excluded.amount_deductions, "
                                   "description = excluded.description, "
                                   "payment_method = excluded.payment_method, "
                                   "policy_id = excluded.policy_id, "
                                   "installment = excluded.installment, "
                                   "forecast = excluded.forecast, doc = excluded.doc, "
                                   "deleted = excluded.deleted, cash = excluded.cash, "
                                   "due = excluded.due, party = excluded.party");
}

QString ledgerUpdateSql(bool force)
{
    // Only a record whose content differs is written: unchanged ones cost a lookup. After
    // migration 4 every record is written, filling the new columns.
    return QStringLiteral("UPDATE records SET (%1) = (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                          "?, ?, ?, ?, ?, ?, ?, ?) WHERE id = ?%2")
        .arg(recordColumns, force ? QString() : QStringLiteral(" AND doc IS NOT ?"));
}

QByteArray bindLedgerRecord(SqliteStatement &q, const QJsonObject &r, int first)
{
    using namespace domain;
    const auto key = [](const char *name) { return QLatin1String(name); };
    // A missing text field is stored as '' (SqliteStatement never binds a QString as NULL).
    const qint64 date = isoMsecs(r.value(key(cashflowkey::date)).toString());
    const QDate day = QDateTime::fromMSecsSinceEpoch(date, Qt::UTC).date();
    const bool parceled = r.value(key(cashflowkey::isParceled)).toBool();
    const bool paid = r.value(key(cashflowkey::isPaid)).toBool();
    const qint64 cash = isoMsecs(r.value(key(cashflowkey::dateCashInOut)).toString());
    const QDate forecast =
        parseCalendarDate(r.value(key(cashflowkey::dateCashInOutForecast)).toString());
    // One per thread: the zone's offsets it has looked up serve the next records.
    thread_local businessday::DayFinder days;
    // As CBOR, written in a third of the time of JSON text (LedgerQueries::records reads both),
    // into room for a whole record so the writer does not grow it byte run by byte run.
    QByteArray doc;
    doc.reserve(2048);
    {
        QCborStreamWriter writer(&doc);
        QCborValue::fromJsonValue(r).toCbor(writer);
    }
    int i = first;
    q.bind(i++, r.value(key(cashflowkey::id)).toString());
    q.bind(i++, date);
    q.bind(i++, qint64(date ? day.year() * 100 + day.month() : 0));
    q.bind(i++, r.value(key(cashflowkey::category)).toString());
    q.bind(i++, qint64(paid));
    q.bind(i++, r.value(key(cashflowkey::amount)).toInteger());
    q.bind(i++, r.value(key(cashflowkey::amountDeductions)).toInteger());
    q.bind(i++, r.value(key(cashflowkey::description)).toString());
    q.bind(i++, r.value(key(cashflowkey::paymentMethod)).toString());
    q.bind(i++, r.value(key(cashflowkey::policyId)).toString());
    q.bind(i++, parceled
                    ? QString::number(r.value(key(cashflowkey::installmentNumber)).toInt()) + u'/' +
                          QString::number(r.value(key(cashflowkey::installmentTotal)).toInt())
                    : QString());
    q.bind(i++, dayKey(forecast));
    q.bindBlob(i++, doc);
    q.bind(i++, isoMsecs(r.value(key(cashflowkey::deletedAt)).toString()));
    q.bind(i++, cash);
    q.bind(i++, dayKey(cashDay(paid, cash, forecast, date, days)));
    q.bind(i++, r.value(key(cashflowkey::payerName)).toString() + u'\n' +
                    r.value(key(cashflowkey::drawerName)).toString());
    return doc;
}

bool writeLedgerRecord(SqliteStatement &q, const QJsonObject &r, qint64 seq)
{
    q.bind(0, seq);
    bindLedgerRecord(q, r, 1);
    return q.exec();
}

} // namespace brokerdesk::cache
