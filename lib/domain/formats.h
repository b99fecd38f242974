#pragma once

#include <QString>

// The service's format rules for the fields people type (the sandbox checks the same shapes,
// sandbox/services/items.cpp and holders.cpp), so the desk can say what is wrong before sending.
namespace brokerdesk::formats {

enum class Format { Cpf, Cnpj, Plate, Chassis, Fipe, Cep, Email, Phone, Imei };

// What the service receives for what was typed: punctuation people type dropped or added
// ("0053406" → "005340-6", "abc-1d23" → "ABC1D23", "01310-100" → "01310100").
QString normalized(Format format, const QString &typed);

// True when the normalized value has the service's shape (and check digits, where it has them).
bool isValid(Format format, const QString &typed);

// True once enough was typed to judge it while the user is still typing: a shorter value is
// not marked wrong yet (it is when the user leaves the field).
bool canJudge(Format format, const QString &typed);

// The Luhn check digit of card numbers and IMEIs.
bool luhnValid(const QString &digits);

} // namespace brokerdesk::formats
