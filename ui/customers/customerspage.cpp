#include "customerspage.h"

#include "common/columnfit.h"
#include "common/emptystate.h"
#include "common/look.h"
#include "common/pageheader.h"
#include "common/unavailablenote.h"

#include "common/formatting.h"

#include "calllist.h"
#include "customerlistmodel.h"
#include "customerview.h"
#include "duplicatesdialog.h"
#include "icons.h"
#include "recordtitle.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include "models/apipagesource.h"
#include "models/cursorwalker.h"

#include "offline/saleslog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString row(const QString &label, const QString &value)
{
    return value.isEmpty() ? QString()
                           : QStringLiteral("<tr><td style='color:#607d8b; padding-right:12px'>"
                                            "%1</td><td>%2</td></tr>")
                                 .arg(escaped(label), escaped(value));
}

// The link scheme of a record's kind ("policy:<id>"); none for a lead.
QString schemeOf(cache::CustomerSource source)
{
    switch (source) {
    case cache::CustomerSource::Policy:
        return QStringLiteral("policy");
    case cache::CustomerSource::Sale:
        return QStringLiteral("sale");
    case cache::CustomerSource::Quote:
        return QStringLiteral("quote");
    case cache::CustomerSource::Affinity:
        return QStringLiteral("affinity");
    case cache::CustomerSource::Lead:
        break;
    }
    return {};
}

// A record that opens on its page: its date and short reference as a link ("policy:<id>").
QString linkRow(const QString &label, const QString &text, const QString &href)
{
    return QStringLiteral("<tr><td style='color:#607d8b; padding-right:12px'>%1</td>"
                          "<td><a href='%2'>%3</a></td></tr>")
        .arg(escaped(label), escaped(href), escaped(text));
}

} // namespace

CustomersPage::CustomersPage(Workspace &workspace, const QString &directoryPath, QWidget *parent)
    : Page(workspace, parent), m_path(directoryPath), m_search(new QLineEdit(this)),
      m_header(new PageHeader(tr("Customers"), this)), m_error(new ErrorBanner(this)),
      m_table(new QTableView(this)), m_model(new CustomerListModel(this)),
      m_details(new QLabel(this)),
      m_export(new QPushButton(ui::icon(QStringLiteral("export")), tr("&Export data…"), this)),
      m_newQuote(new QPushButton(ui::icon(QStringLiteral("quote")), tr("New &quote"), this)),
      m_newAffinity(new QPushButton(tr("New a&ffinity"), this)),
      m_estimate(new QPushButton(tr("Es&timate"), this)), m_tabs(new QTabWidget(this))
{
    if (m_path.isEmpty())
        m_path = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
                 QStringLiteral("/customers.sqlite");
    const QDir folder = QFileInfo(m_path).dir();
    m_callList = new CallList(workspace, m_directory,
                              folder.filePath(QStringLiteral("calllist.sqlite")), this);
    // The cash-flow mirror lives beside the directory (ui/cashflow/ledgermirrorview).
    m_view =
        new CustomerView(workspace, m_directory, folder.filePath(QStringLiteral("calllist.sqlite")),
                         folder.filePath(QStringLiteral("ledger-mirror.db")), this);
    m_open = new QPushButton(tr("&Open customer"), this);
    m_open->setObjectName(QStringLiteral("openCustomer"));
    m_open->setToolTip(tr("Everything of this customer: policies, quotes, sales, affinities, "
                          "calls and cash flow (Enter)"));
    m_duplicates = new QPushButton(tr("Possible &duplicates"), this);
    m_duplicates->setObjectName(QStringLiteral("possibleDuplicates"));
    m_duplicates->setToolTip(tr("Customers that may be one person: merge them, or undo a merge"));
    m_search->setPlaceholderText(tr("Type a name, CPF/CNPJ, e-mail, phone or plate (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search customers"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(ui::icon(QStringLiteral("search")), QLineEdit::LeadingPosition);
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, m_search, [this] { m_search->setFocus(); });

    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Customers"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Narrow to start with: each column widens to what its rows on screen need (fitColumns),
    // taking the room from the details beside, so the list never scrolls sideways.
    m_table->horizontalHeader()->resizeSection(CustomerListModel::Name, 120);
    m_table->horizontalHeader()->resizeSection(CustomerListModel::Document, 100);
    m_table->horizontalHeader()->resizeSection(CustomerListModel::Email, 140);
    m_table->horizontalHeader()->resizeSection(CustomerListModel::Phone, 110);
    fitColumns(m_table);

    m_details->setObjectName(QStringLiteral("customerDetails"));
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard |
                                       Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_details->setFocusPolicy(Qt::StrongFocus);
    m_details->setMargin(8);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_details);
    scroll->setWidgetResizable(true);
    m_export->setObjectName(QStringLiteral("exportCustomer"));
    m_export->setToolTip(tr("Save everything the desk holds of this customer to a file"));

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(scroll, 1);
    m_newQuote->setObjectName(QStringLiteral("newQuoteForCustomer"));
    m_newQuote->setToolTip(tr("Quote with this customer as the policy holder"));
    m_newAffinity->setObjectName(QStringLiteral("newAffinityForCustomer"));
    m_newAffinity->setToolTip(tr("A new affinity with this customer as the holder"));
    m_estimate->setObjectName(QStringLiteral("estimateForCustomer"));
    m_estimate->setToolTip(tr("How likely this customer is to buy, from what is known of them"));
    markPrimary(m_open); // Enter on a customer opens them too
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_newQuote);
    buttons->addStretch();
    rightLayout->addLayout(buttons);
    // The other actions and the export on a line of their own, so the actions leave the list
    // its width.
    auto *exportLine = new QHBoxLayout;
    exportLine->addWidget(m_newAffinity);
    exportLine->addWidget(m_estimate);
    exportLine->addStretch();
    exportLine->addWidget(m_export);
    rightLayout->addLayout(exportLine);
    auto *split = new QSplitter(this);
    split->addWidget(m_table);
    split->addWidget(right);
    // The list's five columns whole at 1280×720; the details take the rest (issue 35), down to
    // the width of their two lines of actions rather than that of their longest line of text.
    right->setMinimumWidth(right->layout()->minimumSize().width());
    m_table->horizontalHeader()->setMinimumSectionSize(48);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 3);
    split->setSizes({5000, 3000}); // in that proportion from the start, not by their texts' widths
    split->setChildrenCollapsible(false);

    m_search->setMinimumWidth(360);
    auto *empty = new EmptyState(m_table, tr("No customer yet. Every policy holder you quote is "
                                             "kept here, with their quotes and policies."));
    empty->setLoaded([this] { return m_search->text().isEmpty(); });
    connect(m_search, &QLineEdit::textChanged, empty, &EmptyState::refresh);
    connect(empty->addAction(tr("New &quote")), &QPushButton::clicked, this,
            [this] { emit Page::workspace().quoteRequested({}); });
    m_header->addTool(m_search);
    m_header->addTool(m_duplicates);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_header);
    layout->addWidget(new UnavailableNote(
        workspace.api().extensions(), api::Extension::Leads,
        tr("The operator does not keep leads: the people you register stay on this computer."),
        this));
    layout->addWidget(m_error);
    m_directoryStack = new QStackedWidget(this);
    m_directoryStack->addWidget(split);
    m_directoryStack->addWidget(m_view);
    m_tabs->addTab(m_directoryStack, tr("&Directory"));
    m_tabs->addTab(m_callList, tr("Call &list"));
    layout->addWidget(m_tabs, 1);
    setTabOrder(m_search, m_table);
    setTabOrder(m_table, m_open);
    setTabOrder(m_open, m_newQuote);
    setTabOrder(m_newQuote, m_newAffinity);
    setTabOrder(m_newAffinity, m_estimate);
    setTabOrder(m_estimate, m_export);

    connect(m_search, &QLineEdit::textChanged, this, &CustomersPage::refresh);
    connect(m_search, &QLineEdit::returnPressed, m_table, [this] { m_table->setFocus(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CustomersPage::showCurrent);
    connect(m_export, &QPushButton::clicked, this, &CustomersPage::exportCurrent);
    connect(m_details, &QLabel::linkActivated, this, [this](const QString &href) {
        const qsizetype colon = href.indexOf(u':');
        const QString kind = href.left(colon);
        const QString id = href.mid(colon + 1);
        Workspace &w = Page::workspace();
        if (kind == schemeOf(cache::CustomerSource::Policy))
            emit w.policyOpened(id);
        else if (kind == schemeOf(cache::CustomerSource::Sale))
            emit w.saleOpened(id);
        else if (kind == schemeOf(cache::CustomerSource::Quote))
            emit w.savedQuoteOpened(id);
        else if (kind == schemeOf(cache::CustomerSource::Affinity))
            emit w.affinityOpened(id);
    });
    const auto forCurrent = [this](void (Workspace::*request)(const cache::Customer &)) {
        return [this, request] {
            if (const auto c = currentCustomer())
                emit(Page::workspace().*request)(*c);
        };
    };
    connect(m_newQuote, &QPushButton::clicked, this,
            forCurrent(&Workspace::quoteForCustomerRequested));
    connect(m_newAffinity, &QPushButton::clicked, this,
            forCurrent(&Workspace::affinityForCustomerRequested));
    connect(m_estimate, &QPushButton::clicked, this,
            forCurrent(&Workspace::estimateForCustomerRequested));
    // The estimate is asked here, for the customer, with what the directory knows of them.
    connect(&workspace, &Workspace::estimateForCustomerRequested, this,
            &CustomersPage::openEstimate);
    connect(m_error, &ErrorBanner::retryRequested, this, &CustomersPage::sync);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_callList && !m_callList->isScoring()) {
            openDirectory();
            m_callList->reload();
        }
    });
    connect(m_callList, &CallList::scoringChanged, this, &CustomersPage::busyChanged);
    // Início's "customers to call first" opens the call list, not the directory.
    connect(&workspace, &Workspace::listFilterRequested, this, [this](const QString &filter) {
        if (filter == u"callList")
            m_tabs->setCurrentWidget(m_callList);
    });
    // Enter or a double click on a customer opens everything of theirs; Esc comes back.
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (const cache::CustomerSummary *summary = m_model->customer(index.row()))
            openCustomer(summary->id);
    });
    connect(m_view, &CustomerView::closed, this, &CustomersPage::closeCustomer);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (const cache::CustomerSummary *summary =
                m_model->customer(m_table->currentIndex().row()))
            openCustomer(summary->id);
    });
    connect(&workspace, &Workspace::customerOpened, this, [this](const cache::Customer &customer) {
        openDirectory();
        openCustomer(customer.id);
    });
    connect(m_duplicates, &QPushButton::clicked, this, [this] {
        DuplicatesDialog *dialog = createDuplicatesDialog();
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    connect(m_callList, &CallList::quoteRequested, this, [this](qint64 customerId) {
        if (const auto c = m_directory.customer(customerId))
            emit Page::workspace().quoteForCustomerRequested(*c);
    });
    m_chooser = [this](const QString &name) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        return QFileDialog::getSaveFileName(this, tr("Export customer data"), dir + u'/' + name,
                                            tr("JSON files (*.json)"));
    };
    showCurrent();
}

CustomersPage::~CustomersPage() = default;

QString CustomersPage::title() const
{
    return tr("Customers");
}

QIcon CustomersPage::icon() const
{
    return ui::icon(QStringLiteral("customers"));
}

bool CustomersPage::isBusy() const
{
    return m_syncing || m_callList->isScoring();
}

void CustomersPage::openDirectory()
{
    if (m_directory.isOpen())
        return;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    const cache::OpenReport report = m_directory.open(m_path);
    if (!report.ok())
        m_error->showMessage(report.message);
}

void CustomersPage::activate()
{
    openDirectory();
    refresh();
    updateDuplicates();
    sync();
}

bool CustomersPage::openCustomer(qint64 id)
{
    if (!m_view->showCustomer(id))
        return false;
    m_tabs->setCurrentIndex(0);
    m_directoryStack->setCurrentWidget(m_view);
    m_view->newQuoteButton()->setFocus();
    return true;
}

void CustomersPage::closeCustomer()
{
    m_directoryStack->setCurrentIndex(0);
    // Back where the broker was: the customer just seen is the current row.
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->customer(row)->id == m_view->customerId())
            m_table->setCurrentIndex(m_model->index(row, 0));
    m_table->setFocus();
}

bool CustomersPage::isCustomerOpen() const
{
    return m_directoryStack->currentWidget() == m_view;
}

DuplicatesDialog *CustomersPage::createDuplicatesDialog()
{
    openDirectory();
    auto *dialog = new DuplicatesDialog(m_directory, this);
    connect(dialog, &DuplicatesDialog::changed, this, [this] {
        if (isCustomerOpen())
            m_view->showCustomer(m_view->customerId());
        refresh();
    });
    connect(dialog, &QDialog::finished, this, &CustomersPage::updateDuplicates);
    return dialog;
}

void CustomersPage::updateDuplicates()
{
    const qsizetype n = m_directory.possibleDuplicates().size();
    m_duplicates->setText(n ? tr("Possible &duplicates (%1)").arg(n) : tr("Possible &duplicates"));
}

void CustomersPage::refresh()
{
    m_model->setCustomers(m_directory.search(m_search->text()));
    m_header->setSummary(tr("%n customer(s)", nullptr, int(m_model->rowCount())));
    if (m_model->rowCount() > 0)
        m_table->setCurrentIndex(m_model->index(0, 0));
    showCurrent();
}

std::optional<cache::Customer> CustomersPage::currentCustomer() const
{
    const cache::CustomerSummary *summary = m_model->customer(m_table->currentIndex().row());
    return summary ? m_directory.customer(summary->id) : std::nullopt;
}

void CustomersPage::showCurrent()
{
    const auto c = currentCustomer();
    for (QPushButton *action : {m_open, m_newQuote, m_newAffinity, m_estimate, m_export})
        action->setEnabled(c.has_value());
    if (!c) {
        m_details->setText(tr("Type a name or CPF to find a customer."));
        return;
    }
    const domain::Lead &p = c->person;
    const QLocale locale;
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(escaped(p.name));
    html += row(p.cnpj.isEmpty() ? tr("CPF") : tr("CNPJ"), format::holderDocument(p.cpf, p.cnpj));
    html += row(tr("E-mail"), p.email);
    html += row(tr("Phone"), format::phone(p.phone));
    html +=
        row(tr("Birth date"),
            p.birthDate.isValid() ? locale.toString(p.birthDate, QLocale::ShortFormat) : QString());
    html +=
        row(tr("Monthly income"), p.incomeMonthly ? p.incomeMonthly->format(locale) : QString());
    html += row(tr("Children"), p.children ? QString::number(*p.children) : QString());
    if (p.address) {
        const domain::Address &a = *p.address;
        html += row(tr("Address"), QStringList{a.streetName, a.number, a.complement}
                                       .filter(QRegularExpression(QStringLiteral(".")))
                                       .join(QStringLiteral(", ")));
        // The CEP as people write it: "01310-100".
        const QString cep =
            a.zipCode.size() == 8 ? a.zipCode.left(5) + u'-' + a.zipCode.mid(5) : a.zipCode;
        html +=
            row(tr("City"), QStringLiteral("%1 – %2, CEP %3").arg(a.cityName, a.stateCode, cep));
    }
    html += row(tr("Plates"), c->plates.join(QStringLiteral(", ")));
    html += QStringLiteral("</table><h4>%1</h4><table>").arg(escaped(tr("Records")));
    for (const cache::CustomerLink &link : c->links) {
        QString kind;
        switch (link.source) {
        case cache::CustomerSource::Lead:
            kind = tr("Lead");
            break;
        case cache::CustomerSource::Quote:
            kind = tr("Quote");
            break;
        case cache::CustomerSource::Sale:
            kind = tr("Sale");
            break;
        case cache::CustomerSource::Policy:
            kind = tr("Policy");
            break;
        case cache::CustomerSource::Affinity:
            kind = tr("Affinity");
            break;
        }
        // Each record opens on its page; a lead is this customer, already shown.
        const QString scheme = schemeOf(link.source);
        const QString when = format::dateTime(link.date);
        html += scheme.isEmpty() || link.id.isEmpty()
                    ? row(kind, when)
                    : linkRow(kind, recordTitle(link, Page::workspace()), scheme + u':' + link.id);
    }
    html += QStringLiteral("</table>");
    m_details->setText(html);
}

bool CustomersPage::exportCurrent()
{
    const cache::CustomerSummary *summary = m_model->customer(m_table->currentIndex().row());
    if (!summary)
        return false;
    const QString path = m_chooser(tr("customer-%1.json").arg(summary->id));
    if (path.isEmpty())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_directory.exportJson(summary->id)) < 0 ||
        !file.commit()) {
        m_error->showMessage(tr("The file could not be written: %1").arg(file.errorString()));
        return false;
    }
    emit Page::workspace().status(tr("Customer data saved to %1.").arg(path));
    return true;
}

void CustomersPage::sync()
{
    if (m_syncing || !m_directory.isOpen())
        return;
    m_syncing = true;
    emit busyChanged(true);
    // Quotes and sales made on this desk are local: they go in at once (a service without
    // the office's list of sales has no other).
    cache::OfflineStore &offline = Page::workspace().offline();
    const auto addLocal = [&](cache::CustomerSource source, const QString &quoteId,
                              const QString &id, const QDateTime &date) {
        const auto saved = offline.quote(quoteId);
        if (!saved)
            return;
        m_directory.addRecord(source, domain::asListedRecord(saved->request, id, date));
    };
    for (const cache::SavedQuoteSummary &s : offline.quotes({}, 100000))
        addLocal(cache::CustomerSource::Quote, s.quoteId, s.quoteId, s.fetchedAt);
    cache::SalesLog sales;
    if (sales.open(cache::SalesLog::defaultPath()).ok())
        for (const cache::SaleRecord &sale : sales.sales(100000))
            addLocal(cache::CustomerSource::Sale, sale.quoteId, sale.saleId, sale.created);
    // Then every person the service knows of: holders of policies, affinities and sales, and
    // the leads, each list walked in turn.
    syncList(api::ListResource::Policies, cache::CustomerSource::Policy, [this] {
        syncList(api::ListResource::Affinities, cache::CustomerSource::Affinity, [this] {
            syncList(api::ListResource::Sales, cache::CustomerSource::Sale, [this] {
                syncList(api::ListResource::Leads, cache::CustomerSource::Lead, [this] {
                    m_syncing = false;
                    refresh();
                    updateDuplicates();
                    if (isCustomerOpen()) // what the service said of them shows too
                        m_view->showCustomer(m_view->customerId());
                    emit busyChanged(false);
                });
            });
        });
    });
}

void CustomersPage::syncList(api::ListResource resource, cache::CustomerSource source,
                             const std::function<void()> &next)
{
    // Leads and sales are lists a service may not have (a 404): the others still count.
    const auto extension = resource == api::ListResource::Leads   ? api::Extension::Leads
                           : resource == api::ListResource::Sales ? api::Extension::SaleList
                                                                  : std::optional<api::Extension>();
    if (extension && Page::workspace().api().extensions().isMissing(*extension)) {
        QMetaObject::invokeMethod(this, next, Qt::QueuedConnection);
        return;
    }
    delete m_walker;
    delete m_source;
    m_source = new models::ApiPageSource(&Page::workspace().api(), resource, this);
    m_walker = new models::CursorWalker(m_source, this);
    m_walker->setRows(100);
    // The service's records go to the directory as they are: it reads their holders and items.
    m_walker->setPageHandler([this, source](const auto &items, const QString &) {
        if (source != cache::CustomerSource::Lead) {
            for (const auto &item : items)
                m_directory.addRecord(source, item);
            return true;
        }
        m_directory.addLeads(domain::decodeAll<domain::Lead>(items));
        return true;
    });
    connect(m_walker, &models::CursorWalker::finished, this,
            [this, next, extension](models::CursorWalker::Outcome outcome) {
                const bool absent = extension && m_walker->lastFailure().httpStatus == 404;
                if (outcome == models::CursorWalker::Outcome::Failed && !absent)
                    m_error->showError(
                        m_walker->lastFailure(),
                        tr("Customers could not be brought up to date: %1").arg(m_walker->error()));
                QMetaObject::invokeMethod(this, next, Qt::QueuedConnection);
            });
    m_walker->start();
}

void CustomersPage::openEstimate(const cache::Customer &customer)
{
    if (m_estimateDialog)
        m_estimateDialog->close(); // one estimate at a time: the newest customer asked for
    const QString store = QFileInfo(m_path).dir().filePath(QStringLiteral("calllist.sqlite"));
    m_estimateDialog = new EstimateDialog(workspace(), customer, store, this);
    m_estimateDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_estimateDialog, &EstimateDialog::estimateKept, this, [this](qint64 id) {
        if (isCustomerOpen() && m_view->customerId() == id)
            m_view->refreshCalls();
        if (m_tabs->currentWidget() == m_callList && !m_callList->isScoring())
            m_callList->reload();
    });
    m_estimateDialog->open();
}

} // namespace brokerdesk::ui
