#pragma once

#include <QHash>
#include <QMainWindow>
#include <QSet>

class QLabel;
class QListWidget;
class QStackedWidget;

namespace brokerdesk::ui {

class CommandPalette;
class ConnectionIndicator;
class OfflineBanner;
class Page;
class Workspace;

// The workstation's window: the sidebar of pages (Ctrl+1..9), the offline banner, the status
// bar with what is loading and the connection indicator, and the command palette (Ctrl+K).
// Carries out the workspace's navigation requests. Layout and last page survive a restart.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(Workspace &workspace, QList<Page *> pages, QWidget *parent = nullptr);

    QList<Page *> pages() const { return m_pages; }
    Page *currentPage() const;
    Page *page(const QString &key) const; // by objectName: "catalog", "quote"...
    void showPage(int index);
    void showPage(const QString &key);

    // Puts back geometry, dock/toolbar state and the last page; false when none was saved.
    bool restoreLayout();
    void saveLayout() const;

    CommandPalette *palette() const { return m_palette; }
    void openPalette();

    ConnectionIndicator *connectionIndicator() const { return m_indicator; }
    OfflineBanner *offlineBanner() const { return m_offline; }
    QString statusText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildSidebar();
    void updateEnvironment();
    // The channel's name from the service's list of channels, asked once per service and channel.
    void nameChannel(const QString &channelId);
    void buildShortcuts();
    void connectNavigation();
    void retryConnection();
    // Gives the keyboard to the page on screen: its first text field, else its first control.
    // Without evenIfFocused only when nothing visible in the window has it (after the palette or
    // a dialog closed), so typing and Ctrl+1…9 reach the window again.
    void focusPage(bool evenIfFocused = false);
    // After a click in the sidebar: the page shown gets the keyboard unless it has it already.
    void keyboardToPage();

    Workspace &m_workspace;
    QList<Page *> m_pages;
    QListWidget *m_sidebar;
    QStackedWidget *m_stack;
    OfflineBanner *m_offline;
    ConnectionIndicator *m_indicator;
    QLabel *m_status;
    QLabel *m_environment; // where the desk works and as which channel, always on screen
    QHash<QString, QString> m_channelNames; // channel id → name, as the service lists them
    QSet<QString> m_channelsAsked;          // "base URL channel id" asked for
    CommandPalette *m_palette;
};

} // namespace brokerdesk::ui
