#include "domain/documents.h"

#include <QTest>

using namespace brokerdesk::documents;

class TestDocuments : public QObject
{
    Q_OBJECT
private slots:
    void cpf_withRightCheckDigits_isValid()
    {
        QVERIFY(isValidCpf(QStringLiteral("29141777638")));
        QVERIFY(isValidCpf(QStringLiteral("291.417.776-38")));
    }
    void cpf_withWrongDigitOrLength_isInvalid()
    {
        QVERIFY(!isValidCpf(QStringLiteral("29141777639")));
        QVERIFY(!isValidCpf(QStringLiteral("2914177763")));
        QVERIFY(!isValidCpf(QStringLiteral("2914177763A")));
        QVERIFY(!isValidCpf(QString()));
    }
    void cpf_ofOneRepeatedDigit_isInvalid() { QVERIFY(!isValidCpf(QStringLiteral("11111111111"))); }
    void cpf_builtWithCheckDigits_isValid()
    {
        QCOMPARE(withCpfCheckDigits(QStringLiteral("291417776")), QStringLiteral("29141777638"));
    }
    void cnpj_numeric_isChecked()
    {
        QVERIFY(isValidCnpj(QStringLiteral("11222333000181")));
        QVERIFY(isValidCnpj(QStringLiteral("11.222.333/0001-81")));
        QVERIFY(!isValidCnpj(QStringLiteral("11222333000182")));
        QVERIFY(!isValidCnpj(QStringLiteral("00000000000000")));
    }
    void cnpj_alphanumeric_isChecked()
    {
        // The Receita Federal's published example of the alphanumeric CNPJ.
        QVERIFY(isValidCnpj(QStringLiteral("12ABC34501DE35")));
        QVERIFY(isValidCnpj(QStringLiteral("12.abc.345/01de-35")));
        QVERIFY(!isValidCnpj(QStringLiteral("12ABC34501DE36")));
        QVERIFY(!isValidCnpj(QStringLiteral("12ABC34501DEA5")));
        QCOMPARE(withCnpjCheckDigits(QStringLiteral("12ABC34501DE")),
                 QStringLiteral("12ABC34501DE35"));
    }
};

QTEST_GUILESS_MAIN(TestDocuments)
#include "tst_documents.moc"
