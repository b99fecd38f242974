# Translations of the transport-security strings (plain http:// refusal) into Brazilian Portuguese.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('ApiError', {
 'BrokerDesk will not send credentials over unencrypted http:// to %1. Use an https:// address, or allow unencrypted connections in Settings.':
   'O BrokerDesk não envia credenciais por http:// sem criptografia para %1. Use um endereço https:// ou permita conexões sem criptografia em Configurações.',
})
ctx('brokerdesk::ui::SettingsPage', {
 'Allow unencrypted http:// (the secret and tokens travel readable)': 'Permitir http:// sem criptografia (o segredo e os tokens trafegam legíveis)',
 'use https://, or allow unencrypted http:// below': 'use https:// ou permita http:// sem criptografia abaixo',
})
