#include "formatting.h"

#include "domain/documents.h"
#include "domain/reference.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace brokerdesk::ui::format {

namespace {
struct Format
{
    Q_DECLARE_TR_FUNCTIONS(Format)
};
} // namespace

QString cnpj(const QString &value)
{
    return documents::formattedCnpj(value);
}

QString cpf(const QString &value)
{
    return documents::formattedCpf(value);
}

QString holderDocument(const QString &cpfValue, const QString &cnpjValue)
{
    return cpfValue.isEmpty() ? cnpj(cnpjValue) : cpf(cpfValue);
}

QString percent(double value)
{
    return Format::tr("%1%").arg(QLocale().toString(value, 'f', value == qRound(value) ? 0 : 1));
}

QString dateTime(const QDateTime &utc)
{
    if (!utc.isValid())
        return QStringLiteral("—");
    return QLocale().toString(utc.toLocalTime(), QLocale::ShortFormat);
}

QString date(const QDateTime &utc)
{
    return utc.isValid() ? date(utc.toLocalTime().date()) : QStringLiteral("—");
}

QString date(const QDate &day)
{
    return day.isValid() ? QLocale().toString(day, QLocale::ShortFormat) : QStringLiteral("—");
}

QString cep(const QString &value)
{
    const QString n = documents::normalized(value);
    static const QRegularExpression eightDigits(QStringLiteral("^[0-9]{8}$"));
    if (!eightDigits.match(n).hasMatch())
        return value;
    return n.left(5) + u'-' + n.mid(5);
}

QString phone(const QString &value)
{
    QString n = value;
    n.removeIf([](QChar c) { return !c.isDigit(); });
    if ((n.size() == 12 || n.size() == 13) && n.startsWith(QLatin1String("55")))
        n = n.mid(2);
    if (n.size() != 10 && n.size() != 11)
        return value;
    const int local = n.size() - 2;
    const int head = local - 4;
    return QStringLiteral("(%1) %2-%3").arg(n.left(2), n.mid(2, head), n.right(4));
}

QString plate(const QString &value)
{
    QString n = value.toUpper();
    n.removeIf([](QChar c) { return c == u'-' || c.isSpace(); });
    static const QRegularExpression old(QStringLiteral("^[A-Z]{3}[0-9]{4}$"));
    static const QRegularExpression mercosul(QStringLiteral("^[A-Z]{3}[0-9][A-Z][0-9]{2}$"));
    if (old.match(n).hasMatch())
        return n.left(3) + u'-' + n.mid(3);
    return mercosul.match(n).hasMatch() ? n : value;
}

QString shortReference(const QString &id)
{
    return domain::shortReference(id);
}

} // namespace brokerdesk::ui::format
