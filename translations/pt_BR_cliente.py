# Translations of the Cliente view (one customer, everything), the possible duplicates and the
# directory's merges into Brazilian Portuguese. scripts/translations.sh applies them after
# lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::CustomerView', {
 'Customer': 'Cliente', '← &Customers': '← &Clientes',
 'Back to the list of customers (Esc)': 'Voltar à lista de clientes (Esc)',
 'New &quote': 'Nova &cotação', '&Renew': '&Renovar', 'Call / &estimate': 'Ligar / &estimar',
 'Quote with this customer as the policy holder': 'Cotar com este cliente como segurado',
 'Quote the renewal of the selected policy': 'Cotar a renovação da apólice selecionada',
 'How likely this customer is to buy, before you call': 'A chance de este cliente comprar, antes de ligar',
 'Product': 'Produto', 'Cover': 'Vigência', 'Renewal': 'Renovação', 'Status': 'Situação',
 'Premium': 'Prêmio', 'Quoted on': 'Cotada em', 'From': 'A partir de', 'Sold on': 'Vendida em',
 'Total': 'Total', 'Estimated on': 'Estimada em', 'Chance': 'Chance', 'Outcome': 'Resultado',
 'Day': 'Dia', 'What': 'O quê', 'Amount': 'Valor',
 'No policy yet.': 'Nenhuma apólice ainda.',
 'No cash-flow row of their policies in the mirror.': 'Nenhum lançamento das apólices dele no fluxo de caixa copiado.',
 'No quote saved on this desk.': 'Nenhuma cotação salva nesta estação.',
 'No sale yet.': 'Nenhuma venda ainda.', 'No affinity.': 'Nenhuma afinidade.',
 'Not on today\'s call list.': 'Fora da lista de ligações de hoje.',
 'CPF %1': 'CPF %1', 'CNPJ %1': 'CNPJ %1', 'Plates %1': 'Placas %1',
 'Policy': 'Apólice', 'Sale': 'Venda', 'Affinity': 'Afinidade',
 '%1 (ended)': '%1 (encerrada)', '%1 (in %n day(s))': ['%1 (em %n dia)', '%1 (em %n dias)'],
 'Not recorded': 'Não registrado', 'Bought': 'Comprou', 'Did not buy': 'Não comprou',
 'Paid': 'Pago', 'Overdue': 'Vencido', 'Due': 'A vencer',
 'Policies (%1)': 'Apólices (%1)', 'Quotes (%1)': 'Cotações (%1)', 'Sales (%1)': 'Vendas (%1)',
 'Affinities (%1)': 'Afinidades (%1)', 'Calls (%1)': 'Ligações (%1)',
 'Cash flow (%1)': 'Fluxo de caixa (%1)'})
ctx('brokerdesk::ui::DuplicatesDialog', {
 'Customer': 'Cliente', 'Maybe the same as': 'Talvez o mesmo que', 'Why': 'Por quê',
 'Merged with it': 'Juntado a ele', 'When': 'Quando', '&Merge': '&Juntar',
 '&Different people': 'Pessoas &diferentes', '&Undo merge': '&Desfazer junção',
 'Possible duplicates': 'Possíveis duplicados',
 'Show both as one customer, under the older entry: every quote, sale and policy of both then shows together':
   'Mostrar os dois como um só cliente, sob o cadastro mais antigo: todas as cotações, vendas e apólices dos dois aparecem juntas',
 'They are different people: stop offering this pair': 'São pessoas diferentes: não sugerir mais este par',
 'Show the two entries apart again, each with its own records': 'Separar de novo os dois cadastros, cada um com seus registros',
 'Merges made': 'Junções feitas',
 'No possible duplicate: every customer looks like one person.': 'Nenhum possível duplicado: cada cliente parece ser uma pessoa só.',
 'No merge to undo.': 'Nenhuma junção para desfazer.',
 'Customers that may be one person': 'Clientes que podem ser a mesma pessoa',
 'same name': 'mesmo nome', 'same phone': 'mesmo telefone', 'same e-mail': 'mesmo e-mail',
 '%1 is now one customer. Undo below if it was a mistake.': '%1 agora é um cliente só. Desfaça abaixo se foi engano.',
 '%1 and %2 are apart again.': '%1 e %2 estão separados de novo.'})
ctx('brokerdesk::ui::CustomersPage', {
 '&Open customer': '&Abrir cliente',
 'Everything of this customer: policies, quotes, sales, affinities, calls and cash flow (Enter)':
   'Tudo deste cliente: apólices, cotações, vendas, afinidades, ligações e fluxo de caixa (Enter)',
 'Possible &duplicates': 'Possíveis &duplicados', 'Possible &duplicates (%1)': 'Possíveis &duplicados (%1)',
 'Customers that may be one person: merge them, or undo a merge': 'Clientes que podem ser a mesma pessoa: junte-os ou desfaça uma junção'})
ctx('CustomerDirectory', {
 'These customers cannot be merged: one of them is unknown or already part of another.':
   'Não é possível juntar estes clientes: um deles não existe ou já faz parte de outro.',
 'This merge was undone already.': 'Esta junção já foi desfeita.'})

EN = {
 ('brokerdesk::ui::CustomerView', '%1 (in %n day(s))'): ['%1 (in %n day)', '%1 (in %n days)'],
}
