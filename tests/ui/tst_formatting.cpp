// Taxpayer documents and percentages as brokers read them on every page.
#include "common/formatting.h"

#include <QLocale>
#include <QTest>

using namespace brokerdesk::ui;

class TestFormatting : public QObject
{
    Q_OBJECT

private slots:
    void cpf_isGroupedWithDotsAndDash()
    {
        QCOMPARE(format::cpf(QStringLiteral("12380522588")), QStringLiteral("123.805.225-88"));
        QCOMPARE(format::cpf(QStringLiteral("123.805.225-88")), QStringLiteral("123.805.225-88"));
    }

    void cnpj_isGroupedIncludingTheAlphanumericForm()
    {
        QCOMPARE(format::cnpj(QStringLiteral("33445566000186")),
                 QStringLiteral("33.445.566/0001-86"));
        QCOMPARE(format::cnpj(QStringLiteral("12abc34501de35")),
                 QStringLiteral("12.ABC.345/01DE-35"));
    }

    void documentsOfTheWrongLength_areShownAsGiven()
    {
        QCOMPARE(format::cpf(QStringLiteral("1234")), QStringLiteral("1234"));
        QCOMPARE(format::cnpj(QStringLiteral("12380522588")), QStringLiteral("12380522588"));
    }

    void holderDocument_prefersTheCpfElseTheCnpj()
    {
        QCOMPARE(format::holderDocument(QStringLiteral("12380522588"), QString()),
                 QStringLiteral("123.805.225-88"));
        QCOMPARE(format::holderDocument(QString(), QStringLiteral("33445566000186")),
                 QStringLiteral("33.445.566/0001-86"));
        QCOMPARE(format::holderDocument(QString(), QString()), QString());
    }

    void percent_usesTheLocalesDecimalSeparator()
    {
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
        QCOMPARE(format::percent(2.5), QStringLiteral("2,5%"));
        QCOMPARE(format::percent(12), QStringLiteral("12%"));
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_GUILESS_MAIN(TestFormatting)
#include "tst_formatting.moc"
