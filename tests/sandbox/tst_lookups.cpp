// The sandbox's copies of the two public lookups the desk fills forms from (docs/sandbox.md,
// "Lookups"): ViaCEP's and the FIPE API's shapes, without a token, as the real ones.
#include "sandboxfixture.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

class TestLookups : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> m_f;

    QJsonDocument getJson(const QString &path, int status = 200)
    {
        const auto r = m_f->raw("GET", path, {}, {}); // no token: the services are public
        if (r.status != status)
            qWarning("%s answered %d: %s", qPrintable(path), r.status, r.body.constData());
        return r.status == status ? QJsonDocument::fromJson(r.body) : QJsonDocument();
    }

private slots:
    void initTestCase()
    {
        m_f = std::make_unique<SandboxFixture>();
        QVERIFY2(m_f->started(), qPrintable(m_f->startError()));
    }

    void viaCep_knownCep_answersTheAddressWithoutAToken_withAndWithoutTheTrailingSlash()
    {
        for (const QString &path :
             {QStringLiteral("/ws/01310100/json/"), QStringLiteral("/ws/01310100/json")}) {
            const QJsonObject a = getJson(path).object();
            QCOMPARE(a[u"cep"].toString(), QStringLiteral("01310-100"));
            QCOMPARE(a[u"logradouro"].toString(), QStringLiteral("Avenida Paulista"));
            QCOMPARE(a[u"bairro"].toString(), QStringLiteral("Bela Vista"));
            QCOMPARE(a[u"localidade"].toString(), QStringLiteral("São Paulo"));
            QCOMPARE(a[u"uf"].toString(), QStringLiteral("SP"));
            QCOMPARE(a[u"ibge"].toString(), QStringLiteral("3550308"));
            QCOMPARE(a[u"ddd"].toString(), QStringLiteral("11"));
            QVERIFY(!a.contains(u"erro"));
        }
        // Several states are seeded.
        QCOMPARE(getJson(QStringLiteral("/ws/20040002/json/"))[u"uf"].toString(), u"RJ");
        QCOMPARE(getJson(QStringLiteral("/ws/90010150/json/"))[u"localidade"].toString(),
                 QStringLiteral("Porto Alegre"));
    }

    void viaCep_unknownCep_answersErroTrue()
    {
        const QJsonObject a = getJson(QStringLiteral("/ws/99999999/json/")).object();
        QCOMPARE(a, (QJsonObject{{QStringLiteral("erro"), true}}));
    }

    void viaCep_malformedCep_answers400AsViaCepDoes()
    {
        for (const QString &cep : {QStringLiteral("0131010"), QStringLiteral("013101000"),
                                   QStringLiteral("01310-100"), QStringLiteral("abcdefgh")}) {
            const auto r = m_f->raw("GET", QStringLiteral("/ws/%1/json/").arg(cep), {}, {});
            QCOMPARE(r.status, 400);
            QVERIFY(r.header("Content-Type").startsWith("text/html"));
        }
    }

    void fipe_brandModelYearPrice_answerThePublicApisShapes()
    {
        const QJsonArray brands = getJson(QStringLiteral("/fipe/api/v1/carros/marcas")).array();
        QVERIFY(brands.size() >= 5);
        QVERIFY(brands.contains(
            QJsonObject{{QStringLiteral("codigo"), QStringLiteral("59")},
                        {QStringLiteral("nome"), QStringLiteral("VW - VolksWagen")}}));
        const QJsonObject models =
            getJson(QStringLiteral("/fipe/api/v1/carros/marcas/59/modelos")).object();
        QVERIFY(models[u"modelos"].isArray() && models[u"anos"].isArray());
        const QJsonObject gol = models[u"modelos"].toArray().first().toObject();
        QCOMPARE(gol[u"codigo"].toInt(), 5940); // a number here, as the FIPE API sends it
        QVERIFY(gol[u"nome"].toString().startsWith(u"Gol 1.0"));

        const int year = QDate::currentDate().year() - 2;
        const QJsonArray years =
            getJson(QStringLiteral("/fipe/api/v1/carros/marcas/59/modelos/5940/anos")).array();
        const QJsonObject wanted{{QStringLiteral("codigo"), QStringLiteral("%1-1").arg(year)},
                                 {QStringLiteral("nome"), QStringLiteral("%1 Gasolina").arg(year)}};
        QVERIFY(years.contains(wanted));
        QCOMPARE(years.first()[u"codigo"].toString(),
                 QStringLiteral("%1-1").arg(QDate::currentDate().year())); // newest first

        const QJsonObject price =
            getJson(
                QStringLiteral("/fipe/api/v1/carros/marcas/59/modelos/5940/anos/%1-1").arg(year))
                .object();
        QVERIFY2(QRegularExpression(QStringLiteral("^R\\$ [0-9]{1,3}(\\.[0-9]{3})*,[0-9]{2}$"))
                     .match(price[u"Valor"].toString())
                     .hasMatch(),
                 qPrintable(price[u"Valor"].toString()));
        QCOMPARE(price[u"Marca"].toString(), QStringLiteral("VW - VolksWagen"));
        QCOMPARE(price[u"Modelo"].toString(), gol[u"nome"].toString());
        QCOMPARE(price[u"AnoModelo"].toInt(), year);
        QCOMPARE(price[u"Combustivel"].toString(), QStringLiteral("Gasolina"));
        QCOMPARE(price[u"CodigoFipe"].toString(), QStringLiteral("005340-6"));
        QVERIFY(price[u"MesReferencia"].toString().endsWith(
            QStringLiteral(" de %1").arg(QDate::currentDate().year())));
    }

    void fipe_olderYears_areWorthLess()
    {
        const auto value = [this](int year) {
            const QString v =
                getJson(QStringLiteral("/fipe/api/v1/carros/marcas/59/modelos/5940/anos/%1-1")
                            .arg(year))[u"Valor"]
                    .toString();
            return QString(v).remove(QRegularExpression(QStringLiteral("[^0-9]"))).toLongLong();
        };
        const int now = QDate::currentDate().year();
        QVERIFY(value(now) > value(now - 1));
        QVERIFY(value(now - 1) > value(now - 4));
    }

    void fipe_unknownBrandModelOrYear_is404()
    {
        for (const QString &path :
             {QStringLiteral("/fipe/api/v1/carros/marcas/999/modelos"),
              QStringLiteral("/fipe/api/v1/carros/marcas/59/modelos/1/anos"),
              QStringLiteral("/fipe/api/v1/carros/marcas/21/modelos/5940/anos"),
              QStringLiteral("/fipe/api/v1/carros/marcas/59/modelos/5940/anos/1980-1")}) {
            const auto r = m_f->raw("GET", path, {}, {});
            QVERIFY2(r.status == 404, qPrintable(path));
            QVERIFY(QJsonDocument::fromJson(r.body)[u"error"].isString());
        }
    }

    void cleanupTestCase() { m_f.reset(); }
};

QTEST_GUILESS_MAIN(TestLookups)
#include "tst_lookups.moc"
