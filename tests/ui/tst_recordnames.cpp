// How the desk names a policy, sale or quote (customer · product · vigência, never an id), and
// "Copy reference", which hands the id over on the clipboard without printing it.
#include "common/copyreference.h"
#include "common/recordnames.h"

#include "domain/enums.h"

#include <QApplication>
#include <QClipboard>
#include <QJsonObject>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::ui;

namespace {

const QString policyId = QStringLiteral("171dc9be-52f0-4c03-96e8-47f1c5931621");

QJsonObject anaSouza()
{
    return {{QStringLiteral("first_name"), QStringLiteral("Ana")},
            {QStringLiteral("last_name"), QStringLiteral("Souza")},
            {QStringLiteral("cpf"), QStringLiteral("29141777638")}};
}

domain::Policy policy()
{
    domain::Policy p;
    p.id = policyId;
    p.status = domain::PolicyStatus::Active;
    p.policyHolder = anaSouza();
    p.lifetimeStart = QDate(2026, 12, 1);
    p.lifetimeEnd = QDate(2027, 12, 1);
    p.productType = domain::ProductType::Auto;
    return p;
}

cache::SavedQuote quote()
{
    cache::SavedQuote q;
    q.summary.quoteId = QStringLiteral("9f1c2b7e-0000-4000-8000-000000000001");
    q.summary.productName = QStringLiteral("Auto Fácil");
    q.summary.holderName = QStringLiteral("Ana Souza");
    q.request = {{QStringLiteral("lifetime_start"), QStringLiteral("2026-12-01")},
                 {QStringLiteral("lifetime_end"), QStringLiteral("2027-12-01")},
                 {QStringLiteral("policy_holder"), anaSouza()}};
    return q;
}

} // namespace

class TestRecordNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil)); // day first
    }

    void policyName_readsCustomerProductAndVigencia()
    {
        QCOMPARE(policyName(policy(), QStringLiteral("Auto Fácil")),
                 QStringLiteral("Ana Souza · Auto Fácil · 01/12/2026 to 01/12/2027"));
    }

    void policyName_beforeTheCatalogAnswers_namesTheKindOfProduct()
    {
        QCOMPARE(policyName(policy(), {}),
                 QStringLiteral("Ana Souza · %1 · 01/12/2026 to 01/12/2027")
                     .arg(domain::displayName(domain::ProductType::Auto)));
        domain::Policy unknownKind = policy();
        unknownKind.productType = domain::ProductType::Unknown;
        QCOMPARE(policyName(unknownKind, {}),
                 QStringLiteral("Ana Souza · 01/12/2026 to 01/12/2027"));
    }

    void policyName_ofACompany_usesItsCorporateName()
    {
        domain::Policy p = policy();
        p.policyHolder = {{QStringLiteral("corporate_name"), QStringLiteral("Padaria Sol Ltda")},
                          {QStringLiteral("cnpj"), QStringLiteral("11222333000181")}};
        QVERIFY(policyName(p, QStringLiteral("Empresa Segura"))
                    .startsWith(QStringLiteral("Padaria Sol Ltda · Empresa Segura · ")));
    }

    void quoteName_readsHolderProductAndCoverFromTheSavedRequest()
    {
        QCOMPARE(quoteName(quote()),
                 QStringLiteral("Ana Souza · Auto Fácil · 01/12/2026 to 01/12/2027"));
        cache::SavedQuote unnamed = quote();
        unnamed.summary.holderName.clear(); // an older desk's row: the request still names them
        QCOMPARE(quoteName(unnamed), quoteName(quote()));
    }

    void saleName_takesTheCoverFromItsQuote_orLeavesItOut()
    {
        cache::SaleRecord sale;
        sale.saleId = QStringLiteral("0c5d2e11-aaaa-4bbb-8ccc-123456789abc");
        sale.quoteId = quote().summary.quoteId;
        sale.holderName = QStringLiteral("Ana Souza");
        sale.productName = QStringLiteral("Auto Fácil");
        QCOMPARE(saleName(sale, quote()),
                 QStringLiteral("Ana Souza · Auto Fácil · 01/12/2026 to 01/12/2027"));
        QCOMPARE(saleName(sale, std::nullopt), QStringLiteral("Ana Souza · Auto Fácil"));
    }

    void copyReference_click_putsTheWholeIdOnTheClipboard_neverOnScreen()
    {
        CopyReference button;
        QVERIFY(!button.isEnabled()); // nothing to copy yet
        button.setReference(policyId);
        button.show();
        QVERIFY(QTest::qWaitForWindowExposed(&button));
        QVERIFY(button.isEnabled());
        QVERIFY(!button.text().contains(QStringLiteral("171"), Qt::CaseInsensitive));
        QVERIFY(!button.toolTip().contains(QStringLiteral("171"), Qt::CaseInsensitive));
        QApplication::clipboard()->clear();
        QTest::mouseClick(&button, Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), policyId);
        QCOMPARE(button.text(), QStringLiteral("Reference copied"));
        QVERIFY(!button.text().contains(QStringLiteral("171"), Qt::CaseInsensitive));
        button.setReference({});
        QVERIFY(!button.isEnabled());
        QCOMPARE(button.text(), QStringLiteral("Copy reference"));
    }
};

QTEST_MAIN(TestRecordNames)
#include "tst_recordnames.moc"
