// How a cash-flow record reads on screen: descriptions without ids, installments and recurrences.
#include "domain/cashflowtext.h"

#include <QTest>

using brokerdesk::domain::CashFlowText;
using namespace Qt::StringLiterals;

class TestCashFlowText : public QObject
{
    Q_OBJECT
private slots:
    void description_dropsThePolicyAndClaimIdsTheServiceWritesIntoIt()
    {
        const QString policy = u"9f1c2e4a-7b3d-4c55-8e21-0a9b8c7d6e5f"_s;
        const auto text = [](const QString &d) {
            return CashFlowText::description({{u"description"_s, d}});
        };
        QCOMPARE(text(u"Comissão de corretagem — apólice "_s + policy),
                 u"Comissão de corretagem"_s);
        QCOMPARE(text(u"Estorno — apólice 9f1c2e4a"_s), u"Estorno"_s);
        QCOMPARE(text(u"Indenização — sinistro 1a2b3c4d — apólice 9f1c2e4a"_s), u"Indenização"_s);
        QCOMPARE(text(u"Ajuste "_s + policy + u" manual"_s), u"Ajuste manual"_s);
        // Words and numbers that are no ids stay.
        QCOMPARE(text(u"Mensalidade 12 — plano família"_s), u"Mensalidade 12 — plano família"_s);
        QCOMPARE(text(u"ISS"_s), u"ISS"_s);
    }

    void sequence_readsInstallmentOrRecurrence_neverBlankForARecurringRecord()
    {
        QCOMPARE(CashFlowText::sequence({{u"is_parceled"_s, true},
                                         {u"installment_number"_s, 3},
                                         {u"installment_total"_s, 12}}),
                 u"3 of 12"_s);
        QCOMPARE(CashFlowText::sequence(
                     {{u"is_recurrence"_s, true}, {u"recurrence_sequence_number"_s, 4}}),
                 u"recurrence 4"_s);
        QCOMPARE(CashFlowText::sequence({{u"is_parceled"_s, false}}), QString());
    }
};

QTEST_GUILESS_MAIN(TestCashFlowText)
#include "tst_cashflowtext.moc"
