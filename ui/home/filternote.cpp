#include "filternote.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace brokerdesk::ui {

FilterNote::FilterNote(QWidget *parent)
    : QFrame(parent), m_text(new QLabel(this)), m_clear(new QPushButton(tr("Show all"), this))
{
    setObjectName(QStringLiteral("filterNote"));
    setStyleSheet(QStringLiteral("#filterNote { background: #e3f2fd; border: 1px solid #90caf9;"
                                 " border-radius: 4px; }"));
    m_text->setObjectName(QStringLiteral("filterText"));
    m_clear->setObjectName(QStringLiteral("clearFilter"));
    m_clear->setToolTip(tr("Clear the filter and list everything"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_clear);
    connect(m_clear, &QPushButton::clicked, this, [this] {
        setFilter({});
        emit cleared();
    });
    hide();
}

void FilterNote::setFilter(const QString &what)
{
    m_what = what;
    m_text->setText(tr("Showing only: %1").arg(what));
    setVisible(!what.isEmpty());
}

} // namespace brokerdesk::ui
