#include "lookupdata.h"

#include <cmath>

namespace brokerdesk::sandbox {

namespace {

// Real streets with their ViaCEP answers (IBGE and SIAFI city codes as ViaCEP gives them).
constexpr CepRecord ceps[] = {
    {"01310100", "Avenida Paulista", "de 612 a 1510 - lado par", "Bela Vista", "São Paulo", "SP",
     "São Paulo", "Sudeste", "3550308", "11", "7107"},
    {"04538133", "Avenida Brigadeiro Faria Lima", "de 3001 a 3999 - lado ímpar", "Itaim Bibi",
     "São Paulo", "SP", "São Paulo", "Sudeste", "3550308", "11", "7107"},
    {"20040002", "Avenida Rio Branco", "até 82 - lado par", "Centro", "Rio de Janeiro", "RJ",
     "Rio de Janeiro", "Sudeste", "3304557", "21", "6001"},
    {"30130010", "Avenida Afonso Pena", "até 1499 - lado ímpar", "Centro", "Belo Horizonte", "MG",
     "Minas Gerais", "Sudeste", "3106200", "31", "4123"},
    {"40020000", "Rua Chile", "", "Centro", "Salvador", "BA", "Bahia", "Nordeste", "2927408", "71",
     "3849"},
    {"50030230", "Rua do Bom Jesus", "", "Recife", "Recife", "PE", "Pernambuco", "Nordeste",
     "2611606", "81", "2531"},
    {"60165121", "Avenida Beira Mar", "de 2982 ao fim - lado par", "Meireles", "Fortaleza", "CE",
     "Ceará", "Nordeste", "2304400", "85", "1389"},
    {"70040010", "SBS Quadra 1", "", "Asa Sul", "Brasília", "DF", "Distrito Federal",
     "Centro-Oeste", "5300108", "61", "9701"},
    {"80020000", "Rua XV de Novembro", "até 499 - lado ímpar", "Centro", "Curitiba", "PR", "Paraná",
     "Sul", "4106902", "41", "7535"},
    {"88010400", "Rua Felipe Schmidt", "até 399/400", "Centro", "Florianópolis", "SC",
     "Santa Catarina", "Sul", "4205407", "48", "8105"},
    {"90010150", "Rua dos Andradas", "até 699/700", "Centro Histórico", "Porto Alegre", "RS",
     "Rio Grande do Sul", "Sul", "4314902", "51", "8801"},
    {"69005010", "Avenida Eduardo Ribeiro", "", "Centro", "Manaus", "AM", "Amazonas", "Norte",
     "1302603", "92", "0255"},
    // A small town's one CEP: ViaCEP gives no street or district.
    {"69945000", "", "", "", "Acrelândia", "AC", "Acre", "Norte", "1200013", "68", "0643"},
};

} // namespace

const CepRecord *findCep(const QString &digits)
{
    for (const CepRecord &c : ceps)
        if (digits == QLatin1String(c.cep))
            return &c;
    return nullptr;
}

const std::vector<FipeBrand> &fipeBrands()
{
    static const std::vector<FipeBrand> brands{
        {"21",
         "Fiat",
         {{4828, "Mobi LIKE 1.0 Fire Flex 5p.", "001490-5", 76000, 6, 1},
          {7541, "Argo 1.0 6V Flex", "001500-2", 92000, 6, 1},
          {8624, "Strada Freedom 1.3 Flex 8V CS Pl", "001525-8", 118000, 4, 1}}},
        {"22", "Ford", {{4903, "Ka 1.0 SE/SE Plus TiVCT Flex 5p", "003466-3", 69000, 9, 1}}},
        {"23",
         "GM - Chevrolet",
         {{6071, "Onix HATCH LT 1.0 12V Flex 5p Mec.", "004462-6", 94000, 6, 1},
          {8530, "Tracker Premier 1.2 Turbo 12V Flex Aut.", "004493-6", 162000, 4, 1}}},
        {"25", "Honda", {{7850, "HR-V EXL 1.5 Flex 16V 5p Aut.", "014075-7", 176000, 4, 1}}},
        {"26", "Hyundai", {{7092, "HB20 Comfort 1.0 Flex 12V Mec.", "015157-0", 88000, 6, 1}}},
        {"48", "Renault", {{7306, "Kwid Zen 1.0 Flex 12V 5p Mec.", "025253-9", 72000, 6, 1}}},
        {"56",
         "Toyota",
         {{6154, "Corolla XEi 2.0 Flex 16V Aut.", "002146-4", 168000, 6, 1},
          {8996, "Hilux CD SRX 4x4 2.8 TDI Diesel Aut.", "002199-5", 310000, 5, 3}}},
        {"59",
         "VW - VolksWagen",
         {{5940, "Gol 1.0 Flex 12V 5p", "005340-6", 81000, 6, 1},
          {5990, "Polo 1.0 Flex 12V 5p", "005464-0", 98000, 6, 1},
          {8472, "T-Cross 1.0 TSI Flex 12V 5p Aut.", "005520-4", 146000, 5, 1}}},
    };
    return brands;
}

const FipeBrand *findBrand(const QString &code)
{
    for (const FipeBrand &b : fipeBrands())
        if (code == QLatin1String(b.code))
            return &b;
    return nullptr;
}

const FipeModel *findModel(const FipeBrand &brand, const QString &code)
{
    bool ok = false;
    const int n = code.toInt(&ok);
    for (const FipeModel &m : brand.models)
        if (ok && m.code == n && QString::number(n) == code)
            return &m;
    return nullptr;
}

std::vector<FipeYear> fipeYears(const FipeModel &model, const QDate &today)
{
    std::vector<FipeYear> years;
    double value = double(model.newValueReais);
    for (int back = 0; back <= model.firstYearsBack; ++back) {
        // Whole reais, as the table gives them.
        years.push_back({today.year() - back, model.fuel, qint64(std::llround(value)) * 100});
        value *= 0.91;
    }
    return years;
}

QString fipeFuelName(int fuel)
{
    switch (fuel) {
    case 2:
        return QStringLiteral("Álcool");
    case 3:
        return QStringLiteral("Diesel");
    default:
        return QStringLiteral("Gasolina");
    }
}

} // namespace brokerdesk::sandbox
