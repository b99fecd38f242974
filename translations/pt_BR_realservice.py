# Translations of the strings added for the operator's real service (card data collected by the
# insurer, not the desk) into Brazilian Portuguese. scripts/translations.sh applies them after
# lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::CheckoutView', {
 'The insurer charges the card through its own channel: it sends the policy holder a secure payment link. BrokerDesk never asks for or sends card numbers.': 'A seguradora cobra o cartão pelo seu próprio canal: ela envia ao segurado um link de pagamento seguro. O BrokerDesk nunca pede nem envia números de cartão.',
})
