#include "affinityflow.h"
#include "domain/isodate.h"
#include "salesflow.h"
#include "services/quotes.h"

#include <QTest>
#include <QTimeZone>

using brokerdesk::domain::parseCalendarDate;

// The brokers' business day is Brasília's (or the zone --business-zone names), never UTC nor
// the machine's: "not before today", due dates and the dates a cover starts and ends. The clock
// is pinned a few minutes either side of midnight in Brasília, where UTC is another day.
class TestBusinessDay : public QObject
{
    Q_OBJECT

    static QDateTime utc(int y, int mo, int d, int h, int mi)
    {
        return QDateTime(QDate(y, mo, d), QTime(h, mi), QTimeZone::utc());
    }
    static brokerdesk::sandbox::SandboxSettings at(const QDateTime &start)
    {
        auto s = SandboxFixture::defaults();
        s.clockStart = start;
        s.seedLedger = 0;
        s.seedPolicies = 0;
        return s;
    }
    // A quote for the broker's first Auto product from `start` for a year; the reply.
    static SandboxFixture::Reply quote(SandboxFixture &f, const QByteArray &token,
                                       const QString &start, const QString &end)
    {
        const QString bp = salesflow::brokerProductOfType(f, token, 0, 1);
        const auto request = f.post(QStringLiteral("/v1/quotes/request"),
                                    {{QStringLiteral("broker_product_id"), bp}}, token);
        const QString plan =
            request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
        QJsonObject item = salesflow::demoItem(1);
        item.insert(QStringLiteral("coverages"), salesflow::requiredCoverages(request.json, plan));
        return f.post(QStringLiteral("/v1/quotes"),
                      {{QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]},
                       {QStringLiteral("plan_id"), plan},
                       {QStringLiteral("lifetime_start"), start},
                       {QStringLiteral("lifetime_end"), end},
                       {QStringLiteral("policy_holder"), salesflow::demoHolder()},
                       {QStringLiteral("items"), QJsonArray{item}}},
                      token);
    }
    static QJsonObject storedQuoteBody(SandboxFixture &f, const SandboxFixture::Reply &r)
    {
        const auto stored = f.sandbox().quotes().quote(f.broker(0).brokerId,
                                                       r.json[QStringLiteral("id")].toString());
        return stored ? stored->request : QJsonObject();
    }
    static QList<QJsonObject> records(SandboxFixture &f, const QByteArray &token,
                                      const QString &policy, const QString &category)
    {
        QList<QJsonObject> out;
        for (const QJsonValue &r : f.get(QStringLiteral("/v1/cash-flow?rows=100"), token)
                                       .json[QStringLiteral("items")]
                                       .toArray())
            if (r[QStringLiteral("policy_id")].toString() == policy &&
                r[QStringLiteral("category")].toString() == category)
                out.append(r.toObject());
        std::sort(out.begin(), out.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a[QStringLiteral("installment_number")].toInt() <
                   b[QStringLiteral("installment_number")].toInt();
        });
        return out;
    }

private slots:
    void coverStartingToday_at2358InBrasilia_isAccepted_thoughUtcIsTomorrow()
    {
        SandboxFixture f(at(utc(2026, 12, 1, 2, 58))); // 23:58 on 30/11 in Brasília
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const auto r =
            quote(f, f.token(), QStringLiteral("2026-11-30"), QStringLiteral("2027-11-30"));
        QCOMPARE(r.status, 200);
        QCOMPARE(storedQuoteBody(f, r)[QStringLiteral("lifetime_start")].toString(),
                 QStringLiteral("2026-11-30T00:00:00Z"));
    }

    void coverStartingYesterday_at0002InBrasilia_isRefused_thoughUtcIsStillToday()
    {
        SandboxFixture f(at(utc(2026, 12, 1, 3, 2))); // 00:02 on 01/12 in Brasília
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const auto refused =
            quote(f, f.token(), QStringLiteral("2026-11-30"), QStringLiteral("2027-11-30"));
        QCOMPARE(refused.status, 400);
        QCOMPARE(refused.fields(), QStringList{QStringLiteral("lifetime_start")});
        QVERIFY2(!refused.error().contains(QLatin1String("UTC")), qPrintable(refused.error()));
        QCOMPARE(
            quote(f, f.token(), QStringLiteral("2026-12-01"), QStringLiteral("2027-12-01")).status,
            200);
    }

    void coverDates_givenAsTimestamps_keepTheDateAsWritten()
    {
        SandboxFixture f(at(utc(2026, 11, 20, 15, 0)));
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        // Midnight in Brasília, with its offset and in UTC: the first of December either way.
        for (const auto &[start, end] : {std::pair{QStringLiteral("2026-12-01T00:00:00-03:00"),
                                                   QStringLiteral("2027-12-01T00:00:00-03:00")},
                                         std::pair{QStringLiteral("2026-12-01T03:00:00Z"),
                                                   QStringLiteral("2027-12-01T03:00:00Z")}}) {
            const auto r = quote(f, token, start, end);
            QCOMPARE(r.status, 200);
            const QJsonObject body = storedQuoteBody(f, r);
            QCOMPARE(body[QStringLiteral("lifetime_start")].toString(),
                     QStringLiteral("2026-12-01T00:00:00Z"));
            QCOMPARE(body[QStringLiteral("lifetime_end")].toString(),
                     QStringLiteral("2027-12-01T00:00:00Z"));
        }
    }

    void policySoldFor1stOfDecember_isAnsweredFor1stOfDecember()
    {
        SandboxFixture f(at(utc(2026, 11, 28, 23, 0))); // 20:00 in Brasília
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const QString sale = salesflow::makeSale(f, token, 0, QStringLiteral("CreditCard"), 1, {},
                                                 QDate(2026, 12, 1));
        const QString policy = salesflow::waitForPolicy(f, token, sale);
        QVERIFY(!policy.isEmpty());
        const auto listed = f.get(QStringLiteral("/v1/policies"), token);
        QJsonObject p;
        for (const QJsonValue &v : listed.json[QStringLiteral("items")].toArray())
            if (v[QStringLiteral("id")].toString() == policy)
                p = v.toObject();
        QCOMPARE(p[QStringLiteral("lifetime_start")].toString(),
                 QStringLiteral("2026-12-01T00:00:00Z"));
        QCOMPARE(p[QStringLiteral("lifetime_end")].toString(),
                 QStringLiteral("2027-12-01T00:00:00Z"));
    }

    void installmentsSoldAt2358InBrasilia_fallDueFromThatDay_andAreCollectedAsTheirDayStarts()
    {
        SandboxFixture f(at(utc(2026, 12, 1, 2, 58))); // 23:58 on 30/11 in Brasília
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const QString sale = salesflow::makeSale(f, token, 0, QStringLiteral("CreditCard"), 3);
        const QString policy = salesflow::waitForPolicy(f, token, sale);
        QVERIFY(!policy.isEmpty());
        const QList<QJsonObject> premiums =
            records(f, token, policy, QStringLiteral("ChannelSale"));
        QCOMPARE(premiums.size(), 3);
        QList<QString> due;
        for (const QJsonObject &r : premiums)
            due << r[QStringLiteral("date_cash_in_out_forecast")].toString();
        QCOMPARE(due, (QList<QString>{QStringLiteral("2026-11-30T00:00:00Z"),
                                      QStringLiteral("2026-12-30T00:00:00Z"),
                                      QStringLiteral("2027-01-29T00:00:00Z")}));

        // 28 days and 23 hours on it is 22:58 on 29/12 in Brasília (01:58 UTC on the 30th):
        // the second installment is not due yet. Two minutes past midnight it is, and paid.
        const auto advance = [&](const QString &by) {
            return f
                .post(QStringLiteral("/sandbox/clock"), {{QStringLiteral("advance"), by}}, token)
                .status;
        };
        QCOMPARE(advance(QStringLiteral("P28DT23H")), 200);
        QVERIFY(!records(f, token, policy, QStringLiteral("ChannelSale"))
                     .at(1)[QStringLiteral("is_paid")]
                     .toBool());
        QCOMPARE(advance(QStringLiteral("PT1H4M")), 200);
        const QJsonObject second = records(f, token, policy, QStringLiteral("ChannelSale")).at(1);
        QVERIFY(second[QStringLiteral("is_paid")].toBool());
        QCOMPARE(second[QStringLiteral("date_cash_in_out")].toString(),
                 QStringLiteral("2026-12-30T03:00:00Z")); // 00:00 on 30/12 in Brasília
    }

    void affinityStartingToday_at2358InBrasilia_isAccepted_andNotYesterday()
    {
        SandboxFixture f(at(utc(2026, 12, 1, 2, 58)));
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const auto made = affinityflow::create(f, token, 8, 180);
        QCOMPARE(made.status, 200);
        const QJsonObject a =
            affinityflow::listed(f, token, made.json[QStringLiteral("id")].toString());
        QCOMPARE(a[QStringLiteral("lifetime_start")].toString(),
                 QStringLiteral("2026-11-30T00:00:00Z"));
        const auto request = f.post(
            QStringLiteral("/v1/affinity/request"),
            {{QStringLiteral("product_id"), affinityflow::productOfType(f, token, 8)}}, token);
        const auto yesterday =
            f.post(QStringLiteral("/v1/affinity"),
                   {{QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
                    {QStringLiteral("lifetime_start"), QStringLiteral("2026-11-29")},
                    {QStringLiteral("lifetime_end"), QStringLiteral("2027-11-29")},
                    {QStringLiteral("affinity_holder"), affinityflow::holder()},
                    {QStringLiteral("item"), affinityflow::itemFor(8)}},
                   token);
        QCOMPARE(yesterday.status, 400);
        QCOMPARE(yesterday.fields(), QStringList{QStringLiteral("lifetime_start")});
    }

    void businessZone_isASetting_eastOfUtcToo()
    {
        auto settings = at(utc(2026, 11, 30, 15, 2)); // 00:02 on 01/12 in Tokyo, 12:02 in Brasília
        settings.businessZone = QTimeZone("Asia/Tokyo");
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        QCOMPARE(f.sandbox().clock().today(f.broker(0).brokerId), QDate(2026, 12, 1));
        const QByteArray token = f.token();
        QCOMPARE(quote(f, token, QStringLiteral("2026-11-30"), QStringLiteral("2027-11-30")).status,
                 400);
        QCOMPARE(quote(f, token, QStringLiteral("2026-12-01"), QStringLiteral("2027-12-01")).status,
                 200);
    }
};

QTEST_GUILESS_MAIN(TestBusinessDay)
#include "tst_businessday.moc"
