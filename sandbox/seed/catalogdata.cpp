#include "catalogdata.h"

namespace brokerdesk::sandbox::catalogdata {

namespace {

constexpr qint64 reais(qint64 r)
{
    return r * 100;
}

} // namespace

const std::vector<Insurer> &insurers()
{
    static const std::vector<Insurer> list{
        {"horizonte", "Seguradora Horizonte S.A.", "112223330001"},
        {"atlantica", "Atlântica Vida e Previdência S.A.", "604745380001"},
        {"cruzeiro", "Cruzeiro do Sul Seguros Gerais S.A.", "285093740001"},
        {"pampa", "Pampa Seguradora Digital S.A.", "PAMP4SEG0001"}, // alphanumeric CNPJ
        {"ipe", "Ipê Garantias e Crédito S.A.", "437190250001"},
    };
    return list;
}

const std::vector<Option> &options(OptionSet set)
{
    static const std::vector<Option> standard{
        {"padrao", "Padrão", "Condições gerais do produto", 1.0, 0}};
    static const std::vector<Option> deductible{
        {"franquia-reduzida", "Franquia reduzida", "Metade da franquia básica; prêmio maior", 1.15, 0},
        {"franquia-basica", "Franquia básica", "Franquia padrão do produto", 1.0, 0},
        {"franquia-majorada", "Franquia majorada", "O dobro da franquia básica; prêmio menor", 0.85, 0}};
    static const std::vector<Option> fipe{
        {"fipe-100", "100% FIPE", "Indenização integral pela tabela FIPE", 1.0, 0},
        {"fipe-110", "110% FIPE", "Indenização de 110% da tabela FIPE", 1.1, 0}};
    static const std::vector<Option> warranty{
        {"12-meses", "12 meses", "Garantia por 12 meses após a do fabricante", 1.0, 0},
        {"24-meses", "24 meses", "Garantia por 24 meses após a do fabricante", 1.8, 0}};
    switch (set) {
    case Deductible:
        return deductible;
    case Fipe:
        return fipe;
    case WarrantyTerm:
        return warranty;
    case Standard:
        break;
    }
    return standard;
}

const std::vector<Assist> &assists()
{
    static const std::vector<Assist> list{
        {"guincho", "Guincho", "Reboque do veículo em caso de pane ou acidente",
         {{"200km", "200 km", "Reboque até 200 km", 1, 9000},
          {"400km", "400 km", "Reboque até 400 km", 1, 15000},
          {"ilimitado", "Ilimitado", "Reboque sem limite de quilometragem", 1, 24000}}},
        {"carro-reserva", "Carro reserva", "Veículo reserva durante o conserto",
         {{"7dias", "7 dias", "Carro reserva por até 7 dias", 1, 18000},
          {"15dias", "15 dias", "Carro reserva por até 15 dias", 1, 29000},
          {"30dias", "30 dias", "Carro reserva por até 30 dias", 1, 45000}}},
        {"chaveiro", "Chaveiro", "Abertura de portas e troca de fechaduras",
         {{"padrao", "Padrão", "Até 3 atendimentos por ano", 1, 4000}}},
        {"residencial-24h", "Assistência residencial 24 h", "Encanador, eletricista e vidraceiro",
         {{"basica", "Básica", "Até 3 atendimentos por ano", 1, 6000},
          {"completa", "Completa", "Atendimentos ilimitados e pequenos reparos", 1, 12000}}},
        {"telemedicina", "Telemedicina", "Consultas médicas por vídeo 24 horas",
         {{"individual", "Individual", "Para o titular", 1, 4800},
          {"familiar", "Familiar", "Para o titular e até 4 dependentes", 1, 9600}}},
        {"funeral-familiar", "Assistência funeral", "Organização e custeio do funeral",
         {{"individual", "Individual", "Para o titular", 1, 3600},
          {"familiar", "Familiar", "Para o titular, cônjuge e filhos", 1, 7200}}},
        {"traslado", "Traslado", "Traslado do corpo entre cidades",
         {{"nacional", "Nacional", "Em todo o território nacional", 1, 2400}}},
        {"orientacao", "Orientação financeira", "Atendimento de educadores financeiros",
         {{"padrao", "Padrão", "Até 4 sessões por ano", 1, 2400}}},
        {"aparelho-reserva", "Aparelho reserva", "Empréstimo de aparelho durante o reparo",
         {{"padrao", "Padrão", "Até 30 dias", 1, 4900}}},
        {"reparo-domicilio", "Reparo em domicílio", "Técnico na residência do segurado",
         {{"padrao", "Padrão", "Capitais e regiões metropolitanas", 1, 3600}}},
        {"bloqueio-cartoes", "Bloqueio de cartões", "Central única de bloqueio de cartões e documentos",
         {{"padrao", "Padrão", "Atendimento 24 horas", 1, 2400}}},
        {"concierge", "Concierge de viagem", "Reservas, câmbio e informações no destino",
         {{"padrao", "Padrão", "Atendimento 24 horas em português", 1, 1200}}},
        {"juridica", "Assistência jurídica", "Advogado no destino em caso de incidente",
         {{"padrao", "Padrão", "Até US$ 1.000 em honorários", 1, 2000}}},
        {"orientacao-pedagogica", "Orientação pedagógica", "Apoio escolar por especialistas",
         {{"padrao", "Padrão", "Até 6 sessões por ano", 1, 6000}}},
        {"desconto-farmacia", "Desconto em farmácias", "Descontos em medicamentos na rede credenciada",
         {{"padrao", "Padrão", "Rede nacional", 1, 2400}}},
    };
    return list;
}

const std::vector<Product> &products()
{
    static const std::vector<Product> list{
        {"auto-compreensivo", 1, 0, "Auto Compreensivo",
         "Cobertura compreensiva para carros de passeio: colisão, incêndio, roubo e furto",
         "15414.900123/2024-11",
         {{"casco", "Colisão, incêndio, roubo e furto", "Danos ao veículo segurado", true, false,
           reais(10000), reais(300000), 0.045, Deductible},
          {"rcf-dm", "Danos materiais a terceiros", "Responsabilidade civil facultativa", true, false,
           reais(50000), reais(500000), 0.004, Standard},
          {"rcf-dc", "Danos corporais a terceiros", "Responsabilidade civil facultativa", false,
           false, reais(50000), reais(1000000), 0.003, Standard},
          {"app", "Acidentes pessoais de passageiros", "Por passageiro, até a lotação do veículo",
           false, true, reais(10000), reais(100000), 0.002, Standard},
          {"vidros", "Vidros, faróis e retrovisores", "Reparo ou troca", false, false, reais(3000),
           reais(15000), 0.08, Standard}},
         "guincho,carro-reserva,chaveiro",
         {{"basico", "Básico", 1.0, "guincho", "casco,rcf-dm"},
          {"completo", "Completo", 0.95, "guincho,carro-reserva,chaveiro",
           "casco,rcf-dm,rcf-dc,app,vidros"}}},
        {"auto-popular", 1, 3, "Auto Roubo e Furto",
         "Proteção econômica contra roubo e furto, com danos a terceiros", "15414.900187/2024-03",
         {{"roubo-furto", "Roubo e furto", "Indenização pela tabela FIPE", true, false, reais(10000),
           reais(150000), 0.022, Fipe},
          {"rcf-dm", "Danos materiais a terceiros", "Responsabilidade civil facultativa", true, false,
           reais(30000), reais(200000), 0.004, Standard}},
         "guincho",
         {{"essencial", "Essencial", 1.0, "", "roubo-furto,rcf-dm"},
          {"essencial-mais", "Essencial com guincho", 1.05, "guincho", "roubo-furto,rcf-dm"}}},
        {"empresarial", 2, 2, "Empresarial PME",
         "Proteção do patrimônio de pequenas e médias empresas", "15414.900245/2023-57",
         {{"incendio", "Incêndio, raio e explosão", "Danos ao prédio e ao conteúdo", true, false,
           reais(50000), reais(5000000), 0.0025, Deductible},
          {"danos-eletricos", "Danos elétricos", "Curto-circuito e variação de tensão", false, false,
           reais(5000), reais(100000), 0.012, Standard},
          {"roubo-bens", "Roubo de bens", "Mercadorias, máquinas e equipamentos", false, false,
           reais(5000), reais(200000), 0.015, Deductible},
          {"rc-operacoes", "Responsabilidade civil de operações", "Danos a clientes e terceiros",
           false, false, reais(10000), reais(1000000), 0.004, Standard}},
         "chaveiro,residencial-24h",
         {{"essencial", "Essencial", 1.0, "chaveiro", "incendio,danos-eletricos"},
          {"completo", "Completo", 0.95, "chaveiro,residencial-24h",
           "incendio,danos-eletricos,roubo-bens,rc-operacoes"}}},
        {"educacional", 3, 1, "Educacional Garantido",
         "Custeio da educação dos filhos se faltar o responsável financeiro", "15414.900311/2024-80",
         {{"custeio-morte", "Custeio por morte do responsável", "Mensalidades até a formatura",
           true, false, reais(10000), reais(500000), 0.006, Standard},
          {"custeio-invalidez", "Custeio por invalidez", "Invalidez permanente do responsável",
           false, false, reais(10000), reais(500000), 0.003, Standard},
          {"perda-renda", "Perda de renda", "Desemprego involuntário do responsável", false, false,
           reais(5000), reais(100000), 0.02, Standard}},
         "orientacao-pedagogica",
         {{"basico", "Básico", 1.0, "", "custeio-morte"},
          {"integral", "Integral", 0.95, "orientacao-pedagogica",
           "custeio-morte,custeio-invalidez,perda-renda"}}},
        {"residencial", 4, 0, "Residencial Completo", "Casa ou apartamento protegido contra o imprevisto",
         "15414.900402/2024-16",
         {{"incendio", "Incêndio, raio e explosão", "Danos ao imóvel e ao conteúdo", true, false,
           reais(50000), reais(3000000), 0.0012, Deductible},
          {"danos-eletricos", "Danos elétricos", "Eletrodomésticos e instalações", false, false,
           reais(2000), reais(50000), 0.01, Standard},
          {"roubo", "Roubo e furto qualificado", "Bens dentro do imóvel", false, false, reais(2000),
           reais(100000), 0.012, Deductible},
          {"rc-familiar", "Responsabilidade civil familiar", "Danos causados a terceiros", false,
           false, reais(5000), reais(200000), 0.003, Standard},
          {"vendaval", "Vendaval e granizo", "Danos por fenômenos naturais", false, false,
           reais(5000), reais(500000), 0.004, Standard}},
         "chaveiro,residencial-24h",
         {{"basico", "Básico", 1.0, "chaveiro", "incendio,danos-eletricos"},
          {"completo", "Completo", 0.95, "chaveiro,residencial-24h",
           "incendio,danos-eletricos,roubo,rc-familiar,vendaval"}}},
        {"vida", 5, 1, "Vida Individual", "Proteção financeira para a família", "15414.900518/2024-42",
         {{"morte", "Morte por qualquer causa", "Capital pago aos beneficiários", true, false,
           reais(50000), reais(2000000), 0.003, Standard},
          {"ipa", "Invalidez permanente por acidente", "Total ou parcial", false, false,
           reais(50000), reais(2000000), 0.0006, Standard},
          {"doencas-graves", "Doenças graves", "Diagnóstico de câncer, infarto ou AVC", false, false,
           reais(10000), reais(500000), 0.004, Standard}},
         "telemedicina,funeral-familiar",
         {{"essencial", "Essencial", 1.0, "telemedicina", "morte"},
          {"protecao-total", "Proteção total", 0.95, "telemedicina,funeral-familiar",
           "morte,ipa,doencas-graves"}}},
        {"funeral", 6, 1, "Assistência Funeral Familiar", "Funeral organizado e pago, sem burocracia",
         "15414.900606/2023-75",
         {{"auxilio-funeral", "Auxílio funeral", "Reembolso das despesas do funeral", true, false,
           reais(3000), reais(15000), 0.02, Standard},
          {"morte-acidental", "Morte acidental", "Capital adicional aos beneficiários", false, false,
           reais(10000), reais(50000), 0.001, Standard}},
         "traslado,funeral-familiar",
         {{"individual", "Individual", 1.0, "traslado", "auxilio-funeral"},
          {"familiar", "Familiar", 1.6, "traslado,funeral-familiar",
           "auxilio-funeral,morte-acidental"}}},
        {"prestamista", 7, 4, "Prestamista Crédito Protegido",
         "Quitação do saldo devedor de empréstimos e financiamentos", "15414.900733/2024-29",
         {{"quitacao-morte", "Quitação por morte", "Saldo devedor quitado", true, false, reais(1000),
           reais(500000), 0.007, Standard},
          {"quitacao-invalidez", "Quitação por invalidez", "Invalidez permanente total", false,
           false, reais(1000), reais(500000), 0.003, Standard},
          {"desemprego", "Perda involuntária de emprego", "Até 6 parcelas do financiamento", false,
           false, reais(1000), reais(50000), 0.025, Standard}},
         "orientacao",
         {{"basico", "Básico", 1.0, "", "quitacao-morte"},
          {"completo", "Completo", 0.95, "orientacao", "quitacao-morte,quitacao-invalidez,desemprego"}}},
        {"portateis", 8, 3, "Equipamentos Portáteis", "Celulares, notebooks e tablets protegidos",
         "15414.900849/2024-61",
         {{"roubo-furto", "Roubo e furto qualificado", "Reposição do aparelho", true, false,
           reais(500), reais(30000), 0.09, Deductible},
          {"quebra", "Quebra acidental", "Conserto ou reposição", false, false, reais(500),
           reais(30000), 0.07, Deductible},
          {"danos-liquidos", "Danos por líquidos", "Oxidação e contato com líquidos", false, false,
           reais(500), reais(30000), 0.05, Standard}},
         "aparelho-reserva",
         {{"basico", "Básico", 1.0, "", "roubo-furto"},
          {"total", "Total", 0.95, "aparelho-reserva", "roubo-furto,quebra,danos-liquidos"}}},
        {"global", 9, 2, "Proteção Global Multirriscos",
         "Bolsa, documentos e cartões protegidos em qualquer lugar", "15414.900917/2023-08",
         {{"bolsa-protegida", "Bolsa protegida", "Roubo de bolsa, carteira e documentos", true,
           false, reais(1000), reais(10000), 0.06, Standard},
          {"saque-coacao", "Saque sob coação", "Saques feitos sob ameaça", false, false, reais(1000),
           reais(5000), 0.05, Standard},
          {"uso-indevido", "Uso indevido de cartões", "Compras com cartão roubado", false, false,
           reais(1000), reais(20000), 0.03, Standard}},
         "bloqueio-cartoes",
         {{"essencial", "Essencial", 1.0, "bloqueio-cartoes", "bolsa-protegida"},
          {"completo", "Completo", 0.95, "bloqueio-cartoes", "bolsa-protegida,saque-coacao,uso-indevido"}}},
        {"garantia", 10, 4, "Garantia Estendida", "Mais tempo de garantia para eletrodomésticos",
         "15414.901024/2024-37",
         {{"garantia", "Garantia estendida", "Defeitos cobertos pela garantia do fabricante", true,
           false, reais(200), reais(50000), 0.08, WarrantyTerm}},
         "reparo-domicilio",
         {{"padrao", "Padrão", 1.0, "", "garantia"},
          {"premium", "Premium", 1.1, "reparo-domicilio", "garantia"}}},
        {"acidentes-pessoais", 11, 0, "Acidentes Pessoais Individual",
         "Capital em caso de morte ou invalidez por acidente", "15414.901135/2024-54",
         {{"morte-acidental", "Morte acidental", "Capital pago aos beneficiários", true, false,
           reais(10000), reais(1000000), 0.0009, Standard},
          {"ipa", "Invalidez permanente por acidente", "Total ou parcial", false, false,
           reais(10000), reais(1000000), 0.0006, Standard},
          {"dmho", "Despesas médicas por acidente", "Reembolso de despesas médicas e hospitalares",
           false, false, reais(1000), reais(20000), 0.01, Standard}},
         "desconto-farmacia",
         {{"essencial", "Essencial", 1.0, "", "morte-acidental"},
          {"ampliado", "Ampliado", 0.95, "desconto-farmacia", "morte-acidental,ipa,dmho"}}},
        {"viagem", 12, 3, "Viagem Internacional", "Assistência médica e bagagem em viagens",
         "15414.901256/2024-90",
         {{"dmh", "Despesas médico-hospitalares", "Atendimento médico no destino", true, false,
           reais(30000), reais(500000), 0.03, Standard},
          {"bagagem", "Extravio de bagagem", "Indenização por bagagem extraviada", false, false,
           reais(1000), reais(10000), 0.05, Standard},
          {"cancelamento", "Cancelamento de viagem", "Reembolso de despesas não utilizadas", false,
           false, reais(1000), reais(20000), 0.04, Standard}},
         "concierge,juridica",
         {{"essencial", "Essencial", 1.0, "concierge", "dmh,bagagem"},
          {"premium", "Premium", 0.95, "concierge,juridica", "dmh,bagagem,cancelamento"}}},
    };
    return list;
}

const std::vector<Offer> &offers(int broker)
{
    static const std::vector<Offer> aurora{
        {"auto-compreensivo", "Aurora Auto Essencial", "Cobertura compreensiva para carros de passeio"},
        {"auto-popular", "Aurora Auto Econômico", "Roubo e furto pelo menor preço"},
        {"residencial", "Aurora Casa Protegida", "Seu lar protegido com assistência 24 h"},
        {"portateis", "Aurora Celular e Notebook", "Roubo, furto e quebra de portáteis"},
        {"vida", "Aurora Vida Plena", "Segurança para quem você ama, em mensalidades"},
        {"funeral", "Aurora Amparo Funeral", "Assistência funeral para toda a família"},
        {"acidentes-pessoais", "Aurora Acidentes Pessoais", "Capital em caso de acidente"},
        {"viagem", "Aurora Viagem Mundo", "Viaje tranquilo para qualquer destino"},
        {"empresarial", "Aurora Empresa Segura", "Proteção para o seu negócio"},
        {"educacional", "Aurora Educação Garantida", "O estudo dos filhos assegurado"},
        {"prestamista", "Aurora Crédito Tranquilo", "Seu financiamento quitado no imprevisto"},
        {"global", "Aurora Proteção Global", "Bolsa, cartões e documentos protegidos"},
        {"garantia", "Aurora Garantia+", "Mais garantia para seus aparelhos"},
    };
    static const std::vector<Offer> boreal{
        {"auto-compreensivo", "Boreal Carro Seguro", "Seguro auto completo com guincho"},
        {"residencial", "Boreal Lar Doce Lar", "Residencial com assistência para imprevistos"},
        {"portateis", "Boreal Eletrônicos", "Proteção para celulares e notebooks"},
        {"vida", "Boreal Vida Família", "Seguro de vida em mensalidades que cabem no bolso"},
        {"viagem", "Boreal Viagem Segura", "Assistência em viagens internacionais"},
        {"prestamista", "Boreal Crédito Protegido", "Prestamista para empréstimos pessoais"},
    };
    return broker % 2 == 0 ? aurora : boreal;
}

} // namespace brokerdesk::sandbox::catalogdata
