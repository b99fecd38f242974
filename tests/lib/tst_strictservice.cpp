#include "resultwaiter.h"
#include "salesflow.h"
#include "sandboxfixture.h"

#include "api/apiclient.h"
#include "api/quotelookup.h"
#include "api/saleslist.h"

#include <QSignalSpy>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::domain;
using namespace Qt::StringLiterals;

// The client against a service that has only what the operator documents (a strict sandbox):
// a quote answered later is followed through the operator's list of quotes, and each extension
// the service lacks is found missing by its 404, once.
class TestStrictService : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    std::unique_ptr<api::ApiClient> client;

    void start(sandbox::SandboxSettings settings = SandboxFixture::defaults())
    {
        client.reset();
        settings.strict = true;
        f = std::make_unique<SandboxFixture>(settings);
        QVERIFY2(f->started(), qPrintable(f->startError()));
        client = std::make_unique<api::ApiClient>(f->clientSettings());
    }

    // A quote of the broker's auto product through the client, as the wizard makes it.
    Quote createQuote()
    {
        const QByteArray token = f->token();
        const QString bp = salesflow::brokerProductOfType(*f, token, 0, 1);
        ResultWaiter<QuoteRequest> request;
        client->createQuoteRequest({bp, {}, {}, {}}, this, request.done());
        if (!request.wait(10000) || !request.result->ok())
            return {};
        const Plan &plan = request.value().plans.first();
        NewQuote q;
        q.quoteRequestId = request.value().id;
        q.planId = plan.id;
        q.lifetimeStart = QDate::currentDate().addDays(1);
        q.lifetimeEnd = q.lifetimeStart.addYears(1);
        q.policyHolder = salesflow::demoHolder();
        QJsonObject item = salesflow::demoItem(1);
        item.insert(u"coverages"_s, salesflow::requiredCoverages(toJson(request.value()), plan.id));
        q.items = {item};
        ResultWaiter<Quote> quote;
        client->createQuote(q, this, quote.done());
        if (!quote.wait(10000) || !quote.result->ok())
            return {};
        return quote.value();
    }

    QString autoProductId()
    {
        const QByteArray token = f->token();
        const QString bp = salesflow::brokerProductOfType(*f, token, 0, 1);
        const auto store = f->get(u"/v1/merchant/stores/"_s + f->broker(0).channelId, token);
        for (const QJsonValue offer : store.json[u"broker_products"_s].toArray())
            if (offer[u"id"_s].toString() == bp)
                return offer[u"product_id"_s].toString();
        return {};
    }

private slots:
    void cleanup()
    {
        client.reset();
        f.reset();
    }

    void quoteTheInsurerReviews_isFollowedInTheListOfQuotes_untilItIsPriced()
    {
        auto settings = SandboxFixture::defaults();
        settings.settleDelayMs = 200;
        start(settings);
        QVERIFY(f->setQuoting(0, autoProductId(), u"review"_s));
        const Quote started = createQuote();
        QCOMPARE(started.status, QuoteStatus::Started);
        QVERIFY(started.items.first().installments.isEmpty());

        api::QuoteLookup lookup(*client);
        Quote now;
        QVERIFY(QTest::qWaitFor(
            [&] {
                ResultWaiter<Quote> found;
                lookup.find(started.id, found.done());
                if (!found.wait(5000) || !found.result->ok())
                    return false;
                now = found.value();
                return now.status == QuoteStatus::Finished;
            },
            10000));
        QCOMPARE(now.id, started.id);
        QVERIFY(!now.items.first().installments.isEmpty());
        QVERIFY(now.validUntil.isValid());
        QCOMPARE(lookup.pagesRead(), 1); // a quote just made is on the first page
        QVERIFY(!client->extensions().isMissing(api::Extension::QuoteList));
    }

    void quoteNotInTheList_isReportedNotListed_notFollowedForever()
    {
        start();
        api::QuoteLookup lookup(*client);
        ResultWaiter<Quote> found;
        lookup.find(u"no-such-quote"_s, found.done());
        QVERIFY(found.wait(10000));
        QVERIFY(!found.result->ok());
        QCOMPARE(found.error().code, u"quote_not_listed"_s);
        QVERIFY(!found.error().message.isEmpty());
        QCOMPARE(found.calls, 1);
    }

    void extensionsTheServiceLacks_areFoundMissingByTheir404_onceEach()
    {
        start();
        api::ServiceExtensions &extensions = client->extensions();
        QSignalSpy changed(&extensions, &api::ServiceExtensions::changed);

        Lead lead;
        lead.name = u"Joana Prado"_s;
        lead.email = u"joana.prado@example.com"_s;
        ResultWaiter<Lead> created;
        client->createLead(lead, this, created.done());
        QVERIFY(created.wait(10000));
        QVERIFY(!created.result->ok());
        QCOMPARE(created.error().httpStatus, 404);
        QVERIFY(extensions.isMissing(api::Extension::Leads));
        QCOMPARE(changed.count(), 1);

        ResultWaiter<ListPage<QJsonObject>> leads;
        client->listPage(api::ListResource::Leads, api::PageQuery::number(1), this, leads.done());
        QVERIFY(leads.wait(10000));
        QCOMPARE(changed.count(), 1); // known already: nothing new to tell

        ResultWaiter<api::ListedSalePage> sales;
        api::listSales(*client, api::PageQuery::number(1), this, sales.done());
        QVERIFY(sales.wait(10000));
        QCOMPARE(sales.error().httpStatus, 404);
        QVERIFY(extensions.isMissing(api::Extension::SaleList));
        QCOMPARE(changed.count(), 2);

        // What the interface documents is never taken for a missing extension.
        ResultWaiter<ListPage<QJsonObject>> policies;
        client->listPage(api::ListResource::Policies, api::PageQuery::number(1), this,
                         policies.done());
        QVERIFY(policies.wait(10000));
        QVERIFY(policies.result->ok());
        QVERIFY(!extensions.isMissing(api::Extension::QuoteList));

        // Another service may have them: the findings are forgotten.
        api::ServerSettings other = client->settings();
        other.baseUrl.setPort(other.baseUrl.port() + 1);
        client->setSettings(other);
        QVERIFY(!extensions.isMissing(api::Extension::Leads));
        QVERIFY(!extensions.isMissing(api::Extension::SaleList));
        QCOMPARE(changed.count(), 3);
    }
};

QTEST_MAIN(TestStrictService)
#include "tst_strictservice.moc"
