# Translations of multicálculo (one risk quoted on every product at once, its comparison) and of
# the saved quotes' comparison of one customer's one risk, into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::ComparisonModel', {
 'Quoting…': 'Cotando…',
 'The insurer is analysing this quote; its prices appear here when it answers.':
   'A seguradora está analisando esta cotação; os preços aparecem aqui assim que ela responder.',
 'Inactive: this product is not authorized for the brokerage.':
   'Inativo: este produto não está autorizado para a corretora.',
 'Refused: %1': 'Recusado: %1',
 'Not saved on this computer: %1': 'Não foi salva neste computador: %1', '%1 %2': '%1 %2', 'No answer: %1': 'Sem resposta: %1', 'Priced': 'Cotado',
 'No prices for this risk.': 'Sem preços para este risco.',
 'Priced · the lowest price': 'Cotado · o menor preço',
 '%1: %2': '%1: %2', 'Coverage': 'Cobertura', 'None': 'Nenhuma', '%1 (%2)': '%1 (%2)',
 'Monthly premium only': 'Só em mensalidades', 'Not offered': 'Não oferecido',
 'Not applicable': 'Não se aplica',
 'The insurer said: %1': 'A seguradora disse: %1',
 'Situation': 'Situação', 'Plan': 'Plano', 'Coverages': 'Coberturas (IS)',
 'Deductible': 'Franquia', 'Assistances': 'Assistências', 'One payment': 'À vista',
 'Interest-free': 'Sem juros', 'With interest': 'Com juros', 'Taxes (IOF)': 'IOF',
 '%1\n%2': '%1\n%2', '%1\n★ Lowest price': '%1\n★ Menor preço'})
ctx('brokerdesk::ui::MultiQuote', {
 'This product offers no plan to quote.': 'Este produto não oferece plano para cotar.'})
ctx('brokerdesk::ui::MultiQuoteView', {
 '1 year': '1 ano', '2 years': '2 anos',
 '&Quote on every product': '&Cotar em todos os produtos', '&Sell…': '&Vender…',
 '&Change the questions': '&Alterar as respostas',
 'Customer': 'Cliente', 'Risk': 'Risco', 'Kind of risk': 'Tipo de risco',
 '&Kind of risk:': '&Tipo de risco:', 'Cover': 'Vigência',
 'Insured amount': 'Importância segurada', 'R$ ': 'R$ ', '&Insured amount:': '&Importância segurada:',
 "The main coverage's insured amount on every product, kept within each product's limits; the other coverages take their least.":
   'A importância segurada da cobertura principal em todos os produtos, dentro dos limites de cada um; as demais coberturas ficam com o mínimo.',
 'Comparison of the products': 'Comparação dos produtos',
 'Sell the chosen price': 'Vender o preço escolhido',
 'A cover lasts at most five years.': 'Uma vigência dura no máximo cinco anos.',
 '%1 (%n product(s))': ['%1 (%n produto)', '%1 (%n produtos)'],
 "The insured item's details": 'Os dados do item segurado',
 'Missing: %1': 'Falta: %1',
 'Multicálculo: one risk quoted on every product at once':
   'Multicálculo: um risco cotado em todos os produtos de uma vez',
 '%1 · %2 · %n product(s)': ['%1 · %2 · %n produto', '%1 · %2 · %n produtos'],
 "<b>%1</b> · %2 · cover from %3 to %4. Each product's first plan; every quote is saved on this computer. Choose a price and press Enter to sell.":
   '<b>%1</b> · %2 · vigência de %3 a %4. O primeiro plano de cada produto; toda cotação fica salva neste computador. Escolha um preço e tecle Enter para vender.',
 'Asking %n insurer product(s) for prices…': ['Pedindo preços a %n produto…', 'Pedindo preços a %n produtos…'],
 'Choose a price (one payment, interest-free or with interest) of a priced product to sell it.':
   'Escolha um preço (à vista, sem juros ou com juros) de um produto cotado para vendê-lo.',
 'This quote is already on its way to checkout or sold.':
   'Esta cotação já foi para o fechamento ou já foi vendida.'})
ctx('brokerdesk::ui::QuotePage', {'&Multicálculo': '&Multicálculo', '&One product': '&Um produto'})
ctx('brokerdesk::ui::CompareView', {
 'Only quotes of the same customer and risk are compared side by side: this one is %1, the ones ticked are %2.':
   'Só cotações do mesmo cliente e do mesmo risco ficam lado a lado: esta é %1, as marcadas são %2.'})
ctx('QuoteRisk', {'%1 · %2': '%1 · %2', '%1 · %2 %3': '%1 · %2 %3'})

EN = {
 ('brokerdesk::ui::MultiQuoteView', '%1 (%n product(s))'): ['%1 (%n product)', '%1 (%n products)'],
 ('brokerdesk::ui::MultiQuoteView', '%1 · %2 · %n product(s)'): ['%1 · %2 · %n product', '%1 · %2 · %n products'],
 ('brokerdesk::ui::MultiQuoteView', 'Asking %n insurer product(s) for prices…'):
   ['Asking %n insurer product for prices…', 'Asking %n insurer products for prices…'],
}
