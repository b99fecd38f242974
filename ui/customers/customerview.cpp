#include "customerview.h"

#include "common/look.h"
#include "recordlistmodel.h"

#include "common/emptystate.h"
#include "common/formatting.h"
#include "icons.h"
#include "workspace.h"

#include "api/saleslist.h"
#include "cache/estimatestore.h"
#include "domain/affinity.h"
#include "domain/businessday.h"
#include "domain/cashflow.h"
#include "domain/cashflowtext.h"
#include "domain/policy.h"
#include "ledger/ledgerreader.h"

#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

// A renewal within this many days is what the broker works on now.
constexpr int renewalSoonDays = 60;

QString money(qint64 cents)
{
    return cents ? domain::Money::fromCents(cents).format() : QString();
}

QString period(const QDate &from, const QDate &to)
{
    if (!from.isValid() && !to.isValid())
        return {};
    return QStringLiteral("%1 – %2").arg(format::date(from), format::date(to));
}

// What opens a record: its page, through the workspace.
void openRecord(Workspace &w, cache::CustomerSource source, const QString &id)
{
    switch (source) {
    case cache::CustomerSource::Policy:
        emit w.policyOpened(id);
        break;
    case cache::CustomerSource::Sale:
        emit w.saleOpened(id);
        break;
    case cache::CustomerSource::Quote:
        emit w.savedQuoteOpened(id);
        break;
    case cache::CustomerSource::Affinity:
        emit w.affinityOpened(id);
        break;
    case cache::CustomerSource::Lead:
        break;
    }
}

} // namespace

CustomerView::CustomerView(Workspace &workspace, cache::CustomerDirectory &directory,
                           QString estimatesPath, QString ledgerPath, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_directory(directory),
      m_estimatesPath(std::move(estimatesPath)), m_ledgerPath(std::move(ledgerPath)),
      m_name(new QLabel(this)), m_facts(new QLabel(this)),
      m_back(new QPushButton(tr("← &Customers"), this)),
      m_newQuote(new QPushButton(ui::icon(QStringLiteral("quote")), tr("New &quote"), this)),
      m_renew(new QPushButton(tr("&Renew"), this)),
      m_estimate(new QPushButton(tr("Call / &estimate"), this)),
      m_policies(new RecordListModel(
          {tr("Product"), tr("Cover"), tr("Renewal"), tr("Status"), tr("Premium")}, 4, this)),
      m_quotes(
          new RecordListModel({tr("Product"), tr("Quoted on"), tr("Status"), tr("From")}, 3, this)),
      m_sales(
          new RecordListModel({tr("Product"), tr("Sold on"), tr("Status"), tr("Total")}, 3, this)),
      m_affinities(new RecordListModel({tr("Product"), tr("Cover"), tr("Status")}, -1, this)),
      m_calls(new RecordListModel({tr("Product"), tr("Estimated on"), tr("Chance"), tr("Outcome")},
                                  -1, this)),
      m_cashFlow(new RecordListModel({tr("Day"), tr("What"), tr("Status"), tr("Amount")}, 3, this))
{
    setObjectName(QStringLiteral("customerView"));
    setAccessibleName(tr("Customer"));
    m_name->setObjectName(QStringLiteral("customerName"));
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_name->setFont(big);
    m_facts->setObjectName(QStringLiteral("customerFacts"));
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_facts->setWordWrap(true);
    m_back->setObjectName(QStringLiteral("backToCustomers"));
    m_back->setToolTip(tr("Back to the list of customers (Esc)"));
    m_newQuote->setObjectName(QStringLiteral("customerNewQuote"));
    markPrimary(m_newQuote);
    enterPresses(m_newQuote, this);
    m_newQuote->setToolTip(tr("Quote with this customer as the policy holder"));
    m_renew->setObjectName(QStringLiteral("customerRenew"));
    m_renew->setToolTip(tr("Quote the renewal of the selected policy"));
    m_estimate->setObjectName(QStringLiteral("customerEstimate"));
    m_estimate->setToolTip(tr("How likely this customer is to buy, before you call"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_back);
    auto *who = new QVBoxLayout;
    who->addWidget(m_name);
    who->addWidget(m_facts);
    top->addLayout(who, 1);
    top->addWidget(m_renew);
    top->addWidget(m_estimate);
    top->addWidget(m_newQuote);

    auto *grid = new QGridLayout;
    grid->setSpacing(8);
    const auto box = [this](const QString &objectName) {
        auto *b = new QGroupBox(this);
        b->setObjectName(objectName);
        return b;
    };
    QGroupBox *policyBox = box(QStringLiteral("customerPolicies"));
    m_policyView = addList(policyBox, m_policies, tr("No policy yet."));
    QGroupBox *cashBox = box(QStringLiteral("customerCashFlow"));
    addList(cashBox, m_cashFlow, tr("No cash-flow row of their policies in the mirror."), 1);
    QGroupBox *quoteBox = box(QStringLiteral("customerQuotes"));
    addList(quoteBox, m_quotes, tr("No quote saved on this desk."));
    QGroupBox *saleBox = box(QStringLiteral("customerSales"));
    addList(saleBox, m_sales, tr("No sale yet."));
    QGroupBox *affinityBox = box(QStringLiteral("customerAffinities"));
    addList(affinityBox, m_affinities, tr("No affinity."));
    QGroupBox *callBox = box(QStringLiteral("customerCalls"));
    addList(callBox, m_calls, tr("Not on today's call list."));
    // The lists a broker reads across (a policy's cover and renewal, a cash-flow row) take the
    // whole width; the shorter ones go in pairs.
    grid->addWidget(policyBox, 0, 0, 1, 2);
    grid->addWidget(quoteBox, 1, 0);
    grid->addWidget(saleBox, 1, 1);
    grid->addWidget(cashBox, 2, 0, 1, 2);
    grid->addWidget(affinityBox, 3, 0);
    grid->addWidget(callBox, 3, 1);
    for (int r = 0; r < 4; ++r)
        grid->setRowStretch(r, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(grid, 1);

    connect(m_back, &QPushButton::clicked, this, &CustomerView::closed);
    connect(m_newQuote, &QPushButton::clicked, this,
            [this] { emit m_workspace.quoteForCustomerRequested(m_customer); });
    connect(m_estimate, &QPushButton::clicked, this,
            [this] { emit m_workspace.estimateForCustomerRequested(m_customer); });
    connect(m_renew, &QPushButton::clicked, this, [this] {
        const QModelIndex i = m_policyView->currentIndex();
        if (i.isValid())
            emit m_workspace.renewalRequested(i.data(RecordListModel::IdRole).toString());
    });
    connect(m_policyView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CustomerView::updateActions);
    updateActions();
}

CustomerView::~CustomerView() = default;

QTableView *CustomerView::addList(QGroupBox *box, RecordListModel *model, const QString &emptyText,
                                  int stretchColumn)
{
    auto *view = new QTableView(box);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    view->setMinimumHeight(90);
    // Named apart from the page's own empty list ("emptyState"), which the view sits beside.
    (new EmptyState(view, emptyText))->setObjectName(QStringLiteral("recordsEmpty"));
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(view);
    m_boxes.insert(model, box);
    // Enter or a double click opens the record on its page.
    const auto open = [this, model](const QModelIndex &index) {
        const QString id = index.data(RecordListModel::IdRole).toString();
        if (id.isEmpty())
            return;
        const cache::CustomerSource source = model == m_policies ? cache::CustomerSource::Policy
                                             : model == m_sales  ? cache::CustomerSource::Sale
                                             : model == m_quotes ? cache::CustomerSource::Quote
                                             : model == m_affinities
                                                 ? cache::CustomerSource::Affinity
                                                 : cache::CustomerSource::Lead;
        openRecord(m_workspace, source, id);
    };
    connect(view, &QTableView::activated, this, open);
    return view;
}

bool CustomerView::showCustomer(qint64 id)
{
    auto c = m_directory.customer(id);
    if (!c)
        return false;
    ++m_generation;
    m_customer = std::move(*c);
    m_entries = m_directory.entriesOf(m_customer.id);
    const domain::Lead &p = m_customer.person;
    m_name->setText(p.name.isEmpty() ? p.email : p.name);
    QStringList facts;
    const QString document = format::holderDocument(p.cpf, p.cnpj);
    if (!document.isEmpty())
        facts
            << (p.cnpj.isEmpty() || !p.cpf.isEmpty() ? tr("CPF %1") : tr("CNPJ %1")).arg(document);
    if (!p.phone.isEmpty())
        facts << format::phone(p.phone);
    if (!p.email.isEmpty())
        facts << p.email;
    QStringList plates;
    for (const QString &plate : std::as_const(m_customer.plates))
        plates << format::plate(plate);
    if (!plates.isEmpty())
        facts << tr("Plates %1").arg(plates.join(QStringLiteral(", ")));
    if (p.address && !p.address->cityName.isEmpty())
        facts << QStringLiteral("%1 – %2").arg(p.address->cityName, p.address->stateCode);
    m_facts->setText(facts.join(QStringLiteral(" · ")));

    // What is on this computer first; the catalog's names and the ledger come after.
    if (const auto cached = m_workspace.offline().store(m_workspace.brokerChannelId()))
        if (const auto store = domain::fromJson<domain::Store>(cached->doc))
            for (const domain::BrokerProduct &bp : store.value().brokerProducts)
                m_products.insert(bp.id, bp);
    fillPolicies();
    fillQuotes();
    fillSales();
    fillAffinities();
    fillCalls();
    m_cashFlow->setRows({});
    m_pending = 2;
    loadCatalog();
    loadCashFlow();
    updateTitles();
    updateActions();
    if (m_policies->rowCount() > 0)
        m_policyView->setCurrentIndex(m_policies->index(0, 0));
    return true;
}

QString CustomerView::productName(const QString &brokerProductId, const QString &productId) const
{
    if (const auto it = m_products.constFind(brokerProductId); it != m_products.cend())
        return it->product.insurer.name.isEmpty()
                   ? it->name
                   : QStringLiteral("%1 · %2").arg(it->name, it->product.insurer.name);
    for (const domain::BrokerProduct &bp : m_products)
        if (!productId.isEmpty() && (bp.productId == productId || bp.product.id == productId))
            return bp.product.name.isEmpty() ? bp.name : bp.product.name;
    return {};
}

void CustomerView::fillPolicies()
{
    QList<RecordRow> rows;
    m_renewable.clear();
    const QDate today = domain::businessday::today();
    for (const cache::CustomerLink &link : std::as_const(m_customer.links)) {
        if (link.source != cache::CustomerSource::Policy)
            continue;
        const auto decoded = domain::fromJson<domain::Policy>(link.record);
        domain::Policy policy = decoded ? decoded.value() : domain::Policy();
        QString product = productName(policy.brokerProductId, policy.productId);
        if (product.isEmpty())
            product = tr("Policy");
        const bool active = policy.status == domain::PolicyStatus::Active;
        QString renewal;
        bool soon = false;
        if (policy.lifetimeEnd.isValid() && policy.status != domain::PolicyStatus::Canceled) {
            const qint64 days = today.daysTo(policy.lifetimeEnd);
            soon = active && days >= 0 && days <= renewalSoonDays;
            renewal = days < 0 ? tr("%1 (ended)").arg(format::date(policy.lifetimeEnd))
                      : soon   ? tr("%1 (in %n day(s))", nullptr, int(days))
                                   .arg(format::date(policy.lifetimeEnd))
                             : format::date(policy.lifetimeEnd);
        }
        RecordRow row;
        row.cells = {product, period(policy.lifetimeStart, policy.lifetimeEnd), renewal,
                     link.record.isEmpty() ? QString() : domain::displayName(policy.status),
                     policy.totalAmount ? policy.totalAmount->format() : QString()};
        row.id = link.id;
        row.sortDay = policy.lifetimeStart.isValid() ? policy.lifetimeStart : link.date.date();
        row.highlight = soon;
        if (policy.status != domain::PolicyStatus::Canceled)
            m_renewable.insert(link.id);
        rows << row;
    }
    m_policies->setRows(rows);
}

void CustomerView::fillQuotes()
{
    // The quotes saved on this desk: those the directory linked, and any saved since for the
    // customer's document.
    QStringList ids;
    for (const cache::CustomerLink &link : std::as_const(m_customer.links))
        if (link.source == cache::CustomerSource::Quote)
            ids << link.id;
    cache::OfflineStore &offline = m_workspace.offline();
    const domain::Lead &p = m_customer.person;
    if (const QString document = p.cpf.isEmpty() ? p.cnpj : p.cpf; !document.isEmpty())
        for (const cache::SavedQuoteSummary &s : offline.quotes(document, 200))
            ids << s.quoteId;
    ids.removeDuplicates();
    QList<RecordRow> rows;
    for (const QString &id : std::as_const(ids)) {
        const auto saved = offline.quote(id);
        if (!saved)
            continue;
        const cache::SavedQuoteSummary &s = saved->summary;
        RecordRow row;
        const QString product = productName(s.brokerProductId, {});
        row.cells = {product.isEmpty() ? s.productName : product, format::date(s.fetchedAt),
                     domain::displayName(domain::QuoteStatus(s.status)), money(s.lowestTotal)};
        row.id = id;
        row.sortDay = s.fetchedAt.toLocalTime().date();
        rows << row;
    }
    m_quotes->setRows(rows);
}

void CustomerView::fillSales()
{
    QList<RecordRow> rows;
    cache::SalesLog *log = m_workspace.sales();
    for (const cache::CustomerLink &link : std::as_const(m_customer.links)) {
        if (link.source != cache::CustomerSource::Sale)
            continue;
        // The desk's own log knows the sales it made; the office's list the others.
        std::optional<cache::SaleRecord> mine = log ? log->sale(link.id) : std::nullopt;
        QString product;
        int status = 0;
        qint64 total = 0;
        QDateTime created = link.date;
        if (mine) {
            product = mine->productName;
            status = mine->status;
            total = mine->totalAmount;
            created = mine->created;
        } else if (const auto listed = domain::fromJson<api::ListedSale>(link.record)) {
            product = listed.value().productName;
            status = listed.value().status;
            total = listed.value().totalAmount;
            if (listed.value().created.isValid())
                created = listed.value().created;
        }
        RecordRow row;
        row.cells = {product.isEmpty() ? tr("Sale") : product, format::date(created),
                     status ? domain::displayName(domain::SaleStatus(status)) : QString(),
                     money(total)};
        row.id = link.id;
        row.sortDay = created.toLocalTime().date();
        row.highlight = domain::SaleStatus(status) == domain::SaleStatus::Failed;
        rows << row;
    }
    m_sales->setRows(rows);
}

void CustomerView::fillAffinities()
{
    QList<RecordRow> rows;
    for (const cache::CustomerLink &link : std::as_const(m_customer.links)) {
        if (link.source != cache::CustomerSource::Affinity)
            continue;
        const auto decoded = domain::fromJson<domain::Affinity>(link.record);
        const domain::Affinity a = decoded ? decoded.value() : domain::Affinity();
        const QString product = productName({}, a.productId);
        RecordRow row;
        row.cells = {product.isEmpty() ? tr("Affinity") : product,
                     period(a.lifetimeStart, a.lifetimeEnd),
                     link.record.isEmpty() ? QString() : domain::displayName(a.status)};
        row.id = link.id;
        row.sortDay = a.lifetimeStart.isValid() ? a.lifetimeStart : link.date.date();
        rows << row;
    }
    m_affinities->setRows(rows);
}

void CustomerView::fillCalls()
{
    QList<RecordRow> rows;
    cache::EstimateStore store;
    if (QFileInfo::exists(m_estimatesPath) && store.open(m_estimatesPath).ok()) {
        for (const cache::StoredEstimate &e : store.ofCustomers(m_entries)) {
            RecordRow row;
            row.cells = {domain::displayName(domain::ProductType(e.productType)),
                         format::dateTime(e.scoredAt), format::percent(e.percentage),
                         !e.evaluation   ? tr("Not recorded")
                         : *e.evaluation ? tr("Bought")
                                         : tr("Did not buy")};
            row.sortDay = e.scoredAt.toLocalTime().date();
            rows << row;
        }
    }
    m_calls->setRows(rows);
}

void CustomerView::loadCatalog()
{
    const QString channel = m_workspace.brokerChannelId();
    if (channel.isEmpty()) {
        finishOne();
        return;
    }
    const int generation = m_generation;
    m_workspace.api().merchantStore(channel, this, [this, generation](const auto &result) {
        if (generation != m_generation)
            return;
        if (result.ok()) {
            for (const domain::BrokerProduct &bp : result.value().brokerProducts)
                m_products.insert(bp.id, bp);
            fillPolicies();
            fillQuotes();
            fillAffinities();
            updateTitles();
        }
        finishOne();
    });
}

void CustomerView::loadCashFlow()
{
    QStringList policies;
    for (const cache::CustomerLink &link : std::as_const(m_customer.links))
        if (link.source == cache::CustomerSource::Policy)
            policies << link.id;
    if (policies.isEmpty() || !QFileInfo::exists(m_ledgerPath)) {
        finishOne();
        return;
    }
    if (!m_reader) {
        m_reader = new cache::LedgerReader(this);
        m_reader->open(m_ledgerPath);
    }
    const int generation = m_generation;
    m_reader->run<QList<domain::CashFlowRecord>>(
        this,
        [policies](const cache::LedgerQueries &q) {
            QList<domain::CashFlowRecord> out;
            for (const QString &id : policies) {
                cache::LedgerFilter filter;
                filter.text = id;
                for (const domain::CashFlowRecord &c :
                     domain::decodeAll<domain::CashFlowRecord>(q.records(filter, 50)))
                    if (c.policyId == id)
                        out << c;
            }
            return out;
        },
        [this, generation](const QList<domain::CashFlowRecord> &records) {
            if (generation != m_generation)
                return;
            const QDate today = domain::businessday::today();
            QList<RecordRow> rows;
            for (const domain::CashFlowRecord &c : records) {
                const QDate day = domain::cashDay(c);
                const bool overdue = !c.isPaid && day.isValid() && day < today;
                QString what = domain::displayName(c.category);
                const QString sequence = domain::CashFlowText::sequenceOf(c);
                if (!sequence.isEmpty())
                    what += QStringLiteral(" · ") + sequence;
                RecordRow row;
                row.cells = {format::date(day), what,
                             c.isPaid  ? tr("Paid")
                             : overdue ? tr("Overdue")
                                       : tr("Due"),
                             c.amount.format()};
                row.sortDay = day;
                row.highlight = overdue;
                rows << row;
            }
            m_cashFlow->setRows(rows);
            updateTitles();
            finishOne();
        });
}

void CustomerView::finishOne()
{
    if (m_pending > 0 && --m_pending == 0)
        emit loaded();
}

void CustomerView::updateTitles()
{
    const QHash<RecordListModel *, QString> titles{
        {m_policies, tr("Policies (%1)")}, {m_quotes, tr("Quotes (%1)")},
        {m_sales, tr("Sales (%1)")},       {m_affinities, tr("Affinities (%1)")},
        {m_calls, tr("Calls (%1)")},       {m_cashFlow, tr("Cash flow (%1)")}};
    for (auto it = titles.cbegin(); it != titles.cend(); ++it)
        m_boxes.value(it.key())->setTitle(it.value().arg(it.key()->rowCount()));
}

void CustomerView::updateActions()
{
    const bool known = m_customer.id != 0;
    m_newQuote->setEnabled(known);
    m_estimate->setEnabled(known);
    const QModelIndex policy = m_policyView->currentIndex();
    m_renew->setEnabled(known && policy.isValid() &&
                        m_renewable.contains(policy.data(RecordListModel::IdRole).toString()));
}

void CustomerView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        emit closed();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace brokerdesk::ui
