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
