# Brazilian Portuguese for the channel picker of Settings.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::SettingsPage', {
 '&Load channels': '&Carregar canais', 'Broker channel': 'Canal da corretora',
 'Sign in with the connection above and list your channels':
   'Entrar com a conexão acima e listar os seus canais',
 'Broker &channel:': '&Canal da corretora:', 'Channel i&d:': 'I&dentificador do canal:',
 'The channels could not be listed.': 'Não foi possível listar os canais.',
 '%n channel(s) found.': ['%n canal encontrado.', '%n canais encontrados.'],
 'Unnamed channel': 'Canal sem nome', 'Configured channel': 'Canal configurado',
 'Configured channel (not listed)': 'Canal configurado (fora da lista)',
 'Another channel (enter its id)': 'Outro canal (informe o identificador)'})

# English plurals.
EN = {
 ('brokerdesk::ui::SettingsPage', '%n channel(s) found.'): ['%n channel found.', '%n channels found.'],
}
