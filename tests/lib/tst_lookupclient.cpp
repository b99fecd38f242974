// The CEP and FIPE lookups' client: the real sandbox's answers decoded, a service that hangs
// given up on, HTML, garbage and wrong types turned into a quiet failure with a reason, and
// answers kept on disk that answer again with the service down.
#include "fakeserver.h"
#include "sandboxfixture.h"

#include "api/lookups.h"
#include "domain/fipeamount.h"

#include <QDate>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;
using api::LookupProblem;

namespace {

template <typename R, typename Ask> R wait(Ask ask)
{
    std::optional<R> out;
    ask([&out](const R &r) { out = r; });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, 10000))
        return R::failed(LookupProblem::Offline, QStringLiteral("the test waited in vain"));
    return *out;
}

QByteArray cepJson()
{
    return R"({"cep":"01310-100","logradouro":"Avenida Paulista","complemento":"","bairro":"Bela Vista","localidade":"São Paulo","uf":"SP","ibge":"3550308","ddd":"11"})";
}

} // namespace

class TestLookupClient : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> m_f;
    QNetworkAccessManager m_network;
    QTemporaryDir m_dir;

    std::unique_ptr<api::Lookups> lookups(const QUrl &base, const QString &cacheFile = {})
    {
        auto l = std::make_unique<api::Lookups>(
            m_network, cacheFile.isEmpty() ? QString() : m_dir.filePath(cacheFile));
        l->address().setBaseUrl(base);
        l->vehicle().setBaseUrl(base);
        return l;
    }

    api::LookupResult<api::CepAddress> cep(api::Lookups &l, const QString &cep)
    {
        return wait<api::LookupResult<api::CepAddress>>(
            [&](auto done) { l.address().find(cep, this, done); });
    }

    api::VehicleLookup::List brands(api::Lookups &l)
    {
        return wait<api::VehicleLookup::List>([&](auto done) { l.vehicle().brands(this, done); });
    }

    // A service on loopback that answers every request with `body` (status 200).
    std::unique_ptr<FakeServer> answering(const QByteArray &body,
                                          const QByteArray &type = "application/json")
    {
        auto server = std::make_unique<FakeServer>();
        server->setHandler([body, type](const FakeServer::Request &) {
            FakeServer::Response r;
            r.body = body;
            r.headers = {{"Content-Type", type}};
            return r;
        });
        return server->listen() ? std::move(server) : nullptr;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_f = std::make_unique<SandboxFixture>();
        QVERIFY2(m_f->started(), qPrintable(m_f->startError()));
    }

    void address_fromTheSandbox_isDecoded_withOrWithoutTheHyphen()
    {
        auto l = lookups(m_f->sandbox().baseUrl());
        for (const QString &typed : {QStringLiteral("01310-100"), QStringLiteral("01310100")}) {
            const auto r = cep(*l, typed);
            QVERIFY2(r.ok(), qPrintable(r.reason));
            QCOMPARE(r.value->street, QStringLiteral("Avenida Paulista"));
            QCOMPARE(r.value->district, QStringLiteral("Bela Vista"));
            QCOMPARE(r.value->city, QStringLiteral("São Paulo"));
            QCOMPARE(r.value->stateCode, QStringLiteral("SP"));
            QVERIFY(!r.fromCache);
        }
    }

    void address_unknownCep_isNotFound_andAMalformedOneIsNotAsked()
    {
        auto l = lookups(m_f->sandbox().baseUrl());
        QCOMPARE(cep(*l, QStringLiteral("99999-999")).problem, LookupProblem::NotFound);
        auto server = answering(cepJson());
        QVERIFY(server);
        auto viaFake = lookups(server->baseUrl());
        QCOMPARE(cep(*viaFake, QStringLiteral("0131")).problem, LookupProblem::NotFound);
        QCOMPARE(cep(*viaFake, QStringLiteral("../../x")).problem, LookupProblem::NotFound);
        QCOMPARE(server->requests().size(), 0);
    }

    void vehicle_brandModelYearPrice_fromTheSandbox_areDecoded()
    {
        auto l = lookups(m_f->sandbox().baseUrl());
        const auto b = brands(*l);
        QVERIFY2(b.ok(), qPrintable(b.reason));
        QVERIFY(std::any_of(b.value->cbegin(), b.value->cend(), [](const api::FipeEntry &e) {
            return e.code == u"59" && e.name == u"VW - VolksWagen";
        }));
        const auto models = wait<api::VehicleLookup::List>(
            [&](auto done) { l->vehicle().models(QStringLiteral("59"), this, done); });
        QVERIFY2(models.ok(), qPrintable(models.reason));
        QCOMPARE(models.value->first().code, QStringLiteral("5940")); // a number on the wire
        const auto years = wait<api::VehicleLookup::List>([&](auto done) {
            l->vehicle().years(QStringLiteral("59"), QStringLiteral("5940"), this, done);
        });
        QVERIFY2(years.ok(), qPrintable(years.reason));
        const QString year = QString::number(QDate::currentDate().year() - 1) + u"-1";
        const auto price = wait<api::VehicleLookup::Price>([&](auto done) {
            l->vehicle().price(QStringLiteral("59"), QStringLiteral("5940"), year, this, done);
        });
        QVERIFY2(price.ok(), qPrintable(price.reason));
        QCOMPARE(price.value->fipeCode, QStringLiteral("005340-6"));
        QCOMPARE(price.value->modelYear, QDate::currentDate().year() - 1);
        QCOMPARE(price.value->fuel, QStringLiteral("Gasolina"));
        QVERIFY(price.value->value.cents() > 5000000);
        QCOMPARE(price.value->value.cents() % 100, 0);
    }

    void value_isReadOnlyAsTheFipeApiWritesIt()
    {
        QCOMPARE(api::VehicleLookup::parseValue(QStringLiteral("R$ 52.000,00"))->cents(), 5200000);
        QCOMPARE(api::VehicleLookup::parseValue(QStringLiteral("R$ 999,90"))->cents(), 99990);
        QCOMPARE(api::VehicleLookup::parseValue(QStringLiteral("R$\u00a01.234.567,05"))->cents(),
                 123456705);
        for (const char *bad : {"52000", "R$ 52,000.00", "R$ -5,00", "R$ 52.000", "", "R$ 5.00,00"})
            QVERIFY2(!api::VehicleLookup::parseValue(QString::fromLatin1(bad)), bad);
    }

    void aServiceThatHangs_isGivenUpOnAfterTheTimeout_asSlow()
    {
        FakeServer server;
        server.setHandler([](const FakeServer::Request &) { return FakeServer::hang(); });
        QVERIFY(server.listen());
        auto l = lookups(server.baseUrl());
        l->fetcher().setTimeout(std::chrono::milliseconds(300));
        QElapsedTimer clock;
        clock.start();
        const auto r = cep(*l, QStringLiteral("01310100"));
        QCOMPARE(r.problem, LookupProblem::Slow);
        QVERIFY(!r.reason.isEmpty());
        QVERIFY2(clock.elapsed() < 5000, "given up on far too late");
    }

    void aServiceOutOfReach_isOffline()
    {
        QUrl closed(QStringLiteral("http://127.0.0.1"));
        closed.setPort(FakeServer::closedPort());
        auto l = lookups(closed);
        QCOMPARE(cep(*l, QStringLiteral("01310100")).problem, LookupProblem::Offline);
        QCOMPARE(brands(*l).problem, LookupProblem::Offline);
    }

    void htmlGarbageAndWrongTypes_areABadAnswerWithAReason_neverAValue_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("type");
        QTest::newRow("html") << QByteArray(
                                     "<!DOCTYPE html><html><body>Captive portal</body></html>")
                              << QByteArray("text/html");
        QTest::newRow("garbage") << QByteArray("\x01\xff{{not json")
                                 << QByteArray("application/json");
        QTest::newRow("empty") << QByteArray() << QByteArray("application/json");
        QTest::newRow("a list") << QByteArray("[1,2,3]") << QByteArray("application/json");
        QTest::newRow("uf a number")
            << QByteArray(
                   R"({"cep":"01310-100","logradouro":"x","localidade":"São Paulo","uf":35})")
            << QByteArray("application/json");
        QTest::newRow("no city") << QByteArray(R"({"cep":"01310-100","uf":"SP"})")
                                 << QByteArray("application/json");
        QTest::newRow("uf not a state")
            << QByteArray(R"({"cep":"01310-100","localidade":"São Paulo","uf":"São Paulo"})")
            << QByteArray("application/json");
    }

    void htmlGarbageAndWrongTypes_areABadAnswerWithAReason_neverAValue()
    {
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, type);
        auto server = answering(body, type);
        QVERIFY(server);
        auto l = lookups(server->baseUrl());
        const auto r = cep(*l, QStringLiteral("01310100"));
        QVERIFY(!r.ok());
        QCOMPARE(r.problem, LookupProblem::BadAnswer);
        QVERIFY(!r.reason.isEmpty());
        // The FIPE lists too.
        const auto b = brands(*l);
        QVERIFY(!b.ok());
        QCOMPARE(b.problem, LookupProblem::BadAnswer);
    }

    void fipeAnswersWithWrongTypes_areBadAnswers()
    {
        for (const QByteArray &body :
             {QByteArray(R"([{"codigo":{"x":1},"nome":"Fiat"}])"),
              QByteArray(R"([{"codigo":"21"}])"), QByteArray(R"([{"codigo":"2/../1","nome":"x"}])"),
              QByteArray(R"(["Fiat"])")}) {
            auto server = answering(body);
            QVERIFY(server);
            auto l = lookups(server->baseUrl());
            QCOMPARE(brands(*l).problem, LookupProblem::BadAnswer);
        }
        const QByteArray price =
            R"({"Valor":"52000","Marca":"VW","Modelo":"Gol","AnoModelo":2020,"Combustivel":"Gasolina","CodigoFipe":"005340-6","MesReferencia":"x"})";
        QCOMPARE(api::VehicleLookup::decodePrice(price).problem, LookupProblem::BadAnswer);
        QByteArray wrongYear = price;
        wrongYear.replace("\"52000\"", "\"R$ 52.000,00\"").replace("2020", "\"2020\"");
        QCOMPARE(api::VehicleLookup::decodePrice(wrongYear).problem, LookupProblem::BadAnswer);
        QByteArray good = price;
        good.replace("\"52000\"", "\"R$ 52.000,00\"");
        QVERIFY(api::VehicleLookup::decodePrice(good).ok());
    }

    void answersAreKeptOnDisk_andAnswerAgainWithTheServiceDown()
    {
        {
            auto l = lookups(m_f->sandbox().baseUrl(), QStringLiteral("kept.sqlite"));
            QVERIFY(cep(*l, QStringLiteral("20040-002")).ok());
            QVERIFY(brands(*l).ok());
        }
        QUrl closed(QStringLiteral("http://127.0.0.1"));
        closed.setPort(FakeServer::closedPort());
        auto offline = lookups(closed, QStringLiteral("kept.sqlite")); // a new run of the desk
        const auto r = cep(*offline, QStringLiteral("20040002"));
        QVERIFY2(r.ok(), qPrintable(r.reason));
        QVERIFY(r.fromCache);
        QCOMPARE(r.value->city, QStringLiteral("Rio de Janeiro"));
        const auto b = brands(*offline);
        QVERIFY(b.ok() && b.fromCache);
        // What was never asked is not invented.
        QCOMPARE(cep(*offline, QStringLiteral("30130010")).problem, LookupProblem::Offline);
    }

    void anOldKeptAnswer_isAskedAgain_butStillServesWhenTheServiceAnswersGarbage()
    {
        auto l = lookups(m_f->sandbox().baseUrl(), QStringLiteral("stale.sqlite"));
        QVERIFY(cep(*l, QStringLiteral("80020000")).ok());
        auto server = answering("<html>maintenance</html>", "text/html");
        QVERIFY(server);
        auto stale = lookups(server->baseUrl(), QStringLiteral("stale.sqlite"));
        stale->fetcher().setFreshFor(std::chrono::seconds(0));
        const auto r = cep(*stale, QStringLiteral("80020000"));
        QCOMPARE(server->requests().size(), 1); // asked again, being old
        QVERIFY2(r.ok(), qPrintable(r.reason));
        QVERIFY(r.fromCache);
        QCOMPARE(r.value->city, QStringLiteral("Curitiba"));
    }

    void fipeValue_proposesTheInsuredAmountOfCoveragesThatInsureAtIt()
    {
        domain::Coverage casco;
        casco.description = QStringLiteral("Danos ao veículo segurado, pelo valor da tabela FIPE");
        casco.insuredAmountMin = domain::Money::fromCents(1000000);
        casco.insuredAmountMax = domain::Money::fromCents(30000000);
        const auto fipe = domain::Money::fromCents(8100050);                    // R$ 81.000,50
        QCOMPARE(domain::fipeInsuredAmount(casco, {}, fipe)->cents(), 8100100); // whole reais
        domain::Coverage theft;
        theft.options = {{QStringLiteral("f100"), QStringLiteral("100% FIPE"), {}, {}},
                         {QStringLiteral("f110"), QStringLiteral("110% FIPE"), {}, {}}};
        theft.insuredAmountMin = casco.insuredAmountMin;
        theft.insuredAmountMax = domain::Money::fromCents(8500000);
        QCOMPARE(domain::fipeInsuredAmount(theft, QStringLiteral("f100"), fipe)->cents(), 8100100);
        // 110 % would be R$ 89.100: the coverage's limit holds.
        QCOMPARE(domain::fipeInsuredAmount(theft, QStringLiteral("f110"), fipe)->cents(), 8500000);
        domain::Coverage thirdParty;
        thirdParty.description = QStringLiteral("Responsabilidade civil facultativa");
        QVERIFY(!domain::fipeInsuredAmount(thirdParty, {}, fipe));
    }

    void cleanupTestCase() { m_f.reset(); }
};

QTEST_GUILESS_MAIN(TestLookupClient)
#include "tst_lookupclient.moc"
