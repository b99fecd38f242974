# Translations of Settings → Advanced (the affinity updates receiver, proxy and extra
# certificate authority) and the TLS failure message into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('ApiError', {
 'The secure connection to %1 was refused: %2. If your office inspects secure connections, add its certificate authority in Settings, Advanced.':
 'A conexão segura com %1 foi recusada: %2. Se o seu escritório inspeciona conexões seguras, adicione a autoridade certificadora dele em Configurações, Avançado.'})
ctx('brokerdesk::ui::AdvancedSection', {
 'Receive affinity updates (webhook)': 'Receber atualizações de afinidades (webhook)',
 'Webhook listen address': 'Endereço de escuta do webhook',
 'All network interfaces': 'Todas as interfaces de rede',
 'Webhook secret': 'Segredo do webhook',
 'Webhook TLS certificate file': 'Arquivo de certificado TLS do webhook',
 'Webhook TLS key file': 'Arquivo de chave TLS do webhook',
 'None: plain http': 'Nenhum: http simples',
 'Proxy host': 'Host do proxy',
 'Proxy user': 'Usuário do proxy',
 'None': 'Nenhum',
 'Proxy password': 'Senha do proxy',
 'Extra certificate authority file': 'Arquivo de autoridade certificadora extra',
 "None: the system's only": 'Nenhum: apenas as do sistema',
 'Proxy': 'Proxy',
 "The system's proxy settings": 'As configurações de proxy do sistema',
 'No proxy': 'Sem proxy',
 'This proxy': 'Este proxy',
 'Proxy port': 'Porta do proxy',
 'Webhook port': 'Porta do webhook',
 'Affinity updates state': 'Estado das atualizações de afinidades',
 'Affinity updates': 'Atualizações de afinidades',
 'Listen a&ddress:': 'En&dereço de escuta:',
 'P&ort:': 'P&orta:',
 'Se&cret:': 'Se&gredo:',
 'TLS certi&ficate file:': 'Arquivo de certi&ficado TLS:',
 'TLS &key file:': 'Arquivo de &chave TLS:',
 'Network': 'Rede',
 'Pro&xy:': 'Pro&xy:',
 'Proxy &host:': '&Host do proxy:',
 'Proxy po&rt:': 'Po&rta do proxy:',
 'Proxy user na&me:': '&Usuário do proxy:',
 'Proxy pass&word:': 'Sen&ha do proxy:',
 'Extra certificate authorit&y (PEM):': 'Autoridade certificadora e&xtra (PEM):',
 "For an office whose proxy inspects secure connections: its certificate authority is trusted besides the system's.":
 'Para escritórios cujo proxy inspeciona conexões seguras: a autoridade certificadora dele passa a ser confiável, além das do sistema.',
 'Advanced': 'Avançado',
 "enter the proxy's address": 'informe o endereço do proxy',
 'this file holds no PEM certificate': 'este arquivo não contém um certificado PEM',
 'enter an IP address of this computer, or leave it empty': 'informe um endereço IP deste computador ou deixe em branco',
 'enter the secret agreed with the operator': 'informe o segredo combinado com a operadora',
 'this file cannot be read': 'não é possível ler este arquivo',
 'TLS needs both the certificate and its key': 'o TLS precisa do certificado e da chave dele'})
ctx('brokerdesk::ui::AffinityUpdates', {
 'Not receiving: enter the secret agreed with the operator.': 'Sem receber: informe o segredo combinado com a operadora.',
 'Not receiving: %1 is not an address of this computer.': 'Sem receber: %1 não é um endereço deste computador.',
 'Not receiving: the certificate file %1 cannot be read.': 'Sem receber: não é possível ler o arquivo de certificado %1.',
 'Not receiving: the key file %1 cannot be read (it must not need a passphrase).': 'Sem receber: não é possível ler o arquivo de chave %1 (ele não pode exigir senha).',
 'Not receiving: port %1 cannot be opened (%2).': 'Sem receber: não é possível abrir a porta %1 (%2).',
 'Off: the affinities page checks for changes itself.': 'Desligado: a página de afinidades verifica as mudanças por conta própria.',
 'every network interface': 'todas as interfaces de rede',
 'Listening on %1, port %2, with TLS (https).': 'Escutando em %1, porta %2, com TLS (https).',
 'Listening on %1, port %2 (http).': 'Escutando em %1, porta %2 (http).',
 'Last event at %1.': 'Último evento às %1.',
 'No event received yet.': 'Nenhum evento recebido ainda.',
 'Events applied: %1, refused: %2.': 'Eventos aplicados: %1, recusados: %2.'})
