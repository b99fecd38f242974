#pragma once

#include "shell/commandpalette.h"

#include <QIcon>
#include <QWidget>

namespace brokerdesk::ui {

class Workspace;

// One sidebar page. Built once; activated each time the user opens it, which is when it
// loads (or refreshes) its data — asynchronously, never blocking the window.
class Page : public QWidget
{
    Q_OBJECT
public:
    explicit Page(Workspace &workspace, QWidget *parent = nullptr)
        : QWidget(parent), m_workspace(workspace)
    {
    }

    virtual QString title() const = 0;
    virtual QIcon icon() const = 0;
    virtual void activate() {}
    // True while the page still waits for data (screenshots wait for it to settle).
    virtual bool isBusy() const { return false; }
    // What the command palette offers from this page's local data (products, saved quotes...);
    // each entry runs once the window shows this page.
    virtual QList<PaletteEntry> paletteEntries() { return {}; }

signals:
    void busyChanged(bool busy);

protected:
    Workspace &workspace() const { return m_workspace; }

private:
    Workspace &m_workspace;
};

} // namespace brokerdesk::ui
