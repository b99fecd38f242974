# Translations of the cash-flow page's closing-the-month work (deleted records, search, overdue,
# a record's details) into Brazilian Portuguese. scripts/translations.sh applies them after
# lupdate (only to messages still unfinished), so translators can also work in Qt Linguist.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('CashFlowText', {'%1 of %2': '%1 de %2', 'recurrence %1': 'recorrência %1'})
ctx('LedgerQueries', {
 'Cash in/out (UTC)': 'Entrada/saída (UTC)', 'Deleted (UTC)': 'Excluído em (UTC)'})
ctx('brokerdesk::cache::LedgerMirror', {
 'The ledger mirror could not be read: %1': 'Não foi possível ler o espelho do razão: %1'})
ctx('brokerdesk::ui::cashflow::LedgerFilterBar', {
 'Overdue': 'Vencidos',
 'Only records whose money moves between the two dates: the cash date once paid, the forecast before':
   'Só os lançamentos cujo dinheiro entra ou sai entre as duas datas: a data do caixa, se pago; antes disso, a prevista',
 'Also list the deleted records, struck through; they count in no total':
   'Listar também os lançamentos excluídos, riscados; eles não entram em nenhum total',
 'Show &deleted': 'Mostrar e&xcluídos',
 'Search by holder, policy or description': 'Buscar por segurado, apólice ou descrição',
 'Holder, policy or description…': 'Segurado, apólice ou descrição…'})
ctx('brokerdesk::ui::cashflow::LedgerMirrorView', {
 '%n record(s) · in %1 · out %2 · net <b>%3</b> · unpaid %4 · overdue %5': [
   '%n lançamento · entradas %1 · saídas %2 · saldo <b>%3</b> · a receber/pagar %4 · vencido %5',
   '%n lançamentos · entradas %1 · saídas %2 · saldo <b>%3</b> · a receber/pagar %4 · vencido %5']})
ctx('brokerdesk::ui::cashflow::RecordDetails', {
 'Record details': 'Detalhes do lançamento',
 'Select a record to see all its details.': 'Selecione um lançamento para ver todos os detalhes.',
 'This record could not be read.': 'Não foi possível ler este lançamento.',
 'Description': 'Descrição', 'Status': 'Situação', 'Deleted': 'Excluído', 'Paid': 'Pago',
 'Not paid': 'Não pago', 'Amount': 'Valor', 'Net amount': 'Valor líquido', 'Deduction': 'Dedução',
 'Total of the deductions': 'Total das deduções', 'Installments': 'Parcelas',
 'Recurrence': 'Recorrência', 'Installment': 'Parcela', 'Sequence': 'Sequência', 'Period': 'Periodicidade',
 'Payment': 'Pagamento', 'Payment method': 'Forma de pagamento', 'Payer': 'Pagador',
 "Payer's document": 'Documento do pagador', 'Drawer': 'Favorecido',
 "Drawer's document": 'Documento do favorecido', "Drawer's bank account": 'Conta do favorecido',
 'bank %1, agency %2, account %3-%4': 'banco %1, agência %2, conta %3-%4',
 'Policy and references': 'Apólice e referências', 'Policy': 'Apólice',
 'reference %1': 'referência %1', 'of %1 (reference %2)': 'de %1 (referência %2)',
 'Claim': 'Sinistro', 'Commission': 'Comissão', 'Dates': 'Datas', 'Created': 'Criado em',
 'Forecast': 'Previsão', 'Cash out': 'Saída do caixa', 'Cash in': 'Entrada no caixa'})

ctx('brokerdesk::ui::cashflow::CommissionsView', {
 'Export &months…': 'Exportar &meses…', 'Export &cancellations…': 'Exportar &cancelamentos…',
 'Commissions per month': 'Comissões por mês',
 'Commissions lost to cancellations': 'Comissões perdidas com cancelamentos',
 'Commissions of the next 12 months': 'Comissões dos próximos 12 meses',
 'Month': 'Mês', 'Expected': 'Previsto', 'Received': 'Recebido', 'Still due': 'A receber',
 'Overdue': 'Vencido', 'Canceled on': 'Cancelada em', 'Holder': 'Segurado', 'Reversal': 'Estorno',
 'Commission lost': 'Comissão perdida', 'Installments lost': 'Parcelas perdidas',
 '<b>Expected per month</b> (by forecast date)': '<b>Previsto por mês</b> (pela data prevista)',
 '<b>At risk:</b> canceled policies': '<b>Em risco:</b> apólices canceladas',
 '(no holder named)': '(segurado não informado)', 'R$': 'R$',
 'Still due: <b>%1</b> · overdue: <b>%2</b> · lost to %n cancellation(s): <b>%3</b>': [
   'A receber: <b>%1</b> · vencido: <b>%2</b> · perdido em %n cancelamento: <b>%3</b>',
   'A receber: <b>%1</b> · vencido: <b>%2</b> · perdido em %n cancelamentos: <b>%3</b>']})
ctx('LedgerQueries', {
 'Month': 'Mês', 'Expected': 'Previsto', 'Received': 'Recebido', 'Still due': 'A receber',
 'Overdue': 'Vencido', 'Canceled (UTC)': 'Cancelada em (UTC)', 'Holder': 'Segurado',
 'Policy': 'Apólice', 'Reversal': 'Estorno', 'Commission lost': 'Comissão perdida',
 'Installments lost': 'Parcelas perdidas'})
ctx('brokerdesk::ui::cashflow::LedgerMirrorView', {'&Records': '&Lançamentos', 'C&ommissions': 'C&omissões'})

# English plurals (the source text is English; only numerus forms need spelling out).
EN = {
 ('brokerdesk::ui::cashflow::CommissionsView', 'Still due: <b>%1</b> · overdue: <b>%2</b> · lost to %n cancellation(s): <b>%3</b>'):
   ['Still due: <b>%1</b> · overdue: <b>%2</b> · lost to %n cancellation: <b>%3</b>',
    'Still due: <b>%1</b> · overdue: <b>%2</b> · lost to %n cancellations: <b>%3</b>'],
 ('brokerdesk::ui::cashflow::LedgerMirrorView', '%n record(s) · in %1 · out %2 · net <b>%3</b> · unpaid %4 · overdue %5'):
   ['%n record · in %1 · out %2 · net <b>%3</b> · unpaid %4 · overdue %5',
    '%n records · in %1 · out %2 · net <b>%3</b> · unpaid %4 · overdue %5'],
}
