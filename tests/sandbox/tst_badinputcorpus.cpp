// Hundreds of wrong requests across every operation (tests/support/badinputcorpus.cpp): each
// gets a 4xx with the contract's error body, none a 500, no row changes where a request
// failed, and the service answers a normal request afterwards. BROKERDESK_CORPUS_DIR=<dir>
// also writes the corpus there as fuzzer seeds.
#include "affinityflow.h"
#include "badinputcorpus.h"
#include "salesflow.h"
#include "sandboxfixture.h"

#include "store/database.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTest>

class TestBadInputCorpus : public QObject
{
    Q_OBJECT

    static qint64 rowsChangedSoFar(SandboxFixture &f)
    {
        QSqlQuery q(f.sandbox().database().handle());
        return q.exec(QStringLiteral("SELECT total_changes()")) && q.next()
                   ? q.value(0).toLongLong()
                   : -1;
    }

    // Real ids and valid bodies of broker 0 for the corpus to spoil.
    static badinput::Seeds seeds(SandboxFixture &f, const QByteArray &token)
    {
        badinput::Seeds s;
        s.channelId = f.broker(0).channelId;

        s.saleId = salesflow::makeSale(f, token, 0, QStringLiteral("CreditCard"));
        s.policyId = salesflow::waitForPolicy(f, token, s.saleId);

        const QString bp = salesflow::brokerProductOfType(f, token, 0, 1);
        s.quoteRequest = {{QStringLiteral("broker_product_id"), bp}};
        const auto request = f.post(QStringLiteral("/v1/quotes/request"), s.quoteRequest, token);
        s.quoteRequestId = request.json[QStringLiteral("id")].toString();
        const QString planId =
            request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
        QJsonObject item = salesflow::demoItem(1);
        item.insert(QStringLiteral("coverages"),
                    salesflow::requiredCoverages(request.json, planId));
        const QDate start = QDate::currentDate().addDays(1);
        s.quote = {{QStringLiteral("quote_request_id"), s.quoteRequestId},
                   {QStringLiteral("plan_id"), planId},
                   {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                   {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
                   {QStringLiteral("policy_holder"), salesflow::demoHolder()},
                   {QStringLiteral("items"), QJsonArray{item}}};
        const auto quote = f.post(QStringLiteral("/v1/quotes"), s.quote, token);
        s.quoteId = quote.json[QStringLiteral("id")].toString();
        s.saleRequest = {{QStringLiteral("quote_id"), s.quoteId}};
        const auto saleRequest = f.post(QStringLiteral("/v1/sales/request"), s.saleRequest, token);
        s.saleRequestId = saleRequest.json[QStringLiteral("id")].toString();
        const salesflow::Quote q{s.quoteId, quote.json};
        s.sale = {{QStringLiteral("sale_request_id"), s.saleRequestId},
                  {QStringLiteral("installment_id"), q.installment(1)},
                  {QStringLiteral("payment_method"), QStringLiteral("CreditCard")}};
        s.cancel = {{QStringLiteral("cancel_reason"), 4},
                    {QStringLiteral("cancel_description"), QStringLiteral("Pedido da seguradora")},
                    {QStringLiteral("reversal_method"), QStringLiteral("WireTransfer")},
                    {QStringLiteral("reversal_bank_account"),
                     QJsonObject{{QStringLiteral("bank_code"), QStringLiteral("341")},
                                 {QStringLiteral("agency"), QStringLiteral("0001")},
                                 {QStringLiteral("account"), QStringLiteral("12345")},
                                 {QStringLiteral("account_digit"), QStringLiteral("6")}}}};

        s.affinityRequest = {
            {QStringLiteral("product_id"), affinityflow::productOfType(f, token, 8)}};
        const auto affinityRequest =
            f.post(QStringLiteral("/v1/affinity/request"), s.affinityRequest, token);
        s.affinityRequestId = affinityRequest.json[QStringLiteral("id")].toString();
        s.affinity = {
            {QStringLiteral("affinity_request_id"), s.affinityRequestId},
            {QStringLiteral("plan_id"),
             affinityRequest.json[QStringLiteral("plans")][0][QStringLiteral("id")]},
            {QStringLiteral("lifetime_start"), QDate::currentDate().toString(Qt::ISODate)},
            {QStringLiteral("lifetime_end"),
             QDate::currentDate().addDays(180).toString(Qt::ISODate)},
            {QStringLiteral("affinity_holder"), affinityflow::holder()},
            {QStringLiteral("item"), affinityflow::itemFor(8)}};

        s.recommendation = {
            {QStringLiteral("input"),
             QJsonObject{
                 {QStringLiteral("product_type"), 5},
                 {QStringLiteral("policy_holder_age"), 35},
                 {QStringLiteral("policy_holder_children"), 2},
                 {QStringLiteral("policy_holder_gender"), QStringLiteral("female")},
                 {QStringLiteral("policy_holder_marital_status"), QStringLiteral("married")},
                 {QStringLiteral("policy_holder_salary"), 850000},
                 {QStringLiteral("location"), QStringLiteral("southeast")}}}};
        const auto recommendation =
            f.post(QStringLiteral("/v1/recommendations/product-type"), s.recommendation, token);
        s.recommendationId = recommendation.json[QStringLiteral("id")].toString();
        s.evaluateToken = recommendation.json[QStringLiteral("evaluate_token")].toString();
        s.cursor = f.get(QStringLiteral("/v1/cash-flow?rows=1"), token)
                       .json[QStringLiteral("cursor")]
                       .toString();
        return s;
    }

private slots:
    void everyBadRequest_isA4xxWithTheErrorBody_andChangesNoRow()
    {
        auto settings = SandboxFixture::defaults();
        settings.settleDelayMs = 0;
        settings.jobIntervalMs = 3600 * 1000; // no background job writes while the corpus runs
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token0 = f.token(0), token1 = f.token(1);
        const badinput::Seeds s = seeds(f, token0);
        for (const QString &id : {s.policyId, s.quoteId, s.saleRequestId, s.affinityRequestId,
                                  s.recommendationId, s.cursor})
            QVERIFY2(!id.isEmpty(), "the seeds could not be made");

        const QList<badinput::Request> corpus = badinput::corpus(s);
        QVERIFY2(corpus.size() >= 300, qPrintable(QString::number(corpus.size())));
        if (const QString dir = qEnvironmentVariable("BROKERDESK_CORPUS_DIR"); !dir.isEmpty()) {
            QDir().mkpath(dir);
            for (qsizetype i = 0; i < corpus.size(); ++i) {
                const QByteArray framed = badinput::frame(corpus.at(i));
                QFile file(
                    QStringLiteral("%1/bad-%2.req").arg(dir).arg(i, 4, 10, QLatin1Char('0')));
                if (framed.size() <= 64 * 1024 && file.open(QIODevice::WriteOnly))
                    file.write(framed);
            }
        }

        QStringList problems;
        for (const badinput::Request &r : corpus) {
            QList<QPair<QByteArray, QByteArray>> headers;
            const bool form = r.target.startsWith(QStringLiteral("/oauth2/"));
            headers.append(
                {QByteArray("Content-Type"),
                 QByteArray(form ? "application/x-www-form-urlencoded" : "application/json")});
            if (r.auth == badinput::Auth::Broker0)
                headers.append({"Authorization", "Bearer " + token0});
            else if (r.auth == badinput::Auth::Broker1)
                headers.append({"Authorization", "Bearer " + token1});
            else if (r.auth == badinput::Auth::Forged)
                headers.append({QByteArray("Authorization"),
                                QByteArray("Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.")});
            const qint64 before = rowsChangedSoFar(f);
            const auto reply = f.raw(r.method, r.target, r.body, headers);
            const qint64 changed = rowsChangedSoFar(f) - before;
            const bool errorBody = !reply.error().isEmpty() && (form || !reply.code().isEmpty());
            if (reply.status < 400 || reply.status >= 500 || !errorBody || changed != 0)
                problems << QStringLiteral("%1 %2 (%3): HTTP %4, %5 rows changed, body %6")
                                .arg(QString::fromLatin1(r.method), r.target.left(120), r.label)
                                .arg(reply.status)
                                .arg(changed)
                                .arg(QString::fromUtf8(reply.body.left(200)));
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QString::number(problems.size()) + QStringLiteral(" of ") +
                            QString::number(corpus.size()) + QStringLiteral(":\n") +
                            problems.join(u'\n')));
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=1"), token0).status, 200);
    }
};

QTEST_GUILESS_MAIN(TestBadInputCorpus)
#include "tst_badinputcorpus.moc"
