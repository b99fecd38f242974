#include "formats.h"

#include "documents.h"

#include <QRegularExpression>

namespace brokerdesk::formats {

namespace {

QString digitsOf(const QString &s)
{
    QString out;
    for (QChar c : s)
        if (c.isDigit())
            out += c;
    return out;
}

bool matches(const QString &value, const char *pattern)
{
    return QRegularExpression(QLatin1String(pattern)).match(value).hasMatch();
}

// How many characters a complete value has (0: no fixed length).
int fullLength(Format format)
{
    switch (format) {
    case Format::Cpf:
        return 11;
    case Format::Cnpj:
        return 14;
    case Format::Plate:
        return 7;
    case Format::Chassis:
        return 17;
    case Format::Fipe: // 7 digits and the dash
    case Format::Cep:
        return 8;
    case Format::Imei:
        return 15;
    case Format::Email:
    case Format::Phone:
        return 0;
    }
    return 0;
}

} // namespace

bool luhnValid(const QString &digits)
{
    int sum = 0;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        int d = digits.at(digits.size() - 1 - i).digitValue();
        if (i % 2 == 1 && (d *= 2) > 9)
            d -= 9;
        sum += d;
    }
    return sum % 10 == 0;
}

QString normalized(Format format, const QString &typed)
{
    QString t = typed.trimmed();
    switch (format) {
    case Format::Cpf:
    case Format::Cnpj:
        return documents::normalized(t);
    case Format::Plate:
    case Format::Chassis:
        return documents::normalized(t).toUpper();
    case Format::Cep:
    case Format::Imei:
        return digitsOf(t);
    case Format::Fipe: {
        const QString d = digitsOf(t);
        return d.size() == 7 ? d.left(6) + u'-' + d.right(1) : t;
    }
    case Format::Email:
    case Format::Phone:
        return t;
    }
    return t;
}

bool isValid(Format format, const QString &typed)
{
    const QString v = normalized(format, typed);
    switch (format) {
    case Format::Cpf:
        return documents::isValidCpf(v);
    case Format::Cnpj:
        return documents::isValidCnpj(v);
    case Format::Plate:
        return matches(v, "^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$");
    case Format::Chassis:
        return matches(v, "^[A-HJ-NPR-Z0-9]{17}$");
    case Format::Fipe:
        return matches(v, "^[0-9]{6}-[0-9]$");
    case Format::Cep:
        return matches(v, "^[0-9]{8}$");
    case Format::Email:
        return v.size() <= 254 && matches(v, "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$");
    case Format::Phone:
        return matches(v, "^\\+?[0-9 ()-]{8,20}$");
    case Format::Imei:
        return matches(v, "^[0-9]{15}$") && luhnValid(v);
    }
    return false;
}

bool canJudge(Format format, const QString &typed)
{
    const int full = fullLength(format);
    if (full == 0)
        return false; // e-mail and phone have no length to wait for: judged on leaving
    const QString v = normalized(format, typed);
    // A FIPE code is 7 digits plus the dash the desk adds.
    const qsizetype have = format == Format::Fipe ? digitsOf(v).size() + 1 : v.size();
    return have >= full;
}

} // namespace brokerdesk::formats
