#include "csvwriter.h"

#include <QRegularExpression>

namespace brokerdesk::cache {

CsvFormat CsvFormat::forLocale(const QLocale &locale)
{
    CsvFormat f;
    if (locale.decimalPoint() == QStringLiteral(",")) {
        f.separator = u';';
        f.decimalPoint = u',';
    }
    return f;
}

QString csvDateFormat(const QLocale &locale)
{
    QString format = locale.dateFormat(QLocale::ShortFormat);
    static const QRegularExpression shortYear(QStringLiteral("(?<!y)yy(?!y)"));
    return format.replace(shortYear, QStringLiteral("yyyy"));
}

QString centsToDecimal(qint64 cents, QChar decimalPoint)
{
    const bool negative = cents < 0;
    const quint64 magnitude = negative ? quint64(0) - quint64(cents) : quint64(cents);
    QString out = QString::number(magnitude / 100) + decimalPoint +
                  QStringLiteral("%1").arg(magnitude % 100, 2, 10, QChar(u'0'));
    if (negative)
        out.prepend(u'-');
    return out;
}

CsvWriter::CsvWriter(QIODevice *device, CsvFormat format) : m_device(device), m_format(format)
{
    m_ok = m_device->write("\xEF\xBB\xBF") == 3;
}

CsvWriter &CsvWriter::text(const QString &value)
{
    // A cell starting with = + - @ (or a tab/CR) is a formula to Excel and LibreOffice.
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    if (!value.isEmpty() && formulaStarts.contains(value.front()))
        put(QStringLiteral("'") + value);
    else
        put(value);
    return *this;
}

CsvWriter &CsvWriter::money(qint64 cents)
{
    put(centsToDecimal(cents, m_format.decimalPoint));
    return *this;
}

CsvWriter &CsvWriter::number(qint64 value)
{
    put(QString::number(value));
    return *this;
}

void CsvWriter::put(const QString &field)
{
    if (!m_first)
        m_row += m_format.separator.toLatin1();
    m_first = false;
    const bool quote = field.contains(m_format.separator) || field.contains(u'"') ||
                       field.contains(u'\n') || field.contains(u'\r');
    if (!quote) {
        m_row += field.toUtf8();
        return;
    }
    QString escaped = field;
    escaped.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    m_row += '"' + escaped.toUtf8() + '"';
}

void CsvWriter::endRow()
{
    m_row += "\r\n";
    if (m_ok)
        m_ok = m_device->write(m_row) == m_row.size();
    m_row.clear();
    m_first = true;
}

} // namespace brokerdesk::cache
