#include "renewalspage.h"

#include "common/look.h"
#include "renewalindex.h"
#include "renewallistmodel.h"

#include "common/pageheader.h"
#include "icons.h"
#include "workspace.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

// Enter on a row renews it (a table's own Enter would only move or edit).
class RenewalTable : public QTableView
{
public:
    using QTableView::QTableView;
    std::function<void()> onEnter;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && onEnter &&
            currentIndex().isValid()) {
            onEnter();
            return;
        }
        QTableView::keyPressEvent(event);
    }
};

} // namespace

RenewalsPage::RenewalsPage(Workspace &workspace, RenewalIndex &renewals, QWidget *parent)
    : Page(workspace, parent), m_renewals(renewals), m_model(new RenewalListModel(this)),
      m_header(new PageHeader(tr("Renewals"), this)), m_search(new QLineEdit(this)),
      m_window(new QComboBox(this)), m_product(new QComboBox(this)), m_view(new RenewalTable(this)),
      m_renew(new QPushButton(tr("&Renew"), this)), m_empty(new QLabel(this)),
      m_typing(new QTimer(this))
{
    setObjectName(QStringLiteral("renewalsPage"));
    m_search->setObjectName(QStringLiteral("renewalSearch"));
    m_search->setPlaceholderText(tr("Search by holder, CPF/CNPJ or plate (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search renewals"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(ui::icon(QStringLiteral("search")), QLineEdit::LeadingPosition);
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, m_search, [this] { m_search->setFocus(); });
    m_window->setObjectName(QStringLiteral("renewalWindow"));
    m_window->setAccessibleName(tr("Ending within"));
    for (int days : {30, 60, 90})
        m_window->addItem(tr("Ending in %1 days").arg(days), days);
    m_product->setObjectName(QStringLiteral("renewalProduct"));
    m_product->setAccessibleName(tr("Product"));
    m_product->addItem(tr("Every product"), QString());
    m_renew->setObjectName(QStringLiteral("renew"));
    markPrimary(m_renew);
    enterPresses(m_renew, this);
    m_renew->setToolTip(tr("Quote the selected policy's renewal (Enter)"));
    m_renew->setEnabled(false);
    m_header->addTool(m_renew);

    m_view->setObjectName(QStringLiteral("renewalsTable"));
    m_view->setAccessibleName(tr("Policies to renew"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(RenewalListModel::Holder,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(RenewalListModel::Product,
                                                     QHeaderView::Stretch);
    for (int c : {RenewalListModel::Ends, RenewalListModel::DaysLeft, RenewalListModel::Premium})
        m_view->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    static_cast<RenewalTable *>(m_view)->onEnter = [this] { renewSelected(); };
    m_empty->setObjectName(QStringLiteral("renewalsEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setStyleSheet(QStringLiteral("color: #546e7a; padding: 24px;"));

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_window);
    filters->addWidget(m_product);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_header);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty, 1); // in the list's place while it is empty
    setTabOrder(m_search, m_window);
    setTabOrder(m_window, m_product);
    setTabOrder(m_product, m_view);
    setTabOrder(m_view, m_renew);

    m_typing->setSingleShot(true);
    m_typing->setInterval(200);
    connect(m_typing, &QTimer::timeout, this, &RenewalsPage::reload);
    connect(m_search, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    // Enter in the search renews the first match: search, Enter.
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        reload();
        if (m_model->rowCount() > 0) {
            m_view->setCurrentIndex(m_model->index(0, 0));
            renewSelected();
        }
    });
    for (QComboBox *box : {m_window, m_product})
        connect(box, &QComboBox::currentIndexChanged, this, &RenewalsPage::reload);
    connect(m_renew, &QPushButton::clicked, this, &RenewalsPage::renewSelected);
    connect(m_view, &QTableView::doubleClicked, this, &RenewalsPage::renewSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { m_renew->setEnabled(current.isValid()); });
    connect(&m_renewals, &RenewalIndex::updated, this, &RenewalsPage::reload);
    // From Início's count: that window, the keyboard on the list (Enter renews the first).
    connect(&workspace, &Workspace::renewalsDueRequested, this, [this](int days) {
        setWindowDays(days);
        QTimer::singleShot(0, this, [this] {
            if (m_view->isVisible())
                m_view->setFocus(Qt::OtherFocusReason);
        });
    });
    reload();
}

QString RenewalsPage::title() const
{
    return tr("Renewals");
}

QIcon RenewalsPage::icon() const
{
    return ui::icon(QStringLiteral("renewals"));
}

bool RenewalsPage::isBusy() const
{
    return m_renewals.isWalking();
}

void RenewalsPage::activate()
{
    loadProducts();
    reload();
    m_renewals.refresh();
    if (m_renewals.isWalking()) {
        emit busyChanged(true);
        emit workspace().status(tr("Looking for policies ending soon…"));
    }
}

void RenewalsPage::setWindowDays(int days)
{
    m_window->setCurrentIndex(std::max(0, m_window->findData(days)));
}

int RenewalsPage::windowDays() const
{
    return m_window->currentData().toInt();
}

void RenewalsPage::loadProducts()
{
    const QString channel = workspace().brokerChannelId();
    if (channel.isEmpty())
        return;
    workspace().api().merchantStore(channel, this, [this](const auto &result) {
        if (!result.ok())
            return; // the list still reads, "product not in the catalog"
        const QString chosen = m_product->currentData().toString();
        const QSignalBlocker quiet(m_product);
        m_product->clear();
        m_product->addItem(tr("Every product"), QString());
        QHash<QString, QString> names;
        for (const auto &bp : result.value().brokerProducts) {
            names.insert(bp.id, bp.name);
            m_product->addItem(productTypeIcon(bp.product.type), bp.name, bp.id);
        }
        m_product->setCurrentIndex(std::max(0, m_product->findData(chosen)));
        m_model->setProductNames(std::move(names));
    });
}

void RenewalsPage::reload()
{
    const QString selected = m_view->currentIndex().data(RenewalListModel::PolicyIdRole).toString();
    m_model->setPolicies(
        m_renewals.due(windowDays(), m_product->currentData().toString(), m_search->text()),
        m_renewals.today());
    const int rows = m_model->rowCount();
    for (int r = 0; r < rows; ++r)
        if (m_model->index(r, 0).data(RenewalListModel::PolicyIdRole).toString() == selected)
            m_view->setCurrentIndex(m_model->index(r, 0));
    if (!m_view->currentIndex().isValid() && rows > 0)
        m_view->setCurrentIndex(m_model->index(0, 0));
    m_renew->setEnabled(m_view->currentIndex().isValid());
    m_header->setSummary(tr("%n policy(ies) to renew", nullptr, rows));
    m_empty->setVisible(rows == 0);
    m_view->setVisible(rows > 0);
    m_empty->setText(
        m_renewals.isWalking() && !m_renewals.hasData() ? tr("Looking for policies ending soon…")
        : m_search->text().trimmed().isEmpty()
            ? tr("No policy ends in the next %1 days.").arg(windowDays())
            : tr("No policy ending in the next %1 days matches the search.").arg(windowDays()));
    if (!m_renewals.isWalking())
        emit busyChanged(false);
}

void RenewalsPage::renewSelected()
{
    const QString id = m_view->currentIndex().data(RenewalListModel::PolicyIdRole).toString();
    if (!id.isEmpty())
        emit workspace().renewalRequested(id);
}

} // namespace brokerdesk::ui
