# Translations of the calendar-date work of issue 33 (dates typed as dd/mm/aaaa digits, a
# cover's start and end that follow each other, the cash flow by the business day) into
# Brazilian Portuguese. scripts/translations.sh applies them after lupdate (only to messages
# still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::PeriodFields', {
 'Start date': 'Data de início',
 'End date': 'Data de término',
 '&Starts on:': '&Começa em:',
 '&Ends on:': '&Termina em:',
 'Length:': 'Duração:',
 'The cover cannot start before today (%1).': 'A vigência não pode começar antes de hoje (%1).',
 'The cover must start within five years.': 'A vigência precisa começar em até cinco anos.',
 'The end must come after the start.': 'O término precisa ser depois do início.',
 'Type both dates as dd/mm/yyyy.': 'Digite as duas datas como dd/mm/aaaa.',
 '%n day(s) of cover': ['%n dia de cobertura', '%n dias de cobertura'],
})
ctx('brokerdesk::ui::LifetimeStep', {
 'A trip is covered for at most 366 days.': 'Uma viagem é coberta por no máximo 366 dias.',
 'A cover lasts at most five years.': 'Uma vigência dura no máximo cinco anos.',
})
ctx('brokerdesk::ui::DateField', {
 'Choose on a calendar': 'Escolher no calendário',
})

ctx('LedgerQueries', {
 'Date': 'Data', 'Category': 'Categoria', 'Description': 'Descrição', 'Amount': 'Valor',
 'Deductions': 'Deduções', 'Paid': 'Pago', 'Payment method': 'Forma de pagamento',
 'Customer': 'Cliente', 'Policy': 'Apólice', 'Installment': 'Parcela', 'Due on': 'Vencimento',
 'Paid on': 'Pago em', 'Deleted on': 'Excluído em', 'Canceled on': 'Cancelada em',
 'Yes': 'Sim', 'No': 'Não',
})
ctx('brokerdesk::ui::cashflow::LedgerMirrorView', {
 '%n record(s) · in %1 · out %2 · net <b>%3</b>': [
     '%n lançamento · entradas %1 · saídas %2 · saldo <b>%3</b>',
     '%n lançamentos · entradas %1 · saídas %2 · saldo <b>%3</b>'],
 'To receive %1, of which overdue %2 · to pay %3, of which overdue %4':
     'A receber %1, dos quais vencidos %2 · a pagar %3, dos quais vencidos %4',
 '%n record(s) written today fall outside this period, from %1 to %2.': [
     '%n lançamento registrado hoje fica fora deste período: vence entre %1 e %2.',
     '%n lançamentos registrados hoje ficam fora deste período: vencem entre %1 e %2.'],
 '&Show those days too': '&Mostrar também esses dias',
 'In and out per month, by the day money moves, %1 to %2':
     'Entradas e saídas por mês, pela data do dinheiro, de %1 a %2',
 'In and out per month, by the day money moves': 'Entradas e saídas por mês, pela data do dinheiro',
 '%1 to %2': '%1 a %2',
 'all dates': 'todas as datas',
 'Cash flow': 'Fluxo de caixa',
})

# English plurals (the source text is English; only numerus forms need spelling out).
EN = {
 ('brokerdesk::ui::cashflow::LedgerMirrorView', '%n record(s) · in %1 · out %2 · net <b>%3</b>'):
   ['%n record · in %1 · out %2 · net <b>%3</b>', '%n records · in %1 · out %2 · net <b>%3</b>'],
 ('brokerdesk::ui::cashflow::LedgerMirrorView',
  '%n record(s) written today fall outside this period, from %1 to %2.'):
   ['%n record written today falls outside this period, from %1 to %2.',
    '%n records written today fall outside this period, from %1 to %2.'],
 ('brokerdesk::ui::PeriodFields', '%n day(s) of cover'): ['%n day of cover', '%n days of cover'],
}
