# Translations of this round's desk work (customers' actions, new leads from the holder step,
# the estimate prefilled) into Brazilian Portuguese. scripts/translations.sh applies them after
# lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::HolderStep', {
 'Recording the new customer…': 'Registrando o novo cliente…'})
ctx('brokerdesk::ui::CustomersPage', {
 'New &quote': 'Nova &cotação',
 'New a&ffinity': 'Nova a&finidade',
 'Es&timate': 'Es&timar',
 'Quote with this customer as the policy holder':
   'Cotar com este cliente como segurado',
 'A new affinity with this customer as the holder':
   'Uma nova afinidade com este cliente como segurado',
 'How likely this customer is to buy, from what is known of them':
   'A chance de este cliente comprar, pelo que se sabe dele'})
ctx('brokerdesk::ui::RecommendationsPage', {
 'The form has what is known of %1; choose the product type and estimate.':
   'O formulário já tem o que se sabe de %1; escolha o tipo de produto e estime.'})
ctx('brokerdesk::ui::CallList', {
 'No customer has the data an estimate needs yet: each row says what is missing.':
   'Nenhum cliente tem ainda os dados de que a estimativa precisa: cada linha diz o que falta.'})
ctx('brokerdesk::ui::CashFlowPage', {
 'Cash flow': 'Fluxo de caixa',
 'The whole ledger, copied to this computer': 'Todos os lançamentos, copiados para este computador'})
ctx('brokerdesk::ui::SettingsPage', {
 'Sign-in details': 'Dados de acesso'})
ctx('brokerdesk::ui::LifetimeStep', {
 'Recording the new customer…': 'Registrando o novo cliente…',
 'The new customer could not be recorded on the service.':
   'O novo cliente não pôde ser registrado no serviço.'})
ctx('brokerdesk::ui::SettingsPage', {
 'Test co&nnection': 'Testar co&nexão',
 "Sign in with what the form holds and read the channel's products":
   'Entrar com o que o formulário tem e ler os produtos do canal',
 'Signing in at %1…': 'Entrando em %1…',
 'Signing in at %1 did not work.': 'A entrada em %1 não funcionou.',
 'Signed in at %1; reading the channel…': 'Entrada feita em %1; lendo o canal…',
 'Signed in at %1, but the channel could not be read.':
   'Entrada feita em %1, mas o canal não pôde ser lido.',
 "The connection works: signed in at %1, and the channel offers %n product(s).":
   ['A conexão funciona: entrada feita em %1, e o canal oferece %n produto.',
    'A conexão funciona: entrada feita em %1, e o canal oferece %n produtos.']})
ctx('brokerdesk::ui::QuoteWizard', {
 'Missing: %1': 'Falta: %1'})
ctx('brokerdesk::ui::QuotePage', {
 'Go to the first field still missing': 'Ir ao primeiro campo que falta'})
ctx('brokerdesk::ui::ItemStep', {
 "The insured item's details": 'Os dados do item segurado'})
ctx('brokerdesk::ui::StepIndicator', {
 '%1, current step': '%1, passo atual'})
ctx('brokerdesk::ui::QuotePage', {
 'Choose a product to quote': 'Escolha o produto a cotar',
 'Step %1 of %2': 'Passo %1 de %2',
 'Quotes saved on this computer: compare, re-quote or sell':
   'Cotações salvas neste computador: compare, recote ou venda'})

# English plurals.
EN = {
 ('brokerdesk::ui::SettingsPage',
  'The connection works: signed in at %1, and the channel offers %n product(s).'):
   ['The connection works: signed in at %1, and the channel offers %n product.',
    'The connection works: signed in at %1, and the channel offers %n products.'],
}
ctx('brokerdesk::ui::SaleStatusView', {
 'The customer pays with the Pix code the insurer sent; the policy is issued as soon as the payment arrives, usually in minutes.':
   'O cliente paga com o código Pix que a seguradora enviou; a apólice é emitida assim que o pagamento chega, em geral em minutos.',
 'The customer pays the boleto by its due date; the bank confirms it in up to two business days (by %1), and the policy is issued then.':
   'O cliente paga o boleto até o vencimento; o banco confirma em até dois dias úteis (até %1), e a apólice é emitida então.',
 'The policy is issued when the transfer reaches the insurer, usually the same business day.':
   'A apólice é emitida quando a transferência chega à seguradora, em geral no mesmo dia útil.',
 'The bank debits the account and confirms it in up to two business days (by %1); the policy is issued then.':
   'O banco debita a conta e confirma em até dois dias úteis (até %1); a apólice é emitida então.',
 'The card operator is confirming the payment, usually in seconds.':
   'A operadora do cartão está confirmando o pagamento, em geral em segundos.',
 'The policy is issued once the insurer confirms the payment.':
   'A apólice é emitida assim que a seguradora confirmar o pagamento.'})
ctx('brokerdesk::ui::SettingsPage', {
 'Working on the built-in demo service': 'Trabalhando no serviço de demonstração embutido',
 'Working on the service at %1': 'Trabalhando no serviço em %1'})
ctx('PolicyIndex', {'policy index': 'índice de apólices'})
ctx('brokerdesk::ui::DateField', {
 'Day, month and year, as in 15/03/1985': 'Dia, mês e ano, como em 15/03/1985',
 'Type the whole date, as in 15/03/1985.': 'Digite a data completa, como em 15/03/1985.',
 'This day does not exist: check the day and the month.':
   'Esse dia não existe: confira o dia e o mês.'})
ctx('brokerdesk::ui::HolderForm', {
 'Check the year: this would make the holder over 120.':
   'Confira o ano: assim o titular teria mais de 120 anos.',
 'The holder must be 18 or older.': 'O titular precisa ter 18 anos ou mais.',
 'Choose (type its first letter)': 'Escolha (digite a primeira letra)'})
ctx('brokerdesk::ui::PoliciesPage', {
 'Search by holder, CPF/CNPJ, plate or IMEI (Ctrl+F)':
   'Buscar por titular, CPF/CNPJ, placa ou IMEI (Ctrl+F)',
 'Search policies': 'Buscar apólices',
 'Status': 'Situação',
 'Any status': 'Qualquer situação',
 'Every product': 'Todos os produtos',
 'Ends': 'Fim da vigência',
 'Any end date': 'Qualquer fim de vigência',
 'Ends within %1 days': 'Terminam em até %1 dias',
 ' · still reading the office\'s policies…': ' · ainda lendo as apólices da corretora…',
 '%n policy(ies) found': ['%n apólice encontrada', '%n apólices encontradas']})
EN[('brokerdesk::ui::PoliciesPage', '%n policy(ies) found')] = ['%n policy found',
                                                             '%n policies found']

# The proposal a broker sends a customer, and the brokerage it is issued by (Settings).
ctx('ErrorText', {
 'Brokerage SUSEP code': 'Código SUSEP da corretora'})
ctx('brokerdesk::ui::SettingsPage', {
 'Brokerage name': 'Nome da corretora',
 'Brokerage SUSEP code': 'Código SUSEP da corretora',
 'Digits only': 'Somente números',
 'Brokerage': 'Corretora',
 '&Brokerage name:': 'Nome da &corretora:',
 'Brokera&ge SUSEP code:': 'Có&digo SUSEP da corretora:',
 'Printed at the top of every proposal sent to a customer.':
   'Impressos no topo de cada proposta enviada a um cliente.',
 "enter the brokerage's SUSEP registration code in digits (dots, dashes and slashes are allowed), or leave it empty":
   'informe o código de registro da corretora na SUSEP em números (pontos, hífens e barras são aceitos), ou deixe em branco'})
ctx('Proposal', {
 'Page %1 of %2': 'Página %1 de %2',
 'Brokerage not configured': 'Corretora não configurada',
 'Brokerage SUSEP %1': 'SUSEP da corretora %1',
 'Quote %1': 'Cotação %1',
 'Product: %1 — %2': 'Produto: %1 — %2',
 'Product SUSEP registration: %1': 'Registro SUSEP do produto: %1',
 'CNPJ': 'CNPJ',
 'CPF': 'CPF',
 'E-mail': 'E-mail',
 'Phone': 'Telefone',
 'Address': 'Endereço',
 'Coverages': 'Coberturas',
 'Coverage': 'Cobertura',
 'Option': 'Opção',
 'Insured amount': 'Importância segurada',
 'Assistance services': 'Assistências',
 'Single payment': 'À vista',
 '%n installment(s)': ['%n parcela', '%n parcelas'],
 'How to pay': 'Formas de pagamento',
 'Each installment': 'Valor da parcela',
 'Taxes (IOF)': 'Impostos (IOF)',
 'Insurance': 'Seguro',
 'Plan': 'Plano',
 'Period of cover': 'Vigência',
 '%1 to %2': '%1 a %2',
 'Insured item': 'Item segurado',
 'Insured item %1': 'Item segurado %1',
 'Proposal valid until': 'Proposta válida até',
 '%1 · quote %2': '%1 · cotação %2',
 'The PDF could not be drawn.': 'O PDF não pôde ser desenhado.',
 'gasoline': 'gasolina',
 'ethanol': 'etanol',
 'flex (gasoline and ethanol)': 'flex (gasolina e etanol)',
 'diesel': 'diesel',
 'electric': 'elétrico',
 'hybrid': 'híbrido',
 'House': 'Casa',
 'Apartment': 'Apartamento',
 'House in a condominium': 'Casa em condomínio',
 'Farm': 'Sítio ou fazenda',
 'masonry': 'alvenaria',
 'wood': 'madeira',
 'mixed': 'mista',
 'Brazil': 'Brasil',
 'South America': 'América do Sul',
 'Central America': 'América Central',
 'North America': 'América do Norte',
 'Europe': 'Europa',
 'Africa': 'África',
 'Asia': 'Ásia',
 'Oceania': 'Oceania',
 'Vehicle': 'Veículo',
 'Year (manufacture/model)': 'Ano (fabricação/modelo)',
 'Plate': 'Placa',
 'Chassis': 'Chassi',
 'FIPE code': 'Código FIPE',
 'Fuel': 'Combustível',
 'Brand new': 'Zero quilômetro',
 'yes': 'sim',
 'Property': 'Imóvel',
 'Construction': 'Construção',
 'Device': 'Aparelho',
 'IMEI': 'IMEI',
 'Invoice amount': 'Valor da nota fiscal',
 '%1 (born %2)': '%1 (nascido(a) em %2)',
 'Destination': 'Destino',
 'Travelers': 'Viajantes',
 'Beneficiaries': 'Beneficiários',
 'the legal heirs': 'os herdeiros legais',
 '%1 (%2, %3%)': '%1 (%2, %3%)'})
EN[('Proposal', '%n installment(s)')] = ['%n installment', '%n installments']
ctx('Proposal', {
 'None included in this proposal.': 'Nenhuma incluída nesta proposta.'})
ctx('brokerdesk::ui::policies::PolicyDetails', {
 'Name': 'Nome', 'Birth date': 'Data de nascimento', 'E-mail': 'E-mail', 'Phone': 'Telefone',
 'Address': 'Endereço', 'Insured item': 'Item segurado', 'Cancellation': 'Cancelamento'})
ctx('brokerdesk::ui::PoliciesPage', {
 'No policy matches this search and these filters.':
   'Nenhuma apólice corresponde a esta busca e a estes filtros.',
 'C&lear search and filters': '&Limpar busca e filtros'})
ctx('brokerdesk::ui::CoverageRow', {'from %1 to %2': 'de %1 a %2'})
ctx('brokerdesk::ui::PlanStep', {
 'Required coverages are always included. Type the insured amount of each coverage taken, '
 'within its limits.':
   'As coberturas obrigatórias estão sempre incluídas. Digite a importância segurada de cada '
   'cobertura escolhida, dentro dos seus limites.'})
ctx('brokerdesk::ui::CompareView', {
 'Payment method': 'Forma de pagamento', 'Pa&yment method:': '&Forma de pagamento:',
 'One row per quote, one column per number of installments; the lowest total of each column in '
 'bold. Arrows choose a cell, Enter sells it.':
   'Uma linha por cotação, uma coluna por número de parcelas; o menor total de cada coluna em '
   'negrito. As setas escolhem uma célula; Enter a vende.'})
ctx('brokerdesk::ui::InstallmentMatrixModel', {
 '%1 installments of %2, total %3, %4. Paid by: %5': '%1 parcelas de %2, total %3, %4. Formas de pagamento: %5',
 '%1\nQuote %2 · item %3': '%1\nCotação %2 · item %3', '%1\nQuote %2': '%1\nCotação %2'})
ctx('brokerdesk::ui::SalesPage', {
 'No sale yet. Quote a product and sell it: each sale follows here until its policy is issued.':
   'Nenhuma venda ainda. Cote um produto e venda: cada venda é acompanhada aqui até a emissão da apólice.',
 'New &quote': 'Nova &cotação'})
ctx('brokerdesk::ui::PoliciesPage', {
 'No policy yet. A policy is issued here once a sale is paid; quote a product and sell it to start.':
   'Nenhuma apólice ainda. A apólice é emitida aqui quando uma venda é paga; cote um produto e venda para começar.',
 'New &quote': 'Nova &cotação'})
ctx('brokerdesk::ui::AffinitiesPage', {
 'No affinity contracted with the partner yet.': 'Nenhuma afinidade contratada com o parceiro ainda.',
 'New affinity…': 'Nova afinidade…'})
ctx('brokerdesk::ui::CustomersPage', {
 'No customer yet. Every policy holder you quote is kept here, with their quotes and policies.':
   'Nenhum cliente ainda. Cada segurado que você cota fica aqui, com suas cotações e apólices.',
 'New &quote': 'Nova &cotação'})
ctx('brokerdesk::ui::OfflineQuotesPage', {
 '&Undo': '&Desfazer', 'Bring the deleted quote back (Ctrl+Z)': 'Trazer de volta a cotação excluída (Ctrl+Z)',
 'The saved quote of %1 was deleted from this computer.': 'A cotação salva de %1 foi excluída deste computador.',
 'The quote could not be brought back: %1': 'Não foi possível trazer a cotação de volta: %1'})
ctx('brokerdesk::models::PageFiller', {
 'The list had %1 records and now has %2: it is read again from the top instead.':
   'A lista tinha %1 registros e agora tem %2: ela é lida de novo a partir do topo.',
 "The list's pages do not hold the records its total counts.":
   'As páginas da lista não trazem os registros que o total dela conta.'})
ctx('brokerdesk::cache::LedgerMirror', {
 "The pages read did not add up to the list's %1 records.":
   'As páginas lidas não somaram os %1 registros da lista.'})
