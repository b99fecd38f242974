// The desk lists the broker's channels as the operator's SDK does (GET /v1/broker-channels),
// against a real in-process sandbox.
#include "resultwaiter.h"
#include "sandboxfixture.h"

#include "api/brokerchannels.h"
#include "sandbox.h"

#include <QTest>

using namespace brokerdesk;

class TestBrokerChannels : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;

    std::unique_ptr<api::ApiClient> clientOf(int broker, const QString &secret = {})
    {
        api::ServerSettings s;
        s.baseUrl = f->sandbox().baseUrl();
        s.tokenUrl = f->sandbox().tokenUrl();
        s.clientId = f->broker(broker).clientId;
        s.clientSecret = secret.isEmpty() ? f->broker(broker).clientSecret : secret;
        return std::make_unique<api::ApiClient>(s);
    }

private slots:
    void initTestCase()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
    }

    void brokerChannels_signsInAndListsEachBrokersOwnChannelByName()
    {
        for (int broker : {0, 1}) {
            const auto client = clientOf(broker);
            ResultWaiter<api::BrokerChannelPage> page;
            api::brokerChannels(*client, api::PageQuery::number(1, 100), this, page.done());
            QVERIFY(page.wait(10000));
            if (!page.result->ok()) // the message reads the error, so only on failure
                QFAIL(qPrintable(page.error().message));
            QCOMPARE(page.value().total, 1);
            QCOMPARE(page.value().items.size(), 1);
            QCOMPARE(page.value().items.first().id, f->broker(broker).channelId);
            QVERIFY(!page.value().items.first().name.isEmpty());
            QVERIFY(!page.value().items.first().description.isEmpty());
        }
    }

    void brokerChannels_pastTheLastPageIsEmptyAndAWrongSecretIsRefused()
    {
        const auto client = clientOf(0);
        ResultWaiter<api::BrokerChannelPage> past;
        api::brokerChannels(*client, api::PageQuery::number(3, 10), this, past.done());
        QVERIFY(past.wait(10000));
        QVERIFY(past.result->ok());
        QCOMPARE(past.value().total, 1);
        QVERIFY(past.value().items.isEmpty());

        const auto wrong = clientOf(0, QStringLiteral("not-the-secret"));
        ResultWaiter<api::BrokerChannelPage> refused;
        api::brokerChannels(*wrong, api::PageQuery::number(1, 10), this, refused.done());
        QVERIFY(refused.wait(10000));
        QVERIFY(!refused.result->ok());
        QVERIFY(!refused.error().message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBrokerChannels)
#include "tst_brokerchannels.moc"
