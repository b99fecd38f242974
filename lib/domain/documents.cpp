#include "documents.h"

#include <array>

namespace brokerdesk::documents {

namespace {

int mod11Digit(int sum)
{
    const int rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
}

int charValue(QChar c)
{
    return c.unicode() - '0';
}

bool allSame(const QString &s)
{
    for (QChar c : s)
        if (c != s.front())
            return false;
    return true;
}

int cpfDigit(const QString &digits, int count)
{
    int sum = 0;
    for (int i = 0; i < count; ++i)
        sum += charValue(digits.at(i)) * (count + 1 - i);
    return mod11Digit(sum);
}

int cnpjDigit(const QString &chars, int count)
{
    static constexpr std::array<int, 13> weights{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2};
    const int offset = 13 - count; // the first digit uses the last 12 weights
    int sum = 0;
    for (int i = 0; i < count; ++i)
        sum +=
            charValue(chars.at(i)) * weights[static_cast<size_t>(offset) + static_cast<size_t>(i)];
    return mod11Digit(sum);
}

bool isDigits(const QString &s)
{
    for (QChar c : s)
        if (!c.isDigit() || c.unicode() > '9')
            return false;
    return true;
}

bool isCnpjBaseChar(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'A' && c <= u'Z');
}

} // namespace

QString normalized(const QString &document)
{
    QString out;
    out.reserve(document.size());
    for (QChar c : document) {
        if (c == u'.' || c == u'/' || c == u'-' || c.isSpace())
            continue;
        out.append(c.toUpper());
    }
    return out;
}

bool isValidCpf(const QString &cpf)
{
    const QString d = normalized(cpf);
    if (d.size() != 11 || !isDigits(d) || allSame(d))
        return false;
    return cpfDigit(d, 9) == charValue(d.at(9)) && cpfDigit(d, 10) == charValue(d.at(10));
}

bool isValidCnpj(const QString &cnpj)
{
    const QString d = normalized(cnpj);
    if (d.size() != 14 || allSame(d) || !isDigits(d.right(2)))
        return false;
    for (int i = 0; i < 12; ++i)
        if (!isCnpjBaseChar(d.at(i)))
            return false;
    return cnpjDigit(d, 12) == charValue(d.at(12)) && cnpjDigit(d, 13) == charValue(d.at(13));
}

QString withCpfCheckDigits(const QString &base9)
{
    QString d = base9;
    d.append(QChar(char16_t(u'0' + cpfDigit(d, 9))));
    d.append(QChar(char16_t(u'0' + cpfDigit(d, 10))));
    return d;
}

QString withCnpjCheckDigits(const QString &base12)
{
    QString d = base12.toUpper();
    d.append(QChar(char16_t(u'0' + cnpjDigit(d, 12))));
    d.append(QChar(char16_t(u'0' + cnpjDigit(d, 13))));
    return d;
}

QString formattedCpf(const QString &cpf)
{
    const QString n = normalized(cpf);
    if (n.size() != 11)
        return cpf;
    return n.left(3) + u'.' + n.mid(3, 3) + u'.' + n.mid(6, 3) + u'-' + n.mid(9, 2);
}

QString formattedCnpj(const QString &cnpj)
{
    const QString n = normalized(cnpj);
    if (n.size() != 14)
        return cnpj;
    return n.left(2) + u'.' + n.mid(2, 3) + u'.' + n.mid(5, 3) + u'/' + n.mid(8, 4) + u'-' +
           n.mid(12, 2);
}

} // namespace brokerdesk::documents
