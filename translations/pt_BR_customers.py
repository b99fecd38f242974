# Translations of the customer directory (lib/cache/customerdirectory) into Brazilian
# Portuguese. scripts/translations.sh applies them after lupdate (only to messages still
# unfinished), so translators can also work in Qt Linguist.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('CustomerDirectory', {
 'customer directory': 'cadastro de clientes',
 'The customer directory is not open.': 'O cadastro de clientes não está aberto.',
 'The customer directory could not be written.': 'Não foi possível gravar o cadastro de clientes.'})

ctx('brokerdesk::ui::CustomerListModel', {
 'Name': 'Nome', 'CPF / CNPJ': 'CPF / CNPJ', 'E-mail': 'E-mail', 'Phone': 'Telefone',
 'Plates': 'Placas'})
ctx('brokerdesk::ui::CustomersPage', {
 '&Export data…': '&Exportar dados…', 'Customers': 'Clientes',
 'Type a name, CPF/CNPJ, e-mail, phone or plate (Ctrl+F)':
   'Digite um nome, CPF/CNPJ, e-mail, telefone ou placa (Ctrl+F)',
 'Search customers': 'Buscar clientes',
 'Save everything the desk holds of this customer to a file':
   'Salvar em um arquivo tudo o que a mesa guarda deste cliente',
 'Export customer data': 'Exportar dados do cliente', 'JSON files (*.json)': 'Arquivos JSON (*.json)',
 'Type a name or CPF to find a customer.': 'Digite um nome ou CPF para encontrar um cliente.',
 'CPF': 'CPF', 'CNPJ': 'CNPJ', 'E-mail': 'E-mail', 'Phone': 'Telefone',
 'Birth date': 'Data de nascimento', 'Monthly income': 'Renda mensal', 'Children': 'Filhos',
 'Address': 'Endereço', 'City': 'Cidade', 'Plates': 'Placas', 'Records': 'Registros',
 'Lead': 'Contato', 'Quote': 'Cotação', 'Sale': 'Venda', 'Policy': 'Apólice',
 'Affinity': 'Afinidade', 'customer-%1.json': 'cliente-%1.json',
 'The file could not be written: %1': 'Não foi possível gravar o arquivo: %1',
 'Customer data saved to %1.': 'Dados do cliente salvos em %1.',
 '%n customer(s)': ['%n cliente', '%n clientes'],
 'Customers could not be brought up to date: %1':
   'Não foi possível atualizar os clientes: %1'})

# English plurals (the source text is English; only numerus forms need spelling out).
EN = {
 ('brokerdesk::ui::CustomersPage', '%n customer(s)'): ['%n customer', '%n customers'],
}
