#pragma once

#include <QString>

// Brazilian taxpayer documents, checked by their check digits.
namespace brokerdesk::documents {

// Strips the punctuation people type (". / -" and spaces); keeps letters upper-cased.
QString normalized(const QString &document);

// CPF: 11 digits, two mod-11 check digits; one repeated digit is never valid.
bool isValidCpf(const QString &cpf);

// CNPJ: numeric or the alphanumeric form in force since July 2026 (12 characters 0-9A-Z,
// then two numeric check digits, each character valued at its ASCII code minus 48).
bool isValidCnpj(const QString &cnpj);

// As people write them: "291.417.776-38", "12.ABC.345/01DE-35". A value of another length is
// returned as it came.
QString formattedCpf(const QString &cpf);
QString formattedCnpj(const QString &cnpj);

// Appends the two check digits to a 9-digit CPF base or a 12-character CNPJ base.
QString withCpfCheckDigits(const QString &base9);
QString withCnpjCheckDigits(const QString &base12);

} // namespace brokerdesk::documents
