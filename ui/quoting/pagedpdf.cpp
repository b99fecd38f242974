#include "pagedpdf.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace brokerdesk::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Proposal)
};

} // namespace

QString pageFooter(int page, int pages)
{
    return Tr::tr("Page %1 of %2").arg(page).arg(pages);
}

int writePagedHtml(const QString &html, const QString &note, QPdfWriter &pdf)
{
    QTextDocument doc;
    // Measured at the writer's resolution, so the pages counted are the pages drawn.
    doc.documentLayout()->setPaintDevice(&pdf);
    QFont body = doc.defaultFont();
    body.setPointSizeF(10);
    doc.setDefaultFont(body);
    doc.setHtml(html);
    QFont small = body;
    small.setPointSizeF(8);
    const QFontMetricsF metrics(small, &pdf);
    const qreal width = pdf.width();
    const qreal height = pdf.height();
    const qreal bodyHeight = height - metrics.height() * 3; // the footer's line and a gap
    doc.setPageSize(QSizeF(width, bodyHeight));
    const int pages = doc.pageCount();
    QPainter painter;
    if (!painter.begin(&pdf))
        return 0;
    const QRectF footer(0, height - metrics.height(), width, metrics.height());
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            pdf.newPage();
        painter.save();
        painter.translate(0, -page * bodyHeight);
        doc.drawContents(&painter, QRectF(0, page * bodyHeight, width, bodyHeight));
        painter.restore();
        painter.setPen(QColor(0xbb, 0xbb, 0xbb));
        painter.drawLine(QPointF(0, footer.top() - metrics.height() * 0.5),
                         QPointF(width, footer.top() - metrics.height() * 0.5));
        painter.setPen(QColor(0x55, 0x55, 0x55));
        painter.setFont(small);
        painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, note);
        painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, pageFooter(page + 1, pages));
    }
    painter.end();
    return pages;
}

} // namespace brokerdesk::ui
