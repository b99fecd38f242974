# Brazilian Portuguese for Início (today's counts), Renovações (policies ending soon, renewed
# in the quote wizard) and "Renovada por" on a policy.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::HomePage', {
 'Today': 'Início',
 'What is due today; click a count to open its list.':
   'O que vence hoje; clique em um número para abrir a lista.',
 'Renewals': 'Renovações',
 'Policies ending in 30 days': 'Apólices que vencem em 30 dias',
 'Policies ending in 60 days': 'Apólices que vencem em 60 dias',
 'Policies ending in 90 days': 'Apólices que vencem em 90 dias',
 'Sales and payments': 'Vendas e pagamentos',
 'Sales waiting for payment': 'Vendas aguardando pagamento',
 'Payments that failed': 'Pagamentos recusados',
 'Installments overdue': 'Parcelas em atraso',
 "This month's commissions": 'Comissões do mês',
 'Commissions expected': 'Comissões previstas',
 'Commissions received': 'Comissões recebidas',
 'Lost to cancellations': 'Estornos por cancelamento',
 'Affinities and calls': 'Afinidades e ligações',
 'Affinities pending': 'Afinidades pendentes',
 'Customers to call first': 'Clientes para ligar primeiro',
 'Updated at %1': 'Atualizado às %1',
 'Nothing to renew': 'Nada a renovar',
 'Open to renew them': 'Abra para renová-las',
 'Not available: %1': 'Indisponível: %1',
 'Among the latest %1 sales': 'Entre as %1 vendas mais recentes',
 '%1 in all': '%1 no total',
 'Call the customer to pay again': 'Ligue para o cliente pagar de novo',
 'Waiting for the insurer': 'Aguardando a seguradora',
 'None waiting': 'Nenhuma aguardando',
 '%1 to collect': '%1 a receber',
 'Every installment on time': 'Todas as parcelas em dia',
 '%1 still to come': '%1 ainda a receber',
 '%1 overdue': '%1 em atraso',
 '%n policy(ies) canceled this month': ['%n apólice cancelada no mês', '%n apólices canceladas no mês'],
 '%1 (%2%)': '%1 (%2%)',
 'No customer estimated yet': 'Nenhum cliente estimado ainda'})
ctx('brokerdesk::ui::RenewalsPage', {
 'Renewals': 'Renovações', '&Renew': '&Renovar',
 'Search by holder, CPF/CNPJ or plate (Ctrl+F)': 'Buscar por segurado, CPF/CNPJ ou placa (Ctrl+F)',
 'Search renewals': 'Buscar renovações', 'Ending within': 'Vencendo em',
 'Ending in %1 days': 'Vencendo em %1 dias', 'Product': 'Produto', 'Every product': 'Todos os produtos',
 "Quote the selected policy's renewal (Enter)": 'Cotar a renovação da apólice selecionada (Enter)',
 'Policies to renew': 'Apólices a renovar',
 'Looking for policies ending soon…': 'Procurando apólices a vencer…',
 '%n policy(ies) to renew': ['%n apólice a renovar', '%n apólices a renovar'],
 'No policy ends in the next %1 days.': 'Nenhuma apólice vence nos próximos %1 dias.',
 'No policy ending in the next %1 days matches the search.':
   'Nenhuma apólice que vence nos próximos %1 dias corresponde à busca.'})
ctx('brokerdesk::ui::RenewalListModel', {
 'Customer': 'Cliente', 'Product': 'Produto', 'Cover ends': 'Fim da vigência', 'Left': 'Faltam',
 'Premium': 'Prêmio', 'Product not in the catalog': 'Produto fora do catálogo', 'today': 'hoje',
 '%n day(s)': ['%n dia', '%n dias']})
ctx('brokerdesk::ui::Requoter', {
 'the service did not say what the policy insures': 'o serviço não informou o que a apólice segura'})
ctx('brokerdesk::ui::QuoteWizard', {
 'This policy cannot be renewed here: %1': 'Esta apólice não pode ser renovada aqui: %1'})
ctx('brokerdesk::ui::policies::PolicyDetails', {'Renewed by': 'Renovada por'})
ctx('brokerdesk::ui::PoliciesPage', {
 'a new policy (refresh to see it)': 'uma nova apólice (atualize para vê-la)', '%1 to %2': '%1 a %2'})

EN = {
 ('brokerdesk::ui::HomePage', '%n policy(ies) canceled this month'):
   ['%n policy canceled this month', '%n policies canceled this month'],
 ('brokerdesk::ui::RenewalsPage', '%n policy(ies) to renew'): ['%n policy to renew', '%n policies to renew'],
 ('brokerdesk::ui::RenewalListModel', '%n day(s)'): ['%n day', '%n days'],
}
