#include "domain/affinity.h"
#include "domain/businessday.h"
#include "domain/cashflow.h"
#include "domain/isodate.h"
#include "domain/policy.h"
#include "models/listcolumn.h"

#include <QTest>
#include <QTimeZone>

using namespace brokerdesk;
using namespace brokerdesk::domain;

// Cover, due and birth dates are days of the calendar: decoded, compared and shown as written,
// in whatever zone the desk runs (CI runs this under America/Sao_Paulo and Asia/Tokyo).
// Instants stay instants; the office's business day is Brasília's.
class TestCalendarDates : public QObject
{
    Q_OBJECT

    static QJsonObject policyJson(const QString &start, const QString &end)
    {
        return {{QStringLiteral("id"), QStringLiteral("po-1")},
                {QStringLiteral("lifetime_start"), start},
                {QStringLiteral("lifetime_end"), end},
                {QStringLiteral("date"), QStringLiteral("2026-11-28T02:30:00Z")}};
    }

    static QDateTime utc(int y, int mo, int d, int h, int mi)
    {
        return QDateTime(QDate(y, mo, d), QTime(h, mi), QTimeZone::utc());
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil)); }

    void cleanup() { businessday::startClockAt({}); }

    void calendarDate_readsTheDateAsWritten_whateverTheOffset()
    {
        QCOMPARE(parseCalendarDate(u"2026-12-01"), QDate(2026, 12, 1));
        QCOMPARE(parseCalendarDate(u"2026-12-01T00:00:00Z"), QDate(2026, 12, 1));
        QCOMPARE(parseCalendarDate(u"2026-12-01T03:00:00Z"), QDate(2026, 12, 1)); // Brasília's 0h
        QCOMPARE(parseCalendarDate(u"2026-12-01T00:00:00-03:00"), QDate(2026, 12, 1));
        QCOMPARE(parseCalendarDate(u"2026-12-01T00:00:00+09:00"), QDate(2026, 12, 1));
        QCOMPARE(parseCalendarDate(u"2026-12-01T23:59:59.999-03:00"), QDate(2026, 12, 1));
        for (const QString &bad :
             {QStringLiteral(""), QStringLiteral("2026-02-30"), QStringLiteral("01/12/2026"),
              QStringLiteral("2026-12-01T25:00:00Z"), QStringLiteral("2026-12-01Tgarbage"),
              QStringLiteral("2026-12-1"), QStringLiteral("2026-12-01T00:00:00")})
            QVERIFY2(!parseCalendarDate(bad).isValid(), qPrintable(bad));
        QCOMPARE(calendarDateStamp(QDate(2026, 12, 1)), QStringLiteral("2026-12-01T00:00:00Z"));
        QCOMPARE(parseCalendarDate(calendarDateStamp(QDate(2027, 2, 28))), QDate(2027, 2, 28));
    }

    void policySoldForFirstOfDecember_readsFirstOfDecember_inEveryZone()
    {
        // What the service answers for a policy sold for 01/12/2026–01/12/2027, in each form a
        // service may write a date: midnight UTC, midnight in Brasília, a full date.
        for (const auto &[start, end] :
             {std::pair{QStringLiteral("2026-12-01T00:00:00Z"),
                        QStringLiteral("2027-12-01T00:00:00Z")},
              std::pair{QStringLiteral("2026-12-01T03:00:00Z"),
                        QStringLiteral("2027-12-01T03:00:00Z")},
              std::pair{QStringLiteral("2026-12-01"), QStringLiteral("2027-12-01")}}) {
            const Decoded<Policy> p = fromJson<Policy>(policyJson(start, end));
            QVERIFY2(p.ok(), qPrintable(p ? QString() : p.error().message()));
            QCOMPARE(p.value().lifetimeStart, QDate(2026, 12, 1));
            QCOMPARE(p.value().lifetimeEnd, QDate(2027, 12, 1));
            // The list's columns show the same days.
            const QList<models::ListColumn> columns = models::policyColumns();
            const auto column = [&columns](const char *key) {
                for (const models::ListColumn &c : columns)
                    if (c.key == QLatin1String(key))
                        return c;
                return models::ListColumn();
            };
            const QJsonObject json = policyJson(start, end);
            QCOMPARE(column(policykey::lifetimeStart).displayText(json),
                     QStringLiteral("01/12/2026"));
            QCOMPARE(column(policykey::lifetimeEnd).displayText(json),
                     QStringLiteral("01/12/2027"));
            QCOMPARE(column(policykey::lifetimeStart).rawValue(json).toDate(), QDate(2026, 12, 1));
        }
        // Written back, the dates are the answer's form.
        const Policy p =
            fromJson<Policy>(policyJson(QStringLiteral("2026-12-01"), QStringLiteral("2027-12-01")))
                .value();
        QCOMPARE(toJson(p).value(QLatin1String(policykey::lifetimeStart)).toString(),
                 QStringLiteral("2026-12-01T00:00:00Z"));
    }

    void affinityAndForecastDates_areCalendarDates()
    {
        const Affinity a =
            fromJson<Affinity>(
                QJsonObject{
                    {QStringLiteral("id"), QStringLiteral("af-1")},
                    {QStringLiteral("lifetime_start"), QStringLiteral("2026-12-01T00:00:00Z")},
                    {QStringLiteral("lifetime_end"), QStringLiteral("2027-06-01T00:00:00Z")}})
                .value();
        QCOMPARE(a.lifetimeStart, QDate(2026, 12, 1));
        QCOMPARE(a.lifetimeEnd, QDate(2027, 6, 1));
        const QJsonObject record{
            {QStringLiteral("id"), QStringLiteral("cf-1")},
            {QStringLiteral("amount"), 100},
            {QStringLiteral("is_paid"), false},
            {QStringLiteral("date"), QStringLiteral("2026-11-28T02:30:00Z")},
            {QStringLiteral("date_cash_in_out_forecast"), QStringLiteral("2026-12-22T00:00:00Z")}};
        QCOMPARE(fromJson<CashFlowRecord>(record).value().dateCashInOutForecast,
                 QDate(2026, 12, 22));
        QCOMPARE(cashDay(record), QDate(2026, 12, 22));
        // The created date stays an instant: 02:30 UTC is the evening before in Brasília.
        QCOMPARE(fromJson<CashFlowRecord>(record).value().date, utc(2026, 11, 28, 2, 30));
        QJsonObject paid = record;
        paid.insert(QStringLiteral("is_paid"), true);
        paid.insert(QStringLiteral("date_cash_in_out"), QStringLiteral("2026-12-23T01:00:00Z"));
        QCOMPARE(cashDay(paid), QDate(2026, 12, 22)); // paid at 22:00 on the 22nd, in Brasília
        QCOMPARE(fromJson<CashFlowRecord>(QJsonObject{{QStringLiteral("id"), QStringLiteral("x")},
                                                      {QStringLiteral("amount"), 1},
                                                      {QStringLiteral("date_cash_in_out_forecast"),
                                                       QStringLiteral("22/12/2026")}})
                     .error()
                     .message(),
                 QStringLiteral("date_cash_in_out_forecast: expected a date (YYYY-MM-DD) or an "
                                "RFC 3339 timestamp"));
    }

    void businessDay_isBrasiliasDay_nearMidnightOnBothSides()
    {
        // 23:30 in Brasília is already tomorrow in UTC (and in Tokyo); 00:30 is still
        // yesterday in UTC.
        QCOMPARE(businessday::dayOf(utc(2026, 12, 1, 2, 30)), QDate(2026, 11, 30));
        QCOMPARE(businessday::dayOf(utc(2026, 12, 1, 3, 30)), QDate(2026, 12, 1));
        QCOMPARE(businessday::startOf(QDate(2026, 12, 1)), utc(2026, 12, 1, 3, 0));
        businessday::startClockAt(utc(2026, 12, 1, 2, 58)); // 23:58 on 30/11 in Brasília
        QCOMPARE(businessday::today(), QDate(2026, 11, 30));
        businessday::startClockAt(utc(2026, 12, 1, 3, 2)); // 00:02 on 01/12
        QCOMPARE(businessday::today(), QDate(2026, 12, 1));
    }

    void dayFinder_agreesWithTheZone_acrossSummerTimeChanges()
    {
        // Brasília kept summer time until 2019: offsets of -2 and -3 hours, and a day (the
        // 4th of November 2018) that began at 01:00.
        businessday::DayFinder days;
        const QTimeZone zone = businessday::defaultZone();
        for (QDateTime t = utc(2018, 10, 1, 0, 0); t < utc(2019, 3, 1, 0, 0); t = t.addSecs(3571)) {
            const QDate expected = t.toTimeZone(zone).date();
            QCOMPARE(days.dayOf(t.toMSecsSinceEpoch()), expected);
        }
        QCOMPARE(days.dayOf(utc(1969, 12, 31, 23, 0).toMSecsSinceEpoch()), QDate(1969, 12, 31));
    }
};

QTEST_GUILESS_MAIN(TestCalendarDates)
#include "tst_calendardates.moc"
