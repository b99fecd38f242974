#include "formatting.h"

#include "domain/documents.h"

#include <QCoreApplication>
#include <QLocale>

namespace brokerdesk::ui::format {

namespace {
struct Format
{
    Q_DECLARE_TR_FUNCTIONS(Format)
};
} // namespace

QString cnpj(const QString &value)
{
    const QString n = documents::normalized(value);
    if (n.size() != 14)
        return value;
    return n.left(2) + u'.' + n.mid(2, 3) + u'.' + n.mid(5, 3) + u'/' + n.mid(8, 4) + u'-' +
           n.mid(12, 2);
}

QString cpf(const QString &value)
{
    const QString n = documents::normalized(value);
    if (n.size() != 11)
        return value;
    return n.left(3) + u'.' + n.mid(3, 3) + u'.' + n.mid(6, 3) + u'-' + n.mid(9, 2);
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

} // namespace brokerdesk::ui::format
