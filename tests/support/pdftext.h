#pragma once

// The text a reader sees in the sandbox's PDFs, one shown string per line: its documents are
// uncompressed streams of "(text) Tj" in WinAnsi (Windows-1252) encoding.

#include <QByteArray>
#include <QRegularExpression>
#include <QStringList>

namespace pdftext {

inline QStringList lines(const QByteArray &pdf)
{
    QStringList out;
    qsizetype at = 0;
    while ((at = pdf.indexOf(" Td (", at)) >= 0) {
        at += 5;
        QByteArray text;
        for (; at < pdf.size() && pdf.at(at) != ')'; ++at) {
            if (pdf.at(at) == '\\')
                ++at; // an escaped ( ) or backslash
            text += pdf.at(at);
        }
        QString decoded = QString::fromLatin1(text); // Windows-1252 but for its 0x80..0x9F
        decoded.replace(QChar(0x96), QChar(0x2013)).replace(QChar(0x97), QChar(0x2014));
        out << decoded;
    }
    return out;
}

// The value printed beside a label of the document's table ("Situação" → "Ativa"): the line
// after the label, with the lines the writer wrapped it over joined back.
inline QString value(const QStringList &lines, const QString &label, int wrappedLines = 1)
{
    const qsizetype at = lines.indexOf(label);
    return at < 0 ? QString() : lines.mid(at + 1, wrappedLines).join(u' ');
}

} // namespace pdftext
