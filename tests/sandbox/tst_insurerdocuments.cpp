// The documents the service hands out (policy certificates, affinity attachments) read like an
// insurer's: Portuguese words, dd/mm/aaaa, formatted CPF/CNPJ, the product's name, the insured
// item, how the premium is paid and the situation in words; never an id, a wire name or an ISO
// date.
#include "affinityflow.h"
#include "pdftext.h"
#include "salesflow.h"

#include <QRegularExpression>
#include <QTest>

using pdftext::value;

class TestInsurerDocuments : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    QStringList fetch(const QString &documentUrl)
    {
        const QUrl url(documentUrl);
        const auto pdf = f->raw("GET", url.path() + u'?' + url.query(), {}, {});
        if (pdf.status != 200 || !pdf.body.startsWith("%PDF-"))
            return {};
        return pdftext::lines(pdf.body);
    }

    QJsonObject policy(const QString &policyId)
    {
        const auto list = f->get(QStringLiteral("/v1/policies?rows=100"), token);
        for (const QJsonValue p : list.json[QStringLiteral("items")].toArray())
            if (p[QStringLiteral("id")].toString() == policyId)
                return p.toObject();
        return {};
    }

    // The quote's first option sold; the policy, once issued.
    QJsonObject sell(const salesflow::Quote &quote, const QString &method)
    {
        const QJsonObject option =
            quote.answer[QStringLiteral("items")][0][QStringLiteral("installments")][0].toObject();
        const auto request = f->post(QStringLiteral("/v1/sales/request"),
                                     {{QStringLiteral("quote_id"), quote.id}}, token);
        const auto sale =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), option[QStringLiteral("id")]},
                     {QStringLiteral("payment_method"), method}},
                    token);
        if (sale.status != 200)
            return {};
        return policy(
            salesflow::waitForPolicy(*f, token, sale.json[QStringLiteral("id")].toString()));
    }

    QString productName(int type)
    {
        const auto store =
            f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(0).channelId, token);
        for (const QJsonValue bp : store.json[QStringLiteral("broker_products")].toArray())
            if (bp[QStringLiteral("product")][QStringLiteral("type")].toInt() == type)
                return bp[QStringLiteral("product")][QStringLiteral("name")].toString();
        return {};
    }

    static QString day(const QJsonValue &wire)
    {
        return QDate::fromString(wire.toString().left(10), Qt::ISODate)
            .toString(QStringLiteral("dd/MM/yyyy"));
    }

    // Nothing of the wire reaches the page: ids, ISO dates, payment method names, status codes.
    static void verifyNoWireText(const QStringList &lines)
    {
        const QString all = lines.join(u'\n');
        static const QRegularExpression uuid(
            QStringLiteral("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}"));
        static const QRegularExpression isoDate(QStringLiteral("\\d{4}-\\d{2}-\\d{2}"));
        QVERIFY2(!uuid.match(all).hasMatch(), qPrintable(all));
        QVERIFY2(!isoDate.match(all).hasMatch(), qPrintable(all));
        for (const char *wire : {"CreditCard", "Billet", "WireTransfer", "sandbox"})
            QVERIFY2(!all.contains(QLatin1String(wire)), wire);
    }

private slots:
    void initTestCase()
    {
        f = std::make_unique<SandboxFixture>(affinityflow::fastSettings());
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
    }

    void policyCertificate_namesProductItemPlanAndSituationInPortuguese()
    {
        const auto quote = salesflow::makeQuote(*f, token, 0, 1);
        QVERIFY(quote);
        const QString tenTimes = quote->installment(10);
        QVERIFY(!tenTimes.isEmpty());
        const auto request = f->post(QStringLiteral("/v1/sales/request"),
                                     {{QStringLiteral("quote_id"), quote->id}}, token);
        const auto sale =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), tenTimes},
                     {QStringLiteral("payment_method"), QStringLiteral("CreditCard")}},
                    token);
        QCOMPARE(sale.status, 200);
        const QJsonObject p =
            policy(salesflow::waitForPolicy(*f, token, sale.json[QStringLiteral("id")].toString()));
        QVERIFY(!p.isEmpty());
        const QStringList lines = fetch(p[QStringLiteral("document_url")].toString());
        QVERIFY(!lines.isEmpty());

        QCOMPARE(value(lines, QStringLiteral("Situação")), QStringLiteral("Ativa"));
        QCOMPARE(value(lines, QStringLiteral("Documento")), QStringLiteral("CPF 291.417.776-38"));
        QCOMPARE(value(lines, QStringLiteral("Produto")), productName(1));
        QCOMPARE(value(lines, QStringLiteral("Segurado")), QStringLiteral("Ana Souza"));
        const QString item = value(lines, QStringLiteral("Item segurado"));
        QVERIFY2(item.startsWith(QStringLiteral("Volkswagen Gol ")) &&
                     item.contains(QStringLiteral("placa ABC1D23")),
                 qPrintable(item));
        QCOMPARE(value(lines, QStringLiteral("Vigência")),
                 day(p[QStringLiteral("lifetime_start")]) + QStringLiteral(" a ") +
                     day(p[QStringLiteral("lifetime_end")]));
        // "10× de R$ 123,45 (R$ 1.234,50 no total), cartão de crédito"
        const QString paid = value(lines, QStringLiteral("Pagamento"), 2);
        static const QRegularExpression plan(
            QStringLiteral("^10× de R\\$ [\\d.]+,\\d\\d \\(R\\$ [\\d.]+,\\d\\d no total\\), "
                           "cartão de crédito"));
        QVERIFY2(plan.match(paid).hasMatch(), qPrintable(paid));
        // A number as insurers print one, not the id (nor a hex piece of it).
        const QString number = value(lines, QStringLiteral("Apólice nº"));
        QCOMPARE(number, QString::number(
                             p[QStringLiteral("id")].toString().remove(u'-').left(8).toULongLong(
                                 nullptr, 16))
                             .rightJustified(10, u'0'));
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{10}$")).match(number).hasMatch(),
                 qPrintable(number));
        const QString insurer = value(lines, QStringLiteral("Seguradora"));
        static const QRegularExpression cnpj(
            QStringLiteral(" – CNPJ [0-9A-Z]{2}\\.[0-9A-Z]{3}\\.[0-9A-Z]{3}/[0-9A-Z]{4}-\\d\\d$"));
        QVERIFY2(cnpj.match(insurer).hasMatch(), qPrintable(insurer));
        verifyNoWireText(lines);
    }

    void policyCertificate_ofAMonthlyPremium_saysHowMuchPerMonth()
    {
        const auto quote = salesflow::makeQuote(*f, token, 0, 5); // life: billed monthly
        QVERIFY(quote);
        const QJsonObject p = sell(*quote, QStringLiteral("CreditCard"));
        QVERIFY(!p.isEmpty());
        const QStringList lines = fetch(p[QStringLiteral("document_url")].toString());
        const QString paid = value(lines, QStringLiteral("Pagamento"), 2);
        static const QRegularExpression monthly(QStringLiteral(
            "^R\\$ [\\d.]+,\\d\\d por mês \\(12 meses, R\\$ [\\d.]+,\\d\\d no total\\)"));
        QVERIFY2(monthly.match(paid).hasMatch(), qPrintable(paid));
        QVERIFY(!paid.contains(QStringLiteral("À vista")));
        QCOMPARE(value(lines, QStringLiteral("Item segurado")),
                 QStringLiteral("Beneficiários: herdeiros legais"));
        verifyNoWireText(lines);
    }

    void policyCertificate_ofACancelledPolicy_saysWhenWhyAndTheRefund()
    {
        const auto quote = salesflow::makeQuote(*f, token, 0, 1);
        QVERIFY(quote);
        const QJsonObject p = sell(*quote, QStringLiteral("CreditCard"));
        QVERIFY(!p.isEmpty());
        const auto cancelled =
            f->del(QStringLiteral("/v1/policies/") + p[QStringLiteral("id")].toString(),
                   {{QStringLiteral("cancel_reason"), 1},
                    {QStringLiteral("reversal_method"), QStringLiteral("CreditCard")}},
                   token);
        QCOMPARE(cancelled.status, 200);
        const QStringList lines = fetch(p[QStringLiteral("document_url")].toString());
        QCOMPARE(value(lines, QStringLiteral("Situação")), QStringLiteral("Cancelada"));
        const QString all = lines.join(u' ');
        static const QRegularExpression note(
            QStringLiteral("APÓLICE CANCELADA em \\d\\d/\\d\\d/\\d{4} a pedido do segurado\\. "
                           "Valor devolvido ao segurado: R\\$ [\\d.]+,\\d\\d, por cartão de "
                           "crédito\\."));
        QVERIFY2(note.match(all).hasMatch(), qPrintable(all));
        verifyNoWireText(lines);
    }

    void affinityAttachments_namePlanItemAndSituationInPortuguese()
    {
        const auto created = affinityflow::create(*f, token, 8, 180);
        QCOMPARE(created.status, 200);
        const QString id = created.json[QStringLiteral("id")].toString();
        QVERIFY(
            SandboxFixture::waitFor([&] { return affinityflow::statusOf(*f, token, id) == 1; }));
        const QJsonObject a = affinityflow::listed(*f, token, id);
        const QJsonArray attachments = a[QStringLiteral("attachments")].toArray();
        QCOMPARE(attachments.size(), 3);
        for (const QJsonValue attachment : attachments) {
            const QStringList lines = fetch(attachment[QStringLiteral("url")].toString());
            QVERIFY(!lines.isEmpty());
            QCOMPARE(value(lines, QStringLiteral("Situação")), QStringLiteral("Emitida"));
            QCOMPARE(value(lines, QStringLiteral("Produto")),
                     QStringLiteral("Seguro Celular Parceiro"));
            const QString plan = value(lines, QStringLiteral("Plano"));
            QVERIFY2(plan == QStringLiteral("Essencial") || plan == QStringLiteral("Completo"),
                     qPrintable(plan));
            QVERIFY(value(lines, QStringLiteral("Documento")).startsWith(QStringLiteral("CPF ")));
            QVERIFY(
                value(lines, QStringLiteral("Estipulante")).contains(QStringLiteral(" – CNPJ ")));
            QVERIFY(!value(lines, QStringLiteral("Item segurado")).isEmpty());
            QCOMPARE(value(lines, QStringLiteral("Vigência")),
                     day(a[QStringLiteral("lifetime_start")]) + QStringLiteral(" a ") +
                         day(a[QStringLiteral("lifetime_end")]));
            verifyNoWireText(lines);
        }
    }
};

QTEST_GUILESS_MAIN(TestInsurerDocuments)
#include "tst_insurerdocuments.moc"
