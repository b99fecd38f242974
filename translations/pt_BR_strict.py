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
# How affinity updates arrive: signed, or unsigned and confirmed with the operator.
ctx('brokerdesk::ui::AdvancedSection', {
 'Address for the operator': 'Endereço para a operadora',
 'Shown once the desk receives updates': 'Aparece quando a estação passar a receber atualizações',
 'How updates arrive': 'Como as atualizações chegam',
 'As the operator sends them: signed if a secret is set':
   'Como a operadora envia: assinadas se houver segredo',
 'Signed with the secret': 'Assinadas com o segredo',
 'Unsigned: each update is confirmed with the operator':
   'Sem assinatura: cada atualização é conferida com a operadora',
 'Updates a&rrive:': 'As atualizações c&hegam:',
 'Address for the o&perator:': 'Endereço para a o&peradora:'})
ctx('brokerdesk::ui::AffinityUpdates', {
 'Not receiving: the address for the operator is not made yet.':
   'Sem receber: o endereço para a operadora ainda não foi criado.',
 'Updates come signed with the secret.': 'As atualizações chegam assinadas com o segredo.',
 'Updates come unsigned: each is confirmed with the operator before it is applied.':
   'As atualizações chegam sem assinatura: cada uma é conferida com a operadora antes de ser aplicada.'})
ctx('brokerdesk::webhook::WebhookReceiver', {
 'The body names no affinity: it has neither id nor affinity_request_id.':
   'O corpo não indica nenhuma afinidade: não tem id nem affinity_request_id.',
 'Updates cannot be confirmed with the service now.':
   'Agora não é possível conferir as atualizações com a operadora.',
 'Too many updates wait to be confirmed; send this one again later.':
   'Há atualizações demais aguardando conferência; envie esta de novo mais tarde.',
 'The service has no affinity of that notice: nothing was changed.':
   'A operadora não tem a afinidade desse aviso: nada foi alterado.',
 'The update could not be confirmed with the service: %1':
   'Não foi possível conferir a atualização com a operadora: %1'})
