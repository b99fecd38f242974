#include "idreference.h"

#include "common/formatting.h"
#include "icons.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace brokerdesk::ui {

IdReference::IdReference(QWidget *parent)
    : QWidget(parent), m_short(new QLabel(this)),
      m_copy(new QPushButton(icon(QStringLiteral("copy")), tr("Copy id"), this))
{
    m_short->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_copy->setObjectName(QStringLiteral("copyId"));
    m_copy->setFlat(true);
    m_copy->setToolTip(tr("Copies the full id to the clipboard, for support"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_short);
    layout->addWidget(m_copy);
    layout->addStretch();
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_id); });
}

void IdReference::setId(const QString &id)
{
    m_id = id;
    m_short->setText(format::shortReference(id));
    m_copy->setEnabled(!id.isEmpty());
}

QString IdReference::text() const
{
    return m_short->text();
}

} // namespace brokerdesk::ui
