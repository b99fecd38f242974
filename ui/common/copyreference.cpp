#include "copyreference.h"

#include "icons.h"

#include <QApplication>
#include <QClipboard>
#include <QTimer>

namespace brokerdesk::ui {

namespace {
constexpr int copiedNoteMs = 2000; // how long the button says it copied
} // namespace

CopyReference::CopyReference(QWidget *parent)
    : QPushButton(ui::icon(QStringLiteral("copy")), tr("Copy reference"), parent)
{
    setObjectName(QStringLiteral("copyReference"));
    setFlat(true);
    setToolTip(tr("Copies this record's reference, to paste where the insurer or support asks "
                  "for it"));
    connect(this, &QPushButton::clicked, this, &CopyReference::copy);
    setEnabled(false);
}

void CopyReference::setReference(const QString &id)
{
    m_id = id;
    setText(tr("Copy reference"));
    setEnabled(!id.isEmpty());
}

void CopyReference::copy()
{
    if (m_id.isEmpty())
        return;
    QApplication::clipboard()->setText(m_id);
    setText(tr("Reference copied"));
    QTimer::singleShot(copiedNoteMs, this, [this] { setText(tr("Copy reference")); });
}

} // namespace brokerdesk::ui
