# Brazilian Portuguese of issue 35's remaining layout work: the comparison of saved quotes with a
# column per quote (so that it fits the window) and a row per number of installments.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::CompareView', {
 'One column per quote, one row per number of installments; the lowest total of each row in '
 'bold. Arrows choose a cell, Enter sells it.':
 'Uma coluna por cotação, uma linha por número de parcelas; o menor total de cada linha em '
 'negrito. As setas escolhem uma célula; Enter a vende.',
})

# The comparison's headings name a quote by when it was made, not by a reference.
ctx('brokerdesk::ui::InstallmentMatrixModel', {
 '%1\n%2 · item %3': '%1\n%2 · item %3',
 '%1\n%2': '%1\n%2',
})

# A saved quote with no price shows its status instead of "R$ 0,00".
ctx('brokerdesk::ui::CompareView', {
 '%1 · %2\n%3 · %4': '%1 · %2\n%3 · %4',
 'from %1': 'de %1',
})
