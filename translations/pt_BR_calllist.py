# Translations of the call list (ui/customers/calllist*, lib/cache/estimatestore) into
# Brazilian Portuguese. scripts/translations.sh applies them after lupdate (only to messages
# still unfinished), so translators can also work in Qt Linguist.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('EstimateStore', {'call list': 'lista de ligações'})

ctx('brokerdesk::ui::CallListModel', {
 'birth date': 'data de nascimento', 'children': 'filhos', 'gender': 'sexo',
 'marital status': 'estado civil', 'income': 'renda', 'state': 'estado (UF)',
 'a region the service estimates (not the North)':
   'uma região que o serviço estima (o Norte não é estimado)',
 'Missing: %1': 'Falta: %1', 'Not scored yet': 'Ainda sem estimativa',
 'Bought': 'Comprou', 'Did not buy': 'Não comprou', 'To call': 'Ligar',
 'Name': 'Nome', 'Estimate': 'Estimativa', 'Phone or e-mail': 'Telefone ou e-mail',
 'Status': 'Situação'})

ctx('brokerdesk::ui::CallList', {
 '&Score customers': 'Esti&mar clientes', 'Cancel': 'Cancelar',
 'Bought (+)': 'Comprou (+)', 'Did not buy (−)': 'Não comprou (−)',
 'New &quote (Enter)': 'Nova co&tação (Enter)', 'Export CSV…': 'Exportar CSV…',
 'Product type': 'Tipo de produto', '&Product:': '&Produto:',
 'Ask the service how likely each customer is to buy this product':
   'Perguntar ao serviço a chance de cada cliente comprar este produto',
 '%v of %m': '%v de %m', 'Call list': 'Lista de ligações',
 'call-list.csv': 'lista-de-ligacoes.csv', 'Call list saved to %1.': 'Lista de ligações salva em %1.',
 'Export call list': 'Exportar lista de ligações', 'CSV files (*.csv)': 'Arquivos CSV (*.csv)',
 '%1 of %2 customers estimated (estimates are kept for a day); %3 lack data to be estimated.':
   '%1 de %2 clientes estimados (as estimativas valem por um dia); faltam dados de %3 para estimar.',
 'Every customer with enough data is already estimated.':
   'Todos os clientes com dados suficientes já estão estimados.',
 'Asking the service…': 'Consultando o serviço…',
 '%n customer(s) estimated.': ['%n cliente estimado.', '%n clientes estimados.'],
 '%1 customers estimated; %2 could not be.': '%1 clientes estimados; %2 não puderam ser.',
 'The estimate could not be kept: %1': 'Não foi possível guardar a estimativa: %1',
 'Not estimated: %1': 'Sem estimativa: %1',
 'Scoring cancelled: %1 of %2 estimated.': 'Estimativa cancelada: %1 de %2 estimados.',
 'Choose an estimated customer first.': 'Escolha antes um cliente com estimativa.',
 '%1 is already recorded as "%2": each estimate is evaluated once.':
   '%1 já está registrado como "%2": cada estimativa é avaliada uma só vez.',
 "%1's outcome is being recorded.": 'O resultado de %1 está sendo registrado.',
 'The outcome could not be recorded: %1': 'Não foi possível registrar o resultado: %1',
 'The outcome could not be kept: %1': 'Não foi possível guardar o resultado: %1',
 'Recorded: %1 bought.': 'Registrado: %1 comprou.',
 'Recorded: %1 did not buy.': 'Registrado: %1 não comprou.',
 'Name': 'Nome', 'Phone': 'Telefone', 'E-mail': 'E-mail', 'Estimate (%)': 'Estimativa (%)',
 'Status': 'Situação', 'The file could not be written: %1': 'Não foi possível gravar o arquivo: %1'})

ctx('brokerdesk::ui::CustomersPage', {'&Directory': '&Cadastro', 'Call &list': '&Lista de ligações'})

# English plurals (the source text is English; only numerus forms need spelling out).
EN = {
 ('brokerdesk::ui::CallList', '%n customer(s) estimated.'): ['%n customer estimated.', '%n customers estimated.'],
}
