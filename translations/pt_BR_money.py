# Translations of the refund by the cancel reason (the cancel dialog's table and rule), the way
# the money goes back, and of how an installment option reads ("12× de R$ 75,72 sem juros",
# "R$ 95,40 por mês") into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('CancelPreview', {
 'After %1 of %2 days of cover the insurer keeps %3 of the premium (%4).':
     'Após %1 de %2 dias de vigência, a seguradora fica com %3 do prêmio (%4).',
 'Before the cover starts: everything paid goes back.':
     'Antes do início da vigência: tudo o que foi pago é devolvido.',
 'Right of withdrawal, within 7 days of a sale made at a distance (consumer code, art. 49): everything paid goes back.':
     'Direito de arrependimento, até 7 dias após a venda a distância (CDC, art. 49): tudo o que foi pago é devolvido.',
 "Insured's request: short-rate table.": 'Pedido do segurado: tabela de prazo curto.',
 "Insurer's request: pro rata of the days run.": 'Pedido da seguradora: pro rata dos dias decorridos.',
 'Payment default: nothing goes back; what was paid bought cover by the short-rate table.':
     'Inadimplência: nada é devolvido; o que foi pago comprou cobertura pela tabela de prazo curto.',
 'Claim: the premium is earned; nothing goes back.':
     'Sinistro: o prêmio foi ganho; nada é devolvido.',
 'Refund the way it was paid, as the insurer has it on record.':
     'Devolução pela forma de pagamento registrada na seguradora.',
 'Refund by: %1, the way it was paid.': 'Devolução por: %1, a mesma forma do pagamento.',
 'Paid with: %1 (it cannot receive a refund). Refund by: %2.':
     'Pago com: %1 (não recebe estorno). Devolução por: %2.',
 'Paid with: %1. Refund by: %2.': 'Pago com: %1. Devolução por: %2.',
})

ctx('brokerdesk::ui::policies::RefundTable', {
 'Paid by the customer': 'Pago pelo cliente',
 'Kept by the insurer': 'Fica com a seguradora',
 'Refunded to the customer': 'Devolvido ao cliente',
 'Commission charged back': 'Comissão estornada',
 "This policy's cover has already ended: the insurer will refuse the cancel.":
     'A vigência desta apólice já terminou: a seguradora recusará o cancelamento.',
 'Choose the reason: the refund depends on who cancels and when.':
     'Escolha o motivo: a devolução depende de quem cancela e quando.',
 'Premium without IOF.': 'Prêmio sem IOF.',
 'Premium without IOF or interest; with them the customer paid %1.':
     'Prêmio sem IOF nem juros; com eles, o cliente pagou %1.',
 'What has been paid could not be read (%1).': 'Não foi possível ler o que já foi pago (%1).',
 'Reading what has been paid…': 'Lendo o que já foi pago…',
 'Commission still to come is void: %1.': 'Comissão a receber anulada: %1.',
 'The insurer confirms the exact amount.': 'A seguradora confirma o valor exato.',
})

ctx('InstallmentText', {
 'One payment': 'À vista',
 'Monthly': 'Mensal',
 '%1×': '%1×',
 '%1 yearly': '%1× anuais',
 '%1 daily': '%1× diárias',
 '%1 every %2 days': '%1× a cada %2 dias',
 '%1 a month': '%1 por mês',
 '%1 (the first %2)': '%1 (1ª de %2)',
 '%1 interest a month': 'juros de %1 a.m.',
 'interest-free': 'sem juros',
 '%1 in all': '%1 no total',
 '%1 in one payment': 'À vista %1',
 '%1 a month (%n month(s), %2)': ['%1 por mês (%n mês, %2)', '%1 por mês (%n meses, %2)'],
 '%1 × %2': '%1× de %2',
 '%1 yearly × %2': '%1× anuais de %2',
 '%1 daily × %2': '%1× diárias de %2',
 '%1 × %2 every %3 days': '%1× de %2 a cada %3 dias',
 'at %1 interest a month': 'com juros de %1 a.m.',
 ', the first %1': ', a 1ª de %1',
 '%1 %2': '%1 %2',
 'Taxes %1': 'Impostos %1',
})

ctx('brokerdesk::ui::CheckoutView', {
 'Taxes:': 'Impostos:',
 'none': 'nenhum',
 '%1, in the total': '%1, incluído no total',
})

ctx('brokerdesk::ui::InstallmentMatrixModel', {
 'Total %1': 'Total %1',
 'Total %1 (%2)': 'Total %1 (%2)',
 '%1. %2. Paid by: %3': '%1. %2. Formas de pagamento: %3',
 'Monthly premium': 'Prêmio mensal',
})

ctx('brokerdesk::ui::SalesListModel', {
 'Installments': 'Parcelamento',
})

EN = {
 ('InstallmentText', '%1 a month (%n month(s), %2)'): ['%1 a month (%n month, %2)', '%1 a month (%n months, %2)'],
}
