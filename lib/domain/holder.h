#pragma once

#include <QJsonObject>
#include <QString>

// What the desk reads of a holder, whose fields depend on the product (CONTRACT.md): a person
// (first_name, last_name, cpf) or a company (corporate_name, cnpj).
namespace brokerdesk::domain {

// "Ana Souza" for a person, the corporate name for a company, else empty.
QString holderName(const QJsonObject &holder);
QString holderCpf(const QJsonObject &holder);
QString holderCnpj(const QJsonObject &holder);

} // namespace brokerdesk::domain
