# Translations of the renewal multicálculo (a policy's renewal quoted on every product of its
# risk), of choosing another plan in the comparison, into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::ComparisonModel', {
 '%1\nCurrent policy': '%1\nAtual',
 'Enter, F2 or a double click: quote this product on another of its plans':
   'Enter, F2 ou clique duplo: cotar este produto em outro plano dele'})
ctx('brokerdesk::ui::MultiQuoteView', {
 'Plan of this product': 'Plano deste produto',
 'This policy cannot be renewed here: %1': 'Esta apólice não pode ser renovada aqui: %1',
 'This policy cannot be renewed here: its product is not sold in this channel.':
   'Esta apólice não pode ser renovada aqui: o produto dela não é vendido neste canal.',
 "<b>%1</b> · %2 · cover from %3 to %4. Each product's first plan (Enter on a plan chooses another); every quote is saved on this computer. Choose a price and press Enter to sell.":
   '<b>%1</b> · %2 · vigência de %3 a %4. O primeiro plano de cada produto (Enter num plano escolhe outro); toda cotação fica salva neste computador. Escolha um preço e tecle Enter para vender.',
 "<b>Renewal</b> of %1's policy · %2 · cover from %3 to %4, bonus class %5. The current product keeps its plan and coverages, the others quote their first plan at its insured amount (Enter on a plan chooses another). Choose a price and press Enter to sell.":
   '<b>Renovação</b> da apólice de %1 · %2 · vigência de %3 a %4, classe de bônus %5. O produto atual mantém o plano e as coberturas; os demais cotam o primeiro plano com a mesma importância segurada (Enter num plano escolhe outro). Escolha um preço e tecle Enter para vender.'})
