# Brazilian Portuguese for the quoting wizard, its item forms, compare/re-quote and the proposal.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('Proposal', {
 'Insurance proposal': 'Proposta de seguro', 'SUSEP': 'SUSEP', 'Quote': 'Cotação', 'Policy holder': 'Segurado',
 'Lifetime': 'Vigência', 'Valid until': 'Válida até', 'Declined:': 'Recusada:', 'Item': 'Item',
 'Installments': 'Parcelas', 'Each': 'Parcela', 'Total': 'Total', 'Taxes': 'Impostos',
 'Payment methods': 'Formas de pagamento',
 "Prices are valid until the date above and depend on the insurer's acceptance of the risk.":
   'Os preços valem até a data acima e dependem da aceitação do risco pela seguradora.'})
ctx('brokerdesk::ui::AddressForm', {
 'ZIP code': 'CEP', 'Street': 'Logradouro', 'Number': 'Número', 'Complement': 'Complemento', 'District': 'Bairro',
 'City': 'Cidade', 'State': 'UF', 'ZIP code:': 'CEP:', 'Street, number:': 'Logradouro, número:',
 'Complement:': 'Complemento:', 'District:': 'Bairro:', 'City, state:': 'Cidade, UF:'})
ctx('brokerdesk::ui::AssistRow', {'Option of %1': 'Opção de %1'})
ctx('brokerdesk::ui::BeneficiaryForm', {
 'Name': 'Nome', 'Relationship': 'Parentesco', 'Share (%)': 'Participação (%)', 'Beneficiaries': 'Beneficiários',
 'Beneficiaries:': 'Beneficiários:',
 'No beneficiaries named: the legal heirs receive the benefit.': 'Nenhum beneficiário indicado: os herdeiros legais recebem o benefício.',
 'Shares add up to %1% (they must add up to 100%).': 'As participações somam %1% (precisam somar 100%).'})
ctx('brokerdesk::ui::CompareView', {
 '&Sell chosen option': '&Vender a opção escolhida', '&Re-quote': '&Recotar', 'Search saved quotes': 'Buscar cotações salvas',
 'Saved quotes; tick the ones to compare': 'Cotações salvas; marque as que deseja comparar',
 'Installment matrix': 'Matriz de parcelas',
 'Re-quote the current saved quote with a new lifetime (Ctrl+R)': 'Recotar a cotação salva atual com nova vigência (Ctrl+R)',
 'What changed in the new quote': 'O que mudou na nova cotação',
 'Rows: quote, item and payment method. Columns: number of installments. Arrows choose a cell, Enter sells it.':
   'Linhas: cotação, item e forma de pagamento. Colunas: número de parcelas. As setas escolhem uma célula; Enter a vende.',
 '<b>Re-quote of %1 → %2</b>': '<b>Recotação de %1 → %2</b>', '%1 · %2\nfrom %3 · %4': '%1 · %2\nde %3 · %4',
 'Re-quoting…': 'Recotando…'})
ctx('brokerdesk::ui::CoverageRow', {
 'Option of %1': 'Opção de %1', 'Insured amount of %1': 'Importância segurada de %1', 'R$ ': 'R$ ',
 'From %1 to %2': 'De %1 a %2'})
ctx('brokerdesk::ui::ElectronicForm', {
 'IMEI': 'IMEI', 'Brand': 'Marca', 'Model': 'Modelo', 'Invoice amount': 'Valor da nota fiscal',
 '15 digits (optional)': '15 dígitos (opcional)', '&IMEI:': '&IMEI:', '&Brand:': '&Marca:', '&Model:': 'M&odelo:',
 'In&voice amount:': 'Valor da &nota fiscal:'})
ctx('brokerdesk::ui::HolderStep', {
 'Policy holder': 'Segurado', 'Who takes out the insurance. CPF and CNPJ are checked as you type.':
   'Quem contrata o seguro. CPF e CNPJ são conferidos enquanto você digita.'})
# The holder's form, shared by the quoting and affinity wizards.
ctx('brokerdesk::ui::HolderForm', {
 '&Person': 'Pessoa &física', '&Company': 'Pessoa &jurídica', 'E-mail': 'E-mail', 'Phone': 'Telefone',
 'Contact and address': 'Contato e endereço', '&E-mail:': '&E-mail:', 'P&hone:': '&Telefone:',
 'First name': 'Nome', 'Last name': 'Sobrenome', 'CPF': 'CPF', 'Birth date': 'Data de nascimento', 'Gender': 'Gênero',
 'Female': 'Feminino', 'Male': 'Masculino', 'Marital status': 'Estado civil', 'Single': 'Solteiro(a)',
 'Married': 'Casado(a)', 'Divorced': 'Divorciado(a)', 'Widowed': 'Viúvo(a)', '&First name:': '&Nome:',
 '&Last name:': '&Sobrenome:', 'C&PF:': 'C&PF:', '&Birth date:': 'Data de &nascimento:', '&Gender:': '&Gênero:',
 '&Marital status:': 'Estado &civil:', 'CNPJ': 'CNPJ', 'Corporate name': 'Razão social', 'Trade name': 'Nome fantasia',
 'C&NPJ:': 'C&NPJ:', 'Corporate &name:': '&Razão social:', '&Trade name:': 'Nome &fantasia:',
 'This CPF is not valid: check the digits.': 'Este CPF não é válido: confira os dígitos.',
 'This CNPJ is not valid: check the digits.': 'Este CNPJ não é válido: confira os dígitos.'})
ctx('brokerdesk::ui::HomeForm', {
 'Property type': 'Tipo de imóvel', 'Construction': 'Construção', 'House': 'Casa', 'Apartment': 'Apartamento',
 'House in a condominium': 'Casa em condomínio', 'Farm': 'Sítio ou fazenda', 'Masonry': 'Alvenaria',
 'Wood': 'Madeira', 'Mixed': 'Mista', '&Property type:': 'Tipo de &imóvel:', 'C&onstruction:': 'C&onstrução:'})
ctx('brokerdesk::ui::InstallmentMatrixModel', {
 '%1 · %2': '%1 · %2', 'Not offered': 'Não oferecido', 'no interest': 'sem juros', '+%1%': '+%1%',
 '%1\nTotal %2\n%3': '%1\nTotal %2\n%3', '%1 installments of %2, total %3, %4': '%1 parcelas de %2, total %3, %4',
 '%1×': '%1×', '%1 (%2)\nItem %3 · %4': '%1 (%2)\nItem %3 · %4'})
ctx('brokerdesk::ui::InstallmentTableModel', {
 'Item %1': 'Item %1', '%1×': '%1×', 'none': 'nenhum', '%1 (%2%): %3': '%1 (%2%): %3', 'Item': 'Item',
 'Installments': 'Parcelas', 'Each': 'Parcela', 'Total': 'Total', 'Interest': 'Juros', 'Taxes': 'Impostos',
 'Payment methods': 'Formas de pagamento'})
ctx('brokerdesk::ui::ItemStep', {'Insured item': 'Item segurado', 'What the %1 insurance covers.': 'O que o seguro %1 cobre.'})
ctx('brokerdesk::ui::KeyValueForm', {
 'Field': 'Campo', 'Value': 'Valor', 'Item fields': 'Campos do item',
 'This product type has no fixed item form: add the fields the insurer asks for, or none.':
   'Este tipo de produto não tem formulário fixo de item: inclua os campos que a seguradora pedir, ou nenhum.',
 'Fields:': 'Campos:'})
ctx('brokerdesk::ui::LifetimeStep', {
 'Lifetime': 'Vigência', 'When the insurance starts and ends. Next asks the insurer for prices.':
   'Quando o seguro começa e termina. Avançar pede os preços à seguradora.',
 'Start date': 'Data de início', 'End date': 'Data de término', '15 days': '15 dias', '1 month': '1 mês',
 '1 year': '1 ano', '2 years': '2 anos', '&Starts on:': '&Começa em:', '&Ends on:': '&Termina em:', 'Length:': 'Duração:',
 '%n day(s) of cover': ['%n dia de cobertura', '%n dias de cobertura'],
 'The end must come after the start.': 'O término precisa ser depois do início.',
 'Asking the insurer for prices…': 'Pedindo os preços à seguradora…',
 'The quote could not be saved on this computer: %1': 'Não foi possível salvar a cotação neste computador: %1'})
ctx('brokerdesk::ui::PlanStep', {
 'Plan and coverages': 'Plano e coberturas',
 'Pick a plan, the coverages with their insured amounts, and the assists.':
   'Escolha um plano, as coberturas com as importâncias seguradas e as assistências.',
 'Plan': 'Plano', '&Plan:': '&Plano:', '<b>Coverages</b>': '<b>Coberturas</b>', '<b>Assists</b>': '<b>Assistências</b>',
 'This plan has no assists.': 'Este plano não tem assistências.',
 'Required coverages are always included. Amounts are limited to what each coverage allows.':
   'As coberturas obrigatórias estão sempre incluídas. Os valores ficam nos limites de cada cobertura.'})
ctx('brokerdesk::ui::ProductStep', {
 'Product': 'Produto', 'Choose the broker product to quote.': 'Escolha o produto da corretora a cotar.',
 'Filter by product, insurer or type': 'Filtrar por produto, seguradora ou tipo', 'Filter products': 'Filtrar produtos',
 'Broker products': 'Produtos da corretora',
 'Showing the catalog saved on %1; the service is not reachable.': 'Mostrando o catálogo salvo em %1; o serviço não está acessível.',
 '%1 — %2 · %3': '%1 — %2 · %3', 'Opening a quote request…': 'Abrindo um pedido de cotação…'})
ctx('brokerdesk::ui::QuotePage', {'&New quote': '&Nova cotação', 'Compare and re-&quote': 'Comparar e re&cotar', 'Quote': 'Cotação'})
ctx('brokerdesk::ui::QuoteWizard', {'&New quote': '&Nova cotação'})
ctx('brokerdesk::ui::Requoter', {
 '%1 to %2': '%1 a %2', 'Lifetime: %1 → %2': 'Vigência: %1 → %2',
 'The insurer declined the new quote: %1': 'A seguradora recusou a nova cotação: %1',
 'Item %1, %2×: new option, total %3': 'Item %1, %2×: nova opção, total %3',
 'Item %1, %2×: total unchanged at %3': 'Item %1, %2×: total inalterado em %3',
 'Item %1, %2×: total %3 → %4 (%5%6, %7%)': 'Item %1, %2×: total %3 → %4 (%5%6, %7%)',
 'Item %1, %2×: no longer offered': 'Item %1, %2×: não é mais oferecido',
 'Item %1: coverage %2 is no longer offered': 'Item %1: a cobertura %2 não é mais oferecida',
 'Item %1: %2 insured for %3 is now outside %4 – %5': 'Item %1: %2 segurado por %3 agora está fora de %4 – %5',
 'Item %1: %2 insured for %3, unchanged': 'Item %1: %2 segurado por %3, sem alteração'})
ctx('brokerdesk::ui::ResultsStep', {
 '&Sell…': '&Vender…', 'Export &PDF proposal…': 'Exportar proposta em &PDF…', 'Prices': 'Preços',
 'Every way to pay, per item. Choose one and sell, or export the proposal.':
   'Todas as formas de pagar, por item. Escolha uma e venda, ou exporte a proposta.',
 'Installment options': 'Opções de parcelamento', 'Sell the chosen option': 'Vender a opção escolhida',
 'The insurer declined this risk: %1': 'A seguradora recusou este risco: %1',
 'This quote is not in the offline store, so it cannot be exported.': 'Esta cotação não está salva localmente, então não pode ser exportada.',
 'proposal-%1.pdf': 'proposta-%1.pdf', 'Export proposal': 'Exportar proposta', 'PDF documents (*.pdf)': 'Documentos PDF (*.pdf)',
 'The proposal could not be written: %1': 'Não foi possível gravar a proposta: %1', 'Proposal saved to %1': 'Proposta salva em %1'})
ctx('brokerdesk::ui::RowTable', {
 '&Add': '&Adicionar', '&Remove': '&Remover', 'Add a row to %1': 'Adicionar uma linha em %1',
 'Remove the selected row of %1': 'Remover a linha selecionada de %1'})
ctx('brokerdesk::ui::TravelForm', {
 'First name': 'Nome', 'Last name': 'Sobrenome', 'Birth date': 'Data de nascimento', 'Travelers': 'Viajantes',
 'Destination': 'Destino', 'Brazil': 'Brasil', 'South America': 'América do Sul', 'Central America': 'América Central',
 'North America': 'América do Norte', 'Europe': 'Europa', 'Africa': 'África', 'Asia': 'Ásia', 'Oceania': 'Oceania',
 '&Destination:': '&Destino:', 'Travelers:': 'Viajantes:'})
ctx('brokerdesk::ui::VehicleForm', {
 '&0 km (new vehicle)': '&0 km (veículo novo)', 'Plate': 'Placa', 'Chassis': 'Chassi', 'Brand': 'Marca', 'Model': 'Modelo',
 'Model year': 'Ano do modelo', 'Manufacture year': 'Ano de fabricação', 'FIPE code': 'Código FIPE', 'Fuel': 'Combustível',
 'New vehicle': 'Veículo novo', '17 characters (optional)': '17 caracteres (opcional)', 'Flex': 'Flex',
 'Gasoline': 'Gasolina', 'Ethanol': 'Etanol', 'Diesel': 'Diesel', 'Hybrid': 'Híbrido', 'Electric': 'Elétrico',
 '&Plate:': '&Placa:', 'C&hassis:': 'C&hassi:', '&Brand:': '&Marca:', '&Model:': 'M&odelo:', 'Model &year:': '&Ano do modelo:',
 'Ma&nufacture year:': 'Ano de &fabricação:', '&FIPE code:': 'Código F&IPE:', 'F&uel:': 'Com&bustível:'})
