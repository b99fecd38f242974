<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AffinityStatus</name>
    <message>
        <source>Issued</source>
        <translation>Emitida</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Cancelada</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Expirada</translation>
    </message>
    <message>
        <source>Renewed</source>
        <translation>Renovada</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendente</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>BrokerDesk has no server address or client credentials yet. Add them in Settings.</source>
        <translation>O BrokerDesk ainda não tem o endereço do servidor nem as credenciais do cliente. Informe-os em Configurações.</translation>
    </message>
    <message>
        <source>Cannot reach the service. Check the network connection and the server address.</source>
        <translation>Não foi possível acessar a plataforma. Verifique a conexão de rede e o endereço do servidor.</translation>
    </message>
    <message>
        <source>The service took too long to answer. Try again in a moment.</source>
        <translation>A plataforma demorou demais para responder. Tente novamente em instantes.</translation>
    </message>
    <message>
        <source>The secure connection to the service failed: its certificate could not be verified.</source>
        <translation>A conexão segura com a plataforma falhou: não foi possível verificar o certificado.</translation>
    </message>
    <message>
        <source>The connection to the service was lost before its answer arrived. Try again.</source>
        <translation>A conexão com a plataforma caiu antes de a resposta chegar. Tente novamente.</translation>
    </message>
    <message>
        <source>The service has a problem of its own (HTTP %1). Try again later.</source>
        <translation>A plataforma está com um problema interno (HTTP %1). Tente novamente mais tarde.</translation>
    </message>
    <message>
        <source>The service is busy and asked BrokerDesk to slow down. Try again in a moment.</source>
        <translation>A plataforma está ocupada e pediu ao BrokerDesk que diminua o ritmo. Tente novamente em instantes.</translation>
    </message>
    <message>
        <source>The service did not accept the sign-in. Check the client id and secret in Settings.</source>
        <translation>A plataforma não aceitou o login. Verifique o acesso da corretora em Configurações.</translation>
    </message>
    <message>
        <source>The service sent an answer BrokerDesk cannot read.</source>
        <translation>A plataforma enviou uma resposta que o BrokerDesk não consegue ler.</translation>
    </message>
    <message>
        <source>The service refused the request as invalid.</source>
        <translation>A plataforma recusou a solicitação por ser inválida.</translation>
    </message>
    <message>
        <source>This account may not do that.</source>
        <translation>Esta conta não tem permissão para isso.</translation>
    </message>
    <message>
        <source>The service does not know this item. It may belong to another broker or no longer exist.</source>
        <translation>A plataforma não conhece este item. Ele pode pertencer a outra corretora ou não existir mais.</translation>
    </message>
    <message>
        <source>The request is too large for the service.</source>
        <translation>A solicitação é grande demais para a plataforma.</translation>
    </message>
    <message>
        <source>The service refused the request (HTTP %1).</source>
        <translation>A plataforma recusou a solicitação (HTTP %1).</translation>
    </message>
    <message>
        <source>BrokerDesk will not send credentials over unencrypted http:// to %1. Use an https:// address, or allow unencrypted connections in Settings.</source>
        <translation>O BrokerDesk não envia credenciais por http:// sem criptografia para %1. Use um endereço https:// ou permita conexões sem criptografia em Configurações.</translation>
    </message>
    <message>
        <source>The secure connection to %1 was refused: %2. If your office inspects secure connections, add its certificate authority in Settings, Advanced.</source>
        <translation>A conexão segura com %1 foi recusada: %2. Se o seu escritório inspeciona conexões seguras, adicione a autoridade certificadora dele em Configurações, Avançado.</translation>
    </message>
</context>
<context>
    <name>AttachmentType</name>
    <message>
        <source>Certificate of insurance</source>
        <translation>Certificado de seguro</translation>
    </message>
    <message>
        <source>General conditions</source>
        <translation>Condições gerais</translation>
    </message>
    <message>
        <source>Capitalization regulation</source>
        <translation>Regulamento de capitalização</translation>
    </message>
    <message>
        <source>Cancellation</source>
        <translation>Cancelamento</translation>
    </message>
</context>
<context>
    <name>CancelPreview</name>
    <message>
        <source>After %1 of %2 days of cover the insurer keeps %3 of the premium (%4).</source>
        <translation>Após %1 de %2 dias de vigência, a seguradora fica com %3 do prêmio (%4).</translation>
    </message>
    <message>
        <source>Before the cover starts: everything paid goes back.</source>
        <translation>Antes do início da vigência: tudo o que foi pago é devolvido.</translation>
    </message>
    <message>
        <source>Right of withdrawal, within 7 days of a sale made at a distance (consumer code, art. 49): everything paid goes back.</source>
        <translation>Direito de arrependimento, até 7 dias após a venda a distância (CDC, art. 49): tudo o que foi pago é devolvido.</translation>
    </message>
    <message>
        <source>Insured&apos;s request: short-rate table.</source>
        <translation>Pedido do segurado: tabela de prazo curto.</translation>
    </message>
    <message>
        <source>Insurer&apos;s request: pro rata of the days run.</source>
        <translation>Pedido da seguradora: pro rata dos dias decorridos.</translation>
    </message>
    <message>
        <source>Payment default: nothing goes back; what was paid bought cover by the short-rate table.</source>
        <translation>Inadimplência: nada é devolvido; o que foi pago comprou cobertura pela tabela de prazo curto.</translation>
    </message>
    <message>
        <source>Claim: the premium is earned; nothing goes back.</source>
        <translation>Sinistro: o prêmio foi ganho; nada é devolvido.</translation>
    </message>
    <message>
        <source>Refund the way it was paid, as the insurer has it on record.</source>
        <translation>Devolução pela forma de pagamento registrada na seguradora.</translation>
    </message>
    <message>
        <source>Refund by: %1, the way it was paid.</source>
        <translation>Devolução por: %1, a mesma forma do pagamento.</translation>
    </message>
    <message>
        <source>Paid with: %1 (it cannot receive a refund). Refund by: %2.</source>
        <translation>Pago com: %1 (não recebe estorno). Devolução por: %2.</translation>
    </message>
    <message>
        <source>Paid with: %1. Refund by: %2.</source>
        <translation>Pago com: %1. Devolução por: %2.</translation>
    </message>
</context>
<context>
    <name>CancelReason</name>
    <message>
        <source>Requested by the policyholder</source>
        <translation>A pedido do segurado</translation>
    </message>
    <message>
        <source>Payment default</source>
        <translation>Inadimplência</translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation>Sinistrada</translation>
    </message>
    <message>
        <source>Requested by the insurer</source>
        <translation>A pedido da seguradora</translation>
    </message>
</context>
<context>
    <name>CashFlowCategory</name>
    <message>
        <source>Channel sale</source>
        <translation>Venda do canal</translation>
    </message>
    <message>
        <source>Recurrent channel sale</source>
        <translation>Venda recorrente do canal</translation>
    </message>
    <message>
        <source>Deductible</source>
        <translation>Franquia</translation>
    </message>
    <message>
        <source>Policy reversal</source>
        <translation>Estorno de apólice</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Multa</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Impostos</translation>
    </message>
    <message>
        <source>Broker agency</source>
        <translation>Agenciamento da corretora</translation>
    </message>
    <message>
        <source>Broker commission</source>
        <translation>Comissão da corretora</translation>
    </message>
    <message>
        <source>Stipulant pro-labore</source>
        <translation>Pró-labore do estipulante</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Sinistro</translation>
    </message>
    <message>
        <source>Balance adjustment</source>
        <translation>Ajuste de saldo</translation>
    </message>
</context>
<context>
    <name>CashFlowText</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>recurrence %1</source>
        <translation>recorrência %1</translation>
    </message>
</context>
<context>
    <name>ConnectionState</name>
    <message>
        <source>Signed out</source>
        <translation>Desconectado</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Entrando…</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>On-line</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Off-line</translation>
    </message>
    <message>
        <source>Service unavailable</source>
        <translation>Plataforma indisponível</translation>
    </message>
</context>
<context>
    <name>CustomerDirectory</name>
    <message>
        <source>customer directory</source>
        <translation>cadastro de clientes</translation>
    </message>
    <message>
        <source>The customer directory is not open.</source>
        <translation>O cadastro de clientes não está aberto.</translation>
    </message>
    <message>
        <source>The customer directory could not be written.</source>
        <translation>Não foi possível gravar o cadastro de clientes.</translation>
    </message>
    <message>
        <source>These customers cannot be merged: one of them is unknown or already part of another.</source>
        <translation>Não é possível juntar estes clientes: um deles não existe ou já faz parte de outro.</translation>
    </message>
    <message>
        <source>This merge was undone already.</source>
        <translation>Esta junção já foi desfeita.</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>Starting the built-in demo service…</source>
        <translation>Iniciando a demonstração neste computador…</translation>
    </message>
    <message>
        <source>The built-in demo service could not start: %1</source>
        <translation>Não foi possível iniciar a demonstração neste computador: %1</translation>
    </message>
    <message>
        <source>Not connected: enter the service&apos;s address and credentials in Settings.</source>
        <translation>Sem conexão: informe o endereço e o acesso da plataforma em Configurações.</translation>
    </message>
    <message>
        <source>Sign-in failed: %1</source>
        <translation>Falha no login: %1</translation>
    </message>
</context>
<context>
    <name>Enumerations</name>
    <message>
        <source>Unknown (%1)</source>
        <translation>Desconhecido (%1)</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>Some fields need to be corrected.</source>
        <translation>Alguns campos precisam ser corrigidos.</translation>
    </message>
    <message>
        <source>The service could not read what BrokerDesk sent.</source>
        <translation>A plataforma não conseguiu ler o que o BrokerDesk enviou.</translation>
    </message>
    <message>
        <source>This quote has expired. Quote again to get current prices.</source>
        <translation>Esta cotação expirou. Cote novamente para obter os preços atuais.</translation>
    </message>
    <message>
        <source>The chosen installment plan is not part of this quote.</source>
        <translation>O parcelamento escolhido não faz parte desta cotação.</translation>
    </message>
    <message>
        <source>This payment method is not offered for the chosen installments.</source>
        <translation>Esta forma de pagamento não é oferecida para o parcelamento escolhido.</translation>
    </message>
    <message>
        <source>The payment was refused.</source>
        <translation>O pagamento foi recusado.</translation>
    </message>
    <message>
        <source>This quote has already been sold.</source>
        <translation>Esta cotação já foi vendida.</translation>
    </message>
    <message>
        <source>This sale was already sent; its result is on the Sales page.</source>
        <translation>Esta venda já foi enviada; o resultado está na página Vendas.</translation>
    </message>
    <message>
        <source>This request was already sent with other data. Start it again.</source>
        <translation>Esta solicitação já foi enviada com outros dados. Comece de novo.</translation>
    </message>
    <message>
        <source>This policy is already canceled.</source>
        <translation>Esta apólice já está cancelada.</translation>
    </message>
    <message>
        <source>This policy has ended and can no longer be changed.</source>
        <translation>Esta apólice terminou e não pode mais ser alterada.</translation>
    </message>
    <message>
        <source>This affinity is already canceled.</source>
        <translation>Esta afinidade já está cancelada.</translation>
    </message>
    <message>
        <source>This affinity has expired.</source>
        <translation>Esta afinidade expirou.</translation>
    </message>
    <message>
        <source>This affinity request has already been evaluated.</source>
        <translation>Esta solicitação de afinidade já foi avaliada.</translation>
    </message>
    <message>
        <source>The evaluation link is no longer valid.</source>
        <translation>O link de avaliação não é mais válido.</translation>
    </message>
    <message>
        <source>The service does not know this item. It may belong to another broker or no longer exist.</source>
        <translation>A plataforma não conhece este item. Ele pode pertencer a outra corretora ou não existir mais.</translation>
    </message>
    <message>
        <source>The service refused the list request.</source>
        <translation>A plataforma recusou o pedido da lista.</translation>
    </message>
    <message>
        <source>The list changed on the service. Refresh it.</source>
        <translation>A lista mudou na plataforma. Atualize-a.</translation>
    </message>
    <message>
        <source>The request is too large for the service.</source>
        <translation>A solicitação é grande demais para a plataforma.</translation>
    </message>
    <message>
        <source>The service is busy and asked BrokerDesk to slow down. Try again in a moment.</source>
        <translation>A plataforma está ocupada e pediu ao BrokerDesk que diminua o ritmo. Tente novamente em instantes.</translation>
    </message>
    <message>
        <source>The service could not save the change. Try again later.</source>
        <translation>A plataforma não conseguiu salvar a alteração. Tente novamente mais tarde.</translation>
    </message>
    <message>
        <source>The sign-in expired. BrokerDesk signs in again; try once more.</source>
        <translation>O login expirou. O BrokerDesk entra novamente; tente outra vez.</translation>
    </message>
    <message>
        <source>BrokerDesk is not signed in.</source>
        <translation>O BrokerDesk não está conectado.</translation>
    </message>
    <message>
        <source>This account may not do that.</source>
        <translation>Esta conta não tem permissão para isso.</translation>
    </message>
    <message>
        <source>The service did not accept the sign-in. Check the client id and secret in Settings.</source>
        <translation>A plataforma não aceitou o login. Verifique o acesso da corretora em Configurações.</translation>
    </message>
    <message>
        <source>The service did not grant the permissions asked for. Check the scopes in Settings.</source>
        <translation>A plataforma não concedeu as permissões pedidas. Peça ao administrador que verifique a conexão em Configurações.</translation>
    </message>
    <message>
        <source>Plate</source>
        <translation>Placa</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Chassi</translation>
    </message>
    <message>
        <source>CPF</source>
        <translation>CPF</translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation>CNPJ</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Data de nascimento</translation>
    </message>
    <message>
        <source>Start of cover</source>
        <translation>Início da vigência</translation>
    </message>
    <message>
        <source>End of cover</source>
        <translation>Fim da vigência</translation>
    </message>
    <message>
        <source>CEP</source>
        <translation>CEP</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation>Celular</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Sobrenome</translation>
    </message>
    <message>
        <source>Corporate name</source>
        <translation>Razão social</translation>
    </message>
    <message>
        <source>IMEI</source>
        <translation>IMEI</translation>
    </message>
    <message>
        <source>Invoice amount</source>
        <translation>Valor da nota fiscal</translation>
    </message>
    <message>
        <source>Brand</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Model year</source>
        <translation>Ano do modelo</translation>
    </message>
    <message>
        <source>Manufacture year</source>
        <translation>Ano de fabricação</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Rua</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Bairro</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cidade</translation>
    </message>
    <message>
        <source>State</source>
        <translation>UF</translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation>Forma de pagamento</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>Parcelamento</translation>
    </message>
    <message>
        <source>Card number</source>
        <translation>Número do cartão</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Reversal method</source>
        <translation>Forma de estorno</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Policy holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Monthly income</source>
        <translation>Renda mensal</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Profissão</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Agência</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>Account digit</source>
        <translation>Dígito da conta</translation>
    </message>
    <message>
        <source>Bank account</source>
        <translation>Conta bancária</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>item %1</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>condutor %1</translation>
    </message>
    <message>
        <source>beneficiary %1</source>
        <translation>beneficiário %1</translation>
    </message>
    <message>
        <source>traveler %1</source>
        <translation>viajante %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Brokerage SUSEP code</source>
        <translation>Código SUSEP da corretora</translation>
    </message>
    <message>
        <source>This quote can no longer be sold: it was sold already, or the insurer did not accept it.</source>
        <translation>Esta cotação não pode mais ser vendida: ela já foi vendida ou a seguradora não a aceitou.</translation>
    </message>
    <message>
        <source>The insurer does not let this brokerage sell this product.</source>
        <translation>A seguradora não autoriza esta corretora a vender este produto.</translation>
    </message>
    <message>
        <source>The service does not offer this operation.</source>
        <translation>A operadora não oferece esta operação.</translation>
    </message>
    <message>
        <source>The service refused the sign-in request. Check the sign-in address in Settings.</source>
        <translation>A operadora recusou o pedido de acesso. Verifique o endereço de acesso em Configurações.</translation>
    </message>
    <message>
        <source>The insurer declined this risk.</source>
        <translation>A seguradora recusou este risco.</translation>
    </message>
    <message>
        <source>The insurer could not price this quote. Quote again later.</source>
        <translation>A seguradora não conseguiu calcular esta cotação. Cote novamente mais tarde.</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>é obrigatório</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>não pode ficar em branco</translation>
    </message>
    <message>
        <source>is not a valid CPF (check the digits)</source>
        <translation>não é um CPF válido (confira os dígitos)</translation>
    </message>
    <message>
        <source>is not a valid CNPJ (check the digits)</source>
        <translation>não é um CNPJ válido (confira os dígitos)</translation>
    </message>
    <message>
        <source>a company cannot hold this product</source>
        <translation>uma empresa não pode contratar este produto</translation>
    </message>
    <message>
        <source>must be a plate such as ABC1234 or ABC1D23</source>
        <translation>deve ser uma placa como ABC1234 ou ABC1D23</translation>
    </message>
    <message>
        <source>must be 17 letters and digits (no I, O or Q)</source>
        <translation>deve ter 17 letras e números (sem I, O ou Q)</translation>
    </message>
    <message>
        <source>must be a FIPE code such as 005340-6</source>
        <translation>deve ser um código FIPE como 005340-6</translation>
    </message>
    <message>
        <source>must be a CEP of 8 digits</source>
        <translation>deve ser um CEP de 8 dígitos</translation>
    </message>
    <message>
        <source>must be an e-mail address</source>
        <translation>deve ser um endereço de e-mail</translation>
    </message>
    <message>
        <source>must be a phone number with its area code</source>
        <translation>deve ser um telefone com DDD</translation>
    </message>
    <message>
        <source>must be 15 digits with a valid check digit</source>
        <translation>deve ter 15 dígitos com dígito verificador válido</translation>
    </message>
    <message>
        <source>must be a date</source>
        <translation>deve ser uma data</translation>
    </message>
    <message>
        <source>must be in the past</source>
        <translation>deve estar no passado</translation>
    </message>
    <message>
        <source>must not be before today</source>
        <translation>não pode ser anterior a hoje</translation>
    </message>
    <message>
        <source>must come after the start of cover</source>
        <translation>deve ser depois do início da vigência</translation>
    </message>
    <message>
        <source>the cover may last %1 years at most</source>
        <translation>a vigência pode durar no máximo %1 anos</translation>
    </message>
    <message>
        <source>the cover may last %1 days at most</source>
        <translation>a vigência pode durar no máximo %1 dias</translation>
    </message>
    <message>
        <source>must be the manufacture year or the year after it</source>
        <translation>deve ser o ano de fabricação ou o seguinte</translation>
    </message>
    <message>
        <source>a 0 km vehicle must be made this year or last year</source>
        <translation>um veículo 0 km deve ter sido fabricado neste ano ou no anterior</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>deve estar entre %1 e %2</translation>
    </message>
    <message>
        <source>must have at most %1 characters</source>
        <translation>deve ter no máximo %1 caracteres</translation>
    </message>
    <message>
        <source>must have %1 to %2 digits</source>
        <translation>deve ter de %1 a %2 dígitos</translation>
    </message>
    <message>
        <source>needs at least %1</source>
        <translation>precisa de pelo menos %1</translation>
    </message>
    <message>
        <source>may have %1 at most</source>
        <translation>pode ter no máximo %1</translation>
    </message>
    <message>
        <source>the shares must add up to 100% (they add up to %1%)</source>
        <translation>as participações devem somar 100% (somam %1%)</translation>
    </message>
    <message>
        <source>must be above 0 and at most 100</source>
        <translation>deve ser maior que 0 e no máximo 100</translation>
    </message>
    <message>
        <source>is repeated</source>
        <translation>está repetido</translation>
    </message>
    <message>
        <source>is not one of the plans offered</source>
        <translation>não é um dos planos oferecidos</translation>
    </message>
    <message>
        <source>is not a coverage of the plan</source>
        <translation>não é uma cobertura do plano</translation>
    </message>
    <message>
        <source>is not an assist of the plan</source>
        <translation>não é uma assistência do plano</translation>
    </message>
    <message>
        <source>is not one of the options offered</source>
        <translation>não é uma das opções oferecidas</translation>
    </message>
    <message>
        <source>must include the required coverage %1</source>
        <translation>deve incluir a cobertura obrigatória %1</translation>
    </message>
    <message>
        <source>must not exceed the invoice amount</source>
        <translation>não pode passar do valor da nota fiscal</translation>
    </message>
    <message>
        <source>is not one of this quote&apos;s installment options</source>
        <translation>não é uma das opções de parcelamento desta cotação</translation>
    </message>
    <message>
        <source>is not offered for these installments</source>
        <translation>não é oferecida para este parcelamento</translation>
    </message>
    <message>
        <source>is required for a refund by bank transfer</source>
        <translation>é obrigatório para a devolução por transferência bancária</translation>
    </message>
    <message>
        <source>is only used for a refund by bank transfer</source>
        <translation>só é usado na devolução por transferência bancária</translation>
    </message>
    <message>
        <source>card data is never sent in a sale</source>
        <translation>dados do cartão nunca são enviados na venda</translation>
    </message>
    <message>
        <source>the list changed; refresh it</source>
        <translation>a lista mudou; atualize-a</translation>
    </message>
    <message>
        <source>has a value the service does not accept</source>
        <translation>tem um valor que a operadora não aceita</translation>
    </message>
    <message>
        <source>was not accepted by the service</source>
        <translation>não foi aceito pela operadora</translation>
    </message>
    <message>
        <source>The service is busy. Try again in a moment.</source>
        <translation>A plataforma está ocupada. Tente de novo em instantes.</translation>
    </message>
    <message>
        <source>Brokerage logo</source>
        <translation>Logotipo da corretora</translation>
    </message>
    <message>
        <source>Proposal footer</source>
        <translation>Rodapé da proposta</translation>
    </message>
</context>
<context>
    <name>EstimateStore</name>
    <message>
        <source>call list</source>
        <translation>lista de ligações</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>FormatCheck</name>
    <message>
        <source>This CPF is not valid: check the digits.</source>
        <translation>Este CPF não é válido: confira os dígitos.</translation>
    </message>
    <message>
        <source>This CNPJ is not valid: check the digits.</source>
        <translation>Este CNPJ não é válido: confira os dígitos.</translation>
    </message>
    <message>
        <source>Type the plate as ABC1234 or ABC1D23.</source>
        <translation>Digite a placa como ABC1234 ou ABC1D23.</translation>
    </message>
    <message>
        <source>The chassis has 17 letters and digits, without I, O or Q.</source>
        <translation>O chassi tem 17 letras e dígitos, sem I, O ou Q.</translation>
    </message>
    <message>
        <source>The FIPE code has 7 digits, as in 005340-6.</source>
        <translation>O código FIPE tem 7 dígitos, como em 005340-6.</translation>
    </message>
    <message>
        <source>The CEP has 8 digits, as in 01310-100.</source>
        <translation>O CEP tem 8 dígitos, como em 01310-100.</translation>
    </message>
    <message>
        <source>Type an e-mail address such as ana@example.com.</source>
        <translation>Digite um e-mail como ana@exemplo.com.br.</translation>
    </message>
    <message>
        <source>Type a phone number with area code, such as (11) 99999-0000.</source>
        <translation>Digite um telefone com DDD, como (11) 99999-0000.</translation>
    </message>
    <message>
        <source>The IMEI has 15 digits: check them on the box or with *#06#.</source>
        <translation>O IMEI tem 15 dígitos: confira na caixa ou discando *#06#.</translation>
    </message>
</context>
<context>
    <name>InstallmentPeriod</name>
    <message>
        <source>Daily</source>
        <translation>Diário</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Mensal</translation>
    </message>
    <message>
        <source>Yearly</source>
        <translation>Anual</translation>
    </message>
</context>
<context>
    <name>InstallmentText</name>
    <message>
        <source>One payment</source>
        <translation>À vista</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Mensal</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 yearly</source>
        <translation>%1× anuais</translation>
    </message>
    <message>
        <source>%1 daily</source>
        <translation>%1× diárias</translation>
    </message>
    <message>
        <source>%1 every %2 days</source>
        <translation>%1× a cada %2 dias</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 por mês</translation>
    </message>
    <message>
        <source>%1 (the first %2)</source>
        <translation>%1 (1ª de %2)</translation>
    </message>
    <message>
        <source>%1 interest a month</source>
        <translation>juros de %1 a.m.</translation>
    </message>
    <message>
        <source>interest-free</source>
        <translation>sem juros</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 no total</translation>
    </message>
    <message>
        <source>%1 in one payment</source>
        <translation>À vista %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 a month (%n month(s), %2)</source>
        <translation>
            <numerusform>%1 por mês (%n mês, %2)</numerusform>
            <numerusform>%1 por mês (%n meses, %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1× de %2</translation>
    </message>
    <message>
        <source>%1 yearly × %2</source>
        <translation>%1× anuais de %2</translation>
    </message>
    <message>
        <source>%1 daily × %2</source>
        <translation>%1× diárias de %2</translation>
    </message>
    <message>
        <source>%1 × %2 every %3 days</source>
        <translation>%1× de %2 a cada %3 dias</translation>
    </message>
    <message>
        <source>at %1 interest a month</source>
        <translation>com juros de %1 a.m.</translation>
    </message>
    <message>
        <source>, the first %1</source>
        <translation>, a 1ª de %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Taxes %1</source>
        <translation>Impostos %1</translation>
    </message>
</context>
<context>
    <name>LedgerQueries</name>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Deductions</source>
        <translation>Deduções</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation>Forma de pagamento</translation>
    </message>
    <message>
        <source>Installment</source>
        <translation>Parcela</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>The export was stopped.</source>
        <translation>A exportação foi interrompida.</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Não foi possível gravar o arquivo: %1</translation>
    </message>
    <message>
        <source>The local mirror could not be read: %1</source>
        <translation>Não foi possível ler o espelho local: %1</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mês</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Previsto</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recebido</translation>
    </message>
    <message>
        <source>Still due</source>
        <translation>A receber</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Vencido</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation>Estorno</translation>
    </message>
    <message>
        <source>Commission lost</source>
        <translation>Comissão perdida</translation>
    </message>
    <message>
        <source>Installments lost</source>
        <translation>Parcelas perdidas</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Due on</source>
        <translation>Vencimento</translation>
    </message>
    <message>
        <source>Paid on</source>
        <translation>Pago em</translation>
    </message>
    <message>
        <source>Deleted on</source>
        <translation>Excluído em</translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation>Cancelada em</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referência</translation>
    </message>
</context>
<context>
    <name>ListColumn</name>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>Premium</source>
        <translation>Prêmio</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Emitida</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Apólice</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation>Afinidade</translation>
    </message>
    <message>
        <source>Installment</source>
        <translation>Parcela</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Deductions</source>
        <translation>Deduções</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Previsão</translation>
    </message>
</context>
<context>
    <name>LookupCache</name>
    <message>
        <source>lookup cache</source>
        <translation>consultas guardadas (CEP e FIPE)</translation>
    </message>
</context>
<context>
    <name>OfflineStore</name>
    <message>
        <source>offline store</source>
        <translation>armazenamento off-line</translation>
    </message>
    <message>
        <source>The quote has no id.</source>
        <translation>A cotação não tem id.</translation>
    </message>
    <message>
        <source>The offline store is not open.</source>
        <translation>O armazenamento off-line não está aberto.</translation>
    </message>
    <message>
        <source>The store has no broker_channel_id.</source>
        <translation>A loja não tem broker_channel_id.</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Installment option</source>
        <translation>Opção de parcelamento</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Installment amount</source>
        <translation>Valor da parcela</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Impostos</translation>
    </message>
    <message>
        <source>Payment methods</source>
        <translation>Formas de pagamento</translation>
    </message>
    <message>
        <source>Valid until (UTC)</source>
        <translation>Válida até (UTC)</translation>
    </message>
    <message>
        <source>Fetched at (UTC)</source>
        <translation>Obtida em (UTC)</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>BrokerDesk, the workstation for insurance broker staff. With nothing configured it starts a built-in demo service and signs in to it.</source>
        <translation>BrokerDesk, a estação de trabalho da equipe da corretora de seguros. Sem nada configurado, inicia um serviço de demonstração embutido e entra nele.</translation>
    </message>
    <message>
        <source>Use the brokerage service at &lt;url&gt; (token URL, client id and secret come from the settings).</source>
        <translation>Usa o serviço da corretora em &lt;url&gt; (URL do token, client id e segredo vêm das configurações).</translation>
    </message>
    <message>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <source>Use the built-in demo service, whatever the settings say.</source>
        <translation>Usa o serviço de demonstração embutido, seja qual for a configuração.</translation>
    </message>
    <message>
        <source>Language of the interface: pt_BR or en.</source>
        <translation>Idioma da interface: pt_BR ou en.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>Render every page with demo data to PNG files in &lt;dir&gt;, then quit.</source>
        <translation>Gera imagens PNG de todas as páginas com dados de demonstração em &lt;dir&gt; e sai.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>pasta</translation>
    </message>
    <message>
        <source>Print when the window was first painted (milliseconds since the epoch), then quit.</source>
        <translation>Mostra quando a janela foi desenhada pela primeira vez (milissegundos desde a época Unix) e sai.</translation>
    </message>
    <message>
        <source>--server and --sandbox cannot be used together.</source>
        <translation>--server e --sandbox não podem ser usados juntos.</translation>
    </message>
    <message>
        <source>Not a server address: %1</source>
        <translation>Não é um endereço de servidor: %1</translation>
    </message>
    <message>
        <source>Unknown language %1: use pt_BR or en.</source>
        <translation>Idioma desconhecido %1: use pt_BR ou en.</translation>
    </message>
    <message>
        <source>Size of the window the screenshots show, such as 1920x1080 (default 1280x720).</source>
        <translation>Tamanho da janela nas capturas, como 1920x1080 (padrão 1280x720).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxA</translation>
    </message>
    <message>
        <source>--screenshot-size is for --screenshot: give both.</source>
        <translation>--screenshot-size é para --screenshot: informe os dois.</translation>
    </message>
    <message>
        <source>--screenshot-size %1: give the width and height in pixels, such as 1920x1080, from 640x480 to 7680x4320.</source>
        <translation>--screenshot-size %1: informe largura e altura em pixels, como 1920x1080, de 640x480 a 7680x4320.</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <source>Open sale %1</source>
        <translation>Abrir venda %1</translation>
    </message>
    <message>
        <source>Open policy %1</source>
        <translation>Abrir apólice %1</translation>
    </message>
    <message>
        <source>Policy %1</source>
        <translation>Apólice %1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>PaymentMethod</name>
    <message>
        <source>Bank slip (boleto)</source>
        <translation>Boleto bancário</translation>
    </message>
    <message>
        <source>Credit card</source>
        <translation>Cartão de crédito</translation>
    </message>
    <message>
        <source>Debit card</source>
        <translation>Cartão de débito</translation>
    </message>
    <message>
        <source>Wire transfer</source>
        <translation>Transferência bancária</translation>
    </message>
    <message>
        <source>Account debit</source>
        <translation>Débito em conta</translation>
    </message>
    <message>
        <source>Pix</source>
        <translation>Pix</translation>
    </message>
</context>
<context>
    <name>PolicyIndex</name>
    <message>
        <source>policy index</source>
        <translation>índice de apólices</translation>
    </message>
</context>
<context>
    <name>PolicyStatus</name>
    <message>
        <source>Active</source>
        <translation>Ativa</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Cancelada</translation>
    </message>
</context>
<context>
    <name>ProductType</name>
    <message>
        <source>Auto</source>
        <translation>Automóvel</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Empresarial</translation>
    </message>
    <message>
        <source>Educational</source>
        <translation>Educacional</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Residencial</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Vida</translation>
    </message>
    <message>
        <source>Funeral</source>
        <translation>Funeral</translation>
    </message>
    <message>
        <source>Moneylender</source>
        <translation>Prestamista</translation>
    </message>
    <message>
        <source>Electronic</source>
        <translation>Eletrônicos</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>Global</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>Garantia estendida</translation>
    </message>
    <message>
        <source>Personal accident</source>
        <translation>Acidentes pessoais</translation>
    </message>
    <message>
        <source>Travel</source>
        <translation>Viagem</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>Insurance proposal</source>
        <translation>Proposta de seguro</translation>
    </message>
    <message>
        <source>Policy holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Declined:</source>
        <translation>Recusada:</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Payment methods</source>
        <translation>Formas de pagamento</translation>
    </message>
    <message>
        <source>Prices are valid until the date above and depend on the insurer&apos;s acceptance of the risk.</source>
        <translation>Os preços valem até a data acima e dependem da aceitação do risco pela seguradora.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Brokerage not configured</source>
        <translation>Corretora não configurada</translation>
    </message>
    <message>
        <source>Brokerage SUSEP %1</source>
        <translation>SUSEP da corretora %1</translation>
    </message>
    <message>
        <source>Product: %1 — %2</source>
        <translation>Produto: %1 — %2</translation>
    </message>
    <message>
        <source>Product SUSEP registration: %1</source>
        <translation>Registro SUSEP do produto: %1</translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation>CNPJ</translation>
    </message>
    <message>
        <source>CPF</source>
        <translation>CPF</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Coverages</source>
        <translation>Coberturas</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opção</translation>
    </message>
    <message>
        <source>Insured amount</source>
        <translation>Importância segurada</translation>
    </message>
    <message>
        <source>Assistance services</source>
        <translation>Assistências</translation>
    </message>
    <message>
        <source>How to pay</source>
        <translation>Formas de pagamento</translation>
    </message>
    <message>
        <source>Each installment</source>
        <translation>Valor da parcela</translation>
    </message>
    <message>
        <source>Taxes (IOF)</source>
        <translation>Impostos (IOF)</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Seguro</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>Period of cover</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Insured item</source>
        <translation>Item segurado</translation>
    </message>
    <message>
        <source>Insured item %1</source>
        <translation>Item segurado %1</translation>
    </message>
    <message>
        <source>The PDF could not be drawn.</source>
        <translation>O PDF não pôde ser desenhado.</translation>
    </message>
    <message>
        <source>gasoline</source>
        <translation>gasolina</translation>
    </message>
    <message>
        <source>ethanol</source>
        <translation>etanol</translation>
    </message>
    <message>
        <source>flex (gasoline and ethanol)</source>
        <translation>flex (gasolina e etanol)</translation>
    </message>
    <message>
        <source>diesel</source>
        <translation>diesel</translation>
    </message>
    <message>
        <source>electric</source>
        <translation>elétrico</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>híbrido</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Casa</translation>
    </message>
    <message>
        <source>Apartment</source>
        <translation>Apartamento</translation>
    </message>
    <message>
        <source>House in a condominium</source>
        <translation>Casa em condomínio</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Sítio ou fazenda</translation>
    </message>
    <message>
        <source>masonry</source>
        <translation>alvenaria</translation>
    </message>
    <message>
        <source>wood</source>
        <translation>madeira</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mista</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>South America</source>
        <translation>América do Sul</translation>
    </message>
    <message>
        <source>Central America</source>
        <translation>América Central</translation>
    </message>
    <message>
        <source>North America</source>
        <translation>América do Norte</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>África</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Ásia</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceania</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Veículo</translation>
    </message>
    <message>
        <source>Year (manufacture/model)</source>
        <translation>Ano (fabricação/modelo)</translation>
    </message>
    <message>
        <source>Plate</source>
        <translation>Placa</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Chassi</translation>
    </message>
    <message>
        <source>FIPE code</source>
        <translation>Código FIPE</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Combustível</translation>
    </message>
    <message>
        <source>Brand new</source>
        <translation>Zero quilômetro</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Imóvel</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Construção</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Aparelho</translation>
    </message>
    <message>
        <source>IMEI</source>
        <translation>IMEI</translation>
    </message>
    <message>
        <source>Invoice amount</source>
        <translation>Valor da nota fiscal</translation>
    </message>
    <message>
        <source>%1 (born %2)</source>
        <translation>%1 (nascido(a) em %2)</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Travelers</source>
        <translation>Viajantes</translation>
    </message>
    <message>
        <source>Beneficiaries</source>
        <translation>Beneficiários</translation>
    </message>
    <message>
        <source>the legal heirs</source>
        <translation>os herdeiros legais</translation>
    </message>
    <message>
        <source>%1 (%2, %3%)</source>
        <translation>%1 (%2, %3%)</translation>
    </message>
    <message>
        <source>None included in this proposal.</source>
        <translation>Nenhuma incluída nesta proposta.</translation>
    </message>
    <message>
        <source>Proposal valid until</source>
        <translation>Proposta válida até</translation>
    </message>
    <message>
        <source>Coverage not named by the insurer</source>
        <translation>Cobertura sem nome informado pela seguradora</translation>
    </message>
    <message>
        <source>Assistance not named by the insurer</source>
        <translation>Assistência sem nome informado pela seguradora</translation>
    </message>
</context>
<context>
    <name>QuoteRisk</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation>%1 · %2 %3</translation>
    </message>
</context>
<context>
    <name>QuoteStatus</name>
    <message>
        <source>Started</source>
        <translation>Iniciada</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendente</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Concluída</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Recusada</translation>
    </message>
</context>
<context>
    <name>RecordNames</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
</context>
<context>
    <name>ReversalMethod</name>
    <message>
        <source>Credit card</source>
        <translation>Cartão de crédito</translation>
    </message>
    <message>
        <source>Wire transfer</source>
        <translation>Transferência bancária</translation>
    </message>
    <message>
        <source>Pix</source>
        <translation>Pix</translation>
    </message>
</context>
<context>
    <name>SaleStatus</name>
    <message>
        <source>Started</source>
        <translation>Iniciada</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendente</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Concluída</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Cancelada</translation>
    </message>
</context>
<context>
    <name>SalesLog</name>
    <message>
        <source>sales log</source>
        <translation>registro de vendas</translation>
    </message>
</context>
<context>
    <name>SoldQuote</name>
    <message>
        <source>the holder</source>
        <translation>o titular</translation>
    </message>
    <message>
        <source>policy issued</source>
        <translation>apólice emitida</translation>
    </message>
    <message>
        <source>policy cancelled</source>
        <translation>apólice cancelada</translation>
    </message>
    <message>
        <source>waiting for the payment</source>
        <translation>aguardando o pagamento</translation>
    </message>
    <message>
        <source>Sold on %1 to %2</source>
        <translation>Vendida em %1 para %2</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 no total</translation>
    </message>
</context>
<context>
    <name>SqliteFile</name>
    <message>
        <source>the file is shorter than its header says</source>
        <translation>o arquivo é menor do que o cabeçalho indica</translation>
    </message>
    <message>
        <source>It could not be renamed to %1.</source>
        <translation>Não foi possível renomeá-lo para %1.</translation>
    </message>
    <message>
        <source>The %1 at %2 was written by a newer BrokerDesk (version %3); it was left as it is.</source>
        <translation>O %1 em %2 foi gravado por um BrokerDesk mais novo (versão %3); ele foi mantido como está.</translation>
    </message>
    <message>
        <source>%1 is not a BrokerDesk %2.</source>
        <translation>%1 não é um %2 do BrokerDesk.</translation>
    </message>
    <message>
        <source>The %1 at %2 is damaged (%3).</source>
        <translation>O %1 em %2 está danificado (%3).</translation>
    </message>
    <message>
        <source>It was kept as %1 and a new one was started.</source>
        <translation>Ele foi guardado como %1 e um novo foi criado.</translation>
    </message>
    <message>
        <source>The %1 at %2 cannot be opened: %3</source>
        <translation>Não foi possível abrir o %1 em %2: %3</translation>
    </message>
    <message>
        <source>The %1 at %2 could not be prepared: %3</source>
        <translation>Não foi possível preparar o %1 em %2: %3</translation>
    </message>
</context>
<context>
    <name>WebhookVerifier</name>
    <message>
        <source>webhook-id, webhook-timestamp and webhook-signature are required.</source>
        <translation>webhook-id, webhook-timestamp e webhook-signature são obrigatórios.</translation>
    </message>
    <message>
        <source>webhook-id is too long.</source>
        <translation>webhook-id é longo demais.</translation>
    </message>
    <message>
        <source>webhook-timestamp must be Unix seconds.</source>
        <translation>webhook-timestamp deve estar em segundos Unix.</translation>
    </message>
    <message>
        <source>webhook-timestamp is more than %1 seconds from now.</source>
        <translation>webhook-timestamp está a mais de %1 segundos do horário atual.</translation>
    </message>
    <message>
        <source>webhook-signature does not match.</source>
        <translation>webhook-signature não confere.</translation>
    </message>
    <message>
        <source>This webhook-id was already delivered.</source>
        <translation>Este webhook-id já foi entregue.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::api::FileDownload</name>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Não foi possível gravar o arquivo: %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::api::QuoteLookup</name>
    <message>
        <source>The operator&apos;s list of quotes does not show this quote.</source>
        <translation>A lista de cotações da operadora não mostra esta cotação.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::cache::LedgerMirror</name>
    <message>
        <source>ledger mirror</source>
        <translation>espelho do razão</translation>
    </message>
    <message>
        <source>The ledger mirror at %1 belongs to another account; it was left as it is.</source>
        <translation>O espelho do razão em %1 pertence a outra conta; ele foi mantido como está.</translation>
    </message>
    <message>
        <source>The ledger mirror is not open.</source>
        <translation>O espelho do razão não está aberto.</translation>
    </message>
    <message>
        <source>The ledger mirror could not be written: %1</source>
        <translation>Não foi possível gravar o espelho do razão: %1</translation>
    </message>
    <message>
        <source>The sync was canceled; it resumes where it stopped.</source>
        <translation>A sincronização foi cancelada; ela continua de onde parou.</translation>
    </message>
    <message>
        <source>The ledger mirror&apos;s indexes could not be built: %1</source>
        <translation>Não foi possível criar os índices do espelho do razão: %1</translation>
    </message>
    <message>
        <source>A new ledger mirror could not be started: the old one at %1 could not be set aside. %2</source>
        <translation>Não foi possível começar um novo espelho do razão: o antigo, em %1, não pôde ser posto de lado. %2</translation>
    </message>
    <message>
        <source>The mirror of the other account was kept as %1; this account&apos;s ledger is mirrored anew.</source>
        <translation>O espelho da outra conta foi guardado como %1; o razão desta conta está sendo espelhado do zero.</translation>
    </message>
    <message>
        <source>The ledger mirror could not be read: %1</source>
        <translation>Não foi possível ler o espelho do razão: %1</translation>
    </message>
    <message>
        <source>The pages read did not add up to the list&apos;s %1 records.</source>
        <translation>As páginas lidas não somaram os %1 registros da lista.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::ApiPageSource</name>
    <message>
        <source>The desk is not connected to a service.</source>
        <translation>A estação não está conectada a uma plataforma.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::CursorWalker</name>
    <message>
        <source>There is no list to walk.</source>
        <translation>Não há lista a percorrer.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::LazyListModel</name>
    <message>
        <source>Not loaded: %1</source>
        <translation>Não carregado: %1</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::PageFiller</name>
    <message>
        <source>The list had %1 records and now has %2: it is read again from the top instead.</source>
        <translation>A lista tinha %1 registros e agora tem %2: ela é lida de novo a partir do topo.</translation>
    </message>
    <message>
        <source>The list&apos;s pages do not hold the records its total counts.</source>
        <translation>As páginas da lista não trazem os registros que o total dela conta.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::PolicyLedgerReader</name>
    <message>
        <source>the policy&apos;s records lie too far back in the ledger</source>
        <translation>os lançamentos da apólice estão muito atrás no fluxo de caixa</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AddressForm</name>
    <message>
        <source>ZIP code</source>
        <translation>CEP</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Logradouro</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Complement</source>
        <translation>Complemento</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Bairro</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cidade</translation>
    </message>
    <message>
        <source>State</source>
        <translation>UF</translation>
    </message>
    <message>
        <source>ZIP code:</source>
        <translation>CEP:</translation>
    </message>
    <message>
        <source>Street, number:</source>
        <translation>Logradouro, número:</translation>
    </message>
    <message>
        <source>Complement:</source>
        <translation>Complemento:</translation>
    </message>
    <message>
        <source>District:</source>
        <translation>Bairro:</translation>
    </message>
    <message>
        <source>City, state:</source>
        <translation>Cidade, UF:</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AdvancedSection</name>
    <message>
        <source>Receive affinity updates (webhook)</source>
        <translation>Receber atualizações de afinidades (webhook)</translation>
    </message>
    <message>
        <source>Webhook listen address</source>
        <translation>Endereço de escuta do webhook</translation>
    </message>
    <message>
        <source>All network interfaces</source>
        <translation>Todas as interfaces de rede</translation>
    </message>
    <message>
        <source>Webhook secret</source>
        <translation>Segredo do webhook</translation>
    </message>
    <message>
        <source>Webhook TLS certificate file</source>
        <translation>Arquivo de certificado TLS do webhook</translation>
    </message>
    <message>
        <source>None: plain http</source>
        <translation>Nenhum: http simples</translation>
    </message>
    <message>
        <source>Webhook TLS key file</source>
        <translation>Arquivo de chave TLS do webhook</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>Host do proxy</translation>
    </message>
    <message>
        <source>Proxy user</source>
        <translation>Usuário do proxy</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>Senha do proxy</translation>
    </message>
    <message>
        <source>Extra certificate authority file</source>
        <translation>Arquivo de autoridade certificadora extra</translation>
    </message>
    <message>
        <source>None: the system&apos;s only</source>
        <translation>Nenhum: apenas as do sistema</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>As configurações de proxy do sistema</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>Sem proxy</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>Este proxy</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>Porta do proxy</translation>
    </message>
    <message>
        <source>Webhook port</source>
        <translation>Porta do webhook</translation>
    </message>
    <message>
        <source>Affinity updates state</source>
        <translation>Estado das atualizações de afinidades</translation>
    </message>
    <message>
        <source>Affinity updates</source>
        <translation>Atualizações de afinidades</translation>
    </message>
    <message>
        <source>Listen a&amp;ddress:</source>
        <translation>En&amp;dereço de escuta:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;orta:</translation>
    </message>
    <message>
        <source>Se&amp;cret:</source>
        <translation>Se&amp;gredo:</translation>
    </message>
    <message>
        <source>TLS certi&amp;ficate file:</source>
        <translation>Arquivo de certi&amp;ficado TLS:</translation>
    </message>
    <message>
        <source>TLS &amp;key file:</source>
        <translation>Arquivo de &amp;chave TLS:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>Pro&amp;xy:</translation>
    </message>
    <message>
        <source>Proxy &amp;host:</source>
        <translation>&amp;Host do proxy:</translation>
    </message>
    <message>
        <source>Proxy po&amp;rt:</source>
        <translation>Po&amp;rta do proxy:</translation>
    </message>
    <message>
        <source>Proxy user na&amp;me:</source>
        <translation>&amp;Usuário do proxy:</translation>
    </message>
    <message>
        <source>Proxy pass&amp;word:</source>
        <translation>Sen&amp;ha do proxy:</translation>
    </message>
    <message>
        <source>Extra certificate authorit&amp;y (PEM):</source>
        <translation>Autoridade certificadora e&amp;xtra (PEM):</translation>
    </message>
    <message>
        <source>For an office whose proxy inspects secure connections: its certificate authority is trusted besides the system&apos;s.</source>
        <translation>Para escritórios cujo proxy inspeciona conexões seguras: a autoridade certificadora dele passa a ser confiável, além das do sistema.</translation>
    </message>
    <message>
        <source>enter the proxy&apos;s address</source>
        <translation>informe o endereço do proxy</translation>
    </message>
    <message>
        <source>this file holds no PEM certificate</source>
        <translation>este arquivo não contém um certificado PEM</translation>
    </message>
    <message>
        <source>enter an IP address of this computer, or leave it empty</source>
        <translation>informe um endereço IP deste computador ou deixe em branco</translation>
    </message>
    <message>
        <source>enter the secret agreed with the operator</source>
        <translation>informe o segredo combinado com a operadora</translation>
    </message>
    <message>
        <source>this file cannot be read</source>
        <translation>não é possível ler este arquivo</translation>
    </message>
    <message>
        <source>TLS needs both the certificate and its key</source>
        <translation>o TLS precisa do certificado e da chave dele</translation>
    </message>
    <message>
        <source>Address for the operator</source>
        <translation>Endereço para a operadora</translation>
    </message>
    <message>
        <source>Shown once the desk receives updates</source>
        <translation>Aparece quando a estação passar a receber atualizações</translation>
    </message>
    <message>
        <source>How updates arrive</source>
        <translation>Como as atualizações chegam</translation>
    </message>
    <message>
        <source>As the operator sends them: signed if a secret is set</source>
        <translation>Como a operadora envia: assinadas se houver segredo</translation>
    </message>
    <message>
        <source>Signed with the secret</source>
        <translation>Assinadas com o segredo</translation>
    </message>
    <message>
        <source>Unsigned: each update is confirmed with the operator</source>
        <translation>Sem assinatura: cada atualização é conferida com a operadora</translation>
    </message>
    <message>
        <source>Updates a&amp;rrive:</source>
        <translation>As atualizações c&amp;hegam:</translation>
    </message>
    <message>
        <source>Address for the o&amp;perator:</source>
        <translation>Endereço para a o&amp;peradora:</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AffinitiesPage</name>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation>Cancelada em</translation>
    </message>
    <message>
        <source>&amp;New affinity…</source>
        <translation>&amp;Nova afinidade…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>&amp;Cancel affinity…</source>
        <translation>&amp;Cancelar afinidade…</translation>
    </message>
    <message>
        <source>Affinities</source>
        <translation>Afinidades</translation>
    </message>
    <message>
        <source>Start a new affinity on a product of the partnership (Ctrl+N)</source>
        <translation>Iniciar uma nova afinidade em um produto da parceria (Ctrl+N)</translation>
    </message>
    <message>
        <source>Cancel the selected affinity (Del)</source>
        <translation>Cancelar a afinidade selecionada (Del)</translation>
    </message>
    <message>
        <source>The affinities could not be loaded: %1</source>
        <translation>Não foi possível carregar as afinidades: %1</translation>
    </message>
    <message>
        <source>Loading affinities…</source>
        <translation>Carregando afinidades…</translation>
    </message>
    <message>
        <source>Affinity created: the insurer issues it shortly.</source>
        <translation>Afinidade criada: a seguradora a emite em instantes.</translation>
    </message>
    <message>
        <source>Cancel affinity</source>
        <translation>Cancelar afinidade</translation>
    </message>
    <message>
        <source>Cancel the affinity of %1?</source>
        <translation>Cancelar a afinidade de %1?</translation>
    </message>
    <message>
        <source>The insurer ends the cover today and sends a cancellation document. This cannot be undone.</source>
        <translation>A seguradora encerra a cobertura hoje e envia um documento de cancelamento. Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Cancel the affinity</source>
        <translation>Cancelar a afinidade</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Manter</translation>
    </message>
    <message>
        <source>Cancelling the affinity…</source>
        <translation>Cancelando a afinidade…</translation>
    </message>
    <message>
        <source>Affinity of %1 cancelled.</source>
        <translation>Afinidade de %1 cancelada.</translation>
    </message>
    <message>
        <source>Save attachment</source>
        <translation>Salvar anexo</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Documentos PDF (*.pdf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Salvando %1…</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvo.</translation>
    </message>
    <message numerus="yes">
        <source>%n affinity(ies) with the partner</source>
        <translation>
            <numerusform>%n afinidade com o parceiro</numerusform>
            <numerusform>%n afinidades com o parceiro</numerusform>
        </translation>
    </message>
    <message>
        <source>No affinity contracted with the partner yet.</source>
        <translation>Nenhuma afinidade contratada com o parceiro ainda.</translation>
    </message>
    <message>
        <source>New affinity…</source>
        <translation>Nova afinidade…</translation>
    </message>
    <message>
        <source>affinities pending</source>
        <translation>afinidades pendentes</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AffinityUpdates</name>
    <message>
        <source>Not receiving: enter the secret agreed with the operator.</source>
        <translation>Sem receber: informe o segredo combinado com a operadora.</translation>
    </message>
    <message>
        <source>Not receiving: %1 is not an address of this computer.</source>
        <translation>Sem receber: %1 não é um endereço deste computador.</translation>
    </message>
    <message>
        <source>Not receiving: the certificate file %1 cannot be read.</source>
        <translation>Sem receber: não é possível ler o arquivo de certificado %1.</translation>
    </message>
    <message>
        <source>Not receiving: the key file %1 cannot be read (it must not need a passphrase).</source>
        <translation>Sem receber: não é possível ler o arquivo de chave %1 (ele não pode exigir senha).</translation>
    </message>
    <message>
        <source>Not receiving: port %1 cannot be opened (%2).</source>
        <translation>Sem receber: não é possível abrir a porta %1 (%2).</translation>
    </message>
    <message>
        <source>Off: the affinities page checks for changes itself.</source>
        <translation>Desligado: a página de afinidades verifica as mudanças por conta própria.</translation>
    </message>
    <message>
        <source>every network interface</source>
        <translation>todas as interfaces de rede</translation>
    </message>
    <message>
        <source>Listening on %1, port %2, with TLS (https).</source>
        <translation>Escutando em %1, porta %2, com TLS (https).</translation>
    </message>
    <message>
        <source>Listening on %1, port %2 (http).</source>
        <translation>Escutando em %1, porta %2 (http).</translation>
    </message>
    <message>
        <source>Last event at %1.</source>
        <translation>Último evento às %1.</translation>
    </message>
    <message>
        <source>No event received yet.</source>
        <translation>Nenhum evento recebido ainda.</translation>
    </message>
    <message>
        <source>Events applied: %1, refused: %2.</source>
        <translation>Eventos aplicados: %1, recusados: %2.</translation>
    </message>
    <message>
        <source>Not receiving: the address for the operator is not made yet.</source>
        <translation>Sem receber: o endereço para a operadora ainda não foi criado.</translation>
    </message>
    <message>
        <source>Updates come signed with the secret.</source>
        <translation>As atualizações chegam assinadas com o segredo.</translation>
    </message>
    <message>
        <source>Updates come unsigned: each is confirmed with the operator before it is applied.</source>
        <translation>As atualizações chegam sem assinatura: cada uma é conferida com a operadora antes de ser aplicada.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AssistRow</name>
    <message>
        <source>Option of %1</source>
        <translation>Opção de %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::BeneficiaryForm</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>Parentesco</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Participação (%)</translation>
    </message>
    <message>
        <source>Beneficiaries</source>
        <translation>Beneficiários</translation>
    </message>
    <message>
        <source>Beneficiaries:</source>
        <translation>Beneficiários:</translation>
    </message>
    <message>
        <source>No beneficiaries named: the legal heirs receive the benefit.</source>
        <translation>Nenhum beneficiário indicado: os herdeiros legais recebem o benefício.</translation>
    </message>
    <message>
        <source>Shares add up to %1% (they must add up to 100%).</source>
        <translation>As participações somam %1% (precisam somar 100%).</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::BrokerageSection</name>
    <message>
        <source>My brokerage</source>
        <translation>Minha corretora</translation>
    </message>
    <message>
        <source>Brokerage name</source>
        <translation>Nome da corretora</translation>
    </message>
    <message>
        <source>Brokerage SUSEP code</source>
        <translation>Código SUSEP da corretora</translation>
    </message>
    <message>
        <source>Digits only</source>
        <translation>Somente dígitos</translation>
    </message>
    <message>
        <source>Logo file</source>
        <translation>Arquivo do logotipo</translation>
    </message>
    <message>
        <source>None: the name alone</source>
        <translation>Nenhum: só o nome</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Es&amp;colher…</translation>
    </message>
    <message>
        <source>Choose the logo file</source>
        <translation>Escolher o arquivo do logotipo</translation>
    </message>
    <message>
        <source>Proposal footer</source>
        <translation>Rodapé da proposta</translation>
    </message>
    <message>
        <source>For example: address, phone, website, the broker in charge</source>
        <translation>Por exemplo: endereço, telefone, site, o corretor responsável</translation>
    </message>
    <message>
        <source>&amp;Logo:</source>
        <translation>&amp;Logotipo:</translation>
    </message>
    <message>
        <source>&amp;Brokerage name:</source>
        <translation>&amp;Nome da corretora:</translation>
    </message>
    <message>
        <source>Brokera&amp;ge SUSEP code:</source>
        <translation>Código SUSEP da corr&amp;etora:</translation>
    </message>
    <message>
        <source>Proposal &amp;footer:</source>
        <translation>&amp;Rodapé da proposta:</translation>
    </message>
    <message>
        <source>The name, SUSEP code and logo head every proposal sent to a customer; the footer closes it.</source>
        <translation>O nome, o código SUSEP e o logotipo abrem toda proposta enviada a um cliente; o rodapé a encerra.</translation>
    </message>
    <message>
        <source>enter the brokerage&apos;s SUSEP registration code in digits (dots, dashes and slashes are allowed), or leave it empty</source>
        <translation>informe o código SUSEP da corretora em dígitos (pontos, hífens e barras são aceitos), ou deixe em branco</translation>
    </message>
    <message>
        <source>choose a PNG, JPEG or SVG picture that can be read, or leave it empty</source>
        <translation>escolha uma imagem PNG, JPEG ou SVG que possa ser lida, ou deixe em branco</translation>
    </message>
    <message>
        <source>keep the footer to %1 characters: it closes the proposal</source>
        <translation>limite o rodapé a %1 caracteres: ele encerra a proposta</translation>
    </message>
    <message>
        <source>Brokerage logo</source>
        <translation>Logotipo da corretora</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>No logo: proposals show the name alone.</source>
        <translation>Sem logotipo: as propostas mostram só o nome.</translation>
    </message>
    <message>
        <source>This file is not a picture that can be read.</source>
        <translation>Este arquivo não é uma imagem que possa ser lida.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CallList</name>
    <message>
        <source>&amp;Score customers</source>
        <translation>Esti&amp;mar clientes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Bought (+)</source>
        <translation>Comprou (+)</translation>
    </message>
    <message>
        <source>Did not buy (−)</source>
        <translation>Não comprou (−)</translation>
    </message>
    <message>
        <source>New &amp;quote (Enter)</source>
        <translation>Nova co&amp;tação (Enter)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Product type</source>
        <translation>Tipo de produto</translation>
    </message>
    <message>
        <source>&amp;Product:</source>
        <translation>&amp;Produto:</translation>
    </message>
    <message>
        <source>Ask the service how likely each customer is to buy this product</source>
        <translation>Estimar a chance de cada cliente comprar este produto</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v de %m</translation>
    </message>
    <message>
        <source>Call list</source>
        <translation>Lista de ligações</translation>
    </message>
    <message>
        <source>call-list.csv</source>
        <translation>lista-de-ligacoes.csv</translation>
    </message>
    <message>
        <source>Call list saved to %1.</source>
        <translation>Lista de ligações salva em %1.</translation>
    </message>
    <message>
        <source>Export call list</source>
        <translation>Exportar lista de ligações</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 of %2 customers estimated (estimates are kept for a day); %3 lack data to be estimated.</source>
        <translation>%1 de %2 clientes estimados (as estimativas valem por um dia); faltam dados de %3 para estimar.</translation>
    </message>
    <message>
        <source>Every customer with enough data is already estimated.</source>
        <translation>Todos os clientes com dados suficientes já estão estimados.</translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation>Estimando…</translation>
    </message>
    <message numerus="yes">
        <source>%n customer(s) estimated.</source>
        <translation>
            <numerusform>%n cliente estimado.</numerusform>
            <numerusform>%n clientes estimados.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 customers estimated; %2 could not be.</source>
        <translation>%1 clientes estimados; %2 não puderam ser.</translation>
    </message>
    <message>
        <source>The estimate could not be kept: %1</source>
        <translation>Não foi possível guardar a estimativa: %1</translation>
    </message>
    <message>
        <source>Not estimated: %1</source>
        <translation>Sem estimativa: %1</translation>
    </message>
    <message>
        <source>Scoring cancelled: %1 of %2 estimated.</source>
        <translation>Estimativa cancelada: %1 de %2 estimados.</translation>
    </message>
    <message>
        <source>Choose an estimated customer first.</source>
        <translation>Escolha antes um cliente com estimativa.</translation>
    </message>
    <message>
        <source>%1 is already recorded as &quot;%2&quot;: each estimate is evaluated once.</source>
        <translation>%1 já está registrado como &quot;%2&quot;: cada estimativa é avaliada uma só vez.</translation>
    </message>
    <message>
        <source>%1&apos;s outcome is being recorded.</source>
        <translation>O resultado de %1 está sendo registrado.</translation>
    </message>
    <message>
        <source>The outcome could not be recorded: %1</source>
        <translation>Não foi possível registrar o resultado: %1</translation>
    </message>
    <message>
        <source>The outcome could not be kept: %1</source>
        <translation>Não foi possível guardar o resultado: %1</translation>
    </message>
    <message>
        <source>Recorded: %1 bought.</source>
        <translation>Registrado: %1 comprou.</translation>
    </message>
    <message>
        <source>Recorded: %1 did not buy.</source>
        <translation>Registrado: %1 não comprou.</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Não foi possível gravar o arquivo: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Estimate (%)</source>
        <translation>Estimativa (%)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>No customer has the data an estimate needs yet: each row says what is missing.</source>
        <translation>Nenhum cliente tem ainda os dados de que a estimativa precisa: cada linha diz o que falta.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CallListModel</name>
    <message>
        <source>birth date</source>
        <translation>data de nascimento</translation>
    </message>
    <message>
        <source>children</source>
        <translation>filhos</translation>
    </message>
    <message>
        <source>gender</source>
        <translation>sexo</translation>
    </message>
    <message>
        <source>marital status</source>
        <translation>estado civil</translation>
    </message>
    <message>
        <source>income</source>
        <translation>renda</translation>
    </message>
    <message>
        <source>state</source>
        <translation>estado (UF)</translation>
    </message>
    <message>
        <source>a region the service estimates (not the North)</source>
        <translation>uma região que a estimativa cobre (o Norte não é estimado)</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Falta: %1</translation>
    </message>
    <message>
        <source>Not scored yet</source>
        <translation>Ainda sem estimativa</translation>
    </message>
    <message>
        <source>Bought</source>
        <translation>Comprou</translation>
    </message>
    <message>
        <source>Did not buy</source>
        <translation>Não comprou</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Ligar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimativa</translation>
    </message>
    <message>
        <source>Phone or e-mail</source>
        <translation>Telefone ou e-mail</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CashFlowPage</name>
    <message>
        <source>Cash-flow records on the server</source>
        <translation>Lançamentos do fluxo de caixa no servidor</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>The ledger could not be loaded: %1</source>
        <translation>Não foi possível carregar o extrato: %1</translation>
    </message>
    <message>
        <source>Cash flow</source>
        <translation>Fluxo de caixa</translation>
    </message>
    <message>
        <source>Loading the ledger…</source>
        <translation>Carregando o extrato…</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) on the server, newest first.</source>
        <translation>
            <numerusform>%n lançamento no servidor, mais recentes primeiro.</numerusform>
            <numerusform>%n lançamentos no servidor, mais recentes primeiro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
    <message>
        <source>The whole ledger, copied to this computer</source>
        <translation>Todos os lançamentos, guardados neste computador</translation>
    </message>
    <message>
        <source>customers&apos; installments overdue</source>
        <translation>parcelas dos clientes em atraso</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CatalogPage</name>
    <message>
        <source>Store logo</source>
        <translation>Logotipo da loja</translation>
    </message>
    <message>
        <source>Search products, insurers, SUSEP codes… (Ctrl+F)</source>
        <translation>Buscar produtos, seguradoras, códigos SUSEP… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search products</source>
        <translation>Buscar produtos</translation>
    </message>
    <message>
        <source>Show as a list</source>
        <translation>Mostrar em lista</translation>
    </message>
    <message>
        <source>Show as a grid</source>
        <translation>Mostrar em grade</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produtos</translation>
    </message>
    <message>
        <source>Loading vendor settings: %1 of %2</source>
        <translation>Carregando configurações de venda: %1 de %2</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>Loading the store…</source>
        <translation>Carregando a loja…</translation>
    </message>
    <message>
        <source>Loading the catalog…</source>
        <translation>Carregando o catálogo…</translation>
    </message>
    <message>
        <source>Showing the catalog saved on %1.</source>
        <translation>Mostrando o catálogo salvo em %1.</translation>
    </message>
    <message numerus="yes">
        <source>The vendor settings of %n product(s) could not be loaded. %1</source>
        <translation>
            <numerusform>Não foi possível carregar as configurações de venda de %n produto. %1</numerusform>
            <numerusform>Não foi possível carregar as configurações de venda de %n produtos. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Product · %1</source>
        <translation>Produto · %1</translation>
    </message>
    <message numerus="yes">
        <source>Catalog · %n product(s)</source>
        <translation>
            <numerusform>Catálogo · %n produto</numerusform>
            <numerusform>Catálogo · %n produtos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CheckoutView</name>
    <message>
        <source>&amp;Confirm sale</source>
        <translation>&amp;Confirmar venda</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation>Forma de pagamento</translation>
    </message>
    <message>
        <source>E-mail for the policy</source>
        <translation>E-mail para a apólice</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
    <message>
        <source>&amp;Installments:</source>
        <translation>&amp;Parcelas:</translation>
    </message>
    <message>
        <source>Payment &amp;method:</source>
        <translation>&amp;Forma de pagamento:</translation>
    </message>
    <message>
        <source>Policy holder contact (from the quote)</source>
        <translation>Contato do segurado (da cotação)</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-mail:</translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation>&amp;Telefone:</translation>
    </message>
    <message>
        <source>Opening the sale…</source>
        <translation>Abrindo a venda…</translation>
    </message>
    <message>
        <source>Confirming the sale…</source>
        <translation>Confirmando a venda…</translation>
    </message>
    <message>
        <source>The insurer charges the card through its own channel: it sends the policy holder a secure payment link. BrokerDesk never asks for or sends card numbers.</source>
        <translation>A seguradora cobra o cartão pelo seu próprio canal: ela envia ao segurado um link de pagamento seguro. O BrokerDesk nunca pede nem envia números de cartão.</translation>
    </message>
    <message>
        <source>Taxes:</source>
        <translation>Impostos:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>%1, in the total</source>
        <translation>%1, incluído no total</translation>
    </message>
    <message>
        <source>This quote is not saved on this computer; quote it again to sell it.</source>
        <translation>Esta cotação não está salva neste computador; cote de novo para vendê-la.</translation>
    </message>
    <message>
        <source>Confirm the sale</source>
        <translation>Confirmar a venda</translation>
    </message>
    <message>
        <source>&amp;Back to sales</source>
        <translation>&amp;Voltar às vendas</translation>
    </message>
    <message>
        <source>What is sold</source>
        <translation>O que está sendo vendido</translation>
    </message>
    <message>
        <source>Customer:</source>
        <translation>Cliente:</translation>
    </message>
    <message>
        <source>Product:</source>
        <translation>Produto:</translation>
    </message>
    <message>
        <source>Cover period:</source>
        <translation>Vigência:</translation>
    </message>
    <message>
        <source>Installments:</source>
        <translation>Parcelas:</translation>
    </message>
    <message>
        <source>Your commission:</source>
        <translation>Sua comissão:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total:</translation>
    </message>
    <message>
        <source>%1 · quote valid until %2</source>
        <translation>%1 · cotação válida até %2</translation>
    </message>
    <message>
        <source>as the insurer issues it</source>
        <translation>conforme a seguradora emitir</translation>
    </message>
    <message>
        <source>&amp;Confirm sale of %1</source>
        <translation>&amp;Confirmar venda de %1</translation>
    </message>
    <message>
        <source>not known on this desk (open the Catalog to fetch it)</source>
        <translation>ainda não conhecida aqui (abra o Catálogo para buscá-la)</translation>
    </message>
    <message>
        <source>%1 (%2 of the net premium %3)</source>
        <translation>%1 (%2 do prêmio líquido de %3)</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CommandPalette</name>
    <message>
        <source>Go to</source>
        <translation>Ir para</translation>
    </message>
    <message>
        <source>Command palette</source>
        <translation>Paleta de comandos</translation>
    </message>
    <message>
        <source>Type a page, product, quote, sale or policy…</source>
        <translation>Digite uma página, produto, cotação, venda ou apólice…</translation>
    </message>
    <message>
        <source>Search for a page, product, quote, sale or policy</source>
        <translation>Buscar uma página, produto, cotação, venda ou apólice</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CompareView</name>
    <message>
        <source>&amp;Sell chosen option</source>
        <translation>&amp;Vender a opção escolhida</translation>
    </message>
    <message>
        <source>&amp;Re-quote</source>
        <translation>&amp;Recotar</translation>
    </message>
    <message>
        <source>Search saved quotes</source>
        <translation>Buscar cotações salvas</translation>
    </message>
    <message>
        <source>Saved quotes; tick the ones to compare</source>
        <translation>Cotações salvas; marque as que deseja comparar</translation>
    </message>
    <message>
        <source>Installment matrix</source>
        <translation>Matriz de parcelas</translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation>Forma de pagamento</translation>
    </message>
    <message>
        <source>Pa&amp;yment method:</source>
        <translation>&amp;Forma de pagamento:</translation>
    </message>
    <message>
        <source>Quote the current saved quote again: the same customer, item, coverages and amounts, with new cover dates (Ctrl+R)</source>
        <translation>Cotar de novo a cotação salva atual: o mesmo cliente, item, coberturas e valores, com novas datas de vigência (Ctrl+R)</translation>
    </message>
    <message>
        <source>sold · </source>
        <translation>vendida · </translation>
    </message>
    <message>
        <source>This quote was sold.</source>
        <translation>Esta cotação foi vendida.</translation>
    </message>
    <message>
        <source>Open the sale</source>
        <translation>Abrir a venda</translation>
    </message>
    <message>
        <source>Only quotes of the same customer and risk are compared side by side: this one is %1, the ones ticked are %2.</source>
        <translation>Só cotações do mesmo cliente e do mesmo risco ficam lado a lado: esta é %1, as marcadas são %2.</translation>
    </message>
    <message>
        <source>One column per quote, one row per number of installments; the lowest total of each row in bold. Arrows choose a cell, Enter sells it.</source>
        <translation>Uma coluna por cotação, uma linha por número de parcelas; o menor total de cada linha em negrito. As setas escolhem uma célula; Enter a vende.</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>%1 · %2
%3 · %4</source>
        <translation>%1 · %2
%3 · %4</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ComparisonModel</name>
    <message>
        <source>Quoting…</source>
        <translation>Cotando…</translation>
    </message>
    <message>
        <source>The insurer is analysing this quote; its prices appear here when it answers.</source>
        <translation>A seguradora está analisando esta cotação; os preços aparecem aqui assim que ela responder.</translation>
    </message>
    <message>
        <source>Inactive: this product is not authorized for the brokerage.</source>
        <translation>Inativo: este produto não está autorizado para a corretora.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Recusado: %1</translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation>Sem resposta: %1</translation>
    </message>
    <message>
        <source>Priced</source>
        <translation>Cotado</translation>
    </message>
    <message>
        <source>No prices for this risk.</source>
        <translation>Sem preços para este risco.</translation>
    </message>
    <message>
        <source>Priced · the lowest price</source>
        <translation>Cotado · o menor preço</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Monthly premium only</source>
        <translation>Só em mensalidades</translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation>Não oferecido</translation>
    </message>
    <message>
        <source>The insurer said: %1</source>
        <translation>A seguradora disse: %1</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>Coverages</source>
        <translation>Coberturas (IS)</translation>
    </message>
    <message>
        <source>Deductible</source>
        <translation>Franquia</translation>
    </message>
    <message>
        <source>Assistances</source>
        <translation>Assistências</translation>
    </message>
    <message>
        <source>One payment</source>
        <translation>À vista</translation>
    </message>
    <message>
        <source>Interest-free</source>
        <translation>Sem juros</translation>
    </message>
    <message>
        <source>With interest</source>
        <translation>Com juros</translation>
    </message>
    <message>
        <source>Taxes (IOF)</source>
        <translation>IOF</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1
★ Lowest price</source>
        <translation>%1
★ Menor preço</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>Não se aplica</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Not saved on this computer: %1</source>
        <translation>Não foi salva neste computador: %1</translation>
    </message>
    <message>
        <source>Enter, F2 or a double click: quote this product on another of its plans</source>
        <translation>Enter, F2 ou clique duplo: cotar este produto em outro plano dele</translation>
    </message>
    <message>
        <source>%1
Current policy</source>
        <translation>%1
Atual</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ConnectionIndicator</name>
    <message>
        <source>Connection: %1</source>
        <translation>Conexão: %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CopyReference</name>
    <message>
        <source>Copy reference</source>
        <translation>Copiar referência</translation>
    </message>
    <message>
        <source>Copies this record&apos;s reference, to paste where the insurer or support asks for it</source>
        <translation>Copia a referência deste registro, para colar onde a seguradora ou o suporte pedir</translation>
    </message>
    <message>
        <source>Reference copied</source>
        <translation>Referência copiada</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CoverageRow</name>
    <message>
        <source>Option of %1</source>
        <translation>Opção de %1</translation>
    </message>
    <message>
        <source>Insured amount of %1</source>
        <translation>Importância segurada de %1</translation>
    </message>
    <message>
        <source>R$ </source>
        <translation>R$ </translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>de %1 a %2</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CustomerListModel</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>CPF / CNPJ</source>
        <translation>CPF / CNPJ</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>Plates</source>
        <translation>Placas</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CustomerPicker</name>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Type a name or CPF to fill in a known customer</source>
        <translation>Digite um nome ou CPF para preencher com um cliente conhecido</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CustomerView</name>
    <message>
        <source>← &amp;Customers</source>
        <translation>← &amp;Clientes</translation>
    </message>
    <message>
        <source>New &amp;quote</source>
        <translation>Nova &amp;cotação</translation>
    </message>
    <message>
        <source>&amp;Renew</source>
        <translation>&amp;Renovar</translation>
    </message>
    <message>
        <source>Call / &amp;estimate</source>
        <translation>Ligar / &amp;estimar</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>Renewal</source>
        <translation>Renovação</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Premium</source>
        <translation>Prêmio</translation>
    </message>
    <message>
        <source>Quoted on</source>
        <translation>Cotada em</translation>
    </message>
    <message>
        <source>From</source>
        <translation>A partir de</translation>
    </message>
    <message>
        <source>Sold on</source>
        <translation>Vendida em</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Estimated on</source>
        <translation>Estimada em</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Dia</translation>
    </message>
    <message>
        <source>What</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Back to the list of customers (Esc)</source>
        <translation>Voltar à lista de clientes (Esc)</translation>
    </message>
    <message>
        <source>Quote with this customer as the policy holder</source>
        <translation>Cotar com este cliente como segurado</translation>
    </message>
    <message>
        <source>Quote the renewal of the selected policy</source>
        <translation>Cotar a renovação da apólice selecionada</translation>
    </message>
    <message>
        <source>How likely this customer is to buy, before you call</source>
        <translation>A chance de este cliente comprar, antes de ligar</translation>
    </message>
    <message>
        <source>No policy yet.</source>
        <translation>Nenhuma apólice ainda.</translation>
    </message>
    <message>
        <source>No cash-flow row of their policies in the mirror.</source>
        <translation>Nenhum lançamento das apólices dele no fluxo de caixa.</translation>
    </message>
    <message>
        <source>No quote saved on this desk.</source>
        <translation>Nenhuma cotação salva nesta estação.</translation>
    </message>
    <message>
        <source>No sale yet.</source>
        <translation>Nenhuma venda ainda.</translation>
    </message>
    <message>
        <source>No affinity.</source>
        <translation>Nenhuma afinidade.</translation>
    </message>
    <message>
        <source>Not on today&apos;s call list.</source>
        <translation>Fora da lista de ligações de hoje.</translation>
    </message>
    <message>
        <source>CPF %1</source>
        <translation>CPF %1</translation>
    </message>
    <message>
        <source>CNPJ %1</source>
        <translation>CNPJ %1</translation>
    </message>
    <message>
        <source>Plates %1</source>
        <translation>Placas %1</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Apólice</translation>
    </message>
    <message>
        <source>%1 (ended)</source>
        <translation>%1 (encerrada)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n day(s))</source>
        <translation>
            <numerusform>%1 (em %n dia)</numerusform>
            <numerusform>%1 (em %n dias)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Venda</translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation>Afinidade</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Não registrado</translation>
    </message>
    <message>
        <source>Bought</source>
        <translation>Comprou</translation>
    </message>
    <message>
        <source>Did not buy</source>
        <translation>Não comprou</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Vencido</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>A vencer</translation>
    </message>
    <message>
        <source>Policies (%1)</source>
        <translation>Apólices (%1)</translation>
    </message>
    <message>
        <source>Quotes (%1)</source>
        <translation>Cotações (%1)</translation>
    </message>
    <message>
        <source>Sales (%1)</source>
        <translation>Vendas (%1)</translation>
    </message>
    <message>
        <source>Affinities (%1)</source>
        <translation>Afinidades (%1)</translation>
    </message>
    <message>
        <source>Calls (%1)</source>
        <translation>Ligações (%1)</translation>
    </message>
    <message>
        <source>Cash flow (%1)</source>
        <translation>Fluxo de caixa (%1)</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CustomersPage</name>
    <message>
        <source>&amp;Export data…</source>
        <translation>&amp;Exportar dados…</translation>
    </message>
    <message>
        <source>Customers</source>
        <translation>Clientes</translation>
    </message>
    <message>
        <source>Type a name, CPF/CNPJ, e-mail, phone or plate (Ctrl+F)</source>
        <translation>Digite um nome, CPF/CNPJ, e-mail, telefone ou placa (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search customers</source>
        <translation>Buscar clientes</translation>
    </message>
    <message>
        <source>Save everything the desk holds of this customer to a file</source>
        <translation>Salvar em um arquivo tudo o que a mesa guarda deste cliente</translation>
    </message>
    <message>
        <source>&amp;Directory</source>
        <translation>&amp;Cadastro</translation>
    </message>
    <message>
        <source>Call &amp;list</source>
        <translation>&amp;Lista de ligações</translation>
    </message>
    <message>
        <source>Export customer data</source>
        <translation>Exportar dados do cliente</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Arquivos de dados (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>%n customer(s)</source>
        <translation>
            <numerusform>%n cliente</numerusform>
            <numerusform>%n clientes</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a name or CPF to find a customer.</source>
        <translation>Digite um nome ou CPF para encontrar um cliente.</translation>
    </message>
    <message>
        <source>CPF</source>
        <translation>CPF</translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation>CNPJ</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Data de nascimento</translation>
    </message>
    <message>
        <source>Monthly income</source>
        <translation>Renda mensal</translation>
    </message>
    <message>
        <source>Children</source>
        <translation>Filhos</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cidade</translation>
    </message>
    <message>
        <source>Plates</source>
        <translation>Placas</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Contato</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Cotação</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Venda</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Apólice</translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation>Afinidade</translation>
    </message>
    <message>
        <source>customer-%1.json</source>
        <translation>cliente-%1.json</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Não foi possível gravar o arquivo: %1</translation>
    </message>
    <message>
        <source>Customer data saved to %1.</source>
        <translation>Dados do cliente salvos em %1.</translation>
    </message>
    <message>
        <source>Customers could not be brought up to date: %1</source>
        <translation>Não foi possível atualizar os clientes: %1</translation>
    </message>
    <message>
        <source>New &amp;quote</source>
        <translation>Nova &amp;cotação</translation>
    </message>
    <message>
        <source>New a&amp;ffinity</source>
        <translation>Nova a&amp;finidade</translation>
    </message>
    <message>
        <source>Es&amp;timate</source>
        <translation>Es&amp;timar</translation>
    </message>
    <message>
        <source>Quote with this customer as the policy holder</source>
        <translation>Cotar com este cliente como segurado</translation>
    </message>
    <message>
        <source>A new affinity with this customer as the holder</source>
        <translation>Uma nova afinidade com este cliente como segurado</translation>
    </message>
    <message>
        <source>How likely this customer is to buy, from what is known of them</source>
        <translation>A chance de este cliente comprar, pelo que se sabe dele</translation>
    </message>
    <message>
        <source>No customer yet. Every policy holder you quote is kept here, with their quotes and policies.</source>
        <translation>Nenhum cliente ainda. Cada segurado que você cota fica aqui, com suas cotações e apólices.</translation>
    </message>
    <message>
        <source>The operator does not keep leads: the people you register stay on this computer.</source>
        <translation>A operadora não guarda contatos: as pessoas que você cadastrar ficam só neste computador.</translation>
    </message>
    <message>
        <source>Possible &amp;duplicates</source>
        <translation>Possíveis &amp;duplicados</translation>
    </message>
    <message>
        <source>Customers that may be one person: merge them, or undo a merge</source>
        <translation>Clientes que podem ser a mesma pessoa: junte-os ou desfaça uma junção</translation>
    </message>
    <message>
        <source>Possible &amp;duplicates (%1)</source>
        <translation>Possíveis &amp;duplicados (%1)</translation>
    </message>
    <message>
        <source>&amp;Open customer</source>
        <translation>&amp;Abrir cliente</translation>
    </message>
    <message>
        <source>Everything of this customer: policies, quotes, sales, affinities, calls and cash flow (Enter)</source>
        <translation>Tudo deste cliente: apólices, cotações, vendas, afinidades, ligações e fluxo de caixa (Enter)</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::DateField</name>
    <message>
        <source>Day, month and year, as in 15/03/1985</source>
        <translation>Dia, mês e ano, como em 15/03/1985</translation>
    </message>
    <message>
        <source>Type the whole date, as in 15/03/1985.</source>
        <translation>Digite a data completa, como em 15/03/1985.</translation>
    </message>
    <message>
        <source>This day does not exist: check the day and the month.</source>
        <translation>Esse dia não existe: confira o dia e o mês.</translation>
    </message>
    <message>
        <source>Choose on a calendar</source>
        <translation>Escolher no calendário</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::DocumentOpener</name>
    <message>
        <source>The document could not be opened: no program to show PDF files is set up on this computer. You can save it as a file instead.</source>
        <translation>Não foi possível abrir o documento: nenhum programa para exibir arquivos PDF está configurado neste computador. Você pode salvá-lo como arquivo.</translation>
    </message>
    <message>
        <source>Save the document</source>
        <translation>Salvar o documento</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Documentos PDF (*.pdf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Sal&amp;var como…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Salvando %1…</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvo.</translation>
    </message>
    <message>
        <source>The document could not be saved: %1</source>
        <translation>Não foi possível salvar o documento: %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::DuplicatesDialog</name>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Maybe the same as</source>
        <translation>Talvez o mesmo que</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por quê</translation>
    </message>
    <message>
        <source>Merged with it</source>
        <translation>Juntado a ele</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Juntar</translation>
    </message>
    <message>
        <source>&amp;Different people</source>
        <translation>Pessoas &amp;diferentes</translation>
    </message>
    <message>
        <source>&amp;Undo merge</source>
        <translation>&amp;Desfazer junção</translation>
    </message>
    <message>
        <source>Possible duplicates</source>
        <translation>Possíveis duplicados</translation>
    </message>
    <message>
        <source>Show both as one customer, under the older entry: every quote, sale and policy of both then shows together</source>
        <translation>Mostrar os dois como um só cliente, sob o cadastro mais antigo: todas as cotações, vendas e apólices dos dois aparecem juntas</translation>
    </message>
    <message>
        <source>They are different people: stop offering this pair</source>
        <translation>São pessoas diferentes: não sugerir mais este par</translation>
    </message>
    <message>
        <source>Show the two entries apart again, each with its own records</source>
        <translation>Separar de novo os dois cadastros, cada um com seus registros</translation>
    </message>
    <message>
        <source>Merges made</source>
        <translation>Junções feitas</translation>
    </message>
    <message>
        <source>No possible duplicate: every customer looks like one person.</source>
        <translation>Nenhum possível duplicado: cada cliente parece ser uma pessoa só.</translation>
    </message>
    <message>
        <source>No merge to undo.</source>
        <translation>Nenhuma junção para desfazer.</translation>
    </message>
    <message>
        <source>Customers that may be one person</source>
        <translation>Clientes que podem ser a mesma pessoa</translation>
    </message>
    <message>
        <source>same name</source>
        <translation>mesmo nome</translation>
    </message>
    <message>
        <source>same phone</source>
        <translation>mesmo telefone</translation>
    </message>
    <message>
        <source>same e-mail</source>
        <translation>mesmo e-mail</translation>
    </message>
    <message>
        <source>%1 is now one customer. Undo below if it was a mistake.</source>
        <translation>%1 agora é um cliente só. Desfaça abaixo se foi engano.</translation>
    </message>
    <message>
        <source>%1 and %2 are apart again.</source>
        <translation>%1 e %2 estão separados de novo.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ElectronicForm</name>
    <message>
        <source>IMEI</source>
        <translation>IMEI</translation>
    </message>
    <message>
        <source>Brand</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Invoice amount</source>
        <translation>Valor da nota fiscal</translation>
    </message>
    <message>
        <source>15 digits (optional)</source>
        <translation>15 dígitos (opcional)</translation>
    </message>
    <message>
        <source>&amp;IMEI:</source>
        <translation>&amp;IMEI:</translation>
    </message>
    <message>
        <source>&amp;Brand:</source>
        <translation>&amp;Marca:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>M&amp;odelo:</translation>
    </message>
    <message>
        <source>In&amp;voice amount:</source>
        <translation>Valor da &amp;nota fiscal:</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ErrorBanner</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Tentar novamente</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Dismiss the error</source>
        <translation>Fechar o aviso de erro</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The service said: %1</source>
        <translation>A plataforma informou: %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalhes</translation>
    </message>
    <message>
        <source>What the service answered, in its own words</source>
        <translation>O que a operadora respondeu, com as palavras dela</translation>
    </message>
    <message>
        <source>Copy reference</source>
        <translation>Copiar referência</translation>
    </message>
    <message>
        <source>Copies this error&apos;s reference, for support</source>
        <translation>Copia a referência deste erro, para o suporte</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::EstimateDialog</name>
    <message>
        <source>woman</source>
        <translation>mulher</translation>
    </message>
    <message>
        <source>man</source>
        <translation>homem</translation>
    </message>
    <message>
        <source>married</source>
        <translation>casado(a)</translation>
    </message>
    <message>
        <source>single</source>
        <translation>solteiro(a)</translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation>&amp;Estimar</translation>
    </message>
    <message>
        <source>&amp;Yes, bought</source>
        <translation>&amp;Sim, comprou</translation>
    </message>
    <message>
        <source>&amp;No, did not buy</source>
        <translation>&amp;Não comprou</translation>
    </message>
    <message>
        <source>Chance of a sale — %1</source>
        <translation>Chance de venda — %1</translation>
    </message>
    <message>
        <source>Product type</source>
        <translation>Tipo de seguro</translation>
    </message>
    <message>
        <source>Choose the kind of insurance and press Estimate.</source>
        <translation>Escolha o tipo de seguro e clique em Estimar.</translation>
    </message>
    <message>
        <source>Customer:</source>
        <translation>Cliente:</translation>
    </message>
    <message>
        <source>What we know:</source>
        <translation>O que sabemos:</translation>
    </message>
    <message>
        <source>&amp;Insurance:</source>
        <translation>&amp;Seguro:</translation>
    </message>
    <message>
        <source>After the call: did they buy?</source>
        <translation>Depois da ligação: comprou?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>age %1</source>
        <translation>%1 anos</translation>
    </message>
    <message>
        <source>children: %1</source>
        <translation>filhos: %1</translation>
    </message>
    <message>
        <source>income %1 a month</source>
        <translation>renda de %1 por mês</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>Nada ainda.</translation>
    </message>
    <message>
        <source>The estimate also needs: %1. Complete the customer&apos;s record (Edit customer) and ask again.</source>
        <translation>A estimativa também precisa de: %1. Complete o cadastro do cliente (Editar cliente) e peça de novo.</translation>
    </message>
    <message>
        <source>Asking for an estimate…</source>
        <translation>Pedindo a estimativa…</translation>
    </message>
    <message>
        <source>Estimated chance that %1 buys %2: &lt;b&gt;%3&lt;/b&gt;.</source>
        <translation>Chance estimada de %1 comprar %2: &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Answer once the customer decides.</source>
        <translation>Responda quando o cliente decidir.</translation>
    </message>
    <message>
        <source>The estimate could not be kept for the call list: %1</source>
        <translation>Não foi possível guardar a estimativa para a lista de ligações: %1</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>Not sent; try again.</source>
        <translation>Não enviado; tente de novo.</translation>
    </message>
    <message>
        <source>Not recorded.</source>
        <translation>Não registrado.</translation>
    </message>
    <message>
        <source>Recorded: %1 bought. This improves the next estimates.</source>
        <translation>Registrado: %1 comprou. Isso melhora as próximas estimativas.</translation>
    </message>
    <message>
        <source>Recorded: %1 did not buy. This improves the next estimates.</source>
        <translation>Registrado: %1 não comprou. Isso melhora as próximas estimativas.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::FilterNote</name>
    <message>
        <source>Show all</source>
        <translation>Mostrar tudo</translation>
    </message>
    <message>
        <source>Clear the filter and list everything</source>
        <translation>Limpar o filtro e listar tudo</translation>
    </message>
    <message>
        <source>Showing only: %1</source>
        <translation>Mostrando somente: %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::FormWizard</name>
    <message>
        <source>Discard what you typed?</source>
        <translation>Descartar o que foi digitado?</translation>
    </message>
    <message>
        <source>Closing now loses everything typed in this form.</source>
        <translation>Fechar agora perde tudo o que foi digitado neste formulário.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Continuar editando</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Voltar</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Avançar &gt;</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::HolderForm</name>
    <message>
        <source>&amp;Person</source>
        <translation>Pessoa &amp;física</translation>
    </message>
    <message>
        <source>&amp;Company</source>
        <translation>Pessoa &amp;jurídica</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>Contact and address</source>
        <translation>Contato e endereço</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-mail:</translation>
    </message>
    <message>
        <source>P&amp;hone:</source>
        <translation>&amp;Telefone:</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Sobrenome</translation>
    </message>
    <message>
        <source>CPF</source>
        <translation>CPF</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Data de nascimento</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>Gênero</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Feminino</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Masculino</translation>
    </message>
    <message>
        <source>Marital status</source>
        <translation>Estado civil</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Solteiro(a)</translation>
    </message>
    <message>
        <source>Married</source>
        <translation>Casado(a)</translation>
    </message>
    <message>
        <source>Divorced</source>
        <translation>Divorciado(a)</translation>
    </message>
    <message>
        <source>Widowed</source>
        <translation>Viúvo(a)</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>&amp;Sobrenome:</translation>
    </message>
    <message>
        <source>C&amp;PF:</source>
        <translation>C&amp;PF:</translation>
    </message>
    <message>
        <source>&amp;Birth date:</source>
        <translation>Data de &amp;nascimento:</translation>
    </message>
    <message>
        <source>&amp;Gender:</source>
        <translation>&amp;Gênero:</translation>
    </message>
    <message>
        <source>&amp;Marital status:</source>
        <translation>Estado &amp;civil:</translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation>CNPJ</translation>
    </message>
    <message>
        <source>Corporate name</source>
        <translation>Razão social</translation>
    </message>
    <message>
        <source>Trade name</source>
        <translation>Nome fantasia</translation>
    </message>
    <message>
        <source>C&amp;NPJ:</source>
        <translation>C&amp;NPJ:</translation>
    </message>
    <message>
        <source>Corporate &amp;name:</source>
        <translation>&amp;Razão social:</translation>
    </message>
    <message>
        <source>&amp;Trade name:</source>
        <translation>Nome &amp;fantasia:</translation>
    </message>
    <message>
        <source>C&amp;ustomer:</source>
        <translation>Cl&amp;iente:</translation>
    </message>
    <message>
        <source>Filled in from %1&apos;s record. Changes here go into this quote only.</source>
        <translation>Preenchido com o cadastro de %1. As alterações aqui valem só para esta cotação.</translation>
    </message>
    <message>
        <source>This is no longer %1: the holder will be a new customer.</source>
        <translation>Não é mais %1: o segurado será um novo cliente.</translation>
    </message>
    <message>
        <source>Check the year: this would make the holder over 120.</source>
        <translation>Confira o ano: assim o titular teria mais de 120 anos.</translation>
    </message>
    <message>
        <source>The holder must be 18 or older.</source>
        <translation>O titular precisa ter 18 anos ou mais.</translation>
    </message>
    <message>
        <source>Choose (type its first letter)</source>
        <translation>Escolha (digite a primeira letra)</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::HolderStep</name>
    <message>
        <source>Policy holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Who takes out the insurance. CPF and CNPJ are checked as you type.</source>
        <translation>Quem contrata o seguro. CPF e CNPJ são conferidos enquanto você digita.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::HomeForm</name>
    <message>
        <source>Property type</source>
        <translation>Tipo de imóvel</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Construção</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Casa</translation>
    </message>
    <message>
        <source>Apartment</source>
        <translation>Apartamento</translation>
    </message>
    <message>
        <source>House in a condominium</source>
        <translation>Casa em condomínio</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Sítio ou fazenda</translation>
    </message>
    <message>
        <source>Masonry</source>
        <translation>Alvenaria</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Madeira</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mista</translation>
    </message>
    <message>
        <source>&amp;Property type:</source>
        <translation>Tipo de &amp;imóvel:</translation>
    </message>
    <message>
        <source>C&amp;onstruction:</source>
        <translation>C&amp;onstrução:</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::HomePage</name>
    <message>
        <source>Today</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>What is due today; click a count to open its list.</source>
        <translation>O que vence hoje; clique em um número para abrir a lista.</translation>
    </message>
    <message>
        <source>Renewals</source>
        <translation>Renovações</translation>
    </message>
    <message>
        <source>Policies ending in 30 days</source>
        <translation>Apólices que vencem em 30 dias</translation>
    </message>
    <message>
        <source>Policies ending in 60 days</source>
        <translation>Apólices que vencem em 60 dias</translation>
    </message>
    <message>
        <source>Policies ending in 90 days</source>
        <translation>Apólices que vencem em 90 dias</translation>
    </message>
    <message>
        <source>Sales and payments</source>
        <translation>Vendas e pagamentos</translation>
    </message>
    <message>
        <source>Sales waiting for payment</source>
        <translation>Vendas aguardando pagamento</translation>
    </message>
    <message>
        <source>Payments that failed</source>
        <translation>Pagamentos recusados</translation>
    </message>
    <message>
        <source>Installments overdue</source>
        <translation>Parcelas em atraso</translation>
    </message>
    <message>
        <source>This month&apos;s commissions</source>
        <translation>Comissões do mês</translation>
    </message>
    <message>
        <source>Commissions expected</source>
        <translation>Comissões previstas</translation>
    </message>
    <message>
        <source>Commissions received</source>
        <translation>Comissões recebidas</translation>
    </message>
    <message>
        <source>Lost to cancellations</source>
        <translation>Estornos por cancelamento</translation>
    </message>
    <message>
        <source>Affinities and calls</source>
        <translation>Afinidades e ligações</translation>
    </message>
    <message>
        <source>Affinities pending</source>
        <translation>Afinidades pendentes</translation>
    </message>
    <message>
        <source>Customers to call first</source>
        <translation>Clientes para ligar primeiro</translation>
    </message>
    <message>
        <source>Updated at %1</source>
        <translation>Atualizado às %1</translation>
    </message>
    <message>
        <source>Nothing to renew</source>
        <translation>Nada a renovar</translation>
    </message>
    <message>
        <source>Open to renew them</source>
        <translation>Abra para renová-las</translation>
    </message>
    <message>
        <source>Not available: %1</source>
        <translation>Indisponível: %1</translation>
    </message>
    <message>
        <source>Among the latest %1 sales</source>
        <translation>Entre as %1 vendas mais recentes</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 no total</translation>
    </message>
    <message>
        <source>Call the customer to pay again</source>
        <translation>Ligue para o cliente pagar de novo</translation>
    </message>
    <message>
        <source>Waiting for the insurer</source>
        <translation>Aguardando a seguradora</translation>
    </message>
    <message>
        <source>None waiting</source>
        <translation>Nenhuma aguardando</translation>
    </message>
    <message>
        <source>%1 to collect</source>
        <translation>%1 a receber</translation>
    </message>
    <message>
        <source>Every installment on time</source>
        <translation>Todas as parcelas em dia</translation>
    </message>
    <message>
        <source>%1 still to come</source>
        <translation>%1 ainda a receber</translation>
    </message>
    <message>
        <source>%1 overdue</source>
        <translation>%1 em atraso</translation>
    </message>
    <message numerus="yes">
        <source>%n policy(ies) canceled this month</source>
        <translation>
            <numerusform>%n apólice cancelada no mês</numerusform>
            <numerusform>%n apólices canceladas no mês</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>No customer estimated yet</source>
        <translation>Nenhum cliente estimado ainda</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::InstallmentMatrixModel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation>Não oferecido</translation>
    </message>
    <message>
        <source>no interest</source>
        <translation>sem juros</translation>
    </message>
    <message>
        <source>+%1%</source>
        <translation>+%1%</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Total %1 (%2)</source>
        <translation>Total %1 (%2)</translation>
    </message>
    <message>
        <source>%1. %2. Paid by: %3</source>
        <translation>%1. %2. Formas de pagamento: %3</translation>
    </message>
    <message>
        <source>Monthly premium</source>
        <translation>Prêmio mensal</translation>
    </message>
    <message>
        <source>%1
%2 · item %3</source>
        <translation>%1
%2 · item %3</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::InstallmentTableModel</name>
    <message>
        <source>Item %1</source>
        <translation>Item %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>%1 (%2%): %3</source>
        <translation>%1 (%2%): %3</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Each</source>
        <translation>Parcela</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>Juros</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Impostos</translation>
    </message>
    <message>
        <source>Payment methods</source>
        <translation>Formas de pagamento</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ItemStep</name>
    <message>
        <source>Insured item</source>
        <translation>Item segurado</translation>
    </message>
    <message>
        <source>What the %1 insurance covers.</source>
        <translation>O que o seguro %1 cobre.</translation>
    </message>
    <message>
        <source>The insured item&apos;s details</source>
        <translation>Os dados do item segurado</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Insured amount by the FIPE value — %1</source>
        <translation>Importância segurada pelo valor FIPE — %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::KeyValueForm</name>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Item fields</source>
        <translation>Campos do item</translation>
    </message>
    <message>
        <source>This product type has no fixed item form: add the fields the insurer asks for, or none.</source>
        <translation>Este tipo de produto não tem formulário fixo de item: inclua os campos que a seguradora pedir, ou nenhum.</translation>
    </message>
    <message>
        <source>Fields:</source>
        <translation>Campos:</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::LifetimeStep</name>
    <message>
        <source>Lifetime</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>When the insurance starts and ends. Next asks the insurer for prices.</source>
        <translation>Quando o seguro começa e termina. Avançar pede os preços à seguradora.</translation>
    </message>
    <message>
        <source>15 days</source>
        <translation>15 dias</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 mês</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 ano</translation>
    </message>
    <message>
        <source>2 years</source>
        <translation>2 anos</translation>
    </message>
    <message>
        <source>Asking the insurer for prices…</source>
        <translation>Pedindo os preços à seguradora…</translation>
    </message>
    <message>
        <source>The quote could not be saved on this computer: %1</source>
        <translation>Não foi possível salvar a cotação neste computador: %1</translation>
    </message>
    <message>
        <source>Recording the new customer…</source>
        <translation>Registrando o novo cliente…</translation>
    </message>
    <message>
        <source>The new customer could not be recorded on the service.</source>
        <translation>O novo cliente não pôde ser registrado na plataforma.</translation>
    </message>
    <message>
        <source>A trip is covered for at most 366 days.</source>
        <translation>Uma viagem é coberta por no máximo 366 dias.</translation>
    </message>
    <message>
        <source>A cover lasts at most five years.</source>
        <translation>Uma vigência dura no máximo cinco anos.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::LookupNote</name>
    <message>
        <source>ZIP code not found; type the address.</source>
        <translation>CEP não encontrado; preencha o endereço.</translation>
    </message>
    <message>
        <source>Not in the FIPE table; type the vehicle.</source>
        <translation>Não consta na tabela FIPE; preencha o veículo.</translation>
    </message>
    <message>
        <source>The ZIP code lookup is taking long; type the address.</source>
        <translation>A consulta de CEP está demorando; preencha o endereço.</translation>
    </message>
    <message>
        <source>The FIPE table is taking long; type the vehicle.</source>
        <translation>A consulta à tabela FIPE está demorando; preencha o veículo.</translation>
    </message>
    <message>
        <source>The ZIP code lookup is out of reach; type the address.</source>
        <translation>A consulta de CEP está fora do ar; preencha o endereço.</translation>
    </message>
    <message>
        <source>The FIPE table is out of reach; type the vehicle.</source>
        <translation>A consulta à tabela FIPE está fora do ar; preencha o veículo.</translation>
    </message>
    <message>
        <source>The ZIP code lookup answered something unreadable; type the address.</source>
        <translation>A consulta de CEP respondeu algo ilegível; preencha o endereço.</translation>
    </message>
    <message>
        <source>The FIPE table answered something unreadable; type the vehicle.</source>
        <translation>A consulta à tabela FIPE respondeu algo ilegível; preencha o veículo.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::LookupSection</name>
    <message>
        <source>Lookups (ZIP code and FIPE)</source>
        <translation>Consultas (CEP e FIPE)</translation>
    </message>
    <message>
        <source>ZIP code lookup address</source>
        <translation>Endereço da consulta de CEP</translation>
    </message>
    <message>
        <source>FIPE table address</source>
        <translation>Endereço da consulta à tabela FIPE</translation>
    </message>
    <message>
        <source>&amp;ZIP code (answers as ViaCEP):</source>
        <translation>CEP (responde como o &amp;ViaCEP):</translation>
    </message>
    <message>
        <source>FIPE table (answers as the FIPE API):</source>
        <translation>Ta&amp;bela FIPE (responde como a API FIPE):</translation>
    </message>
    <message>
        <source>They fill the address from the ZIP code and the vehicle from the FIPE table. Empty: the public ones. The built-in demo uses its own.</source>
        <translation>Preenchem o endereço pelo CEP e o veículo pela tabela FIPE. Em branco: as consultas públicas. A demonstração embutida usa as suas.</translation>
    </message>
    <message>
        <source>enter an http:// or https:// address, or leave it empty</source>
        <translation>informe um endereço http:// ou https://, ou deixe em branco</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::MainWindow</name>
    <message>
        <source>BrokerDesk</source>
        <translation>BrokerDesk</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation>%1 (Ctrl+%2)</translation>
    </message>
    <message>
        <source>Go to…</source>
        <translation>Ir para…</translation>
    </message>
    <message>
        <source>Find…   Ctrl+K</source>
        <translation>Buscar…   Ctrl+K</translation>
    </message>
    <message>
        <source>Find a page, product, saved quote or policy by name, CPF/CNPJ or plate</source>
        <translation>Encontre uma página, produto, cotação salva ou apólice pelo nome, CPF/CNPJ ou placa</translation>
    </message>
    <message>
        <source>No service configured</source>
        <translation>Nenhuma plataforma configurada</translation>
    </message>
    <message>
        <source>Demo on this computer</source>
        <translation>Demonstração neste computador</translation>
    </message>
    <message>
        <source>Service %1</source>
        <translation>Plataforma %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::MultiQuote</name>
    <message>
        <source>This product offers no plan to quote.</source>
        <translation>Este produto não oferece plano para cotar.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::MultiQuoteView</name>
    <message>
        <source>1 year</source>
        <translation>1 ano</translation>
    </message>
    <message>
        <source>2 years</source>
        <translation>2 anos</translation>
    </message>
    <message>
        <source>&amp;Quote on every product</source>
        <translation>&amp;Cotar em todos os produtos</translation>
    </message>
    <message>
        <source>&amp;Sell…</source>
        <translation>&amp;Vender…</translation>
    </message>
    <message>
        <source>&amp;Change the questions</source>
        <translation>&amp;Alterar as respostas</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risco</translation>
    </message>
    <message>
        <source>Kind of risk</source>
        <translation>Tipo de risco</translation>
    </message>
    <message>
        <source>&amp;Kind of risk:</source>
        <translation>&amp;Tipo de risco:</translation>
    </message>
    <message>
        <source>Insured amount</source>
        <translation>Importância segurada</translation>
    </message>
    <message>
        <source>R$ </source>
        <translation>R$ </translation>
    </message>
    <message>
        <source>The main coverage&apos;s insured amount on every product, kept within each product&apos;s limits; the other coverages take their least.</source>
        <translation>A importância segurada da cobertura principal em todos os produtos, dentro dos limites de cada um; as demais coberturas ficam com o mínimo.</translation>
    </message>
    <message>
        <source>&amp;Insured amount:</source>
        <translation>&amp;Importância segurada:</translation>
    </message>
    <message>
        <source>Comparison of the products</source>
        <translation>Comparação dos produtos</translation>
    </message>
    <message>
        <source>Sell the chosen price</source>
        <translation>Vender o preço escolhido</translation>
    </message>
    <message>
        <source>A cover lasts at most five years.</source>
        <translation>Uma vigência dura no máximo cinco anos.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n product(s))</source>
        <translation>
            <numerusform>%1 (%n produto)</numerusform>
            <numerusform>%1 (%n produtos)</numerusform>
        </translation>
    </message>
    <message>
        <source>The insured item&apos;s details</source>
        <translation>Os dados do item segurado</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Falta: %1</translation>
    </message>
    <message>
        <source>Multicálculo: one risk quoted on every product at once</source>
        <translation>Multicálculo: um risco cotado em todos os produtos de uma vez</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n product(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n produto</numerusform>
            <numerusform>%1 · %2 · %n produtos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking %n insurer product(s) for prices…</source>
        <translation>
            <numerusform>Pedindo preços a %n produto…</numerusform>
            <numerusform>Pedindo preços a %n produtos…</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a price (one payment, interest-free or with interest) of a priced product to sell it.</source>
        <translation>Escolha um preço (à vista, sem juros ou com juros) de um produto cotado para vendê-lo.</translation>
    </message>
    <message>
        <source>This quote is already on its way to checkout or sold.</source>
        <translation>Esta cotação já foi para o fechamento ou já foi vendida.</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>Plan of this product</source>
        <translation>Plano deste produto</translation>
    </message>
    <message>
        <source>This policy cannot be renewed here: %1</source>
        <translation>Esta apólice não pode ser renovada aqui: %1</translation>
    </message>
    <message>
        <source>This policy cannot be renewed here: its product is not sold in this channel.</source>
        <translation>Esta apólice não pode ser renovada aqui: o produto dela não é vendido neste canal.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Renewal&lt;/b&gt; of %1&apos;s policy · %2 · cover from %3 to %4, bonus class %5. The current product keeps its plan and coverages, the others quote their first plan at its insured amount (Enter on a plan chooses another). Choose a price and press Enter to sell.</source>
        <translation>&lt;b&gt;Renovação&lt;/b&gt; da apólice de %1 · %2 · vigência de %3 a %4, classe de bônus %5. O produto atual mantém o plano e as coberturas; os demais cotam o primeiro plano com a mesma importância segurada (Enter num plano escolhe outro). Escolha um preço e tecle Enter para vender.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · cover from %3 to %4. Each product&apos;s first plan (Enter on a plan chooses another); every quote is saved on this computer. Choose a price and press Enter to sell.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · vigência de %3 a %4. O primeiro plano de cada produto (Enter num plano escolhe outro); toda cotação fica salva neste computador. Escolha um preço e tecle Enter para vender.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::OfflineBanner</name>
    <message>
        <source>Offline</source>
        <translation>Off-line</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar novamente</translation>
    </message>
    <message>
        <source>Try to reach the service again</source>
        <translation>Tentar acessar a plataforma novamente</translation>
    </message>
    <message>
        <source>Working offline: the service cannot be reached. Saved quotes and the saved catalog still work.</source>
        <translation>Trabalhando off-line: a plataforma não pode ser acessada. As cotações salvas e o catálogo salvo continuam disponíveis.</translation>
    </message>
    <message>
        <source>The service is having problems right now. Saved quotes and the saved catalog still work.</source>
        <translation>A plataforma está com problemas no momento. As cotações salvas e o catálogo salvo continuam disponíveis.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::OfflineQuotesPage</name>
    <message>
        <source>&amp;Re-quote</source>
        <translation>&amp;Recotar</translation>
    </message>
    <message>
        <source>&amp;Sell</source>
        <translation>&amp;Vender</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportar &amp;dados…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Saved quotes</source>
        <translation>Cotações salvas</translation>
    </message>
    <message>
        <source>Search by product, holder, CPF/CNPJ, plate… (Ctrl+F)</source>
        <translation>Buscar por produto, segurado, CPF/CNPJ, placa… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search saved quotes</source>
        <translation>Buscar cotações salvas</translation>
    </message>
    <message>
        <source>Go to checkout with this quote</source>
        <translation>Ir para a finalização da venda com esta cotação</translation>
    </message>
    <message>
        <source>Remove this quote from the saved quotes</source>
        <translation>Remover esta cotação das cotações salvas</translation>
    </message>
    <message>
        <source>Export quote</source>
        <translation>Exportar cotação</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Arquivos de dados (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Offline quotes</source>
        <translation>Cotações salvas</translation>
    </message>
    <message>
        <source>The offline store could not be opened: %1</source>
        <translation>Não foi possível abrir o armazenamento off-line: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s)</source>
        <translation>
            <numerusform>%n cotação</numerusform>
            <numerusform>%n cotações</numerusform>
        </translation>
    </message>
    <message>
        <source>The quote could not be saved to %1: %2</source>
        <translation>Não foi possível salvar a cotação em %1: %2</translation>
    </message>
    <message>
        <source>Quote exported to %1</source>
        <translation>Cotação exportada para %1</translation>
    </message>
    <message>
        <source>The quote could not be removed: %1</source>
        <translation>Não foi possível remover a cotação: %1</translation>
    </message>
    <message>
        <source>Quote %1 · %2</source>
        <translation>Cotação %1 · %2</translation>
    </message>
    <message>
        <source>No saved quotes yet. Every quote you make is kept here, to compare, re-quote or sell even without the network.</source>
        <translation>Nenhuma cotação salva ainda. Cada cotação feita fica aqui, para comparar, recotar ou vender mesmo sem rede.</translation>
    </message>
    <message>
        <source>&amp;New quote</source>
        <translation>&amp;Nova cotação</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nenhuma ainda</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Bring the deleted quote back (Ctrl+Z)</source>
        <translation>Trazer de volta a cotação excluída (Ctrl+Z)</translation>
    </message>
    <message>
        <source>The saved quote of %1 was deleted from this computer.</source>
        <translation>A cotação salva de %1 foi excluída deste computador.</translation>
    </message>
    <message>
        <source>The quote could not be brought back: %1</source>
        <translation>Não foi possível trazer a cotação de volta: %1</translation>
    </message>
    <message>
        <source>Quote again: the same customer, item, coverages and amounts, with new cover dates</source>
        <translation>Cotar de novo: o mesmo cliente, item, coberturas e valores, com novas datas de vigência</translation>
    </message>
    <message>
        <source>This quote was sold already: re-quote it for a new sale</source>
        <translation>Esta cotação já foi vendida: recote-a para uma nova venda</translation>
    </message>
    <message>
        <source>Saved quote, valid until %1</source>
        <translation>Cotação salva, válida até %1</translation>
    </message>
    <message>
        <source>Quote - %1</source>
        <translation>Cotação - %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::PeriodFields</name>
    <message>
        <source>Start date</source>
        <translation>Data de início</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Data de término</translation>
    </message>
    <message>
        <source>&amp;Starts on:</source>
        <translation>&amp;Começa em:</translation>
    </message>
    <message>
        <source>&amp;Ends on:</source>
        <translation>&amp;Termina em:</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Duração:</translation>
    </message>
    <message>
        <source>The cover cannot start before today (%1).</source>
        <translation>A vigência não pode começar antes de hoje (%1).</translation>
    </message>
    <message>
        <source>The cover must start within five years.</source>
        <translation>A vigência precisa começar em até cinco anos.</translation>
    </message>
    <message>
        <source>The end must come after the start.</source>
        <translation>O término precisa ser depois do início.</translation>
    </message>
    <message>
        <source>Type both dates as dd/mm/yyyy.</source>
        <translation>Digite as duas datas como dd/mm/aaaa.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of cover</source>
        <translation>
            <numerusform>%n dia de cobertura</numerusform>
            <numerusform>%n dias de cobertura</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::PlanStep</name>
    <message>
        <source>Plan and coverages</source>
        <translation>Plano e coberturas</translation>
    </message>
    <message>
        <source>Pick a plan, the coverages with their insured amounts, and the assists.</source>
        <translation>Escolha um plano, as coberturas com as importâncias seguradas e as assistências.</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>&amp;Plan:</source>
        <translation>&amp;Plano:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coverages&lt;/b&gt;</source>
        <translation>&lt;b&gt;Coberturas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assists&lt;/b&gt;</source>
        <translation>&lt;b&gt;Assistências&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This plan has no assists.</source>
        <translation>Este plano não tem assistências.</translation>
    </message>
    <message>
        <source>Required coverages are always included. Type the insured amount of each coverage taken, within its limits.</source>
        <translation>As coberturas obrigatórias estão sempre incluídas. Digite a importância segurada de cada cobertura escolhida, dentro dos seus limites.</translation>
    </message>
    <message>
        <source>The plan of the earlier quote is no longer offered.</source>
        <translation>O plano da cotação anterior não é mais oferecido.</translation>
    </message>
    <message>
        <source>A coverage of the earlier quote is no longer offered.</source>
        <translation>Uma cobertura da cotação anterior não é mais oferecida.</translation>
    </message>
    <message>
        <source>%1: the earlier %2 is outside the new limits, %3 to %4.</source>
        <translation>%1: o valor anterior, %2, está fora dos novos limites, de %3 a %4.</translation>
    </message>
    <message>
        <source>An assist of the earlier quote is no longer offered.</source>
        <translation>Uma assistência da cotação anterior não é mais oferecida.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::PoliciesPage</name>
    <message>
        <source>Canceled on</source>
        <translation>Cancelada em</translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation>Estorno</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>&amp;Cancel policy…</source>
        <translation>&amp;Cancelar apólice…</translation>
    </message>
    <message>
        <source>Policies</source>
        <translation>Apólices</translation>
    </message>
    <message>
        <source>Cancel the selected policy (Del)</source>
        <translation>Cancelar a apólice selecionada (Del)</translation>
    </message>
    <message>
        <source>The policies could not be loaded: %1</source>
        <translation>Não foi possível carregar as apólices: %1</translation>
    </message>
    <message>
        <source>Loading policies…</source>
        <translation>Carregando apólices…</translation>
    </message>
    <message>
        <source>Policy document.pdf</source>
        <translation>Documento da apólice.pdf</translation>
    </message>
    <message>
        <source>IMEI %1</source>
        <translation>IMEI %1</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Insurer</source>
        <translation>Seguradora</translation>
    </message>
    <message>
        <source>CPF / CNPJ</source>
        <translation>CPF / CNPJ</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n policy(ies) issued by the office</source>
        <translation>
            <numerusform>%n apólice emitida pela corretora</numerusform>
            <numerusform>%n apólices emitidas pela corretora</numerusform>
        </translation>
    </message>
    <message>
        <source>Search by holder, CPF/CNPJ, plate or IMEI (Ctrl+F)</source>
        <translation>Buscar por titular, CPF/CNPJ, placa ou IMEI (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search policies</source>
        <translation>Buscar apólices</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Qualquer situação</translation>
    </message>
    <message>
        <source>Every product</source>
        <translation>Todos os produtos</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Fim da vigência</translation>
    </message>
    <message>
        <source>Any end date</source>
        <translation>Qualquer fim de vigência</translation>
    </message>
    <message>
        <source>Ends within %1 days</source>
        <translation>Terminam em até %1 dias</translation>
    </message>
    <message numerus="yes">
        <source>%n policy(ies) found</source>
        <translation>
            <numerusform>%n apólice encontrada</numerusform>
            <numerusform>%n apólices encontradas</numerusform>
        </translation>
    </message>
    <message>
        <source> · still reading the office&apos;s policies…</source>
        <translation> · ainda lendo as apólices da corretora…</translation>
    </message>
    <message>
        <source>No policy matches this search and these filters.</source>
        <translation>Nenhuma apólice corresponde a esta busca e a estes filtros.</translation>
    </message>
    <message>
        <source>C&amp;lear search and filters</source>
        <translation>&amp;Limpar busca e filtros</translation>
    </message>
    <message>
        <source>No policy yet. A policy is issued here once a sale is paid; quote a product and sell it to start.</source>
        <translation>Nenhuma apólice ainda. A apólice é emitida aqui quando uma venda é paga; cote um produto e venda para começar.</translation>
    </message>
    <message>
        <source>New &amp;quote</source>
        <translation>Nova &amp;cotação</translation>
    </message>
    <message>
        <source>Policy %1 cancelled.</source>
        <translation>Apólice %1 cancelada.</translation>
    </message>
    <message>
        <source>a new policy (refresh to see it)</source>
        <translation>uma nova apólice (atualize para vê-la)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Open the policy &amp;PDF</source>
        <translation>Abrir o &amp;PDF da apólice</translation>
    </message>
    <message>
        <source>Open the chosen policy&apos;s PDF (Enter)</source>
        <translation>Abre o PDF da apólice escolhida (Enter)</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ProductDetails</name>
    <message>
        <source>Select a product to see its details and vendor settings.</source>
        <translation>Selecione um produto para ver os detalhes e as configurações de venda.</translation>
    </message>
    <message>
        <source>&amp;Quote this</source>
        <translation>&amp;Cotar este</translation>
    </message>
    <message>
        <source>Product details</source>
        <translation>Detalhes do produto</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Insurer&apos;s product:</source>
        <translation>Produto da seguradora:</translation>
    </message>
    <message>
        <source>Insurer:</source>
        <translation>Seguradora:</translation>
    </message>
    <message>
        <source>CNPJ:</source>
        <translation>CNPJ:</translation>
    </message>
    <message>
        <source>SUSEP code:</source>
        <translation>Código SUSEP:</translation>
    </message>
    <message>
        <source>Vendor settings</source>
        <translation>Configurações de venda</translation>
    </message>
    <message>
        <source>Active:</source>
        <translation>Ativo:</translation>
    </message>
    <message>
        <source>Commission:</source>
        <translation>Comissão:</translation>
    </message>
    <message>
        <source>Agency:</source>
        <translation>Agenciamento:</translation>
    </message>
    <message>
        <source>Pro-labor:</source>
        <translation>Pró-labore:</translation>
    </message>
    <message>
        <source>Last update:</source>
        <translation>Última atualização:</translation>
    </message>
    <message>
        <source>This product has no vendor settings for your channel.</source>
        <translation>Este produto não tem configurações de venda para o seu canal.</translation>
    </message>
    <message>
        <source>Start a quote for this product (Enter)</source>
        <translation>Iniciar uma cotação deste produto (Enter)</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No — not offered for sale</source>
        <translation>Não — fora de venda</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ProductListModel</name>
    <message>
        <source>%1 · %2 · SUSEP %3</source>
        <translation>%1 · %2 · SUSEP %3</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ProductStep</name>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Choose the broker product to quote.</source>
        <translation>Escolha o produto da corretora a cotar.</translation>
    </message>
    <message>
        <source>Filter by product, insurer or type</source>
        <translation>Filtrar por produto, seguradora ou tipo</translation>
    </message>
    <message>
        <source>Filter products</source>
        <translation>Filtrar produtos</translation>
    </message>
    <message>
        <source>Broker products</source>
        <translation>Produtos da corretora</translation>
    </message>
    <message>
        <source>Showing the catalog saved on %1; the service is not reachable.</source>
        <translation>Mostrando o catálogo salvo em %1; a plataforma não está acessível.</translation>
    </message>
    <message>
        <source>%1 — %2 · %3</source>
        <translation>%1 — %2 · %3</translation>
    </message>
    <message>
        <source>Opening a quote request…</source>
        <translation>Abrindo um pedido de cotação…</translation>
    </message>
    <message>
        <source>The product of the quote to re-quote is no longer in the catalog: choose another one.</source>
        <translation>O produto da cotação a recotar não está mais no catálogo: escolha outro.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ProgressPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Cancel the work in progress</source>
        <translation>Cancelar o trabalho em andamento</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::QuoteDetailsView</name>
    <message>
        <source>Quote details</source>
        <translation>Detalhes da cotação</translation>
    </message>
    <message>
        <source>Select a saved quote to see its installment options.</source>
        <translation>Selecione uma cotação salva para ver as opções de parcelamento.</translation>
    </message>
    <message>
        <source>Policy holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Válida até</translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Saved on</source>
        <translation>Salva em</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>Item %1</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Each</source>
        <translation>Parcela</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Impostos</translation>
    </message>
    <message>
        <source>Payment methods</source>
        <translation>Formas de pagamento</translation>
    </message>
    <message>
        <source>The insurer said: %1</source>
        <translation>A seguradora disse: %1</translation>
    </message>
    <message>
        <source>This quote was sold.</source>
        <translation>Esta cotação foi vendida.</translation>
    </message>
    <message>
        <source>Open the sale</source>
        <translation>Abrir a venda</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::QuotePage</name>
    <message>
        <source>Compare and re-&amp;quote</source>
        <translation>Comparar e re&amp;cotar</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Cotação</translation>
    </message>
    <message>
        <source>Quotes saved on this computer: compare, re-quote or sell</source>
        <translation>Cotações salvas neste computador: compare, recote ou venda</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 de %2</translation>
    </message>
    <message>
        <source>Choose a product to quote</source>
        <translation>Escolha o produto a cotar</translation>
    </message>
    <message>
        <source>Go to the first field still missing</source>
        <translation>Ir ao primeiro campo que falta</translation>
    </message>
    <message>
        <source>&amp;Multicálculo</source>
        <translation>&amp;Multicálculo</translation>
    </message>
    <message>
        <source>&amp;One product</source>
        <translation>&amp;Um produto</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::QuoteWizard</name>
    <message>
        <source>&amp;New quote</source>
        <translation>&amp;Nova cotação</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Falta: %1</translation>
    </message>
    <message>
        <source>it is no longer saved on this computer</source>
        <translation>ela não está mais salva neste computador</translation>
    </message>
    <message>
        <source>This quote cannot be quoted again: %1</source>
        <translation>Não é possível recotar esta cotação: %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::RenewalListModel</name>
    <message>
        <source>Product not in the catalog</source>
        <translation>Produto fora do catálogo</translation>
    </message>
    <message>
        <source>today</source>
        <translation>hoje</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dias</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Cover ends</source>
        <translation>Fim da vigência</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Faltam</translation>
    </message>
    <message>
        <source>Premium</source>
        <translation>Prêmio</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::RenewalsPage</name>
    <message>
        <source>Renewals</source>
        <translation>Renovações</translation>
    </message>
    <message>
        <source>&amp;Renew</source>
        <translation>&amp;Renovar</translation>
    </message>
    <message>
        <source>Search by holder, CPF/CNPJ or plate (Ctrl+F)</source>
        <translation>Buscar por segurado, CPF/CNPJ ou placa (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search renewals</source>
        <translation>Buscar renovações</translation>
    </message>
    <message>
        <source>Ending within</source>
        <translation>Vencendo em</translation>
    </message>
    <message>
        <source>Ending in %1 days</source>
        <translation>Vencendo em %1 dias</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Every product</source>
        <translation>Todos os produtos</translation>
    </message>
    <message>
        <source>Quote the selected policy&apos;s renewal (Enter)</source>
        <translation>Cotar a renovação da apólice selecionada (Enter)</translation>
    </message>
    <message>
        <source>Policies to renew</source>
        <translation>Apólices a renovar</translation>
    </message>
    <message>
        <source>Looking for policies ending soon…</source>
        <translation>Procurando apólices a vencer…</translation>
    </message>
    <message numerus="yes">
        <source>%n policy(ies) to renew</source>
        <translation>
            <numerusform>%n apólice a renovar</numerusform>
            <numerusform>%n apólices a renovar</numerusform>
        </translation>
    </message>
    <message>
        <source>No policy ends in the next %1 days.</source>
        <translation>Nenhuma apólice vence nos próximos %1 dias.</translation>
    </message>
    <message>
        <source>No policy ending in the next %1 days matches the search.</source>
        <translation>Nenhuma apólice que vence nos próximos %1 dias corresponde à busca.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::Requoter</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Lifetime: %1 → %2</source>
        <translation>Vigência: %1 → %2</translation>
    </message>
    <message>
        <source>Item %1, %2×: new option, total %3</source>
        <translation>Item %1, %2×: nova opção, total %3</translation>
    </message>
    <message>
        <source>Item %1, %2×: total %3 → %4 (%5%6, %7%)</source>
        <translation>Item %1, %2×: total %3 → %4 (%5%6, %7%)</translation>
    </message>
    <message>
        <source>Item %1, %2×: no longer offered</source>
        <translation>Item %1, %2×: não é mais oferecido</translation>
    </message>
    <message>
        <source>Item %1: %2 insured for %3 is now outside %4 – %5</source>
        <translation>Item %1: %2 segurado por %3 agora está fora de %4 – %5</translation>
    </message>
    <message>
        <source>Prices: every option costs what it did</source>
        <translation>Preços: todas as opções custam o mesmo que antes</translation>
    </message>
    <message>
        <source>Prices: the other options cost what they did</source>
        <translation>Preços: as demais opções custam o mesmo que antes</translation>
    </message>
    <message>
        <source>Item %1: a coverage of the earlier quote is no longer offered</source>
        <translation>Item %1: uma cobertura da cotação anterior não é mais oferecida</translation>
    </message>
    <message>
        <source>Coverages and insured amounts: as before</source>
        <translation>Coberturas e importâncias seguradas: as mesmas de antes</translation>
    </message>
    <message>
        <source>the service did not say what the policy insures</source>
        <translation>a plataforma não informou o que a apólice segura</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ResultsStep</name>
    <message>
        <source>&amp;Sell…</source>
        <translation>&amp;Vender…</translation>
    </message>
    <message>
        <source>Export &amp;PDF proposal…</source>
        <translation>Exportar proposta em &amp;PDF…</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preços</translation>
    </message>
    <message>
        <source>Every way to pay, per item. Choose one and sell, or export the proposal.</source>
        <translation>Todas as formas de pagar, por item. Escolha uma e venda, ou exporte a proposta.</translation>
    </message>
    <message>
        <source>Installment options</source>
        <translation>Opções de parcelamento</translation>
    </message>
    <message>
        <source>Sell the chosen option</source>
        <translation>Vender a opção escolhida</translation>
    </message>
    <message>
        <source>This quote is not in the offline store, so it cannot be exported.</source>
        <translation>Esta cotação não está salva localmente, então não pode ser exportada.</translation>
    </message>
    <message>
        <source>proposal-%1.pdf</source>
        <translation>proposta-%1.pdf</translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation>Exportar proposta</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The proposal could not be written: %1</source>
        <translation>Não foi possível gravar a proposta: %1</translation>
    </message>
    <message>
        <source>Proposal saved to %1</source>
        <translation>Proposta salva em %1</translation>
    </message>
    <message>
        <source>&amp;Quote again</source>
        <translation>&amp;Cotar novamente</translation>
    </message>
    <message>
        <source>The insurer is analysing this quote. The prices appear here as soon as it answers; you may leave this step meanwhile.</source>
        <translation>A seguradora está analisando esta cotação. Os preços aparecem aqui assim que ela responder; enquanto isso, você pode sair desta etapa.</translation>
    </message>
    <message>
        <source>Waiting for the insurer</source>
        <translation>Aguardando a seguradora</translation>
    </message>
    <message>
        <source>Quote the same data again</source>
        <translation>Cotar novamente com os mesmos dados</translation>
    </message>
    <message>
        <source>The quote could not be saved on this computer: %1</source>
        <translation>Não foi possível salvar a cotação neste computador: %1</translation>
    </message>
    <message>
        <source>Asking the insurer for prices…</source>
        <translation>Pedindo os preços à seguradora…</translation>
    </message>
    <message>
        <source>What changed since the earlier quote</source>
        <translation>O que mudou desde a cotação anterior</translation>
    </message>
    <message>
        <source>The insurer is analysing this quote, and the operator does not tell the desk when it is answered. Quote again in a few minutes to see the prices; this quote stays saved on this computer.</source>
        <translation>A seguradora está analisando esta cotação, e a operadora não avisa quando ela fica pronta. Cote de novo daqui a alguns minutos para ver os preços; esta cotação continua salva neste computador.</translation>
    </message>
    <message>
        <source>The insurer said: %1</source>
        <translation>A seguradora disse: %1</translation>
    </message>
    <message>
        <source>This quote was sold.</source>
        <translation>Esta cotação foi vendida.</translation>
    </message>
    <message>
        <source>Open the sale</source>
        <translation>Abrir a venda</translation>
    </message>
    <message>
        <source>Since the quote of %1:</source>
        <translation>Desde a cotação de %1:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; for %2, valid until %3. Saved on this computer.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; para %2, válida até %3. Salva neste computador.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; for %2. Saved on this computer.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; para %2. Salva neste computador.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::RowTable</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Add a row to %1</source>
        <translation>Adicionar uma linha em %1</translation>
    </message>
    <message>
        <source>Remove the selected row of %1</source>
        <translation>Remover a linha selecionada de %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SaleStatusView</name>
    <message>
        <source>Sale started</source>
        <translation>Venda iniciada</translation>
    </message>
    <message>
        <source>Waiting for the payment</source>
        <translation>Aguardando o pagamento</translation>
    </message>
    <message>
        <source>Payment confirmed</source>
        <translation>Pagamento confirmado</translation>
    </message>
    <message>
        <source>Payment refused</source>
        <translation>Pagamento recusado</translation>
    </message>
    <message>
        <source>Policy issued</source>
        <translation>Apólice emitida</translation>
    </message>
    <message>
        <source>Open policy &amp;document</source>
        <translation>Abrir o &amp;PDF da apólice</translation>
    </message>
    <message>
        <source>Show &amp;policy</source>
        <translation>Ver a&amp;pólice</translation>
    </message>
    <message>
        <source>Sale timeline</source>
        <translation>Linha do tempo da venda</translation>
    </message>
    <message>
        <source>Timeline:</source>
        <translation>Linha do tempo:</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source> (policy %1)</source>
        <translation> (apólice %1)</translation>
    </message>
    <message>
        <source>Payment refused: the sale failed</source>
        <translation>Pagamento recusado: a venda não foi concluída</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Cancelada</translation>
    </message>
    <message>
        <source>Waiting for the payment…</source>
        <translation>Aguardando o pagamento…</translation>
    </message>
    <message>
        <source>Sale started…</source>
        <translation>Venda iniciada…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
    <message>
        <source>Policy cancelled</source>
        <translation>Apólice cancelada</translation>
    </message>
    <message>
        <source>Policy cancelled on %1</source>
        <translation>Apólice cancelada em %1</translation>
    </message>
    <message>
        <source>Policy document.pdf</source>
        <translation>Documento da apólice.pdf</translation>
    </message>
    <message>
        <source>&amp;Try another payment method</source>
        <translation>&amp;Tentar outra forma de pagamento</translation>
    </message>
    <message>
        <source>The customer pays with the Pix code the insurer sent; the policy is issued as soon as the payment arrives, usually in minutes.</source>
        <translation>O cliente paga com o código Pix que a seguradora enviou; a apólice é emitida assim que o pagamento chega, em geral em minutos.</translation>
    </message>
    <message>
        <source>The customer pays the boleto by its due date; the bank confirms it in up to two business days (by %1), and the policy is issued then.</source>
        <translation>O cliente paga o boleto até o vencimento; o banco confirma em até dois dias úteis (até %1), e a apólice é emitida então.</translation>
    </message>
    <message>
        <source>The policy is issued when the transfer reaches the insurer, usually the same business day.</source>
        <translation>A apólice é emitida quando a transferência chega à seguradora, em geral no mesmo dia útil.</translation>
    </message>
    <message>
        <source>The bank debits the account and confirms it in up to two business days (by %1); the policy is issued then.</source>
        <translation>O banco debita a conta e confirma em até dois dias úteis (até %1); a apólice é emitida então.</translation>
    </message>
    <message>
        <source>The card operator is confirming the payment, usually in seconds.</source>
        <translation>A operadora do cartão está confirmando o pagamento, em geral em segundos.</translation>
    </message>
    <message>
        <source>The policy is issued once the insurer confirms the payment.</source>
        <translation>A apólice é emitida assim que a seguradora confirmar o pagamento.</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Venda</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SalesListModel</name>
    <message>
        <source>%1 in %2×</source>
        <translation>%1 em %2×</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>Parcelamento</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Vigência</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SalesPage</name>
    <message>
        <source>Choose a sale to see its status, or sell a quote from the Quote page.</source>
        <translation>Escolha uma venda para ver a situação dela, ou venda uma cotação na página Cotação.</translation>
    </message>
    <message>
        <source>Sales made from this desk</source>
        <translation>Vendas feitas nesta estação</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>Vendas</translation>
    </message>
    <message>
        <source>The office&apos;s sales</source>
        <translation>Vendas da corretora</translation>
    </message>
    <message numerus="yes">
        <source>%n sale(s) of the office, newest first</source>
        <translation>
            <numerusform>%n venda da corretora, a mais recente primeiro</numerusform>
            <numerusform>%n vendas da corretora, as mais recentes primeiro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sale(s) made from this desk</source>
        <translation>
            <numerusform>%n venda feita neste computador</numerusform>
            <numerusform>%n vendas feitas neste computador</numerusform>
        </translation>
    </message>
    <message>
        <source>No sale yet. Quote a product and sell it: each sale follows here until its policy is issued.</source>
        <translation>Nenhuma venda ainda. Cote um produto e venda: cada venda é acompanhada aqui até a emissão da apólice.</translation>
    </message>
    <message>
        <source>New &amp;quote</source>
        <translation>Nova &amp;cotação</translation>
    </message>
    <message>
        <source>The operator does not list the office&apos;s sales: these are the sales made from this desk.</source>
        <translation>A operadora não mostra as vendas do escritório: aqui estão as vendas feitas nesta estação.</translation>
    </message>
    <message>
        <source>sales waiting for payment</source>
        <translation>vendas aguardando pagamento</translation>
    </message>
    <message>
        <source>sales whose payment failed</source>
        <translation>vendas com pagamento recusado</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SavedQuotesModel</name>
    <message>
        <source>Expired</source>
        <translation>Expirada</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Policy holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>From</source>
        <translation>A partir de</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Válida até</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Saved on</source>
        <translation>Salva em</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Vendida</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SettingsPage</name>
    <message>
        <source>Brokerage service</source>
        <translation>Serviço da corretora</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>URL do servidor</translation>
    </message>
    <message>
        <source>Token URL</source>
        <translation>URL do token</translation>
    </message>
    <message>
        <source>Server URL + /oauth2/token</source>
        <translation>URL do servidor + /oauth2/token</translation>
    </message>
    <message>
        <source>Client id</source>
        <translation>ID do cliente</translation>
    </message>
    <message>
        <source>Client secret</source>
        <translation>Segredo do cliente</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audiência</translation>
    </message>
    <message>
        <source>Broker channel id</source>
        <translation>Id do canal da corretora</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Padrão do sistema</translation>
    </message>
    <message>
        <source>Use the built-in demo service</source>
        <translation>Usar o serviço de demonstração embutido</translation>
    </message>
    <message>
        <source>Use a brokerage service</source>
        <translation>Usar um serviço da corretora</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation>&amp;URL do servidor:</translation>
    </message>
    <message>
        <source>&amp;Token URL:</source>
        <translation>URL do &amp;token:</translation>
    </message>
    <message>
        <source>Client &amp;id:</source>
        <translation>&amp;ID do cliente:</translation>
    </message>
    <message>
        <source>Client s&amp;ecret:</source>
        <translation>S&amp;egredo do cliente:</translation>
    </message>
    <message>
        <source>&amp;Audience:</source>
        <translation>&amp;Audiência:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Idi&amp;oma:</translation>
    </message>
    <message>
        <source>A new language applies the next time BrokerDesk starts.</source>
        <translation>Um novo idioma vale a partir da próxima vez que o BrokerDesk for iniciado.</translation>
    </message>
    <message>
        <source>Save and apply (Ctrl+S)</source>
        <translation>Salvar e aplicar (Ctrl+S)</translation>
    </message>
    <message>
        <source>No keychain is available on this computer: secrets are kept for this session only and must be entered again next time.</source>
        <translation>Não há chaveiro disponível neste computador: os segredos ficam guardados apenas nesta sessão e precisarão ser informados de novo na próxima vez.</translation>
    </message>
    <message>
        <source>Some settings need your attention.</source>
        <translation>Algumas configurações precisam de atenção.</translation>
    </message>
    <message>
        <source>enter an http:// or https:// address</source>
        <translation>informe um endereço http:// ou https://</translation>
    </message>
    <message>
        <source>enter an http:// or https:// address, or leave it empty</source>
        <translation>informe um endereço http:// ou https://, ou deixe em branco</translation>
    </message>
    <message>
        <source>enter the client id you were given</source>
        <translation>informe o client id que você recebeu</translation>
    </message>
    <message>
        <source>enter the client secret you were given</source>
        <translation>informe o segredo do cliente que você recebeu</translation>
    </message>
    <message>
        <source>enter your broker channel id</source>
        <translation>informe o id do canal da sua corretora</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Salvo.</translation>
    </message>
    <message>
        <source>The built-in demo service starts the next time BrokerDesk starts.</source>
        <translation>O serviço de demonstração embutido será iniciado na próxima vez que o BrokerDesk for aberto.</translation>
    </message>
    <message>
        <source>The new language applies the next time BrokerDesk starts.</source>
        <translation>O novo idioma vale a partir da próxima vez que o BrokerDesk for iniciado.</translation>
    </message>
    <message>
        <source>Settings saved</source>
        <translation>Configurações salvas</translation>
    </message>
    <message>
        <source>Allow unencrypted http:// (the secret and tokens travel readable)</source>
        <translation>Permitir http:// sem criptografia (o segredo e os tokens trafegam legíveis)</translation>
    </message>
    <message>
        <source>use https://, or allow unencrypted http:// below</source>
        <translation>use https:// ou permita http:// sem criptografia abaixo</translation>
    </message>
    <message>
        <source>&amp;Load channels</source>
        <translation>&amp;Carregar canais</translation>
    </message>
    <message>
        <source>Broker channel</source>
        <translation>Canal da corretora</translation>
    </message>
    <message>
        <source>Sign in with the connection above and list your channels</source>
        <translation>Entrar com a conexão acima e listar os seus canais</translation>
    </message>
    <message>
        <source>Broker &amp;channel:</source>
        <translation>&amp;Canal da corretora:</translation>
    </message>
    <message>
        <source>Channel i&amp;d:</source>
        <translation>I&amp;dentificador do canal:</translation>
    </message>
    <message>
        <source>The channels could not be listed.</source>
        <translation>Não foi possível listar os canais.</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) found.</source>
        <translation>
            <numerusform>%n canal encontrado.</numerusform>
            <numerusform>%n canais encontrados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unnamed channel</source>
        <translation>Canal sem nome</translation>
    </message>
    <message>
        <source>Configured channel</source>
        <translation>Canal configurado</translation>
    </message>
    <message>
        <source>Configured channel (not listed)</source>
        <translation>Canal configurado (fora da lista)</translation>
    </message>
    <message>
        <source>Another channel (enter its id)</source>
        <translation>Outro canal (informe o identificador)</translation>
    </message>
    <message>
        <source>Sign-in details</source>
        <translation>Dados de acesso</translation>
    </message>
    <message>
        <source>Test co&amp;nnection</source>
        <translation>Testar co&amp;nexão</translation>
    </message>
    <message>
        <source>Sign in with what the form holds and read the channel&apos;s products</source>
        <translation>Entrar com o que o formulário tem e ler os produtos do canal</translation>
    </message>
    <message>
        <source>Signing in at %1…</source>
        <translation>Entrando em %1…</translation>
    </message>
    <message>
        <source>Signing in at %1 did not work.</source>
        <translation>A entrada em %1 não funcionou.</translation>
    </message>
    <message>
        <source>Signed in at %1; reading the channel…</source>
        <translation>Entrada feita em %1; lendo o canal…</translation>
    </message>
    <message>
        <source>Signed in at %1, but the channel could not be read.</source>
        <translation>Entrada feita em %1, mas o canal não pôde ser lido.</translation>
    </message>
    <message numerus="yes">
        <source>The connection works: signed in at %1, and the channel offers %n product(s).</source>
        <translation>
            <numerusform>A conexão funciona: entrada feita em %1, e o canal oferece %n produto.</numerusform>
            <numerusform>A conexão funciona: entrada feita em %1, e o canal oferece %n produtos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working on the built-in demo service</source>
        <translation>Trabalhando na demonstração neste computador</translation>
    </message>
    <message>
        <source>Working on the service at %1</source>
        <translation>Trabalhando no serviço em %1</translation>
    </message>
    <message>
        <source>Built-in demo service</source>
        <translation>Serviço de demonstração embutido</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operadora</translation>
    </message>
    <message>
        <source>Connection (administrator)</source>
        <translation>Conexão (administrador)</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::StepIndicator</name>
    <message>
        <source>%1, current step</source>
        <translation>%1, passo atual</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::TravelForm</name>
    <message>
        <source>First name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Sobrenome</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Data de nascimento</translation>
    </message>
    <message>
        <source>Travelers</source>
        <translation>Viajantes</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>South America</source>
        <translation>América do Sul</translation>
    </message>
    <message>
        <source>Central America</source>
        <translation>América Central</translation>
    </message>
    <message>
        <source>North America</source>
        <translation>América do Norte</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>África</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Ásia</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceania</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Destino:</translation>
    </message>
    <message>
        <source>Travelers:</source>
        <translation>Viajantes:</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::VehicleForm</name>
    <message>
        <source>&amp;0 km (new vehicle)</source>
        <translation>&amp;0 km (veículo novo)</translation>
    </message>
    <message>
        <source>Plate</source>
        <translation>Placa</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Chassi</translation>
    </message>
    <message>
        <source>Brand</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Model year</source>
        <translation>Ano do modelo</translation>
    </message>
    <message>
        <source>Manufacture year</source>
        <translation>Ano de fabricação</translation>
    </message>
    <message>
        <source>FIPE code</source>
        <translation>Código FIPE</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Combustível</translation>
    </message>
    <message>
        <source>New vehicle</source>
        <translation>Veículo novo</translation>
    </message>
    <message>
        <source>17 characters (optional)</source>
        <translation>17 caracteres (opcional)</translation>
    </message>
    <message>
        <source>Flex</source>
        <translation>Flex</translation>
    </message>
    <message>
        <source>Gasoline</source>
        <translation>Gasolina</translation>
    </message>
    <message>
        <source>Ethanol</source>
        <translation>Etanol</translation>
    </message>
    <message>
        <source>Diesel</source>
        <translation>Diesel</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Híbrido</translation>
    </message>
    <message>
        <source>Electric</source>
        <translation>Elétrico</translation>
    </message>
    <message>
        <source>&amp;Plate:</source>
        <translation>&amp;Placa:</translation>
    </message>
    <message>
        <source>C&amp;hassis:</source>
        <translation>C&amp;hassi:</translation>
    </message>
    <message>
        <source>&amp;Brand:</source>
        <translation>&amp;Marca:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>M&amp;odelo:</translation>
    </message>
    <message>
        <source>Model &amp;year:</source>
        <translation>&amp;Ano do modelo:</translation>
    </message>
    <message>
        <source>Ma&amp;nufacture year:</source>
        <translation>Ano de &amp;fabricação:</translation>
    </message>
    <message>
        <source>&amp;FIPE code:</source>
        <translation>Código F&amp;IPE:</translation>
    </message>
    <message>
        <source>F&amp;uel:</source>
        <translation>Com&amp;bustível:</translation>
    </message>
    <message>
        <source>Model year in the FIPE table</source>
        <translation>Ano-modelo na tabela FIPE</translation>
    </message>
    <message>
        <source>FIPE &amp;table:</source>
        <translation>&amp;Tabela FIPE:</translation>
    </message>
    <message>
        <source>FIPE value: %1</source>
        <translation>Valor FIPE: %1</translation>
    </message>
    <message>
        <source>FIPE value: %1 (%2)</source>
        <translation>Valor FIPE: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityDetails</name>
    <message>
        <source>Select an affinity to see its details.</source>
        <translation>Selecione uma afinidade para ver os detalhes.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>A&amp;brir</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Sal&amp;var como…</translation>
    </message>
    <message>
        <source>Affinity details</source>
        <translation>Detalhes da afinidade</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>CPF / CNPJ</source>
        <translation>CPF / CNPJ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Criada em</translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation>Cancelada em</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>Anexos</translation>
    </message>
    <message>
        <source>Open the attachment in the system&apos;s viewer (Enter)</source>
        <translation>Abrir o anexo no visualizador do sistema (Enter)</translation>
    </message>
    <message>
        <source>Save the attachment as a file</source>
        <translation>Salvar o anexo como arquivo</translation>
    </message>
    <message>
        <source>Attachments:</source>
        <translation>Anexos:</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>invoice %1</source>
        <translation>nota fiscal %1</translation>
    </message>
    <message numerus="yes">
        <source>%n beneficiary(ies)</source>
        <translation>
            <numerusform>%n beneficiário</numerusform>
            <numerusform>%n beneficiários</numerusform>
        </translation>
    </message>
    <message>
        <source>The insurer sends the documents once it issues the affinity.</source>
        <translation>A seguradora envia os documentos assim que emitir a afinidade.</translation>
    </message>
    <message>
        <source>No attachments.</source>
        <translation>Sem anexos.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referência</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityLifetimeStep</name>
    <message>
        <source>Lifetime</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>When the affinity starts and ends (at most five years).</source>
        <translation>Quando a afinidade começa e termina (no máximo cinco anos).</translation>
    </message>
    <message>
        <source>6 months</source>
        <translation>6 meses</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 ano</translation>
    </message>
    <message>
        <source>2 years</source>
        <translation>2 anos</translation>
    </message>
    <message>
        <source>An affinity lasts at most five years.</source>
        <translation>Uma afinidade dura no máximo cinco anos.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityPlanStep</name>
    <message>
        <source>Plans</source>
        <translation>Planos</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>Choose what the affinity covers.</source>
        <translation>Escolha o que a afinidade cobre.</translation>
    </message>
    <message>
        <source>Coverages: %1</source>
        <translation>Coberturas: %1</translation>
    </message>
    <message>
        <source>Assists: %1</source>
        <translation>Assistências: %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityProductStep</name>
    <message>
        <source>Products of the partnership</source>
        <translation>Produtos da parceria</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Choose the partnership&apos;s product. Next asks the insurer for its plans.</source>
        <translation>Escolha o produto da parceria. Avançar pede à seguradora os planos dele.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Asking the insurer for the plans…</source>
        <translation>Pedindo os planos à seguradora…</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityWizard</name>
    <message>
        <source>New affinity</source>
        <translation>Nova afinidade</translation>
    </message>
    <message>
        <source>C&amp;reate affinity</source>
        <translation>C&amp;riar afinidade</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::HolderItemStep</name>
    <message>
        <source>Insured item</source>
        <translation>Item segurado</translation>
    </message>
    <message>
        <source>Holder and item</source>
        <translation>Segurado e item</translation>
    </message>
    <message>
        <source>Who is insured and what. CPF and CNPJ are checked as you type.</source>
        <translation>Quem é segurado e o quê. CPF e CNPJ são conferidos enquanto você digita.</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Insured item (%1)</source>
        <translation>Item segurado (%1)</translation>
    </message>
    <message>
        <source>Sending the affinity to the insurer…</source>
        <translation>Enviando a afinidade à seguradora…</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::PartnershipView</name>
    <message>
        <source>Partnership</source>
        <translation>Parceria</translation>
    </message>
    <message>
        <source>Products of the partnership</source>
        <translation>Produtos da parceria</translation>
    </message>
    <message>
        <source>Double-click a product (or press Enter) to start an affinity on it</source>
        <translation>Clique duas vezes em um produto (ou tecle Enter) para iniciar uma afinidade nele</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Parceiro</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produtos</translation>
    </message>
    <message>
        <source>Loading the partnership…</source>
        <translation>Carregando a parceria…</translation>
    </message>
    <message>
        <source>CNPJ %1</source>
        <translation>CNPJ %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Coverages: %1
Assists: %2</source>
        <translation>Coberturas: %1
Assistências: %2</translation>
    </message>
    <message>
        <source>The partnership offers no products.</source>
        <translation>A parceria não oferece produtos.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::CommissionsView</name>
    <message>
        <source>Export &amp;months…</source>
        <translation>Exportar &amp;meses…</translation>
    </message>
    <message>
        <source>Export &amp;cancellations…</source>
        <translation>Exportar &amp;cancelamentos…</translation>
    </message>
    <message>
        <source>Commissions per month</source>
        <translation>Comissões por mês</translation>
    </message>
    <message>
        <source>Commissions lost to cancellations</source>
        <translation>Comissões perdidas com cancelamentos</translation>
    </message>
    <message>
        <source>Commissions of the next 12 months</source>
        <translation>Comissões dos próximos 12 meses</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mês</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Previsto</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recebido</translation>
    </message>
    <message>
        <source>Still due</source>
        <translation>A receber</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Vencido</translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation>Cancelada em</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation>Estorno</translation>
    </message>
    <message>
        <source>Commission lost</source>
        <translation>Comissão perdida</translation>
    </message>
    <message>
        <source>Installments lost</source>
        <translation>Parcelas perdidas</translation>
    </message>
    <message>
        <source>&lt;b&gt;Expected per month&lt;/b&gt; (by forecast date)</source>
        <translation>&lt;b&gt;Previsto por mês&lt;/b&gt; (pela data prevista)</translation>
    </message>
    <message>
        <source>&lt;b&gt;At risk:&lt;/b&gt; canceled policies</source>
        <translation>&lt;b&gt;Em risco:&lt;/b&gt; apólices canceladas</translation>
    </message>
    <message>
        <source>(no holder named)</source>
        <translation>(segurado não informado)</translation>
    </message>
    <message numerus="yes">
        <source>Still due: &lt;b&gt;%1&lt;/b&gt; · overdue: &lt;b&gt;%2&lt;/b&gt; · lost to %n cancellation(s): &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>
            <numerusform>A receber: &lt;b&gt;%1&lt;/b&gt; · vencido: &lt;b&gt;%2&lt;/b&gt; · perdido em %n cancelamento: &lt;b&gt;%3&lt;/b&gt;</numerusform>
            <numerusform>A receber: &lt;b&gt;%1&lt;/b&gt; · vencido: &lt;b&gt;%2&lt;/b&gt; · perdido em %n cancelamentos: &lt;b&gt;%3&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::LedgerFilterBar</name>
    <message>
        <source>&amp;Dates</source>
        <translation>&amp;Datas</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>Todas as categorias</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Paid or not</source>
        <translation>Pago ou não</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>Não pago</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Data inicial</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Data final</translation>
    </message>
    <message>
        <source>Show &amp;deleted</source>
        <translation>Mostrar e&amp;xcluídos</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Vencidos</translation>
    </message>
    <message>
        <source>Only records whose money moves between the two dates: the cash date once paid, the forecast before</source>
        <translation>Só os lançamentos cujo dinheiro entra ou sai entre as duas datas: a data do caixa, se pago; antes disso, a prevista</translation>
    </message>
    <message>
        <source>Also list the deleted records, struck through; they count in no total</source>
        <translation>Listar também os lançamentos excluídos, riscados; eles não entram em nenhum total</translation>
    </message>
    <message>
        <source>Search by holder, policy or description</source>
        <translation>Buscar por segurado, apólice ou descrição</translation>
    </message>
    <message>
        <source>Holder, policy or description…</source>
        <translation>Segurado, apólice ou descrição…</translation>
    </message>
    <message>
        <source>Customer premiums</source>
        <translation>Prêmios dos clientes</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::LedgerMirrorView</name>
    <message>
        <source>&amp;Sync now</source>
        <translation>&amp;Sincronizar agora</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <source>Mirrored cash-flow records</source>
        <translation>Lançamentos do fluxo de caixa</translation>
    </message>
    <message>
        <source>Mirroring the ledger: %1 of %2 records…</source>
        <translation>Copiando o extrato: %1 de %2 lançamentos…</translation>
    </message>
    <message>
        <source>The sync stopped: %1 It resumes where it stopped.</source>
        <translation>A sincronização parou: %1 Ela continua de onde parou.</translation>
    </message>
    <message>
        <source>Mirroring the ledger…</source>
        <translation>Copiando o extrato…</translation>
    </message>
    <message>
        <source>The local mirror is not open.</source>
        <translation>A cópia local não está aberta.</translation>
    </message>
    <message>
        <source>%1 records mirrored; the sync was interrupted.</source>
        <translation>%1 lançamentos trazidos; a atualização foi interrompida.</translation>
    </message>
    <message>
        <source>Nothing mirrored yet: press Sync now to copy the ledger here.</source>
        <translation>Nada trazido ainda: clique em Sincronizar agora para trazer o extrato para cá.</translation>
    </message>
    <message>
        <source>%1 records mirrored, last synced %2.</source>
        <translation>%1 lançamentos, atualizados em %2.</translation>
    </message>
    <message>
        <source>Export the ledger</source>
        <translation>Exportar o extrato</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n record(s)…</source>
        <translation>
            <numerusform>Exportando %n lançamento…</numerusform>
            <numerusform>Exportando %n lançamentos…</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be opened: %1</source>
        <translation>Não foi possível abrir o arquivo: %1</translation>
    </message>
    <message>
        <source>The export failed.</source>
        <translation>A exportação falhou.</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Não foi possível gravar o arquivo: %1</translation>
    </message>
    <message>
        <source>All records are here; building the indexes for filters and totals…</source>
        <translation>Todos os lançamentos chegaram; criando os índices para filtros e totais…</translation>
    </message>
    <message>
        <source>Start a &amp;new mirror…</source>
        <translation>Começar um &amp;novo espelho…</translation>
    </message>
    <message>
        <source>Start a new mirror</source>
        <translation>Começar um novo espelho</translation>
    </message>
    <message>
        <source>The ledger mirror on this machine belongs to another account. Start a new mirror of this account&apos;s ledger?</source>
        <translation>O espelho do razão neste computador pertence a outra conta. Começar um novo espelho do razão desta conta?</translation>
    </message>
    <message>
        <source>The old mirror is not deleted: it is renamed and kept in the same folder.</source>
        <translation>O espelho antigo não é apagado: ele é renomeado e mantido na mesma pasta.</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>&amp;Lançamentos</translation>
    </message>
    <message>
        <source>C&amp;ommissions</source>
        <translation>C&amp;omissões</translation>
    </message>
    <message>
        <source>Open &amp;policy</source>
        <translation>Abrir &amp;apólice</translation>
    </message>
    <message>
        <source>Show this record&apos;s policy on the Policies page</source>
        <translation>Mostrar a apólice deste lançamento na página Apólices</translation>
    </message>
    <message>
        <source>Cash date</source>
        <translation>Data de caixa</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Checking the records that may have changed since…</source>
        <translation>Conferindo os lançamentos que podem ter mudado desde então…</translation>
    </message>
    <message>
        <source>&amp;Show those days too</source>
        <translation>&amp;Mostrar também esses dias</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) · in %1 · out %2 · net &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>
            <numerusform>%n lançamento · entradas %1 · saídas %2 · saldo &lt;b&gt;%3&lt;/b&gt;</numerusform>
            <numerusform>%n lançamentos · entradas %1 · saídas %2 · saldo &lt;b&gt;%3&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>To receive %1, of which overdue %2 · to pay %3, of which overdue %4</source>
        <translation>A receber %1, dos quais vencidos %2 · a pagar %3, dos quais vencidos %4</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) written today fall outside this period, from %1 to %2.</source>
        <translation>
            <numerusform>%n lançamento registrado hoje fica fora deste período: vence entre %1 e %2.</numerusform>
            <numerusform>%n lançamentos registrados hoje ficam fora deste período: vencem entre %1 e %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>In and out per month, by the day money moves, %1 to %2</source>
        <translation>Entradas e saídas por mês, pela data do dinheiro, de %1 a %2</translation>
    </message>
    <message>
        <source>In and out per month, by the day money moves</source>
        <translation>Entradas e saídas por mês, pela data do dinheiro</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>all dates</source>
        <translation>todas as datas</translation>
    </message>
    <message>
        <source>Cash flow</source>
        <translation>Fluxo de caixa</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::MonthlyChart</name>
    <message>
        <source>Money in and out per month</source>
        <translation>Entradas e saídas por mês</translation>
    </message>
    <message>
        <source>In and out per month</source>
        <translation>Entradas e saídas por mês</translation>
    </message>
    <message>
        <source>In</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Saídas</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::RecordDetails</name>
    <message>
        <source>Record details</source>
        <translation>Detalhes do lançamento</translation>
    </message>
    <message>
        <source>Select a record to see all its details.</source>
        <translation>Selecione um lançamento para ver todos os detalhes.</translation>
    </message>
    <message>
        <source>This record could not be read.</source>
        <translation>Não foi possível ler este lançamento.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Excluído</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>Não pago</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Net amount</source>
        <translation>Valor líquido</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>Dedução</translation>
    </message>
    <message>
        <source>Total of the deductions</source>
        <translation>Total das deduções</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Recurrence</source>
        <translation>Recorrência</translation>
    </message>
    <message>
        <source>Installment</source>
        <translation>Parcela</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Sequência</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodicidade</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation>Forma de pagamento</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>Pagador</translation>
    </message>
    <message>
        <source>Payer&apos;s document</source>
        <translation>Documento do pagador</translation>
    </message>
    <message>
        <source>Drawer</source>
        <translation>Favorecido</translation>
    </message>
    <message>
        <source>Drawer&apos;s document</source>
        <translation>Documento do favorecido</translation>
    </message>
    <message>
        <source>Drawer&apos;s bank account</source>
        <translation>Conta do favorecido</translation>
    </message>
    <message>
        <source>bank %1, agency %2, account %3-%4</source>
        <translation>banco %1, agência %2, conta %3-%4</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Apólice</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Sinistro</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>Comissão</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Datas</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Criado em</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Previsão</translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation>Saída do caixa</translation>
    </message>
    <message>
        <source>Cash in</source>
        <translation>Entrada no caixa</translation>
    </message>
    <message>
        <source>Linked to</source>
        <translation>Vinculado a</translation>
    </message>
    <message>
        <source>linked to this record</source>
        <translation>vinculada a este lançamento</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>de %1</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::policies::BankAccount</name>
    <message>
        <source>The bank code has exactly 3 digits.</source>
        <translation>O código do banco tem exatamente 3 dígitos.</translation>
    </message>
    <message>
        <source>The agency has 1 to 5 digits.</source>
        <translation>A agência tem de 1 a 5 dígitos.</translation>
    </message>
    <message>
        <source>The account number has 1 to 12 digits.</source>
        <translation>O número da conta tem de 1 a 12 dígitos.</translation>
    </message>
    <message>
        <source>The account digit is one digit or X.</source>
        <translation>O dígito da conta é um algarismo ou X.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::policies::CancelPolicyDialog</name>
    <message>
        <source>Bank account for the wire transfer</source>
        <translation>Conta bancária para a transferência</translation>
    </message>
    <message>
        <source>Cancel policy</source>
        <translation>Cancelar apólice</translation>
    </message>
    <message>
        <source>Cancel reason</source>
        <translation>Motivo do cancelamento</translation>
    </message>
    <message>
        <source>Choose a reason…</source>
        <translation>Escolha um motivo…</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Optional: what the customer or insurer said</source>
        <translation>Opcional: o que o cliente ou a seguradora informou</translation>
    </message>
    <message>
        <source>Reversal method</source>
        <translation>Forma de estorno</translation>
    </message>
    <message>
        <source>The way it was paid</source>
        <translation>A mesma forma do pagamento</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrição:</translation>
    </message>
    <message>
        <source>Reversal &amp;method:</source>
        <translation>&amp;Forma de estorno:</translation>
    </message>
    <message>
        <source>Bank code</source>
        <translation>Código do banco</translation>
    </message>
    <message>
        <source>Agency</source>
        <translation>Agência</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>Account digit</source>
        <translation>Dígito da conta</translation>
    </message>
    <message>
        <source>3 digits, e.g. 341</source>
        <translation>3 dígitos, por exemplo 341</translation>
    </message>
    <message>
        <source>&amp;Bank code:</source>
        <translation>&amp;Banco:</translation>
    </message>
    <message>
        <source>A&amp;gency:</source>
        <translation>A&amp;gência:</translation>
    </message>
    <message>
        <source>A&amp;ccount:</source>
        <translation>&amp;Conta:</translation>
    </message>
    <message>
        <source>Account di&amp;git:</source>
        <translation>Dí&amp;gito:</translation>
    </message>
    <message>
        <source>Cancel &amp;policy</source>
        <translation>Cancelar a&amp;pólice</translation>
    </message>
    <message>
        <source>&amp;Keep policy</source>
        <translation>Ma&amp;nter apólice</translation>
    </message>
    <message>
        <source>Choose why the policy is cancelled.</source>
        <translation>Escolha o motivo do cancelamento da apólice.</translation>
    </message>
    <message>
        <source>Some answers need fixing before the cancel can be sent.</source>
        <translation>Algumas respostas precisam ser corrigidas antes de enviar o cancelamento.</translation>
    </message>
    <message>
        <source>Cancel the policy &lt;b&gt;%1&lt;/b&gt; (%2)?</source>
        <translation>Cancelar a apólice &lt;b&gt;%1&lt;/b&gt; (%2)?</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::policies::PolicyDetails</name>
    <message>
        <source>Select a policy to see its details.</source>
        <translation>Selecione uma apólice para ver os detalhes.</translation>
    </message>
    <message>
        <source>Policy details</source>
        <translation>Detalhes da apólice</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>CPF / CNPJ</source>
        <translation>CPF / CNPJ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Vigência</translation>
    </message>
    <message>
        <source>Premium</source>
        <translation>Prêmio</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Emitida em</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Apólice</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Venda</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation>Cancelada em</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation>Estorno</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Open the policy PDF</source>
        <translation>Abrir o PDF da apólice</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <source>IMEI %1</source>
        <translation>IMEI %1</translation>
    </message>
    <message>
        <source>%1, %2 – %3/%4, CEP %5</source>
        <translation>%1, %2 – %3/%4, CEP %5</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Paid by</source>
        <translation>Pago com</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Data de nascimento</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Insured item</source>
        <translation>Item segurado</translation>
    </message>
    <message>
        <source>Cancellation</source>
        <translation>Cancelamento</translation>
    </message>
    <message>
        <source>Insurer</source>
        <translation>Seguradora</translation>
    </message>
    <message>
        <source>Renewed by</source>
        <translation>Renovada por</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::policies::RefundTable</name>
    <message>
        <source>Paid by the customer</source>
        <translation>Pago pelo cliente</translation>
    </message>
    <message>
        <source>Kept by the insurer</source>
        <translation>Fica com a seguradora</translation>
    </message>
    <message>
        <source>Refunded to the customer</source>
        <translation>Devolvido ao cliente</translation>
    </message>
    <message>
        <source>Commission charged back</source>
        <translation>Comissão estornada</translation>
    </message>
    <message>
        <source>This policy&apos;s cover has already ended: the insurer will refuse the cancel.</source>
        <translation>A vigência desta apólice já terminou: a seguradora recusará o cancelamento.</translation>
    </message>
    <message>
        <source>Choose the reason: the refund depends on who cancels and when.</source>
        <translation>Escolha o motivo: a devolução depende de quem cancela e quando.</translation>
    </message>
    <message>
        <source>Premium without IOF or interest; with them the customer paid %1.</source>
        <translation>Prêmio sem IOF nem juros; com eles, o cliente pagou %1.</translation>
    </message>
    <message>
        <source>Premium without IOF.</source>
        <translation>Prêmio sem IOF.</translation>
    </message>
    <message>
        <source>What has been paid could not be read (%1).</source>
        <translation>Não foi possível ler o que já foi pago (%1).</translation>
    </message>
    <message>
        <source>Reading what has been paid…</source>
        <translation>Lendo o que já foi pago…</translation>
    </message>
    <message>
        <source>Commission still to come is void: %1.</source>
        <translation>Comissão a receber anulada: %1.</translation>
    </message>
    <message>
        <source>The insurer confirms the exact amount.</source>
        <translation>A seguradora confirma o valor exato.</translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::recommendations::PercentGauge</name>
    <message>
        <source>Estimated chance of buying</source>
        <translation>Chance estimada de compra</translation>
    </message>
    <message>
        <source>No estimate yet</source>
        <translation>Ainda sem estimativa</translation>
    </message>
</context>
<context>
    <name>brokerdesk::webhook::WebhookReceiver</name>
    <message>
        <source>Nothing is received at this path.</source>
        <translation>Nada é recebido neste caminho.</translation>
    </message>
    <message>
        <source>Deliveries are POST requests.</source>
        <translation>As entregas são requisições POST.</translation>
    </message>
    <message>
        <source>The body is larger than 1 MiB.</source>
        <translation>O corpo é maior que 1 MiB.</translation>
    </message>
    <message>
        <source>The body is not a JSON object.</source>
        <translation>O corpo não é um objeto JSON.</translation>
    </message>
    <message>
        <source>The affinity has no id.</source>
        <translation>A afinidade não tem id.</translation>
    </message>
    <message>
        <source>The update could not be applied now.</source>
        <translation>Não foi possível aplicar a atualização agora.</translation>
    </message>
    <message>
        <source>The request head is too large.</source>
        <translation>O cabeçalho da requisição é grande demais.</translation>
    </message>
    <message>
        <source>Send the body with a Content-Length, or chunked.</source>
        <translation>Envie o corpo com Content-Length ou em partes (chunked).</translation>
    </message>
    <message>
        <source>Too many connections are open. Try again shortly.</source>
        <translation>Há conexões abertas demais. Tente de novo em instantes.</translation>
    </message>
    <message>
        <source>The request is not valid HTTP/1.1.</source>
        <translation>A requisição não é HTTP/1.1 válido.</translation>
    </message>
    <message>
        <source>The body names no affinity: it has neither id nor affinity_request_id.</source>
        <translation>O corpo não indica nenhuma afinidade: não tem id nem affinity_request_id.</translation>
    </message>
    <message>
        <source>Updates cannot be confirmed with the service now.</source>
        <translation>Agora não é possível conferir as atualizações com a operadora.</translation>
    </message>
    <message>
        <source>Too many updates wait to be confirmed; send this one again later.</source>
        <translation>Há atualizações demais aguardando conferência; envie esta de novo mais tarde.</translation>
    </message>
    <message>
        <source>The service has no affinity of that notice: nothing was changed.</source>
        <translation>A operadora não tem a afinidade desse aviso: nada foi alterado.</translation>
    </message>
    <message>
        <source>The update could not be confirmed with the service: %1</source>
        <translation>Não foi possível conferir a atualização com a operadora: %1</translation>
    </message>
</context>
</TS>
