#include "documents/pdf.h"

#include <QRegularExpression>
#include <QTest>

using namespace brokerdesk::sandbox;

class TestPdf : public QObject
{
    Q_OBJECT

    // Offsets listed in the xref table, in object order (object 1 first).
    static QList<qsizetype> xrefOffsets(const QByteArray &pdf, qsizetype *size)
    {
        const qsizetype start = pdf.lastIndexOf("\nxref\n");
        const QList<QByteArray> lines = pdf.mid(start + 6).split('\n');
        const QList<QByteArray> header = lines.at(0).split(' ');
        *size = header.at(1).toLongLong();
        QList<qsizetype> offsets;
        for (qsizetype i = 2; i < 1 + *size; ++i)
            offsets << lines.at(i).left(10).toLongLong();
        return offsets;
    }

    static int pageCount(const QByteArray &pdf)
    {
        static const QRegularExpression count(QStringLiteral("/Type /Pages .* /Count (\\d+)"));
        return count.match(QString::fromLatin1(pdf)).captured(1).toInt();
    }

private slots:
    void render_hasHeaderTrailerAndStartxrefPointingAtXref()
    {
        const QByteArray pdf = renderPdf(QStringLiteral("Certificado"), {}, {});
        QVERIFY(pdf.startsWith("%PDF-1.4\n"));
        QVERIFY(pdf.endsWith("%%EOF\n"));
        QVERIFY(pdf.contains("trailer\n<< /Size "));
        const qsizetype at = pdf.lastIndexOf("startxref\n");
        QVERIFY(at > 0);
        const qsizetype xref = pdf.mid(at + 10).split('\n').at(0).toLongLong();
        QCOMPARE(pdf.mid(xref, 5), QByteArray("xref\n"));
    }

    void render_everyXrefOffsetPointsAtItsObject()
    {
        QStringList paragraphs;
        for (int i = 0; i < 80; ++i)
            paragraphs
                << QStringLiteral("Parágrafo %1 com acentuação (e parênteses) \\ barra.").arg(i);
        const QByteArray pdf =
            renderPdf(QStringLiteral("Título"),
                      {{QStringLiteral("Apólice"), QStringLiteral("po-01")}}, paragraphs);
        qsizetype size = 0;
        const QList<qsizetype> offsets = xrefOffsets(pdf, &size);
        QVERIFY(size > 5);
        QCOMPARE(offsets.size(), size - 1);
        for (qsizetype n = 1; n < size; ++n) {
            const QByteArray expected = QByteArray::number(n) + " 0 obj";
            QCOMPARE(pdf.mid(offsets.at(n - 1), expected.size()), expected);
        }
        QVERIFY(pdf.contains("0000000000 65535 f \n"));
    }

    void render_writesTitleAndRowsInWinAnsiWithEscapedParentheses()
    {
        const QByteArray pdf = renderPdf(QStringLiteral("Certificado de seguro"),
                                         {{QStringLiteral("Vigência"), QStringLiteral("(a) b\\c")}},
                                         {QStringLiteral("Emoji 😀 e € preço")});
        QVERIFY(pdf.contains("(Certificado de seguro) Tj"));
        QVERIFY(pdf.contains("(Vig\xEAncia) Tj"));
        QVERIFY(pdf.contains("(\\(a\\) b\\\\c) Tj"));
        QVERIFY(pdf.contains("(Emoji ? e \x80 pre\xE7o) Tj"));
        QVERIFY(pdf.contains("/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding"));
    }

    void render_streamLengthsMatchTheirContent()
    {
        const QByteArray pdf = renderPdf(QStringLiteral("T"), {}, {QStringLiteral("x")});
        static const QRegularExpression stream(QStringLiteral("/Length (\\d+) >>\nstream\n"));
        auto it = stream.globalMatch(QString::fromLatin1(pdf));
        int seen = 0;
        while (it.hasNext()) {
            const auto m = it.next();
            const qsizetype begin = m.capturedEnd();
            const qsizetype length = m.captured(1).toLongLong();
            QCOMPARE(pdf.mid(begin + length, 10), QByteArray("\nendstream"));
            ++seen;
        }
        QCOMPARE(seen, 1);
    }

    void render_withShortInput_isOnePage()
    {
        QCOMPARE(pageCount(renderPdf(QStringLiteral("T"), {}, {QStringLiteral("curto")})), 1);
    }

    void render_withLongInput_breaksIntoPagesThatEachFit()
    {
        // 200 one-line paragraphs at 21 pt each (a 7 pt gap plus one 14 pt line) need
        // 4200 pt; an A4 page has 730 pt of text height below its margins, so 6 pages.
        QStringList paragraphs;
        for (int i = 0; i < 200; ++i)
            paragraphs << QStringLiteral("Linha %1").arg(i);
        const QByteArray pdf = renderPdf(QStringLiteral("T"), {}, paragraphs);
        QCOMPARE(pageCount(pdf), 6);
        QVERIFY(pdf.contains("(P\xE1gina 6 de 6) Tj"));
        QVERIFY(pdf.contains("(Linha 199) Tj"));
        static const QRegularExpression y(QStringLiteral(" ([0-9.]+) Td "));
        auto it = y.globalMatch(QString::fromLatin1(pdf));
        while (it.hasNext()) {
            const double at = it.next().captured(1).toDouble();
            QVERIFY2(at >= 30.0 && at <= 842.0 - 56.0, qPrintable(QString::number(at)));
        }
    }

    void render_wrapsLongTextWithinTheLine()
    {
        const QString word = QStringLiteral("W").repeated(400); // wider than any line
        const QByteArray pdf = renderPdf(QStringLiteral("T"), {}, {word});
        // 400 W at 9.44 pt need 3776 pt: 8 lines of at most 483 pt (51 W each).
        QCOMPARE(pdf.count("(WWW"), 8);
        QVERIFY(pdf.contains(QByteArray(QByteArray("(") + QByteArray(51, 'W') + ") Tj")));
        QVERIFY(!pdf.contains(QByteArray(52, 'W')));
    }
};

QTEST_GUILESS_MAIN(TestPdf)
#include "tst_pdf.moc"
