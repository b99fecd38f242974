# Brazilian Portuguese for the form checks, the wizards' discard question and the destructive
# confirmations (applied by scripts/translations.sh to unfinished messages).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('FormatCheck', {
 'This CPF is not valid: check the digits.': 'Este CPF não é válido: confira os dígitos.',
 'This CNPJ is not valid: check the digits.': 'Este CNPJ não é válido: confira os dígitos.',
 'Type the plate as ABC1234 or ABC1D23.': 'Digite a placa como ABC1234 ou ABC1D23.',
 'The chassis has 17 letters and digits, without I, O or Q.': 'O chassi tem 17 letras e dígitos, sem I, O ou Q.',
 'The FIPE code has 7 digits, as in 005340-6.': 'O código FIPE tem 7 dígitos, como em 005340-6.',
 'The CEP has 8 digits, as in 01310-100.': 'O CEP tem 8 dígitos, como em 01310-100.',
 'Type an e-mail address such as ana@example.com.': 'Digite um e-mail como ana@exemplo.com.br.',
 'Type a phone number with area code, such as (11) 99999-0000.': 'Digite um telefone com DDD, como (11) 99999-0000.',
 'The IMEI has 15 digits: check them on the box or with *#06#.': 'O IMEI tem 15 dígitos: confira na caixa ou discando *#06#.'})
ctx('brokerdesk::ui::FormWizard', {
 'Discard what you typed?': 'Descartar o que foi digitado?',
 'Closing now loses everything typed in this form.': 'Fechar agora perde tudo o que foi digitado neste formulário.',
 '&Discard': '&Descartar',
 '&Keep editing': '&Continuar editando'})
ctx('brokerdesk::ui::OfflineQuotesPage', {
 'Delete the saved quote of %1?': 'Excluir a cotação salva de %1?',
 'It is removed from this computer; the quote on the service is not affected.': 'Ela é removida deste computador; a cotação no serviço não é afetada.',
 '&Delete quote': '&Excluir cotação',
 '&Keep it': '&Manter',
 'Delete quote': 'Excluir cotação'})
