# Translations of the workstation's shared pieces (error sentences by code, field labels, the
# short reference with its "Copy id", the palette's policy entries) into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('ErrorText', {
 'Some fields need to be corrected.': 'Alguns campos precisam ser corrigidos.',
 'The service could not read what BrokerDesk sent.': 'O serviço não conseguiu ler o que o BrokerDesk enviou.',
 'This quote has expired. Quote again to get current prices.': 'Esta cotação expirou. Cote novamente para obter os preços atuais.',
 'This quote cannot be sold: the insurer did not accept it.': 'Esta cotação não pode ser vendida: a seguradora não a aceitou.',
 'The chosen installment plan is not part of this quote.': 'O parcelamento escolhido não faz parte desta cotação.',
 'This payment method is not offered for the chosen installments.': 'Esta forma de pagamento não é oferecida para o parcelamento escolhido.',
 'The payment was refused.': 'O pagamento foi recusado.',
 'This quote has already been sold.': 'Esta cotação já foi vendida.',
 'This sale was already sent; its result is on the Sales page.': 'Esta venda já foi enviada; o resultado está na página Vendas.',
 'This request was already sent with other data. Start it again.': 'Esta solicitação já foi enviada com outros dados. Comece de novo.',
 'This policy is already canceled.': 'Esta apólice já está cancelada.',
 'This policy has ended and can no longer be changed.': 'Esta apólice terminou e não pode mais ser alterada.',
 'This affinity is already canceled.': 'Esta afinidade já está cancelada.',
 'This affinity has expired.': 'Esta afinidade expirou.',
 'This affinity request has already been evaluated.': 'Esta solicitação de afinidade já foi avaliada.',
 'The evaluation link is no longer valid.': 'O link de avaliação não é mais válido.',
 'The service does not know this item. It may belong to another broker or no longer exist.': 'O serviço não conhece este item. Ele pode pertencer a outra corretora ou não existir mais.',
 'The service refused the list request.': 'O serviço recusou o pedido da lista.',
 'The list changed on the service. Refresh it.': 'A lista mudou no serviço. Atualize-a.',
 'The request is too large for the service.': 'A solicitação é grande demais para o serviço.',
 'The service is busy and asked BrokerDesk to slow down. Try again in a moment.': 'O serviço está ocupado e pediu ao BrokerDesk que diminua o ritmo. Tente novamente em instantes.',
 'The service could not save the change. Try again later.': 'O serviço não conseguiu salvar a alteração. Tente novamente mais tarde.',
 'The sign-in expired. BrokerDesk signs in again; try once more.': 'O login expirou. O BrokerDesk entra novamente; tente outra vez.',
 'BrokerDesk is not signed in.': 'O BrokerDesk não está conectado.',
 'This account may not do that.': 'Esta conta não tem permissão para isso.',
 'The service did not accept the sign-in. Check the client id and secret in Settings.': 'O serviço não aceitou o login. Verifique o client id e o segredo em Configurações.',
 'The service did not grant the permissions asked for. Check the scopes in Settings.': 'O serviço não concedeu as permissões pedidas. Verifique os escopos em Configurações.',
 'Plate': 'Placa', 'Chassis': 'Chassi', 'CPF': 'CPF', 'CNPJ': 'CNPJ', 'Birth date': 'Data de nascimento',
 'Start of cover': 'Início da vigência', 'End of cover': 'Fim da vigência', 'CEP': 'CEP', 'E-mail': 'E-mail',
 'Phone': 'Telefone', 'Mobile phone': 'Celular', 'First name': 'Nome', 'Last name': 'Sobrenome',
 'Corporate name': 'Razão social', 'IMEI': 'IMEI', 'Invoice amount': 'Valor da nota fiscal', 'Brand': 'Marca',
 'Model': 'Modelo', 'Model year': 'Ano do modelo', 'Manufacture year': 'Ano de fabricação', 'Street': 'Rua',
 'Number': 'Número', 'District': 'Bairro', 'City': 'Cidade', 'State': 'UF', 'Payment method': 'Forma de pagamento',
 'Installments': 'Parcelamento', 'Card number': 'Número do cartão', 'Reason': 'Motivo',
 'Reversal method': 'Forma de estorno', 'Plan': 'Plano', 'Product': 'Produto', 'Policy holder': 'Segurado',
 'Monthly income': 'Renda mensal', 'Occupation': 'Profissão', 'Destination': 'Destino', 'Bank': 'Banco',
 'Branch': 'Agência', 'Account': 'Conta', 'Account digit': 'Dígito da conta', 'Bank account': 'Conta bancária',
 'item %1': 'item %1', 'driver %1': 'condutor %1', 'beneficiary %1': 'beneficiário %1', 'traveler %1': 'viajante %1',
 '%1 (%2)': '%1 (%2)'})
ctx('brokerdesk::ui::ErrorBanner', {'The service said: %1': 'O serviço informou: %1'})
ctx('brokerdesk::ui::IdReference', {'Copy id': 'Copiar id', 'Copies the full id to the clipboard, for support': 'Copia o id completo para a área de transferência, para o suporte'})
ctx('brokerdesk::ui::affinities::AffinityDetails', {'Reference': 'Referência'})
ctx('Palette', {'%1 · %2 · %3': '%1 · %2 · %3'})
ctx('brokerdesk::ui::InstallmentTableModel', {'%1 × %2 %3': '%1 × %2 %3', 'per month': 'por mês', 'per year': 'por ano', 'per week': 'por semana', 'every %n day(s)': ['a cada %n dia', 'a cada %n dias']})
ctx('brokerdesk::ui::MainWindow', {
 'Find…   Ctrl+K': 'Buscar…   Ctrl+K',
 'Find a page, product, saved quote or policy by name, CPF/CNPJ or plate': 'Encontre uma página, produto, cotação salva ou apólice pelo nome, CPF/CNPJ ou placa',
 'No service configured': 'Nenhum serviço configurado',
 'Demo on this computer': 'Demonstração neste computador',
 'Service %1': 'Serviço %1',
 '%1 · channel %2': '%1 · canal %2'})
ctx('brokerdesk::ui::PoliciesPage', {'Product': 'Produto', 'Insurer': 'Seguradora', 'CPF / CNPJ': 'CPF / CNPJ', 'Item': 'Item', 'Period': 'Vigência', '%1 – %2': '%1 – %2', 'IMEI %1': 'IMEI %1', 'Policy %1 of %2 cancelled.': 'Apólice %1 de %2 cancelada.'})
ctx('brokerdesk::ui::policies::PolicyDetails', {'Product': 'Produto', 'Item': 'Item', 'Paid by': 'Pago com', 'IMEI %1': 'IMEI %1', '%1 · %2': '%1 · %2', '%1, %2 – %3/%4, CEP %5': '%1, %2 – %3/%4, CEP %5'})
ctx('brokerdesk::ui::OfflineQuotesPage', {
 'No saved quotes yet. Every quote you make is kept here, to compare, re-quote or sell even without the network.': 'Nenhuma cotação salva ainda. Cada cotação feita fica aqui, para comparar, recotar ou vender mesmo sem rede.',
 '&New quote': '&Nova cotação', 'none yet': 'nenhuma ainda'})
ctx('brokerdesk::ui::PoliciesPage', {'%n policy(ies) issued by the office': ['%n apólice emitida pela corretora', '%n apólices emitidas pela corretora']})
ctx('brokerdesk::ui::AffinitiesPage', {'%n affinity(ies) with the partner': ['%n afinidade com o parceiro', '%n afinidades com o parceiro']})
ctx('brokerdesk::ui::RecommendationsPage', {'Recommendations': 'Recomendações', 'Chance of a sale, by profile': 'Chance de venda, por perfil'})
