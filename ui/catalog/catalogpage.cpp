#include "catalogpage.h"

#include "common/errortext.h"
#include "common/formatting.h"
#include "common/look.h"
#include "icons.h"
#include "productdetails.h"
#include "productlistmodel.h"
#include "shell/errorbanner.h"
#include "shell/progresspanel.h"
#include "workspace.h"

#include <QButtonGroup>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QSvgRenderer>
#include <QToolButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {
// The channel's SVG logo, drawn at twice its size (sharp on high-DPI screens); null when the
// file is no SVG, and the page shows the channel's name instead.
QPixmap logoPixmap(const QByteArray &file)
{
    QSvgRenderer svg(file);
    if (!svg.isValid())
        return {};
    QSize size = svg.defaultSize();
    size.scale(QSize(240, 56), Qt::KeepAspectRatio);
    QPixmap pixmap(size * 2);
    pixmap.setDevicePixelRatio(2);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    svg.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    return pixmap;
}
} // namespace

CatalogPage::CatalogPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent),
      m_loader(new models::CatalogLoader(workspace.api(), workspace.offline(), this)),
      m_logo(new QLabel(this)), m_heading(new QLabel(this)), m_search(new QLineEdit(this)),
      m_listButton(new QToolButton(this)), m_gridButton(new QToolButton(this)),
      m_note(new QLabel(this)), m_error(new ErrorBanner(this)), m_progress(new ProgressPanel(this)),
      m_view(new QListView(this)), m_model(new ProductListModel(this)),
      m_filter(new ProductFilterModel(this)), m_details(new ProductDetails(this))
{
    m_heading->setText(title()); // the page is named as in the sidebar
    m_heading->setObjectName(QStringLiteral("pageTitle"));
    m_heading->setStyleSheet(QStringLiteral("font-size: 18px; font-weight: 600;"));
    m_logo->setAccessibleName(tr("Store logo"));
    m_logo->setMinimumHeight(56);
    m_search->setPlaceholderText(tr("Search products, insurers, SUSEP codes… (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search products"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(ui::icon(QStringLiteral("search")), QLineEdit::LeadingPosition);
    m_search->installEventFilter(this);
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, m_search, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });

    m_listButton->setIcon(ui::icon(QStringLiteral("list")));
    m_listButton->setToolTip(tr("Show as a list"));
    m_listButton->setAccessibleName(tr("Show as a list"));
    m_gridButton->setIcon(ui::icon(QStringLiteral("grid")));
    m_gridButton->setToolTip(tr("Show as a grid"));
    m_gridButton->setAccessibleName(tr("Show as a grid"));
    auto *modes = new QButtonGroup(this);
    for (QToolButton *b : {m_listButton, m_gridButton}) {
        b->setCheckable(true);
        b->setAutoRaise(true);
        modes->addButton(b);
    }
    m_listButton->setChecked(true);
    connect(m_gridButton, &QToolButton::toggled, this, &CatalogPage::setGridMode);

    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: #5d4037;"));
    m_note->hide();

    m_filter->setSourceModel(m_model);
    m_view->setModel(m_filter);
    m_view->setAccessibleName(tr("Products"));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setUniformItemSizes(true);
    m_view->setSpacing(2);
    m_view->installEventFilter(this);
    setGridMode(false);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_details);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *split = new QSplitter(this);
    split->addWidget(m_view);
    split->addWidget(scroll);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(m_logo);
    top->addWidget(m_heading);
    top->addStretch();
    top->addWidget(m_search, 2);
    top->addWidget(m_listButton);
    top->addWidget(m_gridButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addLayout(top);
    layout->addWidget(m_note);
    layout->addWidget(m_error);
    layout->addWidget(m_progress);
    layout->addWidget(split, 1);

    setTabOrder(m_search, m_view);
    setTabOrder(m_view, m_details->quoteButton());

    connect(m_search, &QLineEdit::textChanged, m_filter, &ProductFilterModel::setSearch);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CatalogPage::onSelectionChanged);
    connect(m_view, &QListView::activated, m_details->quoteButton(), &QPushButton::click);
    enterPresses(m_details->quoteButton(), this);
    connect(m_details, &ProductDetails::quoteRequested, &workspace, &Workspace::quoteRequested);
    connect(m_loader, &models::CatalogLoader::loaded, this, &CatalogPage::onLoaded);
    connect(m_loader, &models::CatalogLoader::failed, this, &CatalogPage::onFailed);
    connect(m_loader, &models::CatalogLoader::logoLoaded, this, [this](const QByteArray &file) {
        const QPixmap logo = logoPixmap(file);
        if (!logo.isNull())
            m_logo->setPixmap(logo);
    });
    connect(m_loader, &models::CatalogLoader::progress, this, [this](int done, int total) {
        m_progress->setProgress(done, total);
        m_progress->setText(tr("Loading vendor settings: %1 of %2").arg(done).arg(total));
    });
    connect(m_error, &ErrorBanner::retryRequested, this, &CatalogPage::activate);
}

QString CatalogPage::title() const
{
    return tr("Catalog");
}

QIcon CatalogPage::icon() const
{
    return ui::icon(QStringLiteral("catalog"));
}

QList<PaletteEntry> CatalogPage::paletteEntries()
{
    QList<PaletteEntry> out;
    cache::OfflineStore &store = workspace().offline();
    if (!store.isOpen())
        return out;
    QPointer<CatalogPage> self(this);
    for (const auto &doc : store.stores()) {
        const auto decoded = domain::fromJson<domain::Store>(doc.doc);
        if (!decoded)
            continue;
        for (const auto &bp : decoded.value().brokerProducts) {
            const QString id = bp.id;
            out << PaletteEntry{bp.name, tr("Product · %1").arg(bp.product.insurer.name),
                                productTypeIcon(bp.product.type), [self, id] {
                                    if (self)
                                        self->showProduct(id);
                                }};
        }
    }
    return out;
}

void CatalogPage::activate()
{
    if (workspace().brokerChannelId().isEmpty()) {
        // The embedded service is still starting: show the saved copy, if any, meanwhile.
        if (!m_loadedOnce)
            if (const auto saved = models::CatalogLoader::cached(workspace().offline(),
                                                                 workspace().brokerChannelId()))
                onLoaded(*saved);
        return;
    }
    m_error->clear();
    setBusy(true);
    m_progress->start(tr("Loading the store…"), [this] { m_loader->cancel(); });
    m_loader->load(workspace().brokerChannelId());
}

void CatalogPage::setBusy(bool busy)
{
    emit workspace().status(busy ? tr("Loading the catalog…") : QString());
    emit busyChanged(busy);
}

void CatalogPage::onLoaded(const models::CatalogSnapshot &snapshot)
{
    const QString selected = m_pendingSelection.isEmpty()
                                 ? m_view->currentIndex().data(ProductListModel::IdRole).toString()
                                 : m_pendingSelection;
    m_pendingSelection.clear();
    m_loadedOnce = true;
    m_snapshot = snapshot;
    m_progress->finish();
    m_model->setProducts(snapshot.store.brokerProducts);
    if (snapshot.fromCache) {
        m_note->setText(
            tr("Showing the catalog saved on %1.").arg(format::dateTime(snapshot.fetchedAt)));
        m_note->show();
        // Why the live one is not shown, with a Retry for when the service is back.
        if (!snapshot.cacheReason.message.isEmpty())
            m_error->showError(snapshot.cacheReason);
    } else {
        m_note->hide();
    }
    if (m_logo->pixmap().isNull())
        m_logo->setPixmap(ui::icon(QStringLiteral("catalog")).pixmap(40, 40));
    m_heading->setText(
        tr("Catalog · %n product(s)", nullptr, int(snapshot.store.brokerProducts.size())));
    showProduct(selected);
    if (!m_view->currentIndex().isValid() && m_filter->rowCount() > 0)
        m_view->setCurrentIndex(m_filter->index(0, 0));
    if (snapshot.vendorFailures > 0) {
        api::ApiError e = snapshot.vendorError;
        e.message = tr("The vendor settings of %n product(s) could not be loaded. %1", nullptr,
                       snapshot.vendorFailures)
                        .arg(errortext::sentence(e));
        m_error->showError(e);
    }
    setBusy(false);
}

void CatalogPage::onFailed(const api::ApiError &error)
{
    m_progress->finish();
    m_error->showError(error);
    setBusy(false);
}

void CatalogPage::showProduct(const QString &brokerProductId)
{
    if (brokerProductId.isEmpty())
        return;
    const int row = m_model->rowOf(brokerProductId);
    if (row < 0) {
        if (!m_loadedOnce || isBusy())
            m_pendingSelection = brokerProductId;
        return;
    }
    QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
    if (!index.isValid()) { // hidden by the search: clear it so the product shows
        m_search->clear();
        index = m_filter->mapFromSource(m_model->index(row, 0));
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

void CatalogPage::setGridMode(bool grid)
{
    m_view->setViewMode(grid ? QListView::IconMode : QListView::ListMode);
    m_view->setIconSize(grid ? QSize(40, 40) : QSize(28, 28));
    m_view->setGridSize(grid ? QSize(190, 110) : QSize());
    m_view->setWordWrap(grid);
    m_view->setResizeMode(QListView::Adjust);
    m_view->setMovement(QListView::Static);
    m_gridButton->setChecked(grid);
    m_listButton->setChecked(!grid);
}

void CatalogPage::onSelectionChanged()
{
    const QModelIndex index = m_filter->mapToSource(m_view->currentIndex());
    const domain::BrokerProduct *p = m_model->product(index.row());
    std::optional<domain::Vendor> vendor;
    if (p && m_snapshot.vendors.contains(p->productId))
        vendor = m_snapshot.vendors.value(p->productId);
    m_details->setProduct(p, vendor);
}

QString CatalogPage::noteText() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

bool CatalogPage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        // Down from the search goes into the results; Esc clears the search.
        if (watched == m_search && key == Qt::Key_Down) {
            m_view->setFocus(Qt::TabFocusReason);
            if (!m_view->currentIndex().isValid() && m_filter->rowCount() > 0)
                m_view->setCurrentIndex(m_filter->index(0, 0));
            return true;
        }
        if (watched == m_search && key == Qt::Key_Escape && !m_search->text().isEmpty()) {
            m_search->clear();
            return true;
        }
    }
    return Page::eventFilter(watched, event);
}

} // namespace brokerdesk::ui
