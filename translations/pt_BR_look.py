# Brazilian Portuguese of issue 35's visual language and glossary (docs/glossary.md): the
# wizards' words, the primary actions, and in R the older translations the glossary replaced
# ("serviço" → "plataforma", one name per page and per action, no "JSON" on a broker's screen).
T = {}
R = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)
def again(name, pairs):
    R.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::FormWizard', {
 '< &Back': '< &Voltar',
 '&Next >': '&Avançar >',
 'Cancel': 'Cancelar',
})
ctx('brokerdesk::ui::SalesPage', {
 'New &quote': 'Nova &cotação',
})

# The platform the desk talks to is "a plataforma" (the insurer's), never "o serviço".
platform = {
 'Cannot reach the service. Check the network connection and the server address.':
   'Não foi possível acessar a plataforma. Verifique a conexão de rede e o endereço do servidor.',
 'The service took too long to answer. Try again in a moment.':
   'A plataforma demorou demais para responder. Tente novamente em instantes.',
 'The secure connection to the service failed: its certificate could not be verified.':
   'A conexão segura com a plataforma falhou: não foi possível verificar o certificado.',
 'The connection to the service was lost before its answer arrived. Try again.':
   'A conexão com a plataforma caiu antes de a resposta chegar. Tente novamente.',
 'The service has a problem of its own (HTTP %1). Try again later.':
   'A plataforma está com um problema interno (HTTP %1). Tente novamente mais tarde.',
 'The service is busy and asked BrokerDesk to slow down. Try again in a moment.':
   'A plataforma está ocupada e pediu ao BrokerDesk que diminua o ritmo. Tente novamente em instantes.',
 'The service did not accept the sign-in. Check the client id and secret in Settings.':
   'A plataforma não aceitou o login. Verifique o acesso da corretora em Configurações.',
 'The service sent an answer BrokerDesk cannot read.':
   'A plataforma enviou uma resposta que o BrokerDesk não consegue ler.',
 'The service refused the request as invalid.':
   'A plataforma recusou a solicitação por ser inválida.',
 'The service does not know this item. It may belong to another broker or no longer exist.':
   'A plataforma não conhece este item. Ele pode pertencer a outra corretora ou não existir mais.',
 'The request is too large for the service.':
   'A solicitação é grande demais para a plataforma.',
 'The service refused the request (HTTP %1).':
   'A plataforma recusou a solicitação (HTTP %1).',
}
again('ApiError', platform)
again('ErrorText', {k: v for k, v in platform.items() if k in (
 'The service does not know this item. It may belong to another broker or no longer exist.',
 'The request is too large for the service.',
 'The service is busy and asked BrokerDesk to slow down. Try again in a moment.',
 'The service did not accept the sign-in. Check the client id and secret in Settings.')})
again('ErrorText', {
 'The service could not read what BrokerDesk sent.':
   'A plataforma não conseguiu ler o que o BrokerDesk enviou.',
 'The service refused the list request.': 'A plataforma recusou o pedido da lista.',
 'The list changed on the service. Refresh it.': 'A lista mudou na plataforma. Atualize-a.',
 'The service could not save the change. Try again later.':
   'A plataforma não conseguiu salvar a alteração. Tente novamente mais tarde.',
 'The service did not grant the permissions asked for. Check the scopes in Settings.':
   'A plataforma não concedeu as permissões pedidas. Peça ao administrador que verifique a conexão em Configurações.',
 'The service is busy. Try again in a moment.':
   'A plataforma está ocupada. Tente de novo em instantes.',
})
again('ConnectionState', {'Service unavailable': 'Plataforma indisponível'})
again('brokerdesk::ui::SettingsPage', {
 'Working on the built-in demo service': 'Trabalhando na demonstração neste computador',
})
again('Desk', {
 'Starting the built-in demo service…': 'Iniciando a demonstração neste computador…',
 'The built-in demo service could not start: %1':
   'Não foi possível iniciar a demonstração neste computador: %1',
 "Not connected: enter the service's address and credentials in Settings.":
   'Sem conexão: informe o endereço e o acesso da plataforma em Configurações.',
})
again('brokerdesk::models::ApiPageSource', {
 'The desk is not connected to a service.': 'A estação não está conectada a uma plataforma.'})
again('brokerdesk::ui::CallList', {
 'Ask the service how likely each customer is to buy this product':
   'Estimar a chance de cada cliente comprar este produto',
 'Asking the service…': 'Estimando…',
})
again('brokerdesk::ui::CallListModel', {
 'a region the service estimates (not the North)': 'uma região que a estimativa cobre (o Norte não é estimado)'})
again('brokerdesk::ui::ErrorBanner', {'The service said: %1': 'A plataforma informou: %1'})
again('brokerdesk::ui::LifetimeStep', {
 'The new customer could not be recorded on the service.':
   'O novo cliente não pôde ser registrado na plataforma.'})
again('brokerdesk::ui::MainWindow', {
 'No service configured': 'Nenhuma plataforma configurada',
 'Service %1': 'Plataforma %1',
})
again('brokerdesk::ui::OfflineBanner', {
 'Try to reach the service again': 'Tentar acessar a plataforma novamente',
 'Working offline: the service cannot be reached. Saved quotes and the saved catalog still work.':
   'Trabalhando off-line: a plataforma não pode ser acessada. As cotações salvas e o catálogo salvo continuam disponíveis.',
 'The service is having problems right now. Saved quotes and the saved catalog still work.':
   'A plataforma está com problemas no momento. As cotações salvas e o catálogo salvo continuam disponíveis.',
})
again('brokerdesk::ui::ProductStep', {
 'Showing the catalog saved on %1; the service is not reachable.':
   'Mostrando o catálogo salvo em %1; a plataforma não está acessível.'})
again('brokerdesk::ui::Requoter', {
 'the service did not say what the policy insures': 'a plataforma não informou o que a apólice segura'})

# One name per page: the sidebar's (page title = sidebar name).
again('brokerdesk::ui::OfflineQuotesPage', {
 'Offline quotes': 'Cotações salvas',
 'Export &JSON…': 'Exportar &dados…',
 'JSON files (*.json)': 'Arquivos de dados (*.json)',
})
again('brokerdesk::ui::CustomersPage', {'JSON files (*.json)': 'Arquivos de dados (*.json)'})
# One name for opening the policy's PDF.
again('brokerdesk::ui::SaleStatusView', {'Open policy &document': 'Abrir o &PDF da apólice'})
# The ledger kept on this computer is "guardado neste computador", not "copiado"/"espelhado".
again('brokerdesk::ui::CashFlowPage', {
 'The whole ledger, copied to this computer': 'Todos os lançamentos, guardados neste computador'})
again('brokerdesk::ui::CustomerView', {
 'No cash-flow row of their policies in the mirror.':
   'Nenhum lançamento das apólices dele no fluxo de caixa.'})
again('brokerdesk::ui::cashflow::LedgerMirrorView', {
 'Mirrored cash-flow records': 'Lançamentos do fluxo de caixa',
 '%1 records mirrored; the sync was interrupted.':
   '%1 lançamentos trazidos; a atualização foi interrompida.',
 'Nothing mirrored yet: press Sync now to copy the ledger here.':
   'Nada trazido ainda: clique em Sincronizar agora para trazer o extrato para cá.',
 '%1 records mirrored, last synced %2.': '%1 lançamentos, atualizados em %2.',
})
ctx('brokerdesk::ui::PoliciesPage', {
 'Open the policy &PDF': 'Abrir o &PDF da apólice',
 "Open the chosen policy's PDF (Enter)": 'Abre o PDF da apólice escolhida (Enter)',
})
again('brokerdesk::ui::RecommendationsPage', {
 'Estimate how likely a person is to buy a kind of insurance. Afterwards, tell the service whether they bought: that trains the estimate.':
   'Estime a chance de uma pessoa comprar um tipo de seguro. Depois, registre se ela comprou: isso melhora as próximas estimativas.',
 'Recorded: the person bought. Thank you — this trains the estimate.':
   'Registrado: a pessoa comprou. Obrigado — isso melhora as próximas estimativas.',
 'Recorded: the person did not buy. Thank you — this trains the estimate.':
   'Registrado: a pessoa não comprou. Obrigado — isso melhora as próximas estimativas.',
})
# Catálogo's heading counts its products under the sidebar's name.
ctx('brokerdesk::ui::CatalogPage', {
 'Catalog · %n product(s)': ['Catálogo · %n produto', 'Catálogo · %n produtos'],
})
EN = {
 ('brokerdesk::ui::CatalogPage', 'Catalog · %n product(s)'): ['Catalog · %n product', 'Catalog · %n products'],
}
