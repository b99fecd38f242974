#pragma once

#include <QIODevice>
#include <QLocale>
#include <QString>

namespace brokerdesk::cache {

// How a spreadsheet of this locale reads CSV: pt_BR uses ';' between fields and ',' for
// decimals; en uses ',' and '.'.
struct CsvFormat
{
    QChar separator = u',';
    QChar decimalPoint = u'.';
    static CsvFormat forLocale(const QLocale &locale);
};

// "-1234,56" from -123456 cents with ',' as the decimal point: no grouping, always two
// decimals, so any spreadsheet of that locale reads it as a number.
QString centsToDecimal(qint64 cents, QChar decimalPoint);

// The locale's short date with a four-digit year ("dd/MM/yyyy" in Portuguese, "M/d/yyyy" in
// English), which a spreadsheet of that locale reads as a date.
QString csvDateFormat(const QLocale &locale);

// Writes UTF-8 CSV (with a byte-order mark, which spreadsheets need to read accents) row by
// row. Text fields that a spreadsheet would run as a formula get a leading apostrophe.
class CsvWriter
{
public:
    CsvWriter(QIODevice *device, CsvFormat format);

    CsvWriter &text(const QString &value);
    CsvWriter &money(qint64 cents);
    CsvWriter &number(qint64 value);
    void endRow();

    bool ok() const { return m_ok; }
    const CsvFormat &format() const { return m_format; }

private:
    void put(const QString &field);

    QIODevice *m_device;
    CsvFormat m_format;
    QByteArray m_row;
    bool m_first = true;
    bool m_ok = true;
};

} // namespace brokerdesk::cache
