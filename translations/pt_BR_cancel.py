# Translations of the cancel preview (the reversal of what was paid, read from the policy's
# cash flow) and of a cancelled policy on its sale into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::policies::CancelPolicyDialog', {
 'If cancelled now: <b>%n day(s)</b> of cover not yet run.': [
     'Se cancelada agora: <b>%n dia</b> de vigência a decorrer.',
     'Se cancelada agora: <b>%n dias</b> de vigência a decorrer.'],
 '%1 of the premium %2 has been paid; estimated reversal <b>%3</b>, the unexpired share of what was paid. Unpaid installments are dropped.':
     'Foram pagos %1 do prêmio de %2; estorno estimado de <b>%3</b>, a parte ainda não decorrida do que foi pago. As parcelas não pagas são canceladas.',
 'Commission received on it is charged back: %1.': 'A comissão recebida sobre ele é estornada: %1.',
 'The service confirms the exact amount.': 'O serviço confirma o valor exato.',
 'What has been paid could not be read (%1). The service gives back the unexpired share of what was paid: at most <b>%2</b> of the premium %3.':
     'Não foi possível ler o que já foi pago (%1). O serviço devolve a parte ainda não decorrida do que foi pago: no máximo <b>%2</b> do prêmio de %3.',
 'Reading what has been paid of the premium %1…': 'Lendo o que já foi pago do prêmio de %1…'})
ctx('brokerdesk::ui::policies::PolicyLedgerReader', {
 "the policy's records lie too far back in the ledger": 'os lançamentos da apólice estão muito atrás no fluxo de caixa'})
ctx('brokerdesk::ui::SaleStatusView', {
 'Policy cancelled': 'Apólice cancelada',
 'Policy cancelled on %1': 'Apólice cancelada em %1'})

ctx('brokerdesk::ui::policies::BankAccount', {
 'The account digit is one digit or X.': 'O dígito da conta é um algarismo ou X.',
})
