#include "affinityflow.h"
#include "domain/isodate.h"
#include "salesflow.h"
#include "support/jsoncheck.h"
#include "webhooksink.h"

#include <QTemporaryDir>
#include <QTest>

using brokerdesk::sandbox::parseTimestampOrDate;

// POST /sandbox/clock moves one broker's clock; what falls due in between happens in order.
class TestSandboxClock : public QObject
{
    Q_OBJECT

    static QDateTime clockOf(SandboxFixture &f, const QByteArray &token)
    {
        return parseTimestampOrDate(
            f.get(QStringLiteral("/sandbox/clock"), token).json[QStringLiteral("now")].toString());
    }
    static SandboxFixture::Reply advance(SandboxFixture &f, const QByteArray &token,
                                         const QJsonValue &by)
    {
        return f.post(QStringLiteral("/sandbox/clock"), {{QStringLiteral("advance"), by}}, token);
    }
    static qint64 secondsBetween(const QDateTime &a, const QDateTime &b)
    {
        return std::abs(a.secsTo(b));
    }

private slots:
    void advance_movesOnlyThatBrokersClock()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray mine = f.token(0);
        const QDateTime before = clockOf(f, mine);
        QVERIFY(secondsBetween(before, QDateTime::currentDateTimeUtc()) < 5);
        const auto r = advance(f, mine, QStringLiteral("P30DT2H"));
        QCOMPARE(r.status, 200);
        const QDateTime now = parseTimestampOrDate(r.json[QStringLiteral("now")].toString());
        QVERIFY(secondsBetween(now, before.addDays(30).addSecs(7200)) < 5);
        QVERIFY(secondsBetween(clockOf(f, mine), now) < 5);
        QVERIFY(secondsBetween(clockOf(f, f.token(1)), QDateTime::currentDateTimeUtc()) < 5);
    }

    void advance_badDuration_namesTheField()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        for (const QJsonValue &bad :
             {QJsonValue(QStringLiteral("30 days")), QJsonValue(QStringLiteral("P")),
              QJsonValue(QStringLiteral("PT")), QJsonValue(QStringLiteral("-P1D")),
              QJsonValue(QStringLiteral("P1000Y")), QJsonValue(30),
              // Parts that would overflow 64-bit milliseconds, or the years sum, if multiplied
              QJsonValue(QStringLiteral("PT9999999999999999M")),
              QJsonValue(QStringLiteral("PT99999999999999999999999999S")),
              QJsonValue(QStringLiteral("P9000000000000000000YT99999999999999H"))}) {
            const auto r = advance(f, f.token(), bad);
            QCOMPARE(r.status, 400);
            QCOMPARE(r.code(), QStringLiteral("validation_failed"));
            QCOMPARE(r.fields(), QStringList{QStringLiteral("advance")});
        }
        QCOMPARE(f.post(QStringLiteral("/sandbox/clock"), {}, f.token()).fields(),
                 QStringList{QStringLiteral("advance")});
        QCOMPARE(f.post(QStringLiteral("/sandbox/clock"),
                        {{QStringLiteral("advance"), QStringLiteral("P1D")}}, QByteArray())
                     .status,
                 401);
    }

    void advance_settlesAPendingSaleAtItsSettlementTime()
    {
        auto settings = SandboxFixture::defaults();
        settings.settleDelayMs = 3'600'000; // a Pix sale settles an hour after it is made
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const QString sale = salesflow::makeSale(f, token, 0, QStringLiteral("Pix"));
        QVERIFY(!sale.isEmpty());
        const QDateTime made = clockOf(f, token);
        QVERIFY(SandboxFixture::waitFor([&] {
            return f.get(QStringLiteral("/v1/sales/") + sale, token)
                       .json[QStringLiteral("status")]
                       .toInt() == 2;
        }));
        const int ledgerBefore =
            f.get(QStringLiteral("/v1/cash-flow"), token).json[QStringLiteral("total")].toInt();

        QCOMPARE(advance(f, token, QStringLiteral("PT3H")).status, 200);
        // Settled by the time the clock answers, dated when it fell due, not when the clock
        // stopped.
        const auto settled = f.get(QStringLiteral("/v1/sales/") + sale, token);
        QCOMPARE(settled.json[QStringLiteral("status")].toInt(), 4);
        const auto timeline = f.get(QStringLiteral("/v1/consultant/timeline/") + sale, token);
        const QJsonArray events = timeline.json[QStringLiteral("events")].toArray();
        QCOMPARE(events.last()[QStringLiteral("kind")].toString(), QStringLiteral("policy_issued"));
        const QDateTime confirmed =
            parseTimestampOrDate(events.last()[QStringLiteral("date")].toString());
        QVERIFY2(secondsBetween(confirmed, made.addSecs(3600)) < 5,
                 qPrintable(confirmed.toString(Qt::ISODate)));
        QVERIFY(
            f.get(QStringLiteral("/v1/cash-flow"), token).json[QStringLiteral("total")].toInt() >
            ledgerBefore);
    }

    void advance_pastQuoteValidity_expiresTheQuote()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const auto quote = salesflow::makeQuote(f, token);
        const auto other = salesflow::makeQuote(f, token);
        QVERIFY(quote && other);
        QCOMPARE(advance(f, token, QStringLiteral("P29D")).status, 200);
        const auto before = f.post(QStringLiteral("/v1/sales/request"),
                                   {{QStringLiteral("quote_id"), quote->id}}, token);
        QCOMPARE(before.status, 200);
        QCOMPARE(advance(f, token, QStringLiteral("P2D")).status, 200);
        const auto after = f.post(QStringLiteral("/v1/sales/request"),
                                  {{QStringLiteral("quote_id"), other->id}}, token);
        QCOMPARE(after.code(), QStringLiteral("quote_expired"));
    }

    void advance_issuesThenExpiresAnAffinityInOrder_withItsWebhooks()
    {
        WebhookSink sink;
        auto settings = affinityflow::fastSettings();
        settings.affinityIssueDelayMs = 3'600'000; // issued an hour after it is made
        settings.webhookTargets = {
            {QStringLiteral("demo-broker-1"), QUrl(sink.url()), QByteArray("clock-test-secret")}};
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const auto created = affinityflow::create(f, token, 8, 10);
        QCOMPARE(created.status, 200);
        const QString id = created.json[QStringLiteral("id")].toString();
        QCOMPARE(affinityflow::statusOf(f, token, id), 5);

        QCOMPARE(advance(f, token, QStringLiteral("P11D")).status, 200);
        const QJsonObject expired = affinityflow::listed(f, token, id);
        QCOMPARE(expired[QStringLiteral("status")].toInt(), 3);
        // Pending → Issued → Expired, each pushed to the broker's target in that order.
        QVERIFY(SandboxFixture::waitFor([&] { return sink.acknowledged().size() >= 2; }));
        QList<int> pushed;
        for (const QByteArray &body : sink.acknowledged())
            pushed << QJsonDocument::fromJson(body)[QStringLiteral("status")].toInt();
        QCOMPARE(pushed.mid(pushed.size() - 2), (QList<int>{1, 3}));
    }

    void advance_collectsInstallmentsAsTheyFallDue_butNotACanceledPolicys()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const QString kept = salesflow::makeSale(f, token, 0, QStringLiteral("CreditCard"), 3);
        const QString dropped = salesflow::makeSale(f, token, 0, QStringLiteral("CreditCard"), 3);
        const QString keptPolicy = salesflow::waitForPolicy(f, token, kept);
        const QString droppedPolicy = salesflow::waitForPolicy(f, token, dropped);
        QVERIFY(!keptPolicy.isEmpty() && !droppedPolicy.isEmpty());
        QCOMPARE(f.del(QStringLiteral("/v1/policies/") + droppedPolicy,
                       {{QStringLiteral("cancel_reason"), 1}}, token)
                     .status,
                 200);
        const auto premiums = [&](const QString &policy) {
            QList<QJsonObject> out;
            for (const QJsonValue &r : f.get(QStringLiteral("/v1/cash-flow?rows=100"), token)
                                           .json[QStringLiteral("items")]
                                           .toArray())
                if (r[QStringLiteral("policy_id")].toString() == policy &&
                    r[QStringLiteral("category")].toString() == QStringLiteral("ChannelSale"))
                    out.append(r.toObject());
            std::sort(out.begin(), out.end(), [](const QJsonObject &a, const QJsonObject &b) {
                return a[QStringLiteral("installment_number")].toInt() <
                       b[QStringLiteral("installment_number")].toInt();
            });
            return out;
        };
        QCOMPARE(premiums(keptPolicy).size(), 3);
        QVERIFY(!premiums(keptPolicy).at(1)[QStringLiteral("is_paid")].toBool());

        // About 40 days on: the second installment fell due and is paid on its forecast date;
        // the third is still ahead; the canceled policy's dropped installments stay unpaid.
        QCOMPARE(advance(f, token, QStringLiteral("P40D")).status, 200);
        const QList<QJsonObject> after = premiums(keptPolicy);
        QVERIFY(after.at(1)[QStringLiteral("is_paid")].toBool());
        // Paid as its forecast day started for the broker (a calendar day; the cash date an
        // instant).
        const auto &clock = f.sandbox().clock();
        QCOMPARE(parseTimestampOrDate(after.at(1)[QStringLiteral("date_cash_in_out")].toString()),
                 clock.startOf(brokerdesk::domain::parseCalendarDate(
                     after.at(1)[QStringLiteral("date_cash_in_out_forecast")].toString())));
        QVERIFY(!after.at(2)[QStringLiteral("is_paid")].toBool());
        for (const QJsonObject &r : premiums(droppedPolicy).mid(1)) {
            QVERIFY(!r[QStringLiteral("deleted_at")].toString().isEmpty());
            QVERIFY(!r[QStringLiteral("is_paid")].toBool());
        }
    }

    void advance_pastTheEndOfAnAutoRenewingAffinity_renewsItForTheSameLength()
    {
        WebhookSink sink;
        auto settings = affinityflow::fastSettings();
        settings.affinityIssueDelayMs = 0;
        settings.webhookTargets = {
            {QStringLiteral("demo-broker-1"), QUrl(sink.url()), QByteArray("clock-test-secret")}};
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const auto request = f.post(
            QStringLiteral("/v1/affinity/request"),
            {{QStringLiteral("product_id"), affinityflow::productOfType(f, token, 8)}}, token);
        QCOMPARE(request.status, 200);
        const QDate start = QDate::currentDate();
        QJsonObject body{
            {QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
            {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
            {QStringLiteral("lifetime_end"), start.addDays(30).toString(Qt::ISODate)},
            {QStringLiteral("affinity_holder"), affinityflow::holder()},
            {QStringLiteral("item"), affinityflow::itemFor(8)},
            {QStringLiteral("auto_renew"), QStringLiteral("yes")}};
        const auto bad = f.post(QStringLiteral("/v1/affinity"), body, token);
        QCOMPARE(bad.fields(), QStringList{QStringLiteral("auto_renew")});
        body.insert(QStringLiteral("auto_renew"), true);
        const auto created = f.post(QStringLiteral("/v1/affinity"), body, token);
        QCOMPARE(created.status, 200);
        const QString id = created.json[QStringLiteral("id")].toString();
        QTRY_COMPARE(affinityflow::statusOf(f, token, id), 1);

        QCOMPARE(advance(f, token, QStringLiteral("P31D")).status, 200);
        const QJsonObject renewed = affinityflow::listed(f, token, id);
        QCOMPARE(renewed[QStringLiteral("status")].toInt(), 4);
        QCOMPARE(parseTimestampOrDate(renewed[QStringLiteral("lifetime_start")].toString()).date(),
                 start.addDays(30));
        QCOMPARE(parseTimestampOrDate(renewed[QStringLiteral("lifetime_end")].toString()).date(),
                 start.addDays(60));
        QVERIFY(SandboxFixture::waitFor([&] {
            return !sink.acknowledged().isEmpty() &&
                   QJsonDocument::fromJson(sink.acknowledged().last())[QStringLiteral("status")]
                           .toInt() == 4;
        }));
        // It may still be canceled, like an issued one.
        QCOMPARE(f.del(QStringLiteral("/v1/affinity/") + id, {}, token).status, 200);
    }

    void clockStart_setsWhereTheClockStarts_andAdvancesSurviveARestart()
    {
        QTemporaryDir dir;
        auto settings = SandboxFixture::defaults();
        settings.dbPath = dir.filePath(QStringLiteral("sandbox.db"));
        settings.clockStart = QDateTime(QDate(2030, 1, 7), QTime(9, 0), Qt::UTC);
        {
            SandboxFixture f(settings);
            QVERIFY2(f.started(), qPrintable(f.startError()));
            QVERIFY(secondsBetween(clockOf(f, f.token()), settings.clockStart) < 5);
            QCOMPARE(advance(f, f.token(), QStringLiteral("P1M")).status, 200);
            QVERIFY(secondsBetween(clockOf(f, f.token()), settings.clockStart.addMonths(1)) < 5);
        }
        SandboxFixture again(settings);
        QVERIFY2(again.started(), qPrintable(again.startError()));
        QVERIFY(secondsBetween(clockOf(again, again.token()), settings.clockStart.addMonths(1)) <
                5);
        QVERIFY(secondsBetween(clockOf(again, again.token(1)), settings.clockStart) < 5);
    }
};

QTEST_GUILESS_MAIN(TestSandboxClock)
#include "tst_sandboxclock.moc"
