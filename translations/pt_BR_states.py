# Translations of the sale view's retry after a refused payment into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::SaleStatusView', {
 '&Try another payment method': '&Tentar outra forma de pagamento'})
