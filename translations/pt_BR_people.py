# Translations of issue 35's points 4-7 into Brazilian Portuguese: the checkout as its own view,
# Settings for people (Minha corretora first, the connection folded), the estimate asked from a
# customer, and --screenshot-size. scripts/translations.sh applies them after lupdate.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('Options', {
 'Size of the window the screenshots show, such as 1920x1080 (default 1280x720).':
   'Tamanho da janela nas capturas, como 1920x1080 (padrão 1280x720).',
 'WxH': 'LxA',
 '--screenshot-size is for --screenshot: give both.':
   '--screenshot-size é para --screenshot: informe os dois.',
 '--screenshot-size %1: give the width and height in pixels, such as 1920x1080, from 640x480 to 7680x4320.':
   '--screenshot-size %1: informe largura e altura em pixels, como 1920x1080, de 640x480 a 7680x4320.'})
ctx('brokerdesk::ui::BrokerageSection', {
 'My brokerage': 'Minha corretora', 'Brokerage name': 'Nome da corretora',
 'Brokerage SUSEP code': 'Código SUSEP da corretora', 'Digits only': 'Somente dígitos',
 'Logo file': 'Arquivo do logotipo', 'None: the name alone': 'Nenhum: só o nome',
 'C&hoose…': 'Es&colher…', 'Choose the logo file': 'Escolher o arquivo do logotipo',
 'Proposal footer': 'Rodapé da proposta',
 'For example: address, phone, website, the broker in charge':
   'Por exemplo: endereço, telefone, site, o corretor responsável',
 '&Logo:': '&Logotipo:', '&Brokerage name:': '&Nome da corretora:',
 'Brokera&ge SUSEP code:': 'Código SUSEP da corr&etora:', 'Proposal &footer:': '&Rodapé da proposta:',
 'The name, SUSEP code and logo head every proposal sent to a customer; the footer closes it.':
   'O nome, o código SUSEP e o logotipo abrem toda proposta enviada a um cliente; o rodapé a encerra.',
 "enter the brokerage's SUSEP registration code in digits (dots, dashes and slashes are allowed), or leave it empty":
   'informe o código SUSEP da corretora em dígitos (pontos, hífens e barras são aceitos), ou deixe em branco',
 'choose a PNG, JPEG or SVG picture that can be read, or leave it empty':
   'escolha uma imagem PNG, JPEG ou SVG que possa ser lida, ou deixe em branco',
 'keep the footer to %1 characters: it closes the proposal':
   'limite o rodapé a %1 caracteres: ele encerra a proposta',
 'Brokerage logo': 'Logotipo da corretora', 'Pictures (*.png *.jpg *.jpeg *.svg)': 'Imagens (*.png *.jpg *.jpeg *.svg)',
 'No logo: proposals show the name alone.': 'Sem logotipo: as propostas mostram só o nome.',
 'This file is not a picture that can be read.': 'Este arquivo não é uma imagem que possa ser lida.'})
ctx('brokerdesk::ui::CheckoutView', {
 '&Back to sales': '&Voltar às vendas', 'Confirm the sale': 'Confirmar a venda',
 'What is sold': 'O que está sendo vendido', 'Customer:': 'Cliente:', 'Product:': 'Produto:',
 'Cover period:': 'Vigência:', 'Installments:': 'Parcelas:', 'Your commission:': 'Sua comissão:', 'Total:': 'Total:',
 '%1 · quote valid until %2': '%1 · cotação válida até %2',
 'as the insurer issues it': 'conforme a seguradora emitir',
 '&Confirm sale of %1': '&Confirmar venda de %1',
 'not known on this desk (open the Catalog to fetch it)':
   'ainda não conhecida aqui (abra o Catálogo para buscá-la)',
 '%1 (%2 of the net premium %3)': '%1 (%2 do prêmio líquido de %3)'})
ctx('brokerdesk::ui::EstimateDialog', {
 'woman': 'mulher', 'man': 'homem', 'married': 'casado(a)', 'single': 'solteiro(a)',
 '&Estimate': '&Estimar', '&Yes, bought': '&Sim, comprou', '&No, did not buy': '&Não comprou',
 'Chance of a sale — %1': 'Chance de venda — %1', 'Product type': 'Tipo de seguro',
 'Choose the kind of insurance and press Estimate.': 'Escolha o tipo de seguro e clique em Estimar.',
 'Customer:': 'Cliente:', 'What we know:': 'O que sabemos:', '&Insurance:': '&Seguro:',
 'After the call: did they buy?': 'Depois da ligação: comprou?', 'Close': 'Fechar',
 'age %1': '%1 anos', 'children: %1': 'filhos: %1', 'income %1 a month': 'renda de %1 por mês',
 'Nothing yet.': 'Nada ainda.',
 "The estimate also needs: %1. Complete the customer's record (Edit customer) and ask again.":
   'A estimativa também precisa de: %1. Complete o cadastro do cliente (Editar cliente) e peça de novo.',
 'Asking for an estimate…': 'Pedindo a estimativa…',
 'Estimated chance that %1 buys %2: <b>%3</b>.': 'Chance estimada de %1 comprar %2: <b>%3</b>.',
 'Answer once the customer decides.': 'Responda quando o cliente decidir.',
 'The estimate could not be kept for the call list: %1':
   'Não foi possível guardar a estimativa para a lista de ligações: %1',
 'Sending…': 'Enviando…', 'Not sent; try again.': 'Não enviado; tente de novo.',
 'Not recorded.': 'Não registrado.',
 'Recorded: %1 bought. This improves the next estimates.':
   'Registrado: %1 comprou. Isso melhora as próximas estimativas.',
 'Recorded: %1 did not buy. This improves the next estimates.':
   'Registrado: %1 não comprou. Isso melhora as próximas estimativas.'})
ctx('brokerdesk::ui::SettingsPage', {
 'Built-in demo service': 'Serviço de demonstração embutido', 'Operator': 'Operadora',
 'Connection (administrator)': 'Conexão (administrador)'})
ctx('ErrorText', {'Brokerage logo': 'Logotipo da corretora', 'Proposal footer': 'Rodapé da proposta'})
