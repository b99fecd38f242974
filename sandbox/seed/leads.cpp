#include "leads.h"

#include "domain/documents.h"
#include "services/leads.h"

#include <QDate>
#include <QJsonObject>

#include <iterator>

namespace brokerdesk::sandbox {

namespace {

constexpr const char *firstNames[] = {"Rafaela",  "Thiago",  "Camila",  "Gustavo",  "Patrícia",
                                      "Leonardo", "Juliana", "Rodrigo", "Fernanda", "Marcelo"};
constexpr const char *lastNames[] = {"Araújo",  "Barbosa", "Cardoso",  "Duarte",
                                     "Freitas", "Moreira", "Nogueira", "Teixeira"};

// A capital of each estimated region, with a CEP there.
struct City
{
    const char *name;
    const char *state;
    const char *zip;
};
constexpr City cities[] = {{"Curitiba", "PR", "80010000"},     {"Rio de Janeiro", "RJ", "20040002"},
                           {"Goiânia", "GO", "74003010"},      {"Recife", "PE", "50030230"},
                           {"Porto Alegre", "RS", "90010150"}, {"Belo Horizonte", "MG", "30130010"},
                           {"Salvador", "BA", "40020000"},     {"Brasília", "DF", "70040010"}};

} // namespace

bool seedLeads(LeadService &leads, const QString &brokerId, int count, QString *error)
{
    const QDate today = QDate::currentDate();
    for (int n = 0; n < count; ++n) {
        const City &city = cities[n % std::size(cities)];
        const QString name =
            QString::fromUtf8(firstNames[n % std::size(firstNames)]) + u' ' +
            QString::fromUtf8(lastNames[(std::size_t(n) * 3) % std::size(lastNames)]);
        const QString cpf = brokerdesk::documents::withCpfCheckDigits(
            QStringLiteral("%1").arg(234567891 + n * 6007, 9, 10, QChar(u'0')).right(9));
        const QJsonObject body{
            {QStringLiteral("name"), name},
            {QStringLiteral("email"), QStringLiteral("contato%1@example.com").arg(n)},
            {QStringLiteral("phone"), QStringLiteral("+55219%1").arg(70000000 + n)},
            {QStringLiteral("cpf"), cpf},
            {QStringLiteral("gender"), n % 2 ? QStringLiteral("male") : QStringLiteral("female")},
            {QStringLiteral("birth_date"),
             QDate(today.year() - 22 - (n * 7) % 45, 1 + n % 12, 1 + n % 28).toString(Qt::ISODate)},
            {QStringLiteral("marital_status"),
             n % 3 == 0 ? QStringLiteral("single") : QStringLiteral("married")},
            {QStringLiteral("children"), n % 4},
            {QStringLiteral("income_monthly"), 250000 + (n * 137) % 20 * 75000},
            {QStringLiteral("address"),
             QJsonObject{{QStringLiteral("zip_code"), QString::fromLatin1(city.zip)},
                         {QStringLiteral("street_name"), QStringLiteral("Rua das Flores")},
                         {QStringLiteral("number"), QString::number(10 + n)},
                         {QStringLiteral("district_name"), QStringLiteral("Centro")},
                         {QStringLiteral("city_name"), QString::fromUtf8(city.name)},
                         {QStringLiteral("state_code"), QString::fromLatin1(city.state)}}}};
        const auto made = leads.create(brokerId, body);
        if (!made.ok()) {
            *error = QStringLiteral("demo lead %1: %2").arg(n).arg(made.error().message);
            return false;
        }
    }
    return true;
}

} // namespace brokerdesk::sandbox
