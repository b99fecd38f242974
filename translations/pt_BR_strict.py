# Translations of what the desk says when the operator lacks a call it could use (issue 38):
# the results step that cannot follow a quote, the Sales and Customers pages' quiet lines.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::ResultsStep', {
 'The insurer is analysing this quote, and the operator does not tell the desk when it is '
 'answered. Quote again in a few minutes to see the prices; this quote stays saved on this '
 'computer.':
   'A seguradora está analisando esta cotação, e a operadora não avisa quando ela fica pronta. '
   'Cote de novo daqui a alguns minutos para ver os preços; esta cotação continua salva neste '
   'computador.'})
ctx('brokerdesk::ui::SalesPage', {
 "The operator does not list the office's sales: these are the sales made from this desk.":
   'A operadora não mostra as vendas do escritório: aqui estão as vendas feitas nesta estação.'})
ctx('brokerdesk::ui::CustomersPage', {
 'The operator does not keep leads: the people you register stay on this computer.':
   'A operadora não guarda contatos: as pessoas que você cadastrar ficam só neste computador.'})
ctx('brokerdesk::api::QuoteLookup', {
 "The operator's list of quotes does not show this quote.":
   'A lista de cotações da operadora não mostra esta cotação.'})
