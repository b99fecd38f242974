#include "placeholderpage.h"

#include "icons.h"

#include <QLabel>
#include <QVBoxLayout>

namespace brokerdesk::ui {

PlaceholderPage::PlaceholderPage(Workspace &workspace, const QString &title,
                                 const QString &iconName, QWidget *parent)
    : Page(workspace, parent), m_title(title), m_iconName(iconName)
{
    auto *picture = new QLabel(this);
    picture->setPixmap(ui::icon(iconName).pixmap(64, 64));
    picture->setAlignment(Qt::AlignCenter);
    auto *text = new QLabel(tr("<h2>%1</h2><p>This page arrives in the next version of "
                               "BrokerDesk.</p>").arg(title.toHtmlEscaped()), this);
    text->setAlignment(Qt::AlignCenter);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(picture);
    layout->addWidget(text);
    layout->addStretch();
}

QIcon PlaceholderPage::icon() const
{
    return ui::icon(m_iconName);
}

} // namespace brokerdesk::ui
