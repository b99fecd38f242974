#include "api/apiclient.h"
#include "fakeserver.h"
#include "resultwaiter.h"

#include <QTest>

using namespace brokerdesk::api;
using namespace brokerdesk::domain;
using namespace std::chrono_literals;
using Response = FakeServer::Response;
using Request = FakeServer::Request;

// Background pages (the ledger mirror's) travel on connections of their own: twelve of them,
// so a first sync over a slow network is not bound by Qt's six per host, and none taken from
// what the user waits for.
class TestConnectionLanes : public QObject
{
    Q_OBJECT
    std::unique_ptr<FakeServer> server;
    std::unique_ptr<ApiClient> client;

    int cashFlowHits() const { return server->hits(QStringLiteral("/v1/cash-flow")); }

    void askBackgroundPages(int n)
    {
        for (int page = 1; page <= n; ++page)
            client->listPage(
                ListResource::CashFlow, PageQuery::number(page, 100), this, [](const auto &) {},
                true);
    }

private slots:
    void init()
    {
        server = std::make_unique<FakeServer>();
        QVERIFY(server->listen());
        // The cash-flow pages never answer, so each keeps its connection busy; the rest answers.
        server->setHandler(FakeServer::withToken([](const Request &r) {
            if (r.path() == QLatin1String("/v1/cash-flow"))
                return FakeServer::hang();
            return FakeServer::json(
                {{QStringLiteral("id"), QStringLiteral("sa-1")}, {QStringLiteral("status"), 4}});
        }));
        ServerSettings s;
        s.baseUrl = server->baseUrl();
        s.clientId = QStringLiteral("desk");
        s.clientSecret = QStringLiteral("secret");
        client = std::make_unique<ApiClient>(s);
        client->setTimeout(60000ms); // the hung pages wait for the end of the test
    }
    void cleanup()
    {
        client.reset();
        server.reset();
    }

    void backgroundPages_haveTwelveConnectionsInFlight()
    {
        askBackgroundPages(16);
        QTRY_COMPARE_WITH_TIMEOUT(cashFlowHits(), 12, 5000);
        QTest::qWait(300); // the four others wait for a connection: none is opened for them
        QCOMPARE(cashFlowHits(), 12);
    }

    void userCall_isAnsweredWhileBackgroundPagesHoldTheirConnections()
    {
        askBackgroundPages(16);
        QTRY_COMPARE_WITH_TIMEOUT(cashFlowHits(), 12, 5000);
        ResultWaiter<Sale> sale;
        client->sale(QStringLiteral("sa-1"), this, sale.done());
        QVERIFY(sale.wait(5000));
        QVERIFY(sale.result->ok());
        QCOMPARE(sale.value().id, QStringLiteral("sa-1"));
    }
};

QTEST_GUILESS_MAIN(TestConnectionLanes)
#include "tst_connectionlanes.moc"
