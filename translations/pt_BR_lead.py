# Brazilian Portuguese for sales, checkout, policies, cash flow and recommendations.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('SalesLog', {'sales log': 'registro de vendas'})
ctx('brokerdesk::ui::PoliciesPage', {
 'Canceled on': 'Cancelada em', 'Reversal': 'Estorno', '&Refresh': '&Atualizar',
 '&Cancel policy…': '&Cancelar apólice…', 'Policies': 'Apólices',
 'Cancel the selected policy (Del)': 'Cancelar a apólice selecionada (Del)',
 'The policies could not be loaded: %1': 'Não foi possível carregar as apólices: %1',
 'Loading policies…': 'Carregando apólices…', 'Policy %1 cancelled.': 'Apólice %1 cancelada.'})
ctx('brokerdesk::ui::SaleStatusView', {
 'Sale started': 'Venda iniciada', 'Waiting for the payment': 'Aguardando o pagamento',
 'Payment confirmed': 'Pagamento confirmado', 'Payment refused': 'Pagamento recusado',
 'Policy issued': 'Apólice emitida', 'Open policy &document': 'Abrir &documento da apólice',
 'Show &policy': 'Ver a&pólice', 'Sale timeline': 'Linha do tempo da venda', 'Timeline:': 'Linha do tempo:',
 '<b>%1</b> for %2 · sale %3': '<b>%1</b> para %2 · venda %3', 'Sale %1': 'Venda %1', '%1 — %2': '%1 — %2',
 ' (policy %1)': ' (apólice %1)', 'Payment refused: the sale failed': 'Pagamento recusado: a venda não foi concluída',
 'Canceled': 'Cancelada', 'Waiting for the payment…': 'Aguardando o pagamento…',
 'Sale started…': 'Venda iniciada…', 'Loading…': 'Carregando…'})
ctx('brokerdesk::ui::SalesListModel', {
 '%1 in %2×': '%1 em %2×', 'Date': 'Data', 'Product': 'Produto', 'Holder': 'Segurado',
 'Total': 'Total', 'Payment': 'Pagamento', 'Status': 'Situação'})
ctx('brokerdesk::ui::SalesPage', {
 'Choose a sale to see its status, or sell a quote from the Quote page.':
   'Escolha uma venda para ver a situação dela, ou venda uma cotação na página Cotação.',
 'Sales made from this desk': 'Vendas feitas nesta estação', 'Sales': 'Vendas'})
ctx('brokerdesk::ui::CashFlowPage', {
 'Cash-flow records on the server': 'Lançamentos do fluxo de caixa no servidor',
 'Ser&ver list': 'Lista do ser&vidor', '&Local mirror': 'Cópia &local',
 'Every record as the service lists it, newest first': 'Todos os lançamentos como o serviço os lista, mais recentes primeiro',
 'A copy on this machine: filters, totals, chart and CSV export': 'Uma cópia neste computador: filtros, totais, gráfico e exportação CSV',
 '&Refresh': '&Atualizar', 'The ledger could not be loaded: %1': 'Não foi possível carregar o extrato: %1',
 'Cash flow': 'Fluxo de caixa', 'Loading the ledger…': 'Carregando o extrato…',
 '%n record(s) on the server, newest first.': ['%n lançamento no servidor, mais recentes primeiro.', '%n lançamentos no servidor, mais recentes primeiro.'],
 'Loading…': 'Carregando…'})
ctx('brokerdesk::ui::cashflow::LedgerFilterBar', {
 '&Dates': '&Datas', 'Category': 'Categoria', 'All categories': 'Todas as categorias', 'Paid': 'Pago',
 'Paid or not': 'Pago ou não', 'Not paid': 'Não pago',
 'Only records created between the two dates': 'Somente lançamentos criados entre as duas datas',
 'From date': 'Data inicial', 'To date': 'Data final', 'Description contains': 'Descrição contém',
 'Description contains…': 'Descrição contém…'})
ctx('brokerdesk::ui::cashflow::LedgerMirrorView', {
 '&Sync now': '&Sincronizar agora', 'E&xport CSV…': 'E&xportar CSV…',
 'Mirrored cash-flow records': 'Lançamentos do fluxo de caixa copiados',
 'Mirroring the ledger: %1 of %2 records…': 'Copiando o extrato: %1 de %2 lançamentos…',
 'The sync stopped: %1 It resumes where it stopped.': 'A sincronização parou: %1 Ela continua de onde parou.',
 'Mirroring the ledger…': 'Copiando o extrato…',
 'All records are here; building the indexes for filters and totals…': 'Todos os lançamentos chegaram; criando os índices para filtros e totais…',
 '%n record(s) · in %1 · out %2 · net <b>%3</b>': ['%n lançamento · entradas %1 · saídas %2 · saldo <b>%3</b>', '%n lançamentos · entradas %1 · saídas %2 · saldo <b>%3</b>'],
 'The local mirror is not open.': 'A cópia local não está aberta.',
 '%1 records mirrored; the sync was interrupted.': '%1 lançamentos copiados; a sincronização foi interrompida.',
 'Nothing mirrored yet: press Sync now to copy the ledger here.': 'Nada copiado ainda: clique em Sincronizar agora para trazer o extrato para cá.',
 '%1 records mirrored, last synced %2.': '%1 lançamentos copiados, última sincronização em %2.',
 'Export the ledger': 'Exportar o extrato', 'CSV files (*.csv)': 'Arquivos CSV (*.csv)',
 'Exporting %n record(s)…': ['Exportando %n lançamento…', 'Exportando %n lançamentos…'],
 'The file could not be opened: %1': 'Não foi possível abrir o arquivo: %1',
 'The export failed.': 'A exportação falhou.', 'The file could not be written: %1': 'Não foi possível gravar o arquivo: %1'})
ctx('brokerdesk::ui::cashflow::MonthlyChart', {
 'Money in and out per month': 'Entradas e saídas por mês', 'In and out per month': 'Entradas e saídas por mês',
 'In': 'Entradas', 'Out': 'Saídas', 'R$': 'R$'})
ctx('brokerdesk::ui::policies::BankAccount', {
 'The bank code has exactly 3 digits.': 'O código do banco tem exatamente 3 dígitos.',
 'The agency has 1 to 5 digits.': 'A agência tem de 1 a 5 dígitos.',
 'The account number has 1 to 12 digits.': 'O número da conta tem de 1 a 12 dígitos.'})
ctx('brokerdesk::ui::policies::CancelPolicyDialog', {
 'Bank account for the wire transfer': 'Conta bancária para a transferência', 'Cancel policy': 'Cancelar apólice',
 'Cancel the policy of <b>%1</b> (%2)?': 'Cancelar a apólice de <b>%1</b> (%2)?',
 'Cancel reason': 'Motivo do cancelamento', 'Choose a reason…': 'Escolha um motivo…', 'Description': 'Descrição',
 'Optional: what the customer or insurer said': 'Opcional: o que o cliente ou a seguradora informou',
 'Reversal method': 'Forma de estorno', 'The way it was paid': 'A mesma forma do pagamento',
 '&Reason:': '&Motivo:', '&Description:': '&Descrição:', 'Reversal &method:': '&Forma de estorno:',
 'Bank code': 'Código do banco', 'Agency': 'Agência', 'Account': 'Conta', 'Account digit': 'Dígito da conta',
 '3 digits, e.g. 341': '3 dígitos, por exemplo 341', '&Bank code:': '&Banco:', 'A&gency:': 'A&gência:',
 'A&ccount:': '&Conta:', 'Account di&git:': 'Dí&gito:', 'Cancel &policy': 'Cancelar a&pólice',
 '&Keep policy': 'Ma&nter apólice',
 "This policy's cover has already ended: the service will refuse the cancel.": 'A vigência desta apólice já terminou: o serviço vai recusar o cancelamento.',
 'If cancelled now: <b>%n day(s)</b> of cover not yet run; estimated reversal <b>%1</b> of the premium %2. The service confirms the exact amount.':
   ['Se cancelada agora: <b>%n dia</b> de vigência a decorrer; estorno estimado de <b>%1</b> do prêmio de %2. O serviço confirma o valor exato.',
    'Se cancelada agora: <b>%n dias</b> de vigência a decorrer; estorno estimado de <b>%1</b> do prêmio de %2. O serviço confirma o valor exato.'],
 'Choose why the policy is cancelled.': 'Escolha o motivo do cancelamento da apólice.',
 'Some answers need fixing before the cancel can be sent.': 'Algumas respostas precisam ser corrigidas antes de enviar o cancelamento.'})
ctx('brokerdesk::ui::policies::PolicyDetails', {
 'Select a policy to see its details.': 'Selecione uma apólice para ver os detalhes.',
 'Policy details': 'Detalhes da apólice', 'Holder': 'Segurado', 'CPF / CNPJ': 'CPF / CNPJ', 'Status': 'Situação',
 'Cover': 'Vigência', 'Premium': 'Prêmio', 'Issued': 'Emitida em', 'Policy': 'Apólice', 'Sale': 'Venda',
 'Document': 'Documento', 'Canceled on': 'Cancelada em', 'Reason': 'Motivo', 'Reversal': 'Estorno',
 '%1 to %2': '%1 a %2', 'Open the policy PDF': 'Abrir o PDF da apólice', '%1 by %2': '%1 por %2'})
ctx('brokerdesk::ui::recommendations::PercentGauge', {
 'Estimated chance of buying': 'Chance estimada de compra', 'No estimate yet': 'Ainda sem estimativa'})
ctx('brokerdesk::ui::recommendations::RecommendationForm', {
 'Choose a product type…': 'Escolha um tipo de produto…', 'e.g. 35': 'por exemplo 35', '0 if none': '0 se não tiver',
 'Choose…': 'Escolha…', 'Female': 'Feminino', 'Male': 'Masculino', 'Single': 'Solteiro(a)', 'Married': 'Casado(a)',
 'Choose a region…': 'Escolha uma região…', 'South': 'Sul', 'Southeast': 'Sudeste', 'Midwest': 'Centro-Oeste',
 'Northeast': 'Nordeste', '&Product type:': 'Tipo de &produto:', '&Age:': '&Idade:', 'C&hildren:': '&Filhos:',
 '&Gender:': '&Gênero:', '&Marital status:': '&Estado civil:', 'Monthly &salary:': '&Salário mensal:',
 '&Region:': '&Região:', 'Choose the product type to estimate.': 'Escolha o tipo de produto a estimar.',
 'Type the age in years, 0 to 130.': 'Informe a idade em anos, de 0 a 130.',
 'Type the number of children, 0 to 50.': 'Informe o número de filhos, de 0 a 50.',
 'Choose the gender.': 'Escolha o gênero.', 'Choose the marital status.': 'Escolha o estado civil.',
 'Type the monthly salary in reais, e.g. %1.': 'Informe o salário mensal em reais, por exemplo %1.',
 'Choose the region where the person lives.': 'Escolha a região onde a pessoa mora.'})
ctx('brokerdesk::ui::RecommendationsPage', {
 '&Estimate': '&Estimar', 'Did the person buy?': 'A pessoa comprou?', '&Yes, bought': '&Sim, comprou',
 '&No, did not buy': '&Não comprou', "Fill in the person's profile and press Estimate.": 'Preencha o perfil da pessoa e clique em Estimar.',
 'Estimate how likely a person is to buy a kind of insurance. Afterwards, tell the service whether they bought: that trains the estimate.':
   'Estime a chance de uma pessoa comprar um tipo de seguro. Depois, informe ao serviço se ela comprou: isso treina a estimativa.',
 'Recommendations': 'Recomendações', 'Asking for an estimate…': 'Pedindo uma estimativa…',
 'Estimated chance that this person buys: <b>%1</b>.': 'Chance estimada de esta pessoa comprar: <b>%1</b>.',
 'Answer once the person decides.': 'Responda quando a pessoa decidir.', 'Sending…': 'Enviando…',
 'Not sent; try again.': 'Não enviado; tente novamente.', 'Not recorded.': 'Não registrado.',
 'Recorded: the person bought. Thank you — this trains the estimate.': 'Registrado: a pessoa comprou. Obrigado — isso treina a estimativa.',
 'Recorded: the person did not buy. Thank you — this trains the estimate.': 'Registrado: a pessoa não comprou. Obrigado — isso treina a estimativa.'})
ctx('brokerdesk::ui::CheckoutView', {
 '&Confirm sale': '&Confirmar venda', 'Installments': 'Parcelas',
 'Payment method': 'Forma de pagamento', 'E-mail for the policy': 'E-mail para a apólice',
 'Phone': 'Telefone', 'Payment': 'Pagamento', '&Installments:': '&Parcelas:', 'Payment &method:': '&Forma de pagamento:',
 'Policy holder contact (from the quote)': 'Contato do segurado (da cotação)', '&E-mail:': '&E-mail:', '&Phone:': '&Telefone:',
 'Quote %1 is not saved on this computer; quote it again to sell it.': 'A cotação %1 não está salva neste computador; cote novamente para vendê-la.',
 '%1× %2 (total %3)': '%1× %2 (total %3)', 'Opening the sale…': 'Abrindo a venda…', 'Confirming the sale…': 'Confirmando a venda…'})
ctx('brokerdesk::ui::CatalogPage', {
 'The vendor settings of %n product(s) could not be loaded. %1': [
     'Não foi possível carregar as configurações de venda de %n produto. %1',
     'Não foi possível carregar as configurações de venda de %n produtos. %1']})
