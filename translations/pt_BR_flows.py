# Brazilian Portuguese for issue 33's flows: re-quote, the sold quote, the service's error codes
# and field reasons in the interface's words, the window's title. Applied by
# scripts/translations.sh (translations/apply.py).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('ErrorText', {
 'This quote can no longer be sold: it was sold already, or the insurer did not accept it.': 'Esta cotação não pode mais ser vendida: ela já foi vendida ou a seguradora não a aceitou.',
 'The insurer does not let this brokerage sell this product.': 'A seguradora não autoriza esta corretora a vender este produto.',
 'The service does not offer this operation.': 'A operadora não oferece esta operação.',
 'The service refused the sign-in request. Check the sign-in address in Settings.': 'A operadora recusou o pedido de acesso. Verifique o endereço de acesso em Configurações.',
 'The insurer declined this risk.': 'A seguradora recusou este risco.',
 'The insurer could not price this quote. Quote again later.': 'A seguradora não conseguiu calcular esta cotação. Cote novamente mais tarde.',
 'is required': 'é obrigatório',
 'must not be empty': 'não pode ficar em branco',
 'is not a valid CPF (check the digits)': 'não é um CPF válido (confira os dígitos)',
 'is not a valid CNPJ (check the digits)': 'não é um CNPJ válido (confira os dígitos)',
 'a company cannot hold this product': 'uma empresa não pode contratar este produto',
 'must be a plate such as ABC1234 or ABC1D23': 'deve ser uma placa como ABC1234 ou ABC1D23',
 'must be 17 letters and digits (no I, O or Q)': 'deve ter 17 letras e números (sem I, O ou Q)',
 'must be a FIPE code such as 005340-6': 'deve ser um código FIPE como 005340-6',
 'must be a CEP of 8 digits': 'deve ser um CEP de 8 dígitos',
 'must be an e-mail address': 'deve ser um endereço de e-mail',
 'must be a phone number with its area code': 'deve ser um telefone com DDD',
 'must be 15 digits with a valid check digit': 'deve ter 15 dígitos com dígito verificador válido',
 'must be a date': 'deve ser uma data',
 'must be in the past': 'deve estar no passado',
 'must not be before today': 'não pode ser anterior a hoje',
 'must come after the start of cover': 'deve ser depois do início da vigência',
 'the cover may last %1 years at most': 'a vigência pode durar no máximo %1 anos',
 'the cover may last %1 days at most': 'a vigência pode durar no máximo %1 dias',
 'must be the manufacture year or the year after it': 'deve ser o ano de fabricação ou o seguinte',
 'a 0 km vehicle must be made this year or last year': 'um veículo 0 km deve ter sido fabricado neste ano ou no anterior',
 'must be between %1 and %2': 'deve estar entre %1 e %2',
 'must have at most %1 characters': 'deve ter no máximo %1 caracteres',
 'must have %1 to %2 digits': 'deve ter de %1 a %2 dígitos',
 'needs at least %1': 'precisa de pelo menos %1',
 'may have %1 at most': 'pode ter no máximo %1',
 'the shares must add up to 100% (they add up to %1%)': 'as participações devem somar 100% (somam %1%)',
 'must be above 0 and at most 100': 'deve ser maior que 0 e no máximo 100',
 'is repeated': 'está repetido',
 'is not one of the plans offered': 'não é um dos planos oferecidos',
 'is not a coverage of the plan': 'não é uma cobertura do plano',
 'is not an assist of the plan': 'não é uma assistência do plano',
 'is not one of the options offered': 'não é uma das opções oferecidas',
 'must include the required coverage %1': 'deve incluir a cobertura obrigatória %1',
 'must not exceed the invoice amount': 'não pode passar do valor da nota fiscal',
 "is not one of this quote's installment options": 'não é uma das opções de parcelamento desta cotação',
 'is not offered for these installments': 'não é oferecida para este parcelamento',
 'is required for a refund by bank transfer': 'é obrigatório para a devolução por transferência bancária',
 'is only used for a refund by bank transfer': 'só é usado na devolução por transferência bancária',
 'card data is never sent in a sale': 'dados do cartão nunca são enviados na venda',
 'the list changed; refresh it': 'a lista mudou; atualize-a',
 'has a value the service does not accept': 'tem um valor que a operadora não aceita',
 'was not accepted by the service': 'não foi aceito pela operadora',
})
ctx('SoldQuote', {
 'the holder': 'o titular',
 'policy issued': 'apólice emitida',
 'policy cancelled': 'apólice cancelada',
 'waiting for the payment': 'aguardando o pagamento',
 'Sold on %1 to %2': 'Vendida em %1 para %2',
 '%1 in all': '%1 no total',
})
ctx('brokerdesk::ui::CompareView', {
 'Quote the current saved quote again: the same customer, item, coverages and amounts, with new cover dates (Ctrl+R)': 'Cotar de novo a cotação salva atual: o mesmo cliente, item, coberturas e valores, com novas datas de vigência (Ctrl+R)',
 'sold · ': 'vendida · ',
 'This quote was sold.': 'Esta cotação foi vendida.',
 'Open the sale': 'Abrir a venda',
})
ctx('brokerdesk::ui::ErrorBanner', {
 'Details': 'Detalhes',
 'What the service answered, in its own words': 'O que a operadora respondeu, com as palavras dela',
})
ctx('brokerdesk::ui::OfflineQuotesPage', {
 'Quote again: the same customer, item, coverages and amounts, with new cover dates': 'Cotar de novo: o mesmo cliente, item, coberturas e valores, com novas datas de vigência',
 'This quote was sold already: re-quote it for a new sale': 'Esta cotação já foi vendida: recote-a para uma nova venda',
})
ctx('brokerdesk::ui::PlanStep', {
 'The plan of the earlier quote is no longer offered.': 'O plano da cotação anterior não é mais oferecido.',
 'A coverage of the earlier quote is no longer offered.': 'Uma cobertura da cotação anterior não é mais oferecida.',
 '%1: the earlier %2 is outside the new limits, %3 to %4.': '%1: o valor anterior, %2, está fora dos novos limites, de %3 a %4.',
 'An assist of the earlier quote is no longer offered.': 'Uma assistência da cotação anterior não é mais oferecida.',
})
ctx('brokerdesk::ui::ProductStep', {
 'The product of the quote to re-quote is no longer in the catalog: choose another one.': 'O produto da cotação a recotar não está mais no catálogo: escolha outro.',
})
ctx('brokerdesk::ui::QuoteDetailsView', {
 'The insurer said: %1': 'A seguradora disse: %1',
 'This quote was sold.': 'Esta cotação foi vendida.',
 'Open the sale': 'Abrir a venda',
})
ctx('brokerdesk::ui::QuoteWizard', {
 'it is no longer saved on this computer': 'ela não está mais salva neste computador',
 'This quote cannot be quoted again: %1': 'Não é possível recotar esta cotação: %1',
})
ctx('brokerdesk::ui::Requoter', {
 'Item %1: a coverage of the earlier quote is no longer offered': 'Item %1: uma cobertura da cotação anterior não é mais oferecida',
})
ctx('brokerdesk::ui::ResultsStep', {
 'What changed since the earlier quote': 'O que mudou desde a cotação anterior',
 'The insurer said: %1': 'A seguradora disse: %1',
 'This quote was sold.': 'Esta cotação foi vendida.',
 'Open the sale': 'Abrir a venda',
 'Since the quote of %1:': 'Desde a cotação de %1:',
})
ctx('brokerdesk::ui::SavedQuotesModel', {'Sold': 'Vendida'})
ctx('brokerdesk::ui::Requoter', {
 'Prices: every option costs what it did': 'Preços: todas as opções custam o mesmo que antes',
 'Prices: the other options cost what they did': 'Preços: as demais opções custam o mesmo que antes',
 'Coverages and insured amounts: as before': 'Coberturas e importâncias seguradas: as mesmas de antes',
})
