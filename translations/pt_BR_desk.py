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
