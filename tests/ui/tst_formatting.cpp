// Documents, dates, CEPs, phones, plates, references and field names as brokers read them.
#include "common/errortext.h"
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

    void dates_areDayFirst_andDateOnlyWhereTimeMeansNothing()
    {
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
        QCOMPARE(format::date(QDate(2026, 11, 24)), QStringLiteral("24/11/2026"));
        const QDateTime noon(QDate(2026, 11, 24), QTime(12, 0), Qt::UTC);
        QCOMPARE(format::date(noon), QLocale().toString(noon.toLocalTime().date(), u"dd/MM/yyyy"));
        QCOMPARE(format::date(QDateTime()), QStringLiteral("—"));
        QLocale::setDefault(QLocale::c());
    }

    void cepPhoneAndPlate_areWrittenAsBraziliansWriteThem()
    {
        QCOMPARE(format::cep(QStringLiteral("01310100")), QStringLiteral("01310-100"));
        QCOMPARE(format::cep(QStringLiteral("0131")), QStringLiteral("0131"));
        QCOMPARE(format::phone(QStringLiteral("11987654321")), QStringLiteral("(11) 98765-4321"));
        QCOMPARE(format::phone(QStringLiteral("+55 11 3456-7890")),
                 QStringLiteral("(11) 3456-7890"));
        QCOMPARE(format::phone(QStringLiteral("123")), QStringLiteral("123"));
        QCOMPARE(format::plate(QStringLiteral("abc1234")), QStringLiteral("ABC-1234"));
        QCOMPARE(format::plate(QStringLiteral("bra2e19")), QStringLiteral("BRA2E19"));
        QCOMPARE(format::plate(QStringLiteral("xy")), QStringLiteral("xy"));
    }

    void shortReference_isTheIdsFirstEightCharacters()
    {
        QCOMPARE(format::shortReference(QStringLiteral("08da5bd9-52f0-4c03-96e8-47f1c5931621")),
                 QStringLiteral("#08DA5BD9"));
        QCOMPARE(format::shortReference(QString()), QString());
    }

    void fieldPaths_readAsTheirLabels()
    {
        QCOMPARE(errortext::fieldLabel(QStringLiteral("items[0].plate")),
                 QStringLiteral("Plate (item 1)"));
        QCOMPARE(errortext::fieldLabel(QStringLiteral("items[1].drivers[0].cpf")),
                 QStringLiteral("CPF (item 2, driver 1)"));
        QCOMPARE(errortext::fieldLabel(QStringLiteral("lifetime_end")),
                 QStringLiteral("End of cover"));
        QCOMPARE(errortext::fieldLabel(QStringLiteral("policy_holder.nick_name")),
                 QStringLiteral("Nick name"));
    }

    void knownCodes_haveTheInterfacesSentence_unknownOnesNone()
    {
        QCOMPARE(errortext::forCode(QStringLiteral("quote_expired")),
                 QStringLiteral("This quote has expired. Quote again to get current prices."));
        QVERIFY(errortext::forCode(QStringLiteral("no_such_code")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFormatting)
#include "tst_formatting.moc"
