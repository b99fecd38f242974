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

# English plurals (the source text is English; only numerus forms need spelling out).
EN = {
 ('brokerdesk::ui::PeriodFields', '%n day(s) of cover'): ['%n day of cover', '%n days of cover'],
}
