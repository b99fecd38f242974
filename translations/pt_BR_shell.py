# Translations of the shell, catalog, offline quotes, settings and client-core strings into
# Brazilian Portuguese. scripts/translations.sh applies them after lupdate (only to messages
# still unfinished), so translators can also work in Qt Linguist.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('AffinityStatus', {'Issued': 'Emitida', 'Canceled': 'Cancelada', 'Expired': 'Expirada', 'Renewed': 'Renovada', 'Pending': 'Pendente'})
ctx('ApiError', {
 'BrokerDesk has no server address or client credentials yet. Add them in Settings.': 'O BrokerDesk ainda não tem o endereço do servidor nem as credenciais do cliente. Informe-os em Configurações.',
 'Cannot reach the service. Check the network connection and the server address.': 'Não foi possível acessar o serviço. Verifique a conexão de rede e o endereço do servidor.',
 'The service took too long to answer. Try again in a moment.': 'O serviço demorou demais para responder. Tente novamente em instantes.',
 'The secure connection to the service failed: its certificate could not be verified.': 'A conexão segura com o serviço falhou: não foi possível verificar o certificado.',
 'The connection to the service was lost before its answer arrived. Try again.': 'A conexão com o serviço caiu antes de a resposta chegar. Tente novamente.',
 'The service has a problem of its own (HTTP %1). Try again later.': 'O serviço está com um problema interno (HTTP %1). Tente novamente mais tarde.',
 'The service is busy and asked BrokerDesk to slow down. Try again in a moment.': 'O serviço está ocupado e pediu ao BrokerDesk que diminua o ritmo. Tente novamente em instantes.',
 'The service did not accept the sign-in. Check the client id and secret in Settings.': 'O serviço não aceitou o login. Verifique o client id e o segredo em Configurações.',
 'The service sent an answer BrokerDesk cannot read.': 'O serviço enviou uma resposta que o BrokerDesk não consegue ler.',
 'The service refused the request as invalid.': 'O serviço recusou a solicitação por ser inválida.',
 'This account may not do that.': 'Esta conta não tem permissão para isso.',
 'The service does not know this item. It may belong to another broker or no longer exist.': 'O serviço não conhece este item. Ele pode pertencer a outra corretora ou não existir mais.',
 'The request is too large for the service.': 'A solicitação é grande demais para o serviço.',
 'The service refused the request (HTTP %1).': 'O serviço recusou a solicitação (HTTP %1).'})
ctx('AttachmentType', {'Certificate of insurance': 'Certificado de seguro', 'General conditions': 'Condições gerais', 'Capitalization regulation': 'Regulamento de capitalização', 'Cancellation': 'Cancelamento'})
ctx('CancelReason', {'Requested by the policyholder': 'A pedido do segurado', 'Payment default': 'Inadimplência', 'Claimed': 'Sinistrada', 'Requested by the insurer': 'A pedido da seguradora'})
ctx('CashFlowCategory', {'Channel sale': 'Venda do canal', 'Recurrent channel sale': 'Venda recorrente do canal', 'Deductible': 'Franquia', 'Policy reversal': 'Estorno de apólice', 'Fine': 'Multa', 'Taxes': 'Impostos', 'Broker agency': 'Agenciamento da corretora', 'Broker commission': 'Comissão da corretora', 'Stipulant pro-labore': 'Pró-labore do estipulante', 'Claim': 'Sinistro', 'Balance adjustment': 'Ajuste de saldo'})
ctx('ConnectionState', {'Signed out': 'Desconectado', 'Signing in…': 'Entrando…', 'Online': 'On-line', 'Offline': 'Off-line', 'Service unavailable': 'Serviço indisponível'})
ctx('Desk', {
 'Starting the built-in demo service…': 'Iniciando o serviço de demonstração embutido…',
 'The built-in demo service could not start: %1': 'Não foi possível iniciar o serviço de demonstração embutido: %1',
 "Not connected: enter the service's address and credentials in Settings.": 'Sem conexão: informe o endereço e as credenciais do serviço em Configurações.',
 'Sign-in failed: %1': 'Falha no login: %1'})
ctx('Enumerations', {'Unknown (%1)': 'Desconhecido (%1)', 'Unknown': 'Desconhecido'})
ctx('Format', {'%1%': '%1%'})
ctx('InstallmentPeriod', {'Daily': 'Diário', 'Monthly': 'Mensal', 'Yearly': 'Anual'})
ctx('LedgerQueries', {'Date (UTC)': 'Data (UTC)', 'Category': 'Categoria', 'Description': 'Descrição', 'Amount': 'Valor', 'Deductions': 'Deduções', 'Paid': 'Pago', 'Payment method': 'Forma de pagamento', 'Policy': 'Apólice', 'Installment': 'Parcela', 'Forecast (UTC)': 'Previsão (UTC)', 'Yes': 'Sim', 'No': 'Não', 'The export was stopped.': 'A exportação foi interrompida.', 'The file could not be written: %1': 'Não foi possível gravar o arquivo: %1'})
ctx('ListColumn', {'Yes': 'Sim', 'No': 'Não', 'Holder': 'Segurado', 'Status': 'Situação', 'Start': 'Início', 'End': 'Fim', 'Premium': 'Prêmio', 'Issued': 'Emitida', 'Policy': 'Apólice', 'Plan': 'Plano', 'Affinity': 'Afinidade', 'Installment': 'Parcela', '%1 of %2': '%1 de %2', 'Date': 'Data', 'Category': 'Categoria', 'Description': 'Descrição', 'Amount': 'Valor', 'Deductions': 'Deduções', 'Paid': 'Pago', 'Forecast': 'Previsão'})
ctx('OfflineStore', {'offline store': 'armazenamento off-line', 'The quote has no id.': 'A cotação não tem id.', 'The offline store is not open.': 'O armazenamento off-line não está aberto.', 'The store has no broker_channel_id.': 'A loja não tem broker_channel_id.', 'Quote': 'Cotação', 'Product': 'Produto', 'Holder': 'Segurado', 'Item': 'Item', 'Installment option': 'Opção de parcelamento', 'Installments': 'Parcelas', 'Installment amount': 'Valor da parcela', 'Total': 'Total', 'Taxes': 'Impostos', 'Payment methods': 'Formas de pagamento', 'Valid until (UTC)': 'Válida até (UTC)', 'Fetched at (UTC)': 'Obtida em (UTC)'})
ctx('Options', {
 'BrokerDesk, the workstation for insurance broker staff. With nothing configured it starts a built-in demo service and signs in to it.': 'BrokerDesk, a estação de trabalho da equipe da corretora de seguros. Sem nada configurado, inicia um serviço de demonstração embutido e entra nele.',
 'Use the brokerage service at <url> (token URL, client id and secret come from the settings).': 'Usa o serviço da corretora em <url> (URL do token, client id e segredo vêm das configurações).',
 'url': 'url',
 'Use the built-in demo service, whatever the settings say.': 'Usa o serviço de demonstração embutido, seja qual for a configuração.',
 'Language of the interface: pt_BR or en.': 'Idioma da interface: pt_BR ou en.',
 'language': 'idioma',
 'Render every page with demo data to PNG files in <dir>, then quit.': 'Gera imagens PNG de todas as páginas com dados de demonstração em <dir> e sai.',
 'dir': 'pasta',
 'Print when the window was first painted (milliseconds since the epoch), then quit.': 'Mostra quando a janela foi desenhada pela primeira vez (milissegundos desde a época Unix) e sai.',
 '--server and --sandbox cannot be used together.': '--server e --sandbox não podem ser usados juntos.',
 'Not a server address: %1': 'Não é um endereço de servidor: %1',
 'Unknown language %1: use pt_BR or en.': 'Idioma desconhecido %1: use pt_BR ou en.'})
ctx('Palette', {'Page': 'Página', 'Product · %1': 'Produto · %1', 'Quote %1 · %2': 'Cotação %1 · %2', 'Saved quote %1': 'Cotação salva %1', 'Open sale %1': 'Abrir venda %1', 'Open policy %1': 'Abrir apólice %1', 'Policy %1': 'Apólice %1', 'Policy %1 · %2': 'Apólice %1 · %2'})
ctx('PaymentMethod', {'Bank slip (boleto)': 'Boleto bancário', 'Credit card': 'Cartão de crédito', 'Debit card': 'Cartão de débito', 'Wire transfer': 'Transferência bancária', 'Account debit': 'Débito em conta', 'Pix': 'Pix'})
ctx('PolicyStatus', {'Active': 'Ativa', 'Canceled': 'Cancelada'})
ctx('ProductType', {'Auto': 'Automóvel', 'Business': 'Empresarial', 'Educational': 'Educacional', 'Home': 'Residencial', 'Life': 'Vida', 'Funeral': 'Funeral', 'Moneylender': 'Prestamista', 'Electronic': 'Eletrônicos', 'Global': 'Global', 'Warranty': 'Garantia estendida', 'Personal accident': 'Acidentes pessoais', 'Travel': 'Viagem'})
ctx('QuoteStatus', {'Started': 'Iniciada', 'Pending': 'Pendente', 'Failed': 'Falhou', 'Finished': 'Concluída', 'Rejected': 'Recusada'})
ctx('ReversalMethod', {'Credit card': 'Cartão de crédito', 'Wire transfer': 'Transferência bancária', 'Pix': 'Pix'})
ctx('SaleStatus', {'Started': 'Iniciada', 'Pending': 'Pendente', 'Failed': 'Falhou', 'Finished': 'Concluída', 'Canceled': 'Cancelada'})
ctx('SqliteFile', {
 'the file is shorter than its header says': 'o arquivo é menor do que o cabeçalho indica',
 'It could not be renamed to %1.': 'Não foi possível renomeá-lo para %1.',
 'The %1 at %2 was written by a newer BrokerDesk (version %3); it was left as it is.': 'O %1 em %2 foi gravado por um BrokerDesk mais novo (versão %3); ele foi mantido como está.',
 '%1 is not a BrokerDesk %2.': '%1 não é um %2 do BrokerDesk.',
 'The %1 at %2 is damaged (%3).': 'O %1 em %2 está danificado (%3).',
 'It was kept as %1 and a new one was started.': 'Ele foi guardado como %1 e um novo foi criado.',
 'The %1 at %2 cannot be opened: %3': 'Não foi possível abrir o %1 em %2: %3',
 'The %1 at %2 could not be prepared: %3': 'Não foi possível preparar o %1 em %2: %3'})
ctx('WebhookVerifier', {
 'webhook-id, webhook-timestamp and webhook-signature are required.': 'webhook-id, webhook-timestamp e webhook-signature são obrigatórios.',
 'webhook-id is too long.': 'webhook-id é longo demais.',
 'webhook-timestamp must be Unix seconds.': 'webhook-timestamp deve estar em segundos Unix.',
 'webhook-timestamp is more than %1 seconds from now.': 'webhook-timestamp está a mais de %1 segundos do horário atual.',
 'webhook-signature does not match.': 'webhook-signature não confere.',
 'This webhook-id was already delivered.': 'Este webhook-id já foi entregue.'})
ctx('brokerdesk::cache::LedgerMirror', {
 'ledger mirror': 'espelho do razão',
 'The ledger mirror at %1 belongs to another account; it was left as it is.': 'O espelho do razão em %1 pertence a outra conta; ele foi mantido como está.',
 'The ledger mirror is not open.': 'O espelho do razão não está aberto.',
 'The ledger mirror could not be written: %1': 'Não foi possível gravar o espelho do razão: %1',
 'The sync was canceled; it resumes where it stopped.': 'A sincronização foi cancelada; ela continua de onde parou.',
 "The ledger mirror's indexes could not be built: %1": 'Não foi possível criar os índices do espelho do razão: %1'})
ctx('brokerdesk::models::ApiPageSource', {'The desk is not connected to a service.': 'A estação não está conectada a um serviço.'})
ctx('brokerdesk::models::CursorWalker', {'There is no list to walk.': 'Não há lista a percorrer.'})
ctx('brokerdesk::models::LazyListModel', {'Not loaded: %1': 'Não carregado: %1', 'Loading…': 'Carregando…'})
ctx('brokerdesk::models::PageSource', {'The service sent a list the desk cannot read (%1).': 'O serviço enviou uma lista que a estação não consegue ler (%1).'})
ctx('brokerdesk::webhook::WebhookReceiver', {
 'Nothing is received at this path.': 'Nada é recebido neste caminho.',
 'Deliveries are POST requests.': 'As entregas são requisições POST.',
 'The body is larger than 1 MiB.': 'O corpo é maior que 1 MiB.',
 'The body is not a JSON object.': 'O corpo não é um objeto JSON.',
 'The affinity has no id.': 'A afinidade não tem id.',
 'The update could not be applied now.': 'Não foi possível aplicar a atualização agora.'})
ctx('brokerdesk::ui::CatalogPage', {
 'Store': 'Loja', 'Store logo': 'Logotipo da loja',
 'Search products, insurers, SUSEP codes… (Ctrl+F)': 'Buscar produtos, seguradoras, códigos SUSEP… (Ctrl+F)',
 'Search products': 'Buscar produtos', 'Show as a list': 'Mostrar em lista', 'Show as a grid': 'Mostrar em grade',
 'Products': 'Produtos', 'Loading vendor settings: %1 of %2': 'Carregando configurações de venda: %1 de %2',
 'Catalog': 'Catálogo', 'Loading the store…': 'Carregando a loja…', 'Loading the catalog…': 'Carregando o catálogo…',
 'Showing the catalog saved on %1.': 'Mostrando o catálogo salvo em %1.',
 'Store · %n product(s)': ['Loja · %n produto', 'Loja · %n produtos']})
ctx('brokerdesk::ui::CommandPalette', {'Go to': 'Ir para', 'Command palette': 'Paleta de comandos',
 'Type a page, product, quote, sale or policy…': 'Digite uma página, produto, cotação, venda ou apólice…',
 'Search for a page, product, quote, sale or policy': 'Buscar uma página, produto, cotação, venda ou apólice',
 'Matches': 'Resultados', '%1 — %2': '%1 — %2'})
ctx('brokerdesk::ui::ConnectionIndicator', {'Connection: %1': 'Conexão: %1'})
ctx('brokerdesk::ui::ErrorBanner', {'&Retry': '&Tentar novamente', 'Copy request id': 'Copiar id da requisição', 'Error': 'Erro',
 'Copies the request id to the clipboard, for support': 'Copia o id da requisição para a área de transferência, para o suporte',
 'Dismiss the error': 'Fechar o aviso de erro', 'Dismiss': 'Fechar', '%1: %2': '%1: %2',
 'Request id %1: copy it for support': 'Id da requisição %1: copie-o para o suporte'})
ctx('brokerdesk::ui::MainWindow', {'BrokerDesk': 'BrokerDesk', 'Status': 'Situação', 'Pages': 'Páginas', '%1 (Ctrl+%2)': '%1 (Ctrl+%2)', 'Go to…': 'Ir para…'})
ctx('brokerdesk::ui::OfflineBanner', {'Offline': 'Off-line', 'Try again': 'Tentar novamente', 'Try to reach the service again': 'Tentar acessar o serviço novamente',
 'Working offline: the service cannot be reached. Saved quotes and the saved catalog still work.': 'Trabalhando off-line: o serviço não pode ser acessado. As cotações salvas e o catálogo salvo continuam disponíveis.',
 'The service is having problems right now. Saved quotes and the saved catalog still work.': 'O serviço está com problemas no momento. As cotações salvas e o catálogo salvo continuam disponíveis.'})
ctx('brokerdesk::ui::OfflineQuotesPage', {'&Re-quote': '&Recotar', '&Sell': '&Vender', 'Export &JSON…': 'Exportar &JSON…', 'Export &CSV…': 'Exportar &CSV…', '&Delete': '&Excluir',
 'Saved quotes': 'Cotações salvas', 'Search by product, holder, CPF/CNPJ, plate… (Ctrl+F)': 'Buscar por produto, segurado, CPF/CNPJ, placa… (Ctrl+F)',
 'Search saved quotes': 'Buscar cotações salvas', 'Start a new quote for the same product': 'Iniciar uma nova cotação para o mesmo produto',
 'Go to checkout with this quote': 'Ir para a finalização da venda com esta cotação', 'Remove this quote from the saved quotes': 'Remover esta cotação das cotações salvas',
 'Export quote': 'Exportar cotação', 'JSON files (*.json)': 'Arquivos JSON (*.json)', 'CSV files (*.csv)': 'Arquivos CSV (*.csv)',
 'Offline quotes': 'Cotações off-line', 'The offline store could not be opened: %1': 'Não foi possível abrir o armazenamento off-line: %1',
 '%n quote(s)': ['%n cotação', '%n cotações'], 'quote-%1': 'cotacao-%1',
 'The quote could not be saved to %1: %2': 'Não foi possível salvar a cotação em %1: %2', 'Quote exported to %1': 'Cotação exportada para %1',
 'The quote could not be removed: %1': 'Não foi possível remover a cotação: %1'})
ctx('brokerdesk::ui::ProductDetails', {'Select a product to see its details and vendor settings.': 'Selecione um produto para ver os detalhes e as configurações de venda.',
 '&Quote this': '&Cotar este', 'Product details': 'Detalhes do produto', 'Product': 'Produto', "Insurer's product:": 'Produto da seguradora:',
 'Insurer:': 'Seguradora:', 'CNPJ:': 'CNPJ:', 'SUSEP code:': 'Código SUSEP:', 'Vendor settings': 'Configurações de venda', 'Active:': 'Ativo:',
 'Commission:': 'Comissão:', 'Agency:': 'Agenciamento:', 'Pro-labor:': 'Pró-labore:', 'Last update:': 'Última atualização:',
 'This product has no vendor settings for your channel.': 'Este produto não tem configurações de venda para o seu canal.',
 'Start a quote for this product (Enter)': 'Iniciar uma cotação deste produto (Enter)', 'Yes': 'Sim', 'No — not offered for sale': 'Não — fora de venda'})
ctx('brokerdesk::ui::ProductListModel', {'%1 · %2 · SUSEP %3': '%1 · %2 · SUSEP %3', '%1, %2, %3': '%1, %2, %3'})
ctx('brokerdesk::ui::ProgressPanel', {'Cancel': 'Cancelar', 'Progress': 'Progresso', 'Cancel the work in progress': 'Cancelar o trabalho em andamento'})
ctx('brokerdesk::ui::QuoteDetailsView', {'Quote details': 'Detalhes da cotação', 'Select a saved quote to see its installment options.': 'Selecione uma cotação salva para ver as opções de parcelamento.',
 'Quote': 'Cotação', 'Policy holder': 'Segurado', 'Status': 'Situação', 'Valid until': 'Válida até', 'Lifetime': 'Vigência', '%1 to %2': '%1 a %2',
 'Saved on': 'Salva em', 'Item %1': 'Item %1', 'Installments': 'Parcelas', 'Each': 'Parcela', 'Total': 'Total', 'Taxes': 'Impostos', 'Payment methods': 'Formas de pagamento'})
ctx('brokerdesk::ui::SavedQuotesModel', {'Expired': 'Expirada', 'Product': 'Produto', 'Policy holder': 'Segurado', 'From': 'A partir de', 'Valid until': 'Válida até', 'Status': 'Situação', 'Saved on': 'Salva em'})
ctx('brokerdesk::ui::SettingsPage', {'Built-in demo service (sandbox)': 'Serviço de demonstração embutido (sandbox)', 'Brokerage service': 'Serviço da corretora',
 'Server URL': 'URL do servidor', 'Token URL': 'URL do token', 'Server URL + /oauth2/token': 'URL do servidor + /oauth2/token', 'Client id': 'Client id',
 'Client secret': 'Segredo do cliente', 'Audience': 'Audiência', 'Scopes': 'Escopos', 'Separated by spaces': 'Separados por espaços', 'Broker channel id': 'Id do canal da corretora',
 'Receive affinity updates (webhook)': 'Receber atualizações de afinidades (webhook)', 'Webhook secret': 'Segredo do webhook', '&Save': '&Salvar', 'Re&vert': '&Desfazer',
 'Language': 'Idioma', 'System default': 'Padrão do sistema', 'Webhook port': 'Porta do webhook', 'Use the built-in demo service': 'Usar o serviço de demonstração embutido',
 'Use a brokerage service': 'Usar um serviço da corretora', 'Settings': 'Configurações', 'Connection': 'Conexão', 'Server &URL:': '&URL do servidor:',
 '&Token URL:': 'URL do &token:', 'Client &id:': 'Client &id:', 'Client s&ecret:': 'S&egredo do cliente:', '&Audience:': '&Audiência:', 'Sco&pes:': 'Esco&pos:',
 'Broker &channel id:': 'Id do &canal da corretora:', '&Language:': 'Idi&oma:', 'A new language applies the next time BrokerDesk starts.': 'Um novo idioma vale a partir da próxima vez que o BrokerDesk for iniciado.',
 'Affinity updates': 'Atualizações de afinidades', 'P&ort:': 'P&orta:', 'Se&cret:': 'Se&gredo:', 'Save and apply (Ctrl+S)': 'Salvar e aplicar (Ctrl+S)',
 'No keychain is available on this computer: secrets are kept for this session only and must be entered again next time.': 'Não há chaveiro disponível neste computador: os segredos ficam guardados apenas nesta sessão e precisarão ser informados de novo na próxima vez.',
 'Some settings need your attention.': 'Algumas configurações precisam de atenção.', 'enter an http:// or https:// address': 'informe um endereço http:// ou https://',
 'enter an http:// or https:// address, or leave it empty': 'informe um endereço http:// ou https://, ou deixe em branco',
 'enter the client id you were given': 'informe o client id que você recebeu', 'enter the client secret you were given': 'informe o segredo do cliente que você recebeu',
 'enter your broker channel id': 'informe o id do canal da sua corretora', 'Saved.': 'Salvo.',
 'The built-in demo service starts the next time BrokerDesk starts.': 'O serviço de demonstração embutido será iniciado na próxima vez que o BrokerDesk for aberto.',
 'The new language applies the next time BrokerDesk starts.': 'O novo idioma vale a partir da próxima vez que o BrokerDesk for iniciado.', 'Settings saved': 'Configurações salvas'})

# English plurals (the source text is English; only numerus forms need spelling out).
EN = {
 ('brokerdesk::ui::CatalogPage', 'Store · %n product(s)'): ['Store · %n product', 'Store · %n products'],
 ('brokerdesk::ui::OfflineQuotesPage', '%n quote(s)'): ['%n quote', '%n quotes'],
}

ctx('LedgerQueries', {
 'The local mirror could not be read: %1': 'Não foi possível ler o espelho local: %1',
})
ctx('ErrorText', {'The service is busy. Try again in a moment.': 'O serviço está ocupado. Tente de novo em instantes.'})
