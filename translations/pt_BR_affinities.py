# Translations of the Affinities page (partnership, list, details, new-affinity wizard, cancel)
# into Brazilian Portuguese. scripts/translations.sh applies them after lupdate (only to
# messages still unfinished), so translators can also work in Qt Linguist.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::api::FileDownload', {'The file could not be written: %1': 'Não foi possível gravar o arquivo: %1'})
ctx('brokerdesk::ui::AffinitiesPage', {
 'Product': 'Produto', 'Canceled on': 'Cancelada em', '&New affinity…': '&Nova afinidade…',
 '&Refresh': '&Atualizar', '&Cancel affinity…': '&Cancelar afinidade…', 'Affinities': 'Afinidades',
 'Start a new affinity on a product of the partnership (Ctrl+N)': 'Iniciar uma nova afinidade em um produto da parceria (Ctrl+N)',
 'Cancel the selected affinity (Del)': 'Cancelar a afinidade selecionada (Del)',
 'The affinities could not be loaded: %1': 'Não foi possível carregar as afinidades: %1',
 'Loading affinities…': 'Carregando afinidades…',
 'Affinity created: the insurer issues it shortly.': 'Afinidade criada: a seguradora a emite em instantes.',
 'Cancel affinity': 'Cancelar afinidade', 'Cancel the affinity of %1?': 'Cancelar a afinidade de %1?',
 'The insurer ends the cover today and sends a cancellation document. This cannot be undone.':
   'A seguradora encerra a cobertura hoje e envia um documento de cancelamento. Isso não pode ser desfeito.',
 'Cancel the affinity': 'Cancelar a afinidade', 'Keep it': 'Manter',
 'Cancelling the affinity…': 'Cancelando a afinidade…', 'Affinity of %1 cancelled.': 'Afinidade de %1 cancelada.',
 'Save attachment': 'Salvar anexo', 'PDF documents (*.pdf);;All files (*)': 'Documentos PDF (*.pdf);;Todos os arquivos (*)',
 'Saving %1…': 'Salvando %1…', 'Saved %1.': '%1 salvo.'})
ctx('brokerdesk::ui::affinities::AffinityDetails', {
 'Select an affinity to see its details.': 'Selecione uma afinidade para ver os detalhes.',
 '&Open': 'A&brir', 'Sa&ve as…': 'Sal&var como…', 'Affinity details': 'Detalhes da afinidade',
 'Holder': 'Segurado', 'CPF / CNPJ': 'CPF / CNPJ', 'Status': 'Situação', 'Product': 'Produto', 'Plan': 'Plano',
 'Cover': 'Vigência', 'Item': 'Item', 'Created': 'Criada em', 'Canceled on': 'Cancelada em', 'Affinity': 'Afinidade',
 'Attachments': 'Anexos', 'Attachments:': 'Anexos:',
 "Open the attachment in the system's viewer (Enter)": 'Abrir o anexo no visualizador do sistema (Enter)',
 'Save the attachment as a file': 'Salvar o anexo como arquivo', '%1 to %2': '%1 a %2',
 'invoice %1': 'nota fiscal %1', '%n beneficiary(ies)': ['%n beneficiário', '%n beneficiários'],
 'The insurer sends the documents once it issues the affinity.': 'A seguradora envia os documentos assim que emitir a afinidade.',
 'No attachments.': 'Sem anexos.'})
ctx('brokerdesk::ui::affinities::AffinityLifetimeStep', {
 'Lifetime': 'Vigência', 'When the affinity starts and ends (at most five years).': 'Quando a afinidade começa e termina (no máximo cinco anos).',
 'Start date': 'Data de início', 'End date': 'Data de término', '6 months': '6 meses', '1 year': '1 ano',
 '2 years': '2 anos', '&Starts on:': '&Começa em:', '&Ends on:': '&Termina em:', 'Length:': 'Duração:',
 'The end must come after the start.': 'O término deve vir depois do início.',
 'An affinity lasts at most five years.': 'Uma afinidade dura no máximo cinco anos.',
 '%n day(s) of cover': ['%n dia de cobertura', '%n dias de cobertura']})
ctx('brokerdesk::ui::affinities::AffinityPlanStep', {
 'Plans': 'Planos', 'Plan': 'Plano', 'Choose what the affinity covers.': 'Escolha o que a afinidade cobre.',
 'Coverages: %1': 'Coberturas: %1', 'Assists: %1': 'Assistências: %1'})
ctx('brokerdesk::ui::affinities::AffinityProductStep', {
 'Products of the partnership': 'Produtos da parceria', 'Product': 'Produto',
 "Choose the partnership's product. Next asks the insurer for its plans.": 'Escolha o produto da parceria. Avançar pede à seguradora os planos dele.',
 '%1 — %2': '%1 — %2', 'Asking the insurer for the plans…': 'Pedindo os planos à seguradora…'})
ctx('brokerdesk::ui::affinities::AffinityWizard', {'New affinity': 'Nova afinidade', 'C&reate affinity': 'C&riar afinidade'})
ctx('brokerdesk::ui::affinities::HolderItemStep', {
 'Insured item': 'Item segurado', 'Holder and item': 'Segurado e item',
 'Who is insured and what. CPF and CNPJ are checked as you type.': 'Quem é segurado e o quê. CPF e CNPJ são conferidos enquanto você digita.',
 'Holder': 'Segurado', 'Insured item (%1)': 'Item segurado (%1)',
 'Sending the affinity to the insurer…': 'Enviando a afinidade à seguradora…'})
ctx('brokerdesk::ui::affinities::PartnershipView', {
 'Partnership': 'Parceria', 'Products of the partnership': 'Produtos da parceria',
 'Double-click a product (or press Enter) to start an affinity on it': 'Clique duas vezes em um produto (ou tecle Enter) para iniciar uma afinidade nele',
 'Partner': 'Parceiro', 'Products': 'Produtos', 'Loading the partnership…': 'Carregando a parceria…',
 'CNPJ %1': 'CNPJ %1', '%1 (%2)': '%1 (%2)', 'Coverages: %1\nAssists: %2': 'Coberturas: %1\nAssistências: %2',
 'The partnership offers no products.': 'A parceria não oferece produtos.'})

# English plurals (the source text is English; only numerus forms need spelling out).
EN = {
 ('brokerdesk::ui::affinities::AffinityLifetimeStep', '%n day(s) of cover'): ['%n day of cover', '%n days of cover'],
 ('brokerdesk::ui::affinities::AffinityDetails', '%n beneficiary(ies)'): ['%n beneficiary', '%n beneficiaries'],
}
