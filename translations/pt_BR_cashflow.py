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
 'Search by holder, policy or description': 'Buscar por titular, apólice ou descrição',
 'Holder, policy or description…': 'Titular, apólice ou descrição…'})
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

# English plurals (the source text is English; only numerus forms need spelling out).
EN = {
 ('brokerdesk::ui::cashflow::LedgerMirrorView', '%n record(s) · in %1 · out %2 · net <b>%3</b> · unpaid %4 · overdue %5'):
   ['%n record · in %1 · out %2 · net <b>%3</b> · unpaid %4 · overdue %5',
    '%n records · in %1 · out %2 · net <b>%3</b> · unpaid %4 · overdue %5'],
}
