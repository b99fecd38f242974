# Translations of the ledger mirror's recheck after the new records are in, into Brazilian
# Portuguese. scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::cashflow::LedgerMirrorView', {
 'Checking the records that may have changed since…': 'Conferindo os lançamentos que podem ter mudado desde então…'})
