# Translations of the ledger mirror's account (a new mirror for another account's file) and of
# opening a document with no PDF viewer (Save as…) into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::cache::LedgerMirror', {
 'A new ledger mirror could not be started: the old one at %1 could not be set aside. %2': 'Não foi possível começar um novo espelho do razão: o antigo, em %1, não pôde ser posto de lado. %2',
 "The mirror of the other account was kept as %1; this account's ledger is mirrored anew.": 'O espelho da outra conta foi guardado como %1; o razão desta conta está sendo espelhado do zero.'})
ctx('brokerdesk::ui::cashflow::LedgerMirrorView', {
 'Start a &new mirror…': 'Começar um &novo espelho…',
 'Start a new mirror': 'Começar um novo espelho',
 "The ledger mirror on this machine belongs to another account. Start a new mirror of this account's ledger?": 'O espelho do razão neste computador pertence a outra conta. Começar um novo espelho do razão desta conta?',
 'The old mirror is not deleted: it is renamed and kept in the same folder.': 'O espelho antigo não é apagado: ele é renomeado e mantido na mesma pasta.'})
ctx('brokerdesk::ui::DocumentOpener', {
 'The document could not be opened: no program to show PDF files is set up on this computer. You can save it as a file instead.': 'Não foi possível abrir o documento: nenhum programa para exibir arquivos PDF está configurado neste computador. Você pode salvá-lo como arquivo.',
 'Save the document': 'Salvar o documento',
 'PDF documents (*.pdf);;All files (*)': 'Documentos PDF (*.pdf);;Todos os arquivos (*)',
 'Sa&ve as…': 'Sal&var como…',
 'Saving %1…': 'Salvando %1…',
 'Saved %1.': '%1 salvo.',
 'The document could not be saved: %1': 'Não foi possível salvar o documento: %1'})
ctx('brokerdesk::ui::SaleStatusView', {'Policy document.pdf': 'Documento da apólice.pdf'})
ctx('brokerdesk::ui::PoliciesPage', {'Policy document.pdf': 'Documento da apólice.pdf'})
