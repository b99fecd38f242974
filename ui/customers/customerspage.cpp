#include "customerspage.h"

#include "common/formatting.h"

#include "calllist.h"
#include "customerlistmodel.h"
#include "icons.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include "models/apipagesource.h"
#include "models/cursorwalker.h"

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

} // namespace

CustomersPage::CustomersPage(Workspace &workspace, const QString &directoryPath, QWidget *parent)
    : Page(workspace, parent), m_path(directoryPath), m_search(new QLineEdit(this)),
      m_count(new QLabel(this)), m_error(new ErrorBanner(this)), m_table(new QTableView(this)),
      m_model(new CustomerListModel(this)), m_details(new QLabel(this)),
      m_export(new QPushButton(ui::icon(QStringLiteral("export")), tr("&Export data…"), this)),
      m_tabs(new QTabWidget(this))
{
    if (m_path.isEmpty())
        m_path = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
                 QStringLiteral("/customers.sqlite");
    m_callList =
        new CallList(workspace, m_directory,
                     QFileInfo(m_path).dir().filePath(QStringLiteral("calllist.sqlite")), this);
    auto *heading = new QLabel(tr("Customers"), this);
    heading->setStyleSheet(QStringLiteral("font-size: 18px; font-weight: 600;"));
    m_search->setPlaceholderText(tr("Type a name, CPF/CNPJ, e-mail, phone or plate (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search customers"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(ui::icon(QStringLiteral("search")), QLineEdit::LeadingPosition);
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, m_search, [this] { m_search->setFocus(); });
    m_count->setStyleSheet(QStringLiteral("color: #607d8b;"));

    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Customers"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->resizeSection(CustomerListModel::Name, 170);
    m_table->horizontalHeader()->resizeSection(CustomerListModel::Document, 115);
    m_table->horizontalHeader()->resizeSection(CustomerListModel::Email, 180);
    m_table->horizontalHeader()->resizeSection(CustomerListModel::Phone, 130);

    m_details->setObjectName(QStringLiteral("customerDetails"));
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
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
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_export);
    rightLayout->addLayout(buttons);
    auto *split = new QSplitter(this);
    split->addWidget(m_table);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(heading);
    top->addWidget(m_count);
    top->addStretch();
    top->addWidget(m_search, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addLayout(top);
    layout->addWidget(m_error);
    m_tabs->addTab(split, tr("&Directory"));
    m_tabs->addTab(m_callList, tr("Call &list"));
    layout->addWidget(m_tabs, 1);
    setTabOrder(m_search, m_table);
    setTabOrder(m_table, m_export);

    connect(m_search, &QLineEdit::textChanged, this, &CustomersPage::refresh);
    connect(m_search, &QLineEdit::returnPressed, m_table, [this] { m_table->setFocus(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CustomersPage::showCurrent);
    connect(m_export, &QPushButton::clicked, this, &CustomersPage::exportCurrent);
    connect(m_error, &ErrorBanner::retryRequested, this, &CustomersPage::sync);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_callList && !m_callList->isScoring()) {
            openDirectory();
            m_callList->reload();
        }
    });
    connect(m_callList, &CallList::scoringChanged, this, &CustomersPage::busyChanged);
    // The customer goes along for whoever prefills a quote; the Quote page opens either way.
    connect(m_callList, &CallList::quoteRequested, this, [this](qint64 customerId) {
        emit quoteRequested(customerId);
        emit Page::workspace().quoteRequested(QString());
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
    sync();
}

void CustomersPage::refresh()
{
    m_model->setCustomers(m_directory.search(m_search->text()));
    m_count->setText(tr("%n customer(s)", nullptr, int(m_model->rowCount())));
    if (m_model->rowCount() > 0)
        m_table->setCurrentIndex(m_model->index(0, 0));
    showCurrent();
}

void CustomersPage::showCurrent()
{
    const cache::CustomerSummary *summary = m_model->customer(m_table->currentIndex().row());
    const auto c = summary ? m_directory.customer(summary->id) : std::nullopt;
    m_export->setEnabled(c.has_value());
    if (!c) {
        m_details->setText(tr("Type a name or CPF to find a customer."));
        return;
    }
    const domain::Lead &p = c->person;
    const QLocale locale;
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(escaped(p.name));
    html += row(p.cnpj.isEmpty() ? tr("CPF") : tr("CNPJ"), format::holderDocument(p.cpf, p.cnpj));
    html += row(tr("E-mail"), p.email);
    html += row(tr("Phone"), p.phone);
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
        html += row(kind, format::dateTime(link.date));
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
    // Quotes made on this desk are local: they go in at once.
    cache::OfflineStore &offline = Page::workspace().offline();
    for (const cache::SavedQuoteSummary &s : offline.quotes({}, 100000)) {
        const auto saved = offline.quote(s.quoteId);
        if (!saved)
            continue;
        QJsonObject record = saved->request;
        record.insert(QStringLiteral("id"), s.quoteId);
        record.insert(QStringLiteral("date"), domain::toRfc3339(s.fetchedAt));
        m_directory.addRecord(cache::CustomerSource::Quote, record);
    }
    syncList(api::ListResource::Policies, cache::CustomerSource::Policy, [this] {
        syncList(api::ListResource::Affinities, cache::CustomerSource::Affinity, [this] {
            m_syncing = false;
            refresh();
            emit busyChanged(false);
        });
    });
}

void CustomersPage::syncList(api::ListResource resource, cache::CustomerSource source,
                             const std::function<void()> &next)
{
    delete m_walker;
    delete m_source;
    m_source = new models::ApiPageSource(&Page::workspace().api(), resource, this);
    m_walker = new models::CursorWalker(m_source, this);
    m_walker->setRows(100);
    m_walker->setPageHandler([this, source](const QList<QJsonObject> &items, const QString &) {
        for (const QJsonObject &item : items)
            m_directory.addRecord(source, item);
        return true;
    });
    connect(m_walker, &models::CursorWalker::finished, this,
            [this, next](models::CursorWalker::Outcome outcome) {
                if (outcome == models::CursorWalker::Outcome::Failed)
                    m_error->showError(
                        m_walker->lastFailure(),
                        tr("Customers could not be brought up to date: %1").arg(m_walker->error()));
                QMetaObject::invokeMethod(this, next, Qt::QueuedConnection);
            });
    m_walker->start();
}

} // namespace brokerdesk::ui
