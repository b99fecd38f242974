#include "domain/money.h"

#include <QTest>

using brokerdesk::domain::Money;

class TestMoney : public QObject
{
    Q_OBJECT

    static QString nbsp() { return QString(QChar(0x00A0)); }

private slots:
    void format_inBrazilianPortuguese_usesRealSymbolDotGroupsAndCommaDecimals()
    {
        const QLocale pt(QLocale::Portuguese, QLocale::Brazil);
        // Qt (CLDR) puts a no-break space between symbol and amount.
        QCOMPARE(Money::fromCents(123456).format(pt),
                 QStringLiteral("R$") + nbsp() + QStringLiteral("1.234,56"));
        QCOMPARE(Money::fromCents(5).format(pt),
                 QStringLiteral("R$") + nbsp() + QStringLiteral("0,05"));
        // A true minus before the symbol, not "R$ -1.234,56".
        QCOMPARE(Money::fromCents(-123456).format(pt),
                 QChar(0x2212) + QStringLiteral("R$") + nbsp() + QStringLiteral("1.234,56"));
        QCOMPARE(Money::parse(Money::fromCents(-155527).format(pt), pt)->cents(), -155527);
    }

    void format_inUsEnglish_usesRealSymbolCommaGroupsAndDotDecimals()
    {
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        QCOMPARE(Money::fromCents(123456).format(en), QStringLiteral("R$1,234.56"));
        QCOMPARE(Money::fromCents(100000000).format(en), QStringLiteral("R$1,000,000.00"));
    }

    void format_ofHugeAmounts_keepsEveryCent()
    {
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        QCOMPARE(Money::fromCents(123456789012345).format(en),
                 QStringLiteral("R$1,234,567,890,123.45"));
    }

    void arithmetic_staysInCents()
    {
        Money a = Money::fromCents(1050);
        a += Money::fromCents(-75);
        QCOMPARE(a.cents(), 975);
        QCOMPARE((a * 3).cents(), 2925);
        QCOMPARE((-a).cents(), -975);
        QVERIFY(Money::fromCents(1) > Money());
        QCOMPARE(Money::fromCents(10) - Money::fromCents(30), Money::fromCents(-20));
    }

    void split_intoInstallments_addsUpExactlyWithLargerFirst()
    {
        const QList<Money> parts = Money::fromCents(1000).split(3);
        QCOMPARE(parts.size(), 3);
        QCOMPARE(parts[0].cents(), 334);
        QCOMPARE(parts[1].cents(), 333);
        QCOMPARE(parts[2].cents(), 333);
        const QList<Money> negative = Money::fromCents(-1000).split(3);
        QCOMPARE(negative[0].cents() + negative[1].cents() + negative[2].cents(), -1000);
        QVERIFY(Money::fromCents(1).split(0).isEmpty());
    }

    void toDecimalString_isLocaleFree()
    {
        QCOMPARE(Money::fromCents(123456).toDecimalString(), QStringLiteral("1234.56"));
        QCOMPARE(Money::fromCents(-5).toDecimalString(), QStringLiteral("-0.05"));
        QCOMPARE(Money().toDecimalString(), QStringLiteral("0.00"));
    }

    void parse_readsWhatPeopleTypeInTheirLocale()
    {
        const QLocale pt(QLocale::Portuguese, QLocale::Brazil);
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        QCOMPARE(Money::parse(QStringLiteral("1.234,56"), pt)->cents(), 123456);
        QCOMPARE(Money::parse(QStringLiteral("R$ 10"), pt)->cents(), 1000);
        QCOMPARE(Money::parse(QStringLiteral("-3,5"), pt)->cents(), -350);
        QCOMPARE(Money::parse(Money::fromCents(987654).format(pt), pt)->cents(), 987654);
        QCOMPARE(Money::parse(QStringLiteral("1,234.56"), en)->cents(), 123456);
        QCOMPARE(Money::parse(Money::fromCents(-4200).format(en), en)->cents(), -4200);
    }

    void parse_refusesWhatIsNotAnAmount()
    {
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        QVERIFY(!Money::parse(QStringLiteral("1.234"), en)); // three decimals
        QVERIFY(!Money::parse(QStringLiteral("abc"), en));
        QVERIFY(!Money::parse(QString(), en));
        QVERIFY(!Money::parse(QStringLiteral("12a"), en));
    }
};

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
