// A hand-written PDF 1.4 writer: enough for certificates (wrapped text on A4 pages with the
// standard Helvetica fonts), with no QtGui so the sandbox stays headless.
#include "pdf.h"

#include <QList>

#include <array>
#include <cstdio>

namespace brokerdesk::sandbox {

namespace {

constexpr double pageWidth = 595.0; // A4 in points
constexpr double pageHeight = 842.0;
constexpr double margin = 56.0;
constexpr double footerY = 30.0;
constexpr double bodySize = 10.0;
constexpr double lineHeight = 14.0;
constexpr double titleSize = 16.0;
constexpr double labelWidth = 150.0;

// Advance widths (1/1000 em) of WinAnsiEncoding codes 32..255, from the standard metrics
// of Helvetica and Helvetica-Bold. They let us wrap lines without a font engine.
constexpr std::array<short, 224> regularWidths{
    278,  278, 355, 556, 556,  889, 667, 191, 333, 333, 389, 584,  278, 333,  278,  278,  556, 556,
    556,  556, 556, 556, 556,  556, 556, 556, 278, 278, 584, 584,  584, 556,  1015, 667,  667, 722,
    722,  667, 611, 778, 722,  278, 500, 667, 556, 833, 722, 778,  667, 778,  722,  667,  611, 722,
    667,  944, 667, 667, 611,  278, 278, 278, 469, 556, 333, 556,  556, 500,  556,  556,  278, 556,
    556,  222, 222, 500, 222,  833, 556, 556, 556, 556, 333, 500,  278, 556,  500,  722,  500, 500,
    500,  334, 260, 334, 584,  350, 556, 350, 222, 556, 333, 1000, 556, 556,  333,  1000, 667, 333,
    1000, 350, 611, 350, 350,  222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500,  333,  944, 350,
    500,  667, 278, 333, 556,  556, 556, 556, 260, 556, 333, 737,  370, 556,  584,  333,  737, 333,
    400,  584, 333, 333, 333,  556, 537, 278, 333, 333, 365, 556,  834, 834,  834,  611,  667, 667,
    667,  667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278,  278, 278,  722,  722,  778, 778,
    778,  778, 778, 584, 778,  722, 722, 722, 722, 667, 667, 611,  556, 556,  556,  556,  556, 556,
    889,  500, 556, 556, 556,  556, 278, 278, 278, 278, 556, 556,  556, 556,  556,  556,  556, 584,
    611,  556, 556, 556, 556,  500, 556, 500};
constexpr std::array<short, 224> boldWidths{
    278,  333, 474, 556, 556,  889, 722, 238, 333, 333, 389, 584,  278, 333,  278, 278,  556, 556,
    556,  556, 556, 556, 556,  556, 556, 556, 333, 333, 584, 584,  584, 611,  975, 722,  722, 722,
    722,  667, 611, 778, 722,  278, 556, 722, 611, 833, 722, 778,  667, 778,  722, 667,  611, 722,
    667,  944, 667, 667, 611,  333, 278, 333, 584, 556, 333, 556,  611, 556,  611, 556,  333, 611,
    611,  278, 278, 556, 278,  889, 611, 611, 611, 611, 389, 556,  333, 611,  556, 778,  556, 556,
    500,  389, 280, 389, 584,  350, 556, 350, 278, 556, 500, 1000, 556, 556,  333, 1000, 667, 333,
    1000, 350, 611, 350, 350,  278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333,  944, 350,
    500,  667, 278, 333, 556,  556, 556, 556, 280, 556, 333, 737,  370, 556,  584, 333,  737, 333,
    400,  584, 333, 333, 333,  611, 556, 278, 333, 333, 365, 556,  834, 834,  834, 611,  722, 722,
    722,  722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278,  278, 278,  722, 722,  778, 778,
    778,  778, 778, 584, 778,  722, 722, 722, 722, 667, 667, 611,  556, 556,  556, 556,  556, 556,
    889,  556, 556, 556, 556,  556, 278, 278, 278, 278, 611, 611,  611, 611,  611, 611,  611, 584,
    611,  611, 611, 611, 611,  556, 611, 556};

// Windows-1252 bytes 0x80..0x9F and the Unicode characters they stand for.
constexpr std::array<char16_t, 32> cp1252High{
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

char toCp1252(char32_t c)
{
    if (c == u'\t')
        return ' ';
    if ((c >= 0x20 && c < 0x7F) || (c >= 0xA0 && c <= 0xFF))
        return static_cast<char>(c);
    for (size_t i = 0; i < cp1252High.size(); ++i)
        if (cp1252High[i] != 0 && cp1252High[i] == c)
            return static_cast<char>(0x80 + i);
    return '?';
}

QByteArray encode(const QString &text)
{
    QByteArray out;
    out.reserve(text.size());
    for (const char32_t c : text.toUcs4())
        out += toCp1252(c);
    return out;
}

double widthOf(const QByteArray &text, bool bold, double size)
{
    const auto &table = bold ? boldWidths : regularWidths;
    int units = 0;
    for (const char c : text) {
        const int code = static_cast<unsigned char>(c);
        units += code >= 32 ? table[static_cast<size_t>(code - 32)] : 0;
    }
    return units * size / 1000.0;
}

// How many leading characters of `word` fit in `width` (at least one, so wrapping ends).
qsizetype fitting(const QByteArray &word, bool bold, double size, double width)
{
    double used = 0;
    for (qsizetype i = 0; i < word.size(); ++i) {
        used += widthOf(word.mid(i, 1), bold, size);
        if (used > width)
            return std::max<qsizetype>(i, 1);
    }
    return word.size();
}

// Greedy word wrap; a word wider than the line is cut where it stops fitting.
QList<QByteArray> wrap(const QByteArray &text, bool bold, double size, double width)
{
    QList<QByteArray> lines;
    for (const QByteArray &paragraph : text.split('\n')) {
        QByteArray line;
        for (QByteArray word : paragraph.split(' ')) {
            const QByteArray candidate = line.isEmpty() ? word : QByteArray(line + ' ' + word);
            if (widthOf(candidate, bold, size) <= width) {
                line = candidate;
                continue;
            }
            if (!line.isEmpty())
                lines << line;
            for (qsizetype fit = fitting(word, bold, size, width); fit < word.size();
                 fit = fitting(word, bold, size, width)) {
                lines << word.left(fit);
                word.remove(0, fit);
            }
            line = word;
        }
        lines << line;
    }
    return lines;
}

QByteArray pdfString(const QByteArray &text)
{
    QByteArray out = "(";
    for (const char c : text) {
        if (c == '(' || c == ')' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + ')';
}

QByteArray num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

// Lays text out top to bottom, starting a new page whenever the next line would not fit.
class Layout
{
public:
    Layout() { newPage(); }

    void line(const QByteArray &text, double x, bool bold, double size)
    {
        m_pages.last() += "BT /" + QByteArray(bold ? "F2 " : "F1 ") + num(size) + " Tf " + num(x) +
                          ' ' + num(m_y) + " Td " + pdfString(text) + " Tj ET\n";
    }
    void ensureRoom(double height)
    {
        if (m_y - height < margin)
            newPage();
    }
    void advance(double height) { m_y -= height; }
    QList<QByteArray> &pages() { return m_pages; }

private:
    void newPage()
    {
        m_pages << QByteArray();
        m_y = pageHeight - margin;
    }
    QList<QByteArray> m_pages;
    double m_y = 0;
};

QByteArray assemble(const QList<QByteArray> &contents)
{
    QByteArray pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
    QList<qsizetype> offsets;
    const auto object = [&](const QByteArray &body) {
        offsets << pdf.size();
        pdf += QByteArray::number(offsets.size()) + " 0 obj\n" + body + "\nendobj\n";
    };
    const qsizetype pageCount = contents.size();
    QByteArray kids;
    for (qsizetype i = 0; i < pageCount; ++i)
        kids += QByteArray::number(5 + 2 * i) + " 0 R ";
    object("<< /Type /Catalog /Pages 2 0 R >>");
    object("<< /Type /Pages /Kids [ " + kids + "] /Count " + QByteArray::number(pageCount) + " >>");
    object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
    object(
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
    for (qsizetype i = 0; i < pageCount; ++i) {
        object("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << "
               "/F1 3 0 R /F2 4 0 R >> >> /Contents " +
               QByteArray::number(6 + 2 * i) + " 0 R >>");
        const QByteArray &stream = contents.at(i);
        object("<< /Length " + QByteArray::number(stream.size()) + " >>\nstream\n" + stream +
               "\nendstream");
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(offsets.size() + 1) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets) {
        char entry[24];
        std::snprintf(entry, sizeof entry, "%010lld 00000 n \n", static_cast<long long>(offset));
        pdf += entry;
    }
    pdf += "trailer\n<< /Size " + QByteArray::number(offsets.size() + 1) + " /Root 1 0 R >>\n" +
           "startxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

} // namespace

QByteArray renderPdf(const QString &title, const QList<QPair<QString, QString>> &rows,
                     const QStringList &paragraphs)
{
    constexpr double textWidth = pageWidth - 2 * margin;
    Layout layout;
    for (const QByteArray &line : wrap(encode(title), true, titleSize, textWidth)) {
        layout.ensureRoom(titleSize * 1.4);
        layout.advance(titleSize);
        layout.line(line, margin, true, titleSize);
        layout.advance(titleSize * 0.4);
    }
    layout.advance(lineHeight);

    for (const auto &[label, value] : rows) {
        const auto labels = wrap(encode(label), true, bodySize, labelWidth - 10);
        const auto values = wrap(encode(value), false, bodySize, textWidth - labelWidth);
        for (qsizetype i = 0; i < std::max(labels.size(), values.size()); ++i) {
            layout.ensureRoom(lineHeight);
            layout.advance(lineHeight);
            if (i < labels.size())
                layout.line(labels.at(i), margin, true, bodySize);
            if (i < values.size())
                layout.line(values.at(i), margin + labelWidth, false, bodySize);
        }
        layout.advance(4);
    }

    for (const QString &paragraph : paragraphs) {
        layout.advance(lineHeight / 2);
        for (const QByteArray &line : wrap(encode(paragraph), false, bodySize, textWidth)) {
            layout.ensureRoom(lineHeight);
            layout.advance(lineHeight);
            layout.line(line, margin, false, bodySize);
        }
    }

    QList<QByteArray> &pages = layout.pages();
    for (qsizetype i = 0; i < pages.size(); ++i) {
        const QByteArray footer =
            encode(QStringLiteral("Página %1 de %2").arg(i + 1).arg(pages.size()));
        pages[i] += "BT /F1 8 Tf " + num(pageWidth - margin - widthOf(footer, false, 8)) + ' ' +
                    num(footerY) + " Td " + pdfString(footer) + " Tj ET\n";
    }
    return assemble(pages);
}

} // namespace brokerdesk::sandbox
