// A parcel's details name its period in Portuguese words: "Parcela 2 de 3", "Periodicidade
// Anual" (or Diário, Mensal), as the broker reads a yearly or daily installment record.
#include "cashflow/recorddetails.h"
#include "common/language.h"

#include <QTest>

using namespace brokerdesk;

class TestRecordPeriod : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(ui::installTranslations(QStringLiteral("pt_BR"))); }

    void parcelDetails_nameThePeriodInPortuguese_data()
    {
        QTest::addColumn<QString>("period");
        QTest::addColumn<QString>("words");
        QTest::newRow("yearly") << QStringLiteral("yearly") << QStringLiteral("Anual");
        QTest::newRow("daily") << QStringLiteral("daily") << QStringLiteral("Diário");
        QTest::newRow("monthly") << QStringLiteral("monthly") << QStringLiteral("Mensal");
    }

    void parcelDetails_nameThePeriodInPortuguese()
    {
        QFETCH(QString, period);
        QFETCH(QString, words);
        ui::cashflow::RecordDetails details;
        details.setRecord({{QStringLiteral("id"), QStringLiteral("cf-1")},
                           {QStringLiteral("amount"), 120000},
                           {QStringLiteral("category"), QStringLiteral("ChannelSale")},
                           {QStringLiteral("description"), QStringLiteral("Venda (2/3)")},
                           {QStringLiteral("is_parceled"), true},
                           {QStringLiteral("is_paid"), false},
                           {QStringLiteral("installment_total"), 3},
                           {QStringLiteral("installment_number"), 2},
                           {QStringLiteral("installment_period"), period},
                           {QStringLiteral("date"), QStringLiteral("2026-11-22T09:00:00Z")}});
        const QString text = details.toPlainText();
        QVERIFY2(text.contains(QStringLiteral("2 de 3")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Periodicidade")), qPrintable(text));
        QVERIFY2(text.contains(words), qPrintable(text));
        for (const char *english : {"Yearly", "Daily", "Monthly", "yearly", "daily", "monthly"})
            QVERIFY2(!text.contains(QLatin1String(english)), english);
    }
};

QTEST_MAIN(TestRecordPeriod)
#include "tst_recordperiod.moc"
