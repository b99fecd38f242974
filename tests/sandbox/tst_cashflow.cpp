// GET /v1/cash-flow through HTTP: shapes, page and cursor walks, bad parameters, isolation
// between brokers, appends during a walk, and deterministic seeding.
#include "salesflow.h"
#include "sandboxfixture.h"

#include "domain/documents.h"
#include "services/ledger.h"
#include "store/database.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace brokerdesk::sandbox;

namespace {

constexpr int seeded = 75; // the first broker's history; the second gets min(75, 60)

SandboxSettings ledgerSettings(int records = seeded)
{
    SandboxSettings s = SandboxFixture::defaults();
    s.seedLedger = records;
    s.seedPolicies = 0; // only the seeded history in the ledger
    return s;
}

QStringList idsOf(const QJsonArray &items)
{
    QStringList ids;
    for (const QJsonValue &v : items)
        ids << v[QStringLiteral("id")].toString();
    return ids;
}

bool isWhole(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(v.toInteger());
}

bool isTimestamp(const QJsonValue &v)
{
    static const QRegularExpression rfc3339(
        QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"));
    return v.isString() && rfc3339.match(v.toString()).hasMatch();
}

// Why a record breaks the spec's field types; empty when it does not.
QString typeProblem(const QJsonObject &r)
{
    enum Type { Money, Int, OptInt, Bool, Str, OptStr, OptObject, Array, Time, OptTime };
    const QList<QPair<const char *, Type>> fields{{"id", Str},
                                                  {"amount", Money},
                                                  {"amount_deductions", Money},
                                                  {"category", Str},
                                                  {"description", OptStr},
                                                  {"is_parceled", Bool},
                                                  {"is_paid", Bool},
                                                  {"installment_total", OptInt},
                                                  {"installment_period", OptStr},
                                                  {"installment_number", OptInt},
                                                  {"is_recurrence", Bool},
                                                  {"recurrence_sequence_number", OptInt},
                                                  {"payment_method", OptStr},
                                                  {"broker_commission_id", OptStr},
                                                  {"policy_id", OptStr},
                                                  {"claim_id", OptStr},
                                                  {"payer_name", OptStr},
                                                  {"payer_document", OptStr},
                                                  {"drawer_name", OptStr},
                                                  {"drawer_document", OptStr},
                                                  {"drawer_bank_account", OptObject},
                                                  {"deductions", Array},
                                                  {"date", Time},
                                                  {"deleted_at", OptTime},
                                                  {"date_cash_in_out", OptTime},
                                                  {"date_cash_in_out_forecast", OptTime}};
    for (const auto &[name, type] : fields) {
        const QString key = QString::fromLatin1(name);
        if (!r.contains(key))
            return key + QStringLiteral(" is missing");
        const QJsonValue v = r.value(key);
        const bool ok = type == Money       ? isWhole(v)
                        : type == Int       ? isWhole(v)
                        : type == OptInt    ? v.isNull() || isWhole(v)
                        : type == Bool      ? v.isBool()
                        : type == Str       ? v.isString()
                        : type == OptStr    ? v.isNull() || v.isString()
                        : type == OptObject ? v.isNull() || v.isObject()
                        : type == Array     ? v.isArray()
                        : type == Time      ? isTimestamp(v)
                                            : v.isNull() || isTimestamp(v);
        if (!ok)
            return key + QStringLiteral(" has the wrong type");
    }
    if (!LedgerService::categories().contains(r.value(QStringLiteral("category")).toString()))
        return QStringLiteral("category is not one of the spec's");
    for (const QJsonValue &d : r.value(QStringLiteral("deductions")).toArray())
        if (!isWhole(d[QStringLiteral("amount")]) || !d[QStringLiteral("description")].isString())
            return QStringLiteral("a deduction has the wrong shape");
    return {};
}

} // namespace

class TestCashFlow : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    QJsonObject list(const QString &query, const QByteArray &as)
    {
        const auto r = f->get(QStringLiteral("/v1/cash-flow") + query, as);
        if (r.status != 200)
            qWarning() << query << r.status << r.body;
        return r.status == 200 ? r.json : QJsonObject();
    }

    QList<QJsonObject> everything(SandboxFixture &fixture, const QByteArray &as)
    {
        QList<QJsonObject> out;
        for (int page = 1; page < 100; ++page) {
            const auto r =
                fixture.get(QStringLiteral("/v1/cash-flow?rows=100&page=%1").arg(page), as);
            const QJsonArray items = r.json.value(QStringLiteral("items")).toArray();
            if (r.status != 200 || items.isEmpty())
                break;
            for (const QJsonValue &v : items)
                out << v.toObject();
        }
        return out;
    }

    std::optional<QJsonObject> append(const QJsonObject &record)
    {
        Transaction tx(f->sandbox().database());
        auto stored = f->sandbox().ledger().append(f->broker(0).brokerId, record);
        return stored && tx.commit() ? stored : std::nullopt;
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>(ledgerSettings());
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token(0, QStringLiteral("cash-flow:read"));
        QVERIFY(!token.isEmpty());
    }

    void list_withoutParameters_isTheTenNewestWithTotalAndCursor()
    {
        const QJsonObject plain = list({}, token);
        QCOMPARE(plain.value(QStringLiteral("total")).toInt(), seeded);
        const QJsonArray items = plain.value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 10);
        QVERIFY(plain.value(QStringLiteral("cursor")).isString());
        QCOMPARE(idsOf(items), idsOf(list(QStringLiteral("?rows=10&page=1"), token)
                                         .value(QStringLiteral("items"))
                                         .toArray()));
        for (qsizetype i = 1; i < items.size(); ++i)
            QVERIFY(items[i - 1][QStringLiteral("date")].toString() >
                    items[i][QStringLiteral("date")].toString());
    }

    void list_everyRecord_hasEverySpecFieldWithItsJsonType()
    {
        const QList<QJsonObject> all = everything(*f, token);
        QCOMPARE(all.size(), seeded);
        for (const QJsonObject &r : all)
            QVERIFY2(
                typeProblem(r).isEmpty(),
                qPrintable(typeProblem(r) + u' ' + QString::fromUtf8(QJsonDocument(r).toJson())));
    }

    void list_walkedByPage_visitsEveryRecordExactlyOnce()
    {
        QStringList ids;
        for (int page = 1; page <= 11; ++page) {
            const QJsonObject p = list(QStringLiteral("?rows=7&page=%1").arg(page), token);
            QCOMPARE(p.value(QStringLiteral("total")).toInt(), seeded);
            const QJsonArray items = p.value(QStringLiteral("items")).toArray();
            QCOMPARE(items.size(), page < 11 ? 7 : seeded - 70);
            QCOMPARE(p.value(QStringLiteral("cursor")).isNull(), page == 11);
            ids << idsOf(items);
        }
        QCOMPARE(ids.size(), seeded);
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), seeded);
    }

    void list_walkedByCursor_visitsEveryRecordExactlyOnceAndEndsWithNull()
    {
        QStringList ids;
        QJsonObject p = list(QStringLiteral("?rows=10"), token);
        int calls = 1;
        while (true) {
            ids << idsOf(p.value(QStringLiteral("items")).toArray());
            if (p.value(QStringLiteral("cursor")).isNull())
                break;
            QVERIFY(calls < 20);
            p = list(QStringLiteral("?rows=10&page=3&cursor=") +
                         p.value(QStringLiteral("cursor")).toString(),
                     token);
            ++calls;
        }
        QCOMPARE(calls, 8);
        QCOMPARE(ids.size(), seeded);
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), seeded);
        QCOMPARE(
            ids,
            idsOf(
                list(QStringLiteral("?rows=100"), token).value(QStringLiteral("items")).toArray()));
    }

    void list_cursorWalk_neverShowsRecordsAppendedMeanwhile_butPageOneDoes()
    {
        QJsonObject p = list(QStringLiteral("?rows=20"), token);
        QStringList walked = idsOf(p.value(QStringLiteral("items")).toArray());
        QStringList added;
        for (int i = 0; i < 3; ++i) {
            const auto stored =
                append({{QStringLiteral("category"), QStringLiteral("BalanceAdjustment")},
                        {QStringLiteral("amount"), 100 + i}});
            QVERIFY(stored);
            added.prepend(stored->value(QStringLiteral("id")).toString());
        }
        while (!p.value(QStringLiteral("cursor")).isNull()) {
            p = list(QStringLiteral("?rows=20&cursor=") +
                         p.value(QStringLiteral("cursor")).toString(),
                     token);
            QCOMPARE(p.value(QStringLiteral("total")).toInt(), seeded + 3);
            walked << idsOf(p.value(QStringLiteral("items")).toArray());
        }
        QCOMPARE(walked.size(), seeded);
        QCOMPARE(QSet<QString>(walked.begin(), walked.end()).size(), seeded);
        for (const QString &id : added)
            QVERIFY(!walked.contains(id));
        const QJsonObject fresh = list({}, token);
        QCOMPARE(fresh.value(QStringLiteral("total")).toInt(), seeded + 3);
        QCOMPARE(idsOf(fresh.value(QStringLiteral("items")).toArray()).mid(0, 3), added);
    }

    void list_pagePastTheEnd_isEmptyWithTheRightTotal()
    {
        const QJsonObject p = list(QStringLiteral("?rows=10&page=9"), token);
        QCOMPARE(p.value(QStringLiteral("total")).toInt(), seeded);
        QVERIFY(p.value(QStringLiteral("items")).toArray().isEmpty());
        QVERIFY(p.value(QStringLiteral("cursor")).isNull());
        QCOMPARE(
            list(QStringLiteral("?page=1000000000"), token).value(QStringLiteral("total")).toInt(),
            seeded);
    }

    void list_withBadParameter_isRejectedNamingIt_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("field");
        QTest::newRow("rows 0") << QStringLiteral("rows=0") << QStringLiteral("rows");
        QTest::newRow("rows 101") << QStringLiteral("rows=101") << QStringLiteral("rows");
        QTest::newRow("rows -1") << QStringLiteral("rows=-1") << QStringLiteral("rows");
        QTest::newRow("rows abc") << QStringLiteral("rows=abc") << QStringLiteral("rows");
        QTest::newRow("rows 1.5") << QStringLiteral("rows=1.5") << QStringLiteral("rows");
        QTest::newRow("rows empty") << QStringLiteral("rows=") << QStringLiteral("rows");
        QTest::newRow("rows huge")
            << QStringLiteral("rows=99999999999999999999") << QStringLiteral("rows");
        QTest::newRow("page 0") << QStringLiteral("page=0") << QStringLiteral("page");
        QTest::newRow("page -3") << QStringLiteral("page=-3") << QStringLiteral("page");
        QTest::newRow("page abc") << QStringLiteral("page=abc") << QStringLiteral("page");
    }

    void list_withBadParameter_isRejectedNamingIt()
    {
        QFETCH(QString, query);
        QFETCH(QString, field);
        const auto r = f->get(QStringLiteral("/v1/cash-flow?") + query, token);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.fields(), QStringList{field});
        QVERIFY(!r.error().isEmpty());
        QVERIFY(!r.code().isEmpty());
    }

    void list_withForgedOrForeignCursor_isInvalidCursor()
    {
        const QString cursor = list({}, token).value(QStringLiteral("cursor")).toString();
        QVERIFY(!cursor.isEmpty());
        QString tampered = cursor;
        tampered[0] = tampered[0] == u'M' ? u'N' : u'M';
        const QByteArray otherToken = f->token(1, QStringLiteral("cash-flow:read"));
        const QString foreign = list({}, otherToken).value(QStringLiteral("cursor")).toString();
        for (const QString &bad :
             {tampered, QStringLiteral("abc"), QStringLiteral("MTAuYWJj"), foreign}) {
            const auto r = f->get(QStringLiteral("/v1/cash-flow?cursor=") + bad, token);
            QCOMPARE(r.status, 400);
            QCOMPARE(r.code(), QStringLiteral("invalid_cursor"));
        }
    }

    void list_ofTheSecondBroker_showsOnlyItsOwnRecords()
    {
        const QByteArray other = f->token(1, QStringLiteral("cash-flow:read"));
        const QList<QJsonObject> theirs = everything(*f, other);
        QCOMPARE(theirs.size(), 60);
        QSet<QString> mine;
        for (const QJsonObject &r : everything(*f, token))
            mine << r.value(QStringLiteral("id")).toString();
        for (const QJsonObject &r : theirs)
            QVERIFY(!mine.contains(r.value(QStringLiteral("id")).toString()));
    }

    // POST /sandbox/cash-flow/seed grows the broker's list at its top, as new business does.
    void seedControl_addsRecordsAtTheTopOfTheBrokersList_andNamesABadCount()
    {
        const QJsonObject before = list(QStringLiteral("?rows=5"), token);
        const QByteArray any = f->token(0, QStringLiteral("policy:read")); // any scope will do
        const auto grown = f->post(QStringLiteral("/sandbox/cash-flow/seed"),
                                   {{QStringLiteral("count"), 12}}, any);
        QCOMPARE(grown.status, 200);
        QCOMPARE(grown.json.value(QStringLiteral("added")).toInt(), 12);
        QCOMPARE(grown.json.value(QStringLiteral("total")).toInt(), seeded + 12);
        const QJsonObject after = list(QStringLiteral("?rows=17"), token);
        QCOMPARE(after.value(QStringLiteral("total")).toInt(), seeded + 12);
        const QJsonArray items = after.value(QStringLiteral("items")).toArray();
        const QStringList ids = idsOf(items);
        QCOMPARE(ids.mid(12), idsOf(before.value(QStringLiteral("items")).toArray()));
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), 17);
        for (const QJsonValue &v : items)
            QCOMPARE(typeProblem(v.toObject()), QString());
        QCOMPARE(everything(*f, f->token(1, QStringLiteral("cash-flow:read"))).size(), 60);

        for (const QJsonValue &bad :
             {QJsonValue(0), QJsonValue(100001), QJsonValue(QStringLiteral("ten"))}) {
            const auto refused = f->post(QStringLiteral("/sandbox/cash-flow/seed"),
                                         {{QStringLiteral("count"), bad}}, any);
            QCOMPARE(refused.status, 400);
            QVERIFY2(refused.body.contains("count"), refused.body.constData());
        }
    }

    void list_withoutTheCashFlowScopeOrToken_is401()
    {
        const auto wrongScope =
            f->get(QStringLiteral("/v1/cash-flow"), f->token(0, QStringLiteral("policy:read")));
        QCOMPARE(wrongScope.status, 401);
        QCOMPARE(wrongScope.code(), QStringLiteral("insufficient_scope"));
        QCOMPARE(f->get(QStringLiteral("/v1/cash-flow"), {}).status, 401);
    }

    // Totals and pages are cached (PageCache): these read the same pages before and after.
    void list_readAgainAfterASaleAndACancel_showsTheirRecordsAtOnceToTheirBrokerOnly()
    {
        const QByteArray seller = f->token(0);
        const QByteArray other = f->token(1, QStringLiteral("cash-flow:read"));
        const QJsonObject before = list(QStringLiteral("?rows=100"), token);
        list(QStringLiteral("?rows=5&page=2"), token);
        const QJsonObject theirs = list(QStringLiteral("?rows=5"), other);

        const QString policyId = salesflow::waitForPolicy(
            *f, seller, salesflow::makeSale(*f, seller, 0, QStringLiteral("CreditCard")));
        QVERIFY(!policyId.isEmpty());
        const QJsonObject after = list(QStringLiteral("?rows=100"), token);
        const int added = after.value(QStringLiteral("total")).toInt() - seeded;
        QVERIFY(added > 0);
        const QJsonArray items = after.value(QStringLiteral("items")).toArray();
        for (int i = 0; i < added; ++i)
            QCOMPARE(items[i][QStringLiteral("policy_id")].toString(), policyId);
        const QStringList ids = idsOf(items);
        QCOMPARE(ids.mid(added),
                 idsOf(before.value(QStringLiteral("items")).toArray()).mid(0, seeded));
        QCOMPARE(idsOf(list(QStringLiteral("?rows=5&page=2"), token)
                           .value(QStringLiteral("items"))
                           .toArray()),
                 ids.mid(5, 5));
        QCOMPARE(list(QStringLiteral("?rows=5"), other), theirs);

        const auto cancel = f->del(QStringLiteral("/v1/policies/") + policyId,
                                   {{QStringLiteral("cancel_reason"), 1},
                                    {QStringLiteral("reversal_method"), QStringLiteral("Pix")}},
                                   seller);
        QCOMPARE(cancel.status, 200);
        const QJsonObject top = list(QStringLiteral("?rows=1"), token);
        // The IOF inside what was paid (the refund is of the net premium), the chargeback of the
        // commission received and the reversal, newest.
        QCOMPARE(top.value(QStringLiteral("total")).toInt(), seeded + added + 3);
        QCOMPARE(top[QStringLiteral("items")][0][QStringLiteral("category")].toString(),
                 QStringLiteral("PolicyReversal"));
        QCOMPARE(list(QStringLiteral("?rows=5"), other), theirs);
    }

    void list_readInsideAnAppendThatRollsBack_showsNoTraceOfItAfterwards()
    {
        const QJsonObject before = list({}, token);
        {
            Transaction tx(f->sandbox().database());
            QVERIFY(f->sandbox().ledger().append(
                f->broker(0).brokerId, {{QStringLiteral("category"), QStringLiteral("Fine")},
                                        {QStringLiteral("amount"), -100}}));
            // The open transaction's own view, as any read on this connection sees it.
            QCOMPARE(list({}, token).value(QStringLiteral("total")).toInt(), seeded + 1);
        }
        QCOMPARE(list({}, token), before);
    }

    void append_fillsEveryAbsentFieldAndShowsFirst()
    {
        const QDateTime before = f->sandbox().clock().now().addSecs(-1);
        const auto stored = append({{QStringLiteral("category"), QStringLiteral("Fine")},
                                    {QStringLiteral("amount"), -2500},
                                    {QStringLiteral("extra_note"), QStringLiteral("kept")}});
        QVERIFY(stored);
        QVERIFY2(typeProblem(*stored).isEmpty(), qPrintable(typeProblem(*stored)));
        QCOMPARE(stored->value(QStringLiteral("amount_deductions")).toInteger(), 0);
        QCOMPARE(stored->value(QStringLiteral("is_paid")).toBool(true), false);
        QVERIFY(stored->value(QStringLiteral("deductions")).toArray().isEmpty());
        QVERIFY(stored->value(QStringLiteral("policy_id")).isNull());
        QVERIFY(stored->value(QStringLiteral("installment_total")).isNull());
        QVERIFY(QDateTime::fromString(stored->value(QStringLiteral("date")).toString(),
                                      Qt::ISODate) >= before);
        const QJsonObject first = list(QStringLiteral("?rows=1"), token)
                                      .value(QStringLiteral("items"))
                                      .toArray()
                                      .at(0)
                                      .toObject();
        QCOMPARE(first, *stored);
    }

    void append_withUnknownCategoryOrFractionalAmount_isRefused()
    {
        QVERIFY(!append({{QStringLiteral("category"), QStringLiteral("Lottery")},
                         {QStringLiteral("amount"), 100}}));
        QVERIFY(!append({{QStringLiteral("amount"), 100}}));
        QVERIFY(!append({{QStringLiteral("category"), QStringLiteral("Fine")},
                         {QStringLiteral("amount"), 10.5}}));
        QVERIFY(!append({{QStringLiteral("category"), QStringLiteral("Fine")},
                         {QStringLiteral("is_paid"), QStringLiteral("yes")}}));
        QCOMPARE(list({}, token).value(QStringLiteral("total")).toInt(), seeded);
    }

    void seeding_withTheSameCount_givesTheSameRecords()
    {
        SandboxFixture other(ledgerSettings());
        QVERIFY(other.started());
        const QList<QJsonObject> here = everything(*f, token);
        const QList<QJsonObject> there =
            everything(other, other.token(0, QStringLiteral("cash-flow:read")));
        QCOMPARE(there.size(), here.size());
        for (qsizetype i = 0; i < here.size(); ++i)
            QCOMPARE(there.at(i), here.at(i));
    }

    void seeding_ofManyRecords_isARealisticValidMix()
    {
        SandboxFixture big(ledgerSettings(3000));
        QVERIFY(big.started());
        const QList<QJsonObject> all =
            everything(big, big.token(0, QStringLiteral("cash-flow:read")));
        QCOMPARE(all.size(), 3000);
        const QStringList outflows{QStringLiteral("Taxes"),
                                   QStringLiteral("BrokerAgency"),
                                   QStringLiteral("StipulateProLabor"),
                                   QStringLiteral("PolicyReversal"),
                                   QStringLiteral("Fine"),
                                   QStringLiteral("Claim")};
        QSet<QString> categories;
        int parceled = 0, deleted = 0, old = 0, oldPaid = 0;
        QHash<QString, int> periods;
        const QDateTime newest =
            QDateTime::fromString(all.first()[QStringLiteral("date")].toString(), Qt::ISODate);
        for (qsizetype i = 0; i < all.size(); ++i) {
            const QJsonObject &r = all.at(i);
            const QString why = typeProblem(r);
            QVERIFY2(why.isEmpty(), qPrintable(why));
            const QString category = r[QStringLiteral("category")].toString();
            categories << category;
            const qint64 amount = r[QStringLiteral("amount")].toInteger();
            if (category != QStringLiteral("BalanceAdjustment"))
                QVERIFY2(outflows.contains(category) ? amount < 0 : amount > 0,
                         qPrintable(category));
            if (i > 0)
                QVERIFY(all.at(i - 1)[QStringLiteral("date")].toString() >
                        r[QStringLiteral("date")].toString());
            if (r[QStringLiteral("is_parceled")].toBool()) {
                ++parceled;
                const int total = r[QStringLiteral("installment_total")].toInt();
                const int number = r[QStringLiteral("installment_number")].toInt();
                QVERIFY(total > 1 && number >= 1 && number <= total);
                // Parcels are a month apart, a year apart (a cover of years, at most 5) or a
                // day apart (a short trip); the forecast follows from the installment's number.
                const QString period = r[QStringLiteral("installment_period")].toString();
                ++periods[period];
                const QDate date =
                    QDateTime::fromString(r[QStringLiteral("date")].toString(), Qt::ISODate).date();
                const QDate forecast =
                    QDateTime::fromString(r[QStringLiteral("date_cash_in_out_forecast")].toString(),
                                          Qt::ISODate)
                        .date();
                if (period == QStringLiteral("yearly")) {
                    QVERIFY(total <= 5);
                    QCOMPARE(forecast, date.addYears(number - 1).addDays(5));
                } else if (period == QStringLiteral("daily")) {
                    QCOMPARE(forecast, date.addDays(number - 1));
                } else {
                    QCOMPARE(period, QStringLiteral("monthly"));
                    QCOMPARE(forecast, date.addMonths(number - 1).addDays(5));
                }
            }
            if (category == QStringLiteral("ChannelRecurrentSale"))
                QVERIFY(r[QStringLiteral("is_recurrence")].toBool() &&
                        r[QStringLiteral("recurrence_sequence_number")].toInt() >= 1);
            if (category == QStringLiteral("Claim") || category == QStringLiteral("Deductible"))
                QVERIFY(r[QStringLiteral("claim_id")].isString());
            if (category == QStringLiteral("BrokerCommission")) {
                qint64 sum = 0;
                for (const QJsonValue &d : r[QStringLiteral("deductions")].toArray()) {
                    QVERIFY(d[QStringLiteral("factor")].toDouble() > 0);
                    sum += d[QStringLiteral("amount")].toInteger();
                }
                QVERIFY(sum > 0);
                QCOMPARE(r[QStringLiteral("amount_deductions")].toInteger(), sum);
            }
            for (const char *key : {"payer_document", "drawer_document"}) {
                const QString doc = r[QString::fromLatin1(key)].toString();
                if (!doc.isEmpty())
                    QVERIFY2(brokerdesk::documents::isValidCpf(doc) ||
                                 brokerdesk::documents::isValidCnpj(doc),
                             qPrintable(doc));
            }
            deleted += r[QStringLiteral("deleted_at")].isString();
            if (QDateTime::fromString(r[QStringLiteral("date")].toString(), Qt::ISODate)
                    .daysTo(newest) > 90) {
                ++old;
                oldPaid += r[QStringLiteral("is_paid")].toBool();
            }
        }
        QCOMPARE(categories.size(), LedgerService::categories().size());
        QVERIFY(parceled > 300);
        // Mostly monthly; a small share yearly and daily.
        QVERIFY2(periods.value(QStringLiteral("yearly")) >= parceled / 50 &&
                     periods.value(QStringLiteral("yearly")) <= parceled / 5,
                 qPrintable(QString::number(periods.value(QStringLiteral("yearly")))));
        QVERIFY2(periods.value(QStringLiteral("daily")) >= 1 &&
                     periods.value(QStringLiteral("daily")) <= parceled / 10,
                 qPrintable(QString::number(periods.value(QStringLiteral("daily")))));
        QVERIFY(periods.value(QStringLiteral("monthly")) * 10 >= parceled * 8);
        QVERIFY(deleted > 5 && deleted < 100);
        QVERIFY(old > 1000);
        QVERIFY2(oldPaid * 100 >= old * 80,
                 qPrintable(QStringLiteral("%1 of %2").arg(oldPaid).arg(old)));
    }
};

QTEST_GUILESS_MAIN(TestCashFlow)
#include "tst_cashflow.moc"
