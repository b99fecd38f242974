#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace brokerdesk::sandbox {

// A small, valid PDF 1.4 document (one or more A4 pages, Helvetica, WinAnsi so Portuguese
// accents print): a title, a table of label/value rows, then paragraphs. No Qt GUI needed,
// so the headless sandbox can make certificates.
QByteArray renderPdf(const QString &title, const QList<QPair<QString, QString>> &rows,
                     const QStringList &paragraphs);

} // namespace brokerdesk::sandbox
