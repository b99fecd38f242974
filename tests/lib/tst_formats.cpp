// The service's format rules as the desk checks them before sending (lib/domain/formats).
#include "domain/formats.h"

#include <QTest>

using namespace brokerdesk::formats;

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void typedPunctuation_isNormalizedToWhatTheServiceTakes_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("sent");
        QTest::addColumn<bool>("valid");
        QTest::newRow("fipe without dash") << int(Format::Fipe) << "0053406"
                                           << "005340-6" << true;
        QTest::newRow("fipe with dash") << int(Format::Fipe) << "005340-6"
                                        << "005340-6" << true;
        QTest::newRow("fipe short") << int(Format::Fipe) << "00534"
                                    << "00534" << false;
        QTest::newRow("plate lower, dash") << int(Format::Plate) << "abc-1d23"
                                           << "ABC1D23" << true;
        QTest::newRow("plate old") << int(Format::Plate) << "ABC1234"
                                   << "ABC1234" << true;
        QTest::newRow("plate wrong") << int(Format::Plate) << "AB12345"
                                     << "AB12345" << false;
        QTest::newRow("cep masked") << int(Format::Cep) << "01310-100"
                                    << "01310100" << true;
        QTest::newRow("cep short") << int(Format::Cep) << "0131"
                                   << "0131" << false;
        QTest::newRow("cpf masked") << int(Format::Cpf) << "291.417.776-38"
                                    << "29141777638" << true;
        QTest::newRow("cpf wrong digit") << int(Format::Cpf) << "291.417.776-39"
                                         << "29141777639" << false;
        QTest::newRow("email") << int(Format::Email) << " ana@example.com "
                               << "ana@example.com" << true;
        QTest::newRow("email without domain") << int(Format::Email) << "ana@"
                                              << "ana@" << false;
        QTest::newRow("phone masked") << int(Format::Phone) << "(11) 99999-0000"
                                      << "(11) 99999-0000" << true;
        QTest::newRow("phone too short") << int(Format::Phone) << "12"
                                         << "12" << false;
        QTest::newRow("imei") << int(Format::Imei) << "490154203237518"
                              << "490154203237518" << true;
        QTest::newRow("imei bad check digit") << int(Format::Imei) << "490154203237519"
                                              << "490154203237519" << false;
        QTest::newRow("chassis with O") << int(Format::Chassis) << "9BWZZZ377VT0O4251"
                                        << "9BWZZZ377VT0O4251" << false;
    }
    void typedPunctuation_isNormalizedToWhatTheServiceTakes()
    {
        QFETCH(int, format);
        QFETCH(QString, typed);
        QFETCH(QString, sent);
        QFETCH(bool, valid);
        QCOMPARE(normalized(Format(format), typed), sent);
        QCOMPARE(isValid(Format(format), typed), valid);
    }

    void shortValues_areJudgedOnlyOnceComplete()
    {
        QVERIFY(!canJudge(Format::Cep, QStringLiteral("0131")));
        QVERIFY(canJudge(Format::Cep, QStringLiteral("01310-100")));
        QVERIFY(!canJudge(Format::Fipe, QStringLiteral("00534")));
        QVERIFY(canJudge(Format::Fipe, QStringLiteral("0053406")));
        QVERIFY(!canJudge(Format::Email, QStringLiteral("ana@example")));
    }
};

QTEST_APPLESS_MAIN(TestFormats)
#include "tst_formats.moc"
