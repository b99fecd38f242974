#pragma once

#include "page.h"

namespace brokerdesk::ui {

// Stands in the sidebar for a page that comes in a later version, and says so.
class PlaceholderPage : public Page
{
    Q_OBJECT
public:
    PlaceholderPage(Workspace &workspace, const QString &title, const QString &iconName,
                    QWidget *parent = nullptr);

    QString title() const override { return m_title; }
    QIcon icon() const override;

private:
    QString m_title;
    QString m_iconName;
};

} // namespace brokerdesk::ui
