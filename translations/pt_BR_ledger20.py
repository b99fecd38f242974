# Translations of the cash-flow page's day headings and its link to a record's policy into
# Brazilian Portuguese. scripts/translations.sh applies them after lupdate (only to messages
# still unfinished), so translators can also work in Qt Linguist.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::cashflow::LedgerMirrorView', {
 'Open &policy': 'Abrir &apólice',
 "Show this record's policy on the Policies page": 'Mostrar a apólice deste lançamento na página Apólices',
 '%1 — %2': '%1 — %2', 'Cash date': 'Data de caixa'})
