#include "forwardproxy.h"
#include "resultwaiter.h"
#include "sandboxfixture.h"
#include "selfsigned.h"

#include "api/apiclient.h"
#include "webhook/webhookreceiver.h"

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;
using namespace Qt::StringLiterals;
using api::ApiError;
using api::NetworkSettings;

// Waits for one call and fails the test in the service's words unless it succeeded.
#define EXPECT_OK(waiter)                                                                          \
    do {                                                                                           \
        QVERIFY2((waiter).wait(10000), "no answer");                                               \
        if (!(waiter).result->ok()) /* the message reads the error, so only on failure */          \
            QFAIL(qPrintable((waiter).error().message));                                           \
    } while (false)

// Waits for one call that must fail.
#define EXPECT_FAILED(waiter)                                                                      \
    do {                                                                                           \
        QVERIFY2((waiter).wait(10000), "no answer");                                               \
        QVERIFY2(!(waiter).result->ok(), "it succeeded");                                          \
    } while (false)

// An office network: a forward proxy on loopback, and a service whose certificate no system
// store trusts (as behind a TLS-inspecting proxy). The service over TLS is a QSslServer of our
// own (the webhook receiver): any https answer is enough to tell TLS passed.
class TestProxyAndTls : public QObject
{
    Q_OBJECT
    QTemporaryDir dir;
    SelfSigned cert;

    static api::ServerSettings credentialsFor(SandboxFixture &f)
    {
        api::ServerSettings s;
        s.baseUrl = f.sandbox().baseUrl();
        s.tokenUrl = f.sandbox().tokenUrl();
        s.clientId = f.broker(0).clientId;
        s.clientSecret = f.broker(0).clientSecret;
        return s;
    }

    // A service on https://127.0.0.1:<port> presenting the self-signed certificate.
    std::unique_ptr<webhook::WebhookReceiver> tlsService()
    {
        auto service = std::make_unique<webhook::WebhookReceiver>("unused");
        service->setTlsConfiguration(cert.serverConfiguration());
        if (!service->listen(QHostAddress::LocalHost, 0))
            return {};
        return service;
    }

    static api::ServerSettings at(const webhook::WebhookReceiver &service)
    {
        api::ServerSettings s;
        s.baseUrl = QUrl(u"https://127.0.0.1:%1"_s.arg(service.port()));
        s.clientId = u"office"_s;
        s.clientSecret = u"secret"_s;
        return s;
    }

    static NetworkSettings through(const ForwardProxy &proxy)
    {
        NetworkSettings n;
        n.proxy = NetworkSettings::Proxy::Manual;
        n.proxyHost = u"127.0.0.1"_s;
        n.proxyPort = proxy.port();
        return n;
    }

private slots:
    void initTestCase()
    {
        cert = SelfSigned::make(dir.path());
        QVERIFY2(cert.ok(), qPrintable(cert.error));
    }

    void manualProxy_carriesTheSignInAndEveryCall()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        ForwardProxy proxy;
        QVERIFY(proxy.listen());
        api::ApiClient client(credentialsFor(f));
        QVERIFY(client.setNetworkSettings(through(proxy)));

        ResultWaiter<api::AccessToken> signIn;
        client.signIn(this, signIn.done());
        EXPECT_OK(signIn);
        ResultWaiter<domain::ListPage<domain::Policy>> policies;
        client.policies(api::PageQuery::number(1, 10), this, policies.done());
        EXPECT_OK(policies);
        // The mirror's pages travel on the background connections: through the proxy as well.
        for (int page = 1; page <= 2; ++page) {
            ResultWaiter<domain::ListPage<QJsonObject>> records;
            client.listPage(api::ListResource::CashFlow, api::PageQuery::number(page, 10), this,
                            records.done(), true);
            EXPECT_OK(records);
        }

        const QByteArray base = f.sandbox().baseUrl().toEncoded();
        QVERIFY(proxy.count("POST") >= 1);
        QVERIFY(proxy.count("GET") >= 3);
        for (const ForwardProxy::Seen &s : proxy.seen())
            QVERIFY2(s.target.startsWith(base), s.target.constData());
    }

    // The system's proxy (here the environment's) is asked by default, and a service on this
    // computer (the built-in one) never goes through it.
    void systemProxyByDefault_loopbackServiceIsReachedDirectly()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        ForwardProxy proxy;
        QVERIFY(proxy.listen());
        const QByteArray before = qgetenv("http_proxy");
        qputenv("http_proxy", "http://127.0.0.1:" + QByteArray::number(proxy.port()));
        const auto restore = qScopeGuard([&before] {
            if (before.isEmpty())
                qunsetenv("http_proxy");
            else
                qputenv("http_proxy", before);
        });
        api::ApiClient client(credentialsFor(f));
        QVERIFY(client.setNetworkSettings(NetworkSettings{}));
        ResultWaiter<api::AccessToken> signIn;
        client.signIn(this, signIn.done());
        EXPECT_OK(signIn);
        QVERIFY(proxy.seen().isEmpty());
    }

    void untrustedCertificate_failsInWords_namingTheHostAndTheReason()
    {
        const auto service = tlsService();
        QVERIFY(service);
        api::ApiClient client(at(*service));
        ResultWaiter<api::AccessToken> signIn;
        client.signIn(this, signIn.done());
        EXPECT_FAILED(signIn);
        const ApiError &e = signIn.error();
        QCOMPARE(e.kind, ApiError::Kind::Tls);
        QVERIFY2(e.message.contains(u"127.0.0.1"_s), qPrintable(e.message));
        QVERIFY2(e.message.contains(u"self-signed"_s, Qt::CaseInsensitive), qPrintable(e.message));
    }

    void extraCertificateAuthority_makesTheServiceTrusted()
    {
        const auto service = tlsService();
        QVERIFY(service);
        api::ApiClient client(at(*service));
        NetworkSettings n;
        n.extraCaFile = cert.certFile;
        QVERIFY(client.setNetworkSettings(n));
        ResultWaiter<api::AccessToken> signIn;
        client.signIn(this, signIn.done());
        EXPECT_FAILED(signIn);
        // TLS passed: the answer is the server's own (it has no token endpoint).
        QCOMPARE(signIn.error().kind == ApiError::Kind::Tls, false);
        QCOMPARE(signIn.error().httpStatus, 404);
    }

    void httpsThroughTheProxy_isTunnelledWithConnect()
    {
        const auto service = tlsService();
        QVERIFY(service);
        ForwardProxy proxy;
        QVERIFY(proxy.listen());
        api::ApiClient client(at(*service));
        NetworkSettings n = through(proxy);
        n.extraCaFile = cert.certFile;
        QVERIFY(client.setNetworkSettings(n));
        ResultWaiter<api::AccessToken> signIn;
        client.signIn(this, signIn.done());
        EXPECT_FAILED(signIn);
        QCOMPARE(signIn.error().httpStatus, 404);
        QCOMPARE(proxy.count("CONNECT"), 1);
        QCOMPARE(proxy.seen().constFirst().target,
                 u"127.0.0.1:%1"_s.arg(service->port()).toLatin1());
    }

    void authorityFileWithoutACertificate_isReported()
    {
        api::ApiClient client;
        NetworkSettings n;
        n.extraCaFile = dir.filePath(u"missing.pem"_s);
        QVERIFY(!client.setNetworkSettings(n));
    }
};

QTEST_GUILESS_MAIN(TestProxyAndTls)
#include "tst_proxyandtls.moc"
