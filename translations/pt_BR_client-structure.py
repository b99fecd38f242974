# Translations of messages whose context moved with their code (client-structure): the palette
# entries pages now offer themselves, and the policy ledger reader now in lib/models.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::CatalogPage', {'Product · %1': 'Produto · %1'})
ctx('brokerdesk::ui::OfflineQuotesPage', {
 'Quote %1 · %2': 'Cotação %1 · %2', 'Saved quote %1': 'Cotação salva %1'})
ctx('brokerdesk::models::PolicyLedgerReader', {
 "the policy's records lie too far back in the ledger":
   'os lançamentos da apólice estão muito atrás no fluxo de caixa'})
