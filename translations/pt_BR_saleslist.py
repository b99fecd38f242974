# Translations of the Sales page's list of the office's sales (GET /v1/sales) into Brazilian
# Portuguese. scripts/translations.sh applies them after lupdate (only to messages still
# unfinished), so translators can also work in Qt Linguist.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::SalesPage', {
 "The office's sales": 'Vendas da corretora',
})

ctx('brokerdesk::ui::SalesPage', {
 '%n sale(s) of the office, newest first': ['%n venda da corretora, a mais recente primeiro', '%n vendas da corretora, as mais recentes primeiro'],
 '%n sale(s) made from this desk': ['%n venda feita neste computador', '%n vendas feitas neste computador'],
})
