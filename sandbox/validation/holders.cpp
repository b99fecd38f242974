#include "holders.h"

#include "domain/documents.h"
#include "pricing/risk.h"

#include <QRegularExpression>

namespace brokerdesk::sandbox {

namespace {

using J = JsonCheck;

constexpr qsizetype nameLength = 100;
constexpr qint64 maxIncome = qint64(1000000000) * 100; // R$ 1 billion a month, in cents

// Products a company may hold (damage and credit lines); the rest insure a person's life,
// health or trip.
bool companyMayHold(int productType)
{
    static const QList<int> types{1, 2, 4, 7, 8, 9, 10};
    return types.contains(productType);
}

const QStringList &stateCodes()
{
    static const QStringList codes{
        QStringLiteral("AC"), QStringLiteral("AL"), QStringLiteral("AP"), QStringLiteral("AM"),
        QStringLiteral("BA"), QStringLiteral("CE"), QStringLiteral("DF"), QStringLiteral("ES"),
        QStringLiteral("GO"), QStringLiteral("MA"), QStringLiteral("MT"), QStringLiteral("MS"),
        QStringLiteral("MG"), QStringLiteral("PA"), QStringLiteral("PB"), QStringLiteral("PR"),
        QStringLiteral("PE"), QStringLiteral("PI"), QStringLiteral("RJ"), QStringLiteral("RN"),
        QStringLiteral("RS"), QStringLiteral("RO"), QStringLiteral("RR"), QStringLiteral("SC"),
        QStringLiteral("SP"), QStringLiteral("SE"), QStringLiteral("TO")};
    return codes;
}

void matches(JsonCheck &check, const std::optional<QString> &value, const QString &field,
             const QRegularExpression &pattern, const QString &reason)
{
    if (value && !pattern.match(*value).hasMatch())
        check.fail(field, reason);
}

void checkPerson(JsonCheck &check, const QJsonObject &h, const QString &path, const QDate &today)
{
    check.string(h, path, QStringLiteral("first_name"), J::Required, nameLength);
    check.string(h, path, QStringLiteral("last_name"), J::Required, nameLength);
    checkCpf(check, h, path);
    check.string(h, path, QStringLiteral("rg"), J::Optional, 20);
    checkPersonalData(check, h, path, today, J::Required);
}

void checkCompany(JsonCheck &check, const QJsonObject &h, const QString &path, int productType)
{
    const QString field = J::join(path, QStringLiteral("cnpj"));
    const auto cnpj = check.string(h, path, QStringLiteral("cnpj"), J::Required, 20);
    if (cnpj && !documents::isValidCnpj(*cnpj))
        check.fail(field, QStringLiteral("is not a valid CNPJ (check digits)"));
    if (!companyMayHold(productType))
        check.fail(field, QStringLiteral("a company cannot hold this product type; the holder "
                                         "must be a person with a cpf"));
    check.string(h, path, QStringLiteral("corporate_name"), J::Required, 200);
    check.string(h, path, QStringLiteral("fantasy_name"), J::Optional, 200);
}

} // namespace

void checkCpf(JsonCheck &check, const QJsonObject &o, const QString &path, JsonCheck::Need need)
{
    const auto cpf = check.string(o, path, QStringLiteral("cpf"), need, 20);
    if (cpf && !documents::isValidCpf(*cpf))
        check.fail(J::join(path, QStringLiteral("cpf")),
                   QStringLiteral("is not a valid CPF (check digits)"));
}

void checkBirthDate(JsonCheck &check, const QJsonObject &o, const QString &path, int minAge,
                    int maxAge, const QDate &today, JsonCheck::Need need)
{
    const auto born = check.date(o, path, QStringLiteral("birth_date"), need);
    if (!born)
        return;
    const QString field = J::join(path, QStringLiteral("birth_date"));
    const int age = risk::ageOn(*born, today);
    if (*born >= today)
        check.fail(field, QStringLiteral("must be in the past"));
    else if (age < minAge || age > maxAge)
        check.fail(field,
                   QStringLiteral("the person must be %1 to %2 years old").arg(minAge).arg(maxAge));
}

void checkPersonalData(JsonCheck &check, const QJsonObject &o, const QString &path,
                       const QDate &today, JsonCheck::Need birthDate)
{
    check.oneOf(o, path, QStringLiteral("gender"),
                {QStringLiteral("male"), QStringLiteral("female")}, J::Optional);
    checkBirthDate(check, o, path, 18, 100, today, birthDate);
    check.oneOf(o, path, QStringLiteral("marital_status"),
                {QStringLiteral("single"), QStringLiteral("married"), QStringLiteral("divorced"),
                 QStringLiteral("widowed")},
                J::Optional);
    check.string(o, path, QStringLiteral("occupation_name"), J::Optional, nameLength);
    check.integer(o, path, QStringLiteral("income_monthly"), 0, maxIncome, J::Optional);
}

void checkContact(JsonCheck &check, const QJsonObject &contact, const QString &path,
                  JsonCheck::Need email)
{
    static const QRegularExpression emailPattern(QStringLiteral("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"));
    static const QRegularExpression phone(QStringLiteral("^\\+?[0-9 ()-]{8,20}$"));
    matches(check, check.string(contact, path, QStringLiteral("email"), email, 254),
            J::join(path, QStringLiteral("email")), emailPattern,
            QStringLiteral("must be an e-mail address"));
    for (const QString &key : {QStringLiteral("phone"), QStringLiteral("mobile_phone")})
        matches(check, check.string(contact, path, key, J::Optional, 20), J::join(path, key), phone,
                QStringLiteral("must be a phone number such as +5511999990000"));
}

void checkAddress(JsonCheck &check, const QJsonObject &address, const QString &path)
{
    static const QRegularExpression zip(QStringLiteral("^[0-9]{5}-?[0-9]{3}$"));
    matches(check, check.string(address, path, QStringLiteral("zip_code"), J::Required, 9),
            J::join(path, QStringLiteral("zip_code")), zip,
            QStringLiteral("must be a CEP of 8 digits"));
    check.string(address, path, QStringLiteral("street_name"), J::Required);
    check.string(address, path, QStringLiteral("number"), J::Required, 20);
    check.string(address, path, QStringLiteral("complement"), J::Optional);
    check.string(address, path, QStringLiteral("district_name"), J::Optional, nameLength);
    check.string(address, path, QStringLiteral("city_name"), J::Required, nameLength);
    check.oneOf(address, path, QStringLiteral("state_code"), stateCodes());
}

void checkHolder(JsonCheck &check, const QJsonObject &holder, const QString &path, int productType,
                 const QDate &today)
{
    // A holder with a CNPJ is a company; any other is a person.
    if (holder.contains(QStringLiteral("cnpj")))
        checkCompany(check, holder, path, productType);
    else
        checkPerson(check, holder, path, today);
    if (const auto contact = check.object(holder, path, QStringLiteral("contact"), J::Optional))
        checkContact(check, *contact, J::join(path, QStringLiteral("contact")));
    if (const auto address = check.object(holder, path, QStringLiteral("address"), J::Optional))
        checkAddress(check, *address, J::join(path, QStringLiteral("address")));
}

} // namespace brokerdesk::sandbox
