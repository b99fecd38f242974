#include "mainwindow.h"

#include "api/brokerchannels.h"

#include "common/formatting.h"
#include "icons.h"
#include "page.h"
#include "shell/commandpalette.h"
#include "shell/connectionindicator.h"
#include "shell/offlinebanner.h"
#include "shell/paletteentries.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>
#include <QWindow>

namespace brokerdesk::ui {

namespace {

// The sidebar's list of pages. A list view jumps to the entry starting with the letters typed
// (type-ahead): here letters typed after a click on a page would open another page ("vendas"
// typed into the customers' search opened Sales). Pages change by click, arrows or Ctrl+N.
class PageList : public QListWidget
{
public:
    using QListWidget::QListWidget;
    void keyboardSearch(const QString &search) override { Q_UNUSED(search) }
};

} // namespace

MainWindow::MainWindow(Workspace &workspace, QList<Page *> pages, QWidget *parent)
    : QMainWindow(parent), m_workspace(workspace), m_pages(std::move(pages)),
      m_sidebar(new PageList(this)), m_stack(new QStackedWidget(this)),
      m_offline(new OfflineBanner(workspace.api(), this)),
      m_indicator(new ConnectionIndicator(workspace.api(), this)), m_status(new QLabel(this)),
      m_environment(new QLabel(this)), m_palette(new CommandPalette(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("BrokerDesk"));
    setWindowIcon(icon(QStringLiteral("brokerdesk")));
    resize(1240, 680); // within a 1280×720 screen, with its title bar and panel

    auto *central = new QWidget(this);
    auto *outer = new QVBoxLayout(central);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    outer->addWidget(m_offline);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    // The palette, advertised where the eye starts: a click or Ctrl+K.
    auto *side = new QWidget(this);
    side->setObjectName(QStringLiteral("sideColumn"));
    side->setFixedWidth(200);
    side->setAttribute(Qt::WA_StyledBackground);
    side->setStyleSheet(
        QStringLiteral("#sideColumn { background: #f1f4f7; border-right: 1px solid #dde3e8; }"));
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 8, 0, 0);
    sideLayout->setSpacing(4);
    auto *find = new QPushButton(icon(QStringLiteral("search")), tr("Find…   Ctrl+K"), side);
    find->setObjectName(QStringLiteral("openPalette"));
    find->setToolTip(tr("Find a page, product, saved quote or policy by name, CPF/CNPJ or plate"));
    find->setStyleSheet(QStringLiteral(
        "#openPalette { text-align: left; padding: 6px 8px; margin-right: 6px; color: #546e7a;"
        " background: white; border: 1px solid #cfd8dc; border-radius: 4px; }"));
    find->setFocusPolicy(Qt::NoFocus);
    connect(find, &QPushButton::clicked, this, &MainWindow::openPalette);
    sideLayout->addWidget(find);
    sideLayout->addWidget(m_sidebar, 1);
    row->addWidget(side);
    row->addWidget(m_stack, 1);
    outer->addLayout(row, 1);
    setCentralWidget(central);

    for (Page *p : std::as_const(m_pages))
        m_stack->addWidget(p);
    buildSidebar();
    buildShortcuts();
    connectNavigation();

    m_status->setAccessibleName(tr("Status"));
    statusBar()->addWidget(m_status, 1);
    m_environment->setObjectName(QStringLiteral("environment"));
    statusBar()->addPermanentWidget(m_environment);
    statusBar()->addPermanentWidget(m_indicator);
    connect(&workspace, &Workspace::brokerChannelIdChanged, this, &MainWindow::updateEnvironment);
    connect(&workspace.api(), &api::ApiClient::connectionStateChanged, this,
            &MainWindow::updateEnvironment);
    updateEnvironment();
    connect(&workspace, &Workspace::status, m_status, &QLabel::setText);
    connect(m_offline, &OfflineBanner::retryRequested, this, &MainWindow::retryConnection);
    qApp->installEventFilter(this); // sees our dialogs close (eventFilter)
    if (!m_pages.isEmpty())
        showPage(0);
}

void MainWindow::buildSidebar()
{
    m_sidebar->setObjectName(QStringLiteral("sidebar"));
    m_sidebar->setAccessibleName(tr("Pages"));
    m_sidebar->setIconSize(QSize(22, 22));
    m_sidebar->setFrameShape(QFrame::NoFrame);
    // A click shows a page and gives it the keyboard (below); the list itself is reached by Tab,
    // where the arrows move between pages.
    m_sidebar->setFocusPolicy(Qt::TabFocus);
    // A selected page reads as a highlighted entry, never as a framed field: no focus frame,
    // no border, the same look with or without focus.
    m_sidebar->setStyleSheet(QStringLiteral(
        "#sidebar { background: transparent; border: none; outline: 0; }"
        "#sidebar::item { padding: 8px 10px; border: none; border-radius: 4px; margin: 1px 6px 1px "
        "0;"
        " color: #22313f; }"
        "#sidebar::item:hover { background: #e6ecf2; }"
        "#sidebar::item:selected, #sidebar::item:selected:active, #sidebar::item:selected:!active"
        " { background: #dbe7f5; color: #0d47a1; border: none; border-left: 3px solid #1565c0; }"));
    for (int i = 0; i < m_pages.size(); ++i) {
        auto *item = new QListWidgetItem(m_pages.at(i)->icon(), m_pages.at(i)->title(), m_sidebar);
        if (i < 9)
            item->setToolTip(tr("%1 (Ctrl+%2)").arg(m_pages.at(i)->title()).arg(i + 1));
    }
    connect(m_sidebar, &QListWidget::currentRowChanged, this,
            qOverload<int>(&MainWindow::showPage));
    // The keyboard goes where the eyes go: into the page clicked, its search or first field.
    connect(m_sidebar, &QAbstractItemView::pressed, this, [this] { keyboardToPage(); });
    connect(m_sidebar, &QAbstractItemView::clicked, this, [this] { keyboardToPage(); });
}

void MainWindow::updateEnvironment()
{
    const QUrl base = m_workspace.api().settings().baseUrl;
    const QString host = base.host();
    QString where;
    if (host.isEmpty())
        where = tr("No service configured");
    else if (host == QLatin1String("127.0.0.1") || host == QLatin1String("localhost"))
        where = tr("Demo on this computer");
    else
        where = tr("Service %1").arg(host);
    const QString channel = m_workspace.brokerChannelId();
    const QString name = m_channelNames.value(channel);
    m_environment->setText(channel.isEmpty() ? where
                           : name.isEmpty()
                               ? where // until the channel's name is read: never its id
                               : QStringLiteral("%1 · %2").arg(where, name));
    m_environment->setToolTip(base.toString());
    nameChannel(channel);
}

void MainWindow::nameChannel(const QString &channelId)
{
    const QUrl base = m_workspace.api().settings().baseUrl;
    const QString asked = base.toString() + u' ' + channelId;
    if (base.isEmpty() || channelId.isEmpty() || m_channelNames.contains(channelId) ||
        m_channelsAsked.contains(asked))
        return;
    m_channelsAsked.insert(asked);
    api::brokerChannels(m_workspace.api(), api::PageQuery::number(1, 100), this,
                        [this, asked](const api::ApiResult<api::BrokerChannelPage> &result) {
                            if (!result.ok()) {
                                // Offline or busy: asked again when the connection changes.
                                if (result.error().isTransient())
                                    m_channelsAsked.remove(asked);
                                return;
                            }
                            for (const domain::BrokerChannel &c : result.value().items)
                                if (!c.name.isEmpty())
                                    m_channelNames.insert(c.id, c.name);
                            updateEnvironment();
                        });
}

void MainWindow::buildShortcuts()
{
    for (int i = 0; i < m_pages.size() && i < 9; ++i) {
        auto *action = new QAction(m_pages.at(i)->title(), this);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, i] {
            showPage(i);
            focusPage(true); // Ctrl+N and type: the keys go to the page just opened
        });
        addAction(action);
    }
    auto *palette = new QAction(tr("Go to…"), this);
    palette->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    palette->setShortcutContext(Qt::WindowShortcut);
    connect(palette, &QAction::triggered, this, &MainWindow::openPalette);
    addAction(palette);
}

void MainWindow::connectNavigation()
{
    connect(&m_workspace, &Workspace::quoteRequested, this,
            [this] { showPage(QStringLiteral("quote")); });
    connect(&m_workspace, &Workspace::requoteRequested, this,
            [this] { showPage(QStringLiteral("quote")); });
    connect(&m_workspace, &Workspace::checkoutRequested, this,
            [this] { showPage(QStringLiteral("sales")); });
    connect(&m_workspace, &Workspace::saleOpened, this,
            [this] { showPage(QStringLiteral("sales")); });
    connect(&m_workspace, &Workspace::policyOpened, this,
            [this] { showPage(QStringLiteral("policies")); });
    connect(&m_workspace, &Workspace::savedQuoteOpened, this,
            [this] { showPage(QStringLiteral("offline")); });
    connect(&m_workspace, &Workspace::affinityOpened, this,
            [this] { showPage(QStringLiteral("affinities")); });
    connect(&m_workspace, &Workspace::quoteForCustomerRequested, this,
            [this] { showPage(QStringLiteral("quote")); });
    connect(&m_workspace, &Workspace::affinityForCustomerRequested, this,
            [this] { showPage(QStringLiteral("affinities")); });
    connect(&m_workspace, &Workspace::estimateForCustomerRequested, this,
            [this] { showPage(QStringLiteral("customers")); });
    connect(&m_workspace, &Workspace::customerOpened, this,
            [this] { showPage(QStringLiteral("customers")); });
    connect(&m_workspace, &Workspace::pageRequested, this,
            [this](const QString &key) { showPage(key); });
    connect(&m_workspace, &Workspace::renewalsDueRequested, this,
            [this] { showPage(QStringLiteral("renewals")); });
    connect(&m_workspace, &Workspace::renewalRequested, this,
            [this] { showPage(QStringLiteral("quote")); });
    // A new channel (the service came up, or Settings changed it): the page on screen reloads.
    connect(&m_workspace, &Workspace::brokerChannelIdChanged, this, [this] {
        if (Page *p = currentPage())
            p->activate();
    });
}

Page *MainWindow::currentPage() const
{
    return qobject_cast<Page *>(m_stack->currentWidget());
}

Page *MainWindow::page(const QString &key) const
{
    for (Page *p : m_pages)
        if (p->objectName() == key)
            return p;
    return nullptr;
}

void MainWindow::showPage(int index)
{
    if (index < 0 || index >= m_pages.size())
        return;
    m_stack->setCurrentIndex(index);
    // The taskbar and the window switcher say which page is open ("Clientes — BrokerDesk": the
    // platform adds the application's name).
    setWindowTitle(m_pages.at(index)->title());
    if (m_sidebar->currentRow() != index) {
        const QSignalBlocker block(m_sidebar);
        m_sidebar->setCurrentRow(index);
    }
    m_pages.at(index)->activate(); // pages refresh each time they are shown
}

void MainWindow::showPage(const QString &key)
{
    showPage(int(m_pages.indexOf(page(key))));
}

bool MainWindow::restoreLayout()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    if (geometry.isEmpty())
        return false;
    restoreGeometry(geometry);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    const QString last = settings.value(QStringLiteral("window/lastPage")).toString();
    if (page(last) && page(last) != currentPage())
        showPage(last);
    return true;
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (Page *p = currentPage())
        settings.setValue(QStringLiteral("window/lastPage"), p->objectName());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && isActiveWindow())
        focusPage();
}

// When one of our dialogs (the palette, a question) closes, some window managers activate no
// window at all, or leave the focus on the hidden one: keys then reach nothing until the user
// clicks. Take the activation back then, and only then (a user who switched to another program
// left no hidden dialog behind).
bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Hide && watched != this && watched->isWidgetType()) {
        auto *w = static_cast<QWidget *>(watched);
        bool ours = false;
        for (QWidget *p = w->parentWidget(); p && !ours; p = p->parentWidget())
            ours = p == this;
        if (w->isWindow() && ours && isVisible())
            QTimer::singleShot(0, this, [this] {
                const QWindow *focus = QGuiApplication::focusWindow();
                if (!focus || !focus->isVisible()) {
                    activateWindow();
                    focusPage();
                }
            });
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::focusPage(bool evenIfFocused)
{
    Page *p = currentPage();
    const QWidget *focused = focusWidget();
    if (!p || (!evenIfFocused && focused && focused->isVisible()))
        return;
    // The page's first text field (its search, or a form's first field), else its first control.
    QWidget *first = nullptr;
    int guard = 10000; // the focus chain is a ring through the whole window
    for (QWidget *w = p->nextInFocusChain(); w && w != p && --guard > 0;
         w = w->nextInFocusChain()) {
        if (!p->isAncestorOf(w) || !w->isVisible() || !w->isEnabled() ||
            !(w->focusPolicy() & Qt::TabFocus))
            continue;
        if (const auto *edit = qobject_cast<QLineEdit *>(w); edit && !edit->isReadOnly()) {
            first = w;
            break;
        }
        if (!first)
            first = w;
    }
    (first ? first : static_cast<QWidget *>(m_sidebar))->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::keyboardToPage()
{
    const QWidget *focused = QApplication::focusWidget();
    Page *p = currentPage();
    if (!p || !focused || !focused->isVisible() || !p->isAncestorOf(focused))
        focusPage(true);
}

void MainWindow::openPalette()
{
    m_palette->input()->clear();
    m_palette->setEntries(
        localPaletteEntries(m_pages, [this](const QString &key) { showPage(key); }));
    m_palette->setTypedEntries(
        [this](const QString &text) { return typedPaletteEntries(m_workspace, text); });
    fetchPolicyEntries(m_workspace, m_palette);
    m_palette->open();
    m_palette->input()->setFocus();
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::retryConnection()
{
    m_workspace.api().signIn(this, [this](const api::ApiResult<api::AccessToken> &result) {
        if (result.ok())
            if (Page *p = currentPage())
                p->activate();
    });
}

} // namespace brokerdesk::ui
