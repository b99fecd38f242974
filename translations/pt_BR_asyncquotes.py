# Brazilian Portuguese for quotes the insurer answers later: the results step while the insurer
# analyses a quote, and quoting again after its rating system failed.
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::ResultsStep', {
 '&Quote again': '&Cotar novamente',
 'The insurer is analysing this quote. The prices appear here as soon as it answers; you may leave this step meanwhile.':
   'A seguradora está analisando esta cotação. Os preços aparecem aqui assim que ela responder; enquanto isso, você pode sair desta etapa.',
 'Waiting for the insurer': 'Aguardando a seguradora',
 'Quote the same data again': 'Cotar novamente com os mesmos dados',
 'The insurer could not price this quote: %1': 'A seguradora não conseguiu calcular esta cotação: %1',
 'The quote could not be saved on this computer: %1': 'Não foi possível salvar a cotação neste computador: %1',
 'Asking the insurer for prices…': 'Pedindo os preços à seguradora…'})
