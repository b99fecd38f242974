# Translations of the holder forms' customer picker (ui/forms, ui/quoting/holderstep) into
# Brazilian Portuguese. scripts/translations.sh applies them after lupdate (only to messages
# still unfinished), so translators can also work in Qt Linguist.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::CustomerPicker', {
 'Customer': 'Cliente',
 'Type a name or CPF to fill in a known customer':
   'Digite um nome ou CPF para preencher com um cliente conhecido'})
ctx('brokerdesk::ui::HolderForm', {
 'C&ustomer:': 'Cl&iente:',
 "Filled in from %1's record. Changes here go into this quote only.":
   'Preenchido com o cadastro de %1. As alterações aqui valem só para esta cotação.',
 'This is no longer %1: the holder will be a new customer.':
   'Não é mais %1: o segurado será um novo cliente.'})
ctx('brokerdesk::ui::HolderStep', {
 'Opening the quote request for this customer…':
   'Abrindo a solicitação de cotação para este cliente…'})
