#include "calllist.h"

#include "common/look.h"
#include "domain/businessday.h"

#include "calllistmodel.h"
#include "common/errortext.h"
#include "icons.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include "api/apiclient.h"
#include "cache/csvwriter.h"
#include "cache/customerdirectory.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QShortcut>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

constexpr int customerLimit = 100000;

} // namespace

CallList::CallList(Workspace &workspace, cache::CustomerDirectory &directory, QString storePath,
                   QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_directory(directory),
      m_storePath(std::move(storePath)), m_product(new QComboBox(this)),
      m_score(new QPushButton(tr("&Score customers"), this)), m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_status(new QLabel(this)),
      m_error(new ErrorBanner(this)), m_table(new QTableView(this)),
      m_model(new CallListModel(this)), m_bought(new QPushButton(tr("Bought (+)"), this)),
      m_notBought(new QPushButton(tr("Did not buy (−)"), this)),
      m_quote(new QPushButton(tr("New &quote (Enter)"), this)),
      m_export(new QPushButton(ui::icon(QStringLiteral("export")), tr("Export CSV…"), this))
{
    using domain::ProductType;
    for (ProductType t :
         {ProductType::Auto, ProductType::Home, ProductType::Life, ProductType::Travel})
        m_product->addItem(domain::displayName(t), int(t));
    m_product->setAccessibleName(tr("Product type"));
    auto *productLabel = new QLabel(tr("&Product:"), this);
    productLabel->setBuddy(m_product);
    m_score->setObjectName(QStringLiteral("scoreCustomers"));
    m_score->setToolTip(tr("Ask the service how likely each customer is to buy this product"));
    m_cancel->setObjectName(QStringLiteral("cancelScoring"));
    m_progress->setFormat(tr("%v of %m"));
    m_progress->hide();
    m_cancel->hide();
    m_status->setStyleSheet(QStringLiteral("color: #607d8b;"));
    m_status->setWordWrap(true);

    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Call list"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->resizeSection(CallListModel::Name, 190);
    m_table->horizontalHeader()->resizeSection(CallListModel::Estimate, 90);
    m_table->horizontalHeader()->resizeSection(CallListModel::Phone, 170);
    m_bought->setObjectName(QStringLiteral("bought"));
    m_notBought->setObjectName(QStringLiteral("didNotBuy"));
    m_quote->setObjectName(QStringLiteral("quoteCustomer"));
    markPrimary(m_quote);
    m_export->setObjectName(QStringLiteral("exportCallList"));

    auto *top = new QHBoxLayout;
    top->addWidget(productLabel);
    top->addWidget(m_product);
    top->addWidget(m_score);
    top->addWidget(m_progress, 1);
    top->addWidget(m_cancel);
    top->addStretch();
    top->addWidget(m_export);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_bought);
    actions->addWidget(m_notBought);
    actions->addStretch();
    actions->addWidget(m_quote);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_error);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addLayout(actions);

    // One key each, wherever the focus is in the list (the keypad's too).
    const auto shortcut = [this](Qt::Key key, auto slot) {
        auto *s = new QShortcut(this);
        s->setKeys({QKeySequence(key), QKeySequence(Qt::KeypadModifier | key)});
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    shortcut(Qt::Key_Plus, [this] { recordOutcome(true); });
    shortcut(Qt::Key_Minus, [this] { recordOutcome(false); });
    connect(m_bought, &QPushButton::clicked, this, [this] { recordOutcome(true); });
    connect(m_notBought, &QPushButton::clicked, this, [this] { recordOutcome(false); });
    connect(m_quote, &QPushButton::clicked, this, &CallList::requestQuote);
    connect(m_table, &QTableView::activated, this, &CallList::requestQuote);
    connect(m_score, &QPushButton::clicked, this, &CallList::startScoring);
    connect(m_cancel, &QPushButton::clicked, this, &CallList::cancelScoring);
    connect(m_product, &QComboBox::currentIndexChanged, this, [this] {
        cancelScoring();
        reload();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CallList::updateActions);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = m_chooser(tr("call-list.csv"));
        if (!path.isEmpty() && exportCsv(path))
            emit m_workspace.status(tr("Call list saved to %1.").arg(path));
    });
    m_chooser = [this](const QString &name) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        return QFileDialog::getSaveFileName(this, tr("Export call list"), dir + u'/' + name,
                                            tr("CSV files (*.csv)"));
    };
    updateActions();
}

CallList::~CallList()
{
    for (api::CallHandle &h : m_inFlight)
        h.cancel();
}

int CallList::productType() const
{
    return m_product->currentData().toInt();
}

void CallList::reload()
{
    if (!m_store.isOpen()) {
        const cache::OpenReport report = m_store.open(m_storePath);
        if (!report.ok())
            m_error->showMessage(report.message);
    }
    const int type = productType();
    const QHash<qint64, cache::StoredEstimate> fresh =
        m_store.fresh(type, QDateTime::currentDateTimeUtc());
    const QDate today = domain::businessday::today();
    QList<CallListEntry> entries;
    int missing = 0;
    for (const cache::CustomerSummary &s : m_directory.search({}, customerLimit)) {
        const auto c = m_directory.customer(s.id);
        if (!c)
            continue;
        CallListEntry e;
        e.customerId = s.id;
        e.name = s.name;
        e.phone = s.phone;
        e.email = s.email;
        e.input = CallListModel::recommendationInput(c->person, domain::ProductType(type), today,
                                                     &e.missing);
        if (e.missing.isEmpty()) {
            if (fresh.contains(s.id))
                e.estimate = fresh.value(s.id);
        } else {
            ++missing;
        }
        entries << e;
    }
    m_model->setEntries(std::move(entries));
    if (m_model->rowCount() > 0)
        m_table->setCurrentIndex(m_model->index(0, 0));
    m_status->setText(tr("%1 of %2 customers estimated (estimates are kept for a day); "
                         "%3 lack data to be estimated.")
                          .arg(m_model->estimatedCount())
                          .arg(m_model->rowCount())
                          .arg(missing));
    updateActions();
}

void CallList::startScoring()
{
    if (isScoring())
        return;
    m_error->clear();
    m_failed = 0;
    m_scoringType = productType();
    int complete = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const CallListEntry *e = m_model->entry(row);
        complete += e->missing.isEmpty() ? 1 : 0;
        if (e->missing.isEmpty() && !e->estimate)
            m_queue << e->customerId;
    }
    if (m_queue.isEmpty()) {
        m_status->setText(complete > 0
                              ? tr("Every customer with enough data is already estimated.")
                              : tr("No customer has the data an estimate needs yet: each row "
                                   "says what is missing."));
        return;
    }
    m_progress->setRange(0, int(m_queue.size()));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_score->setEnabled(false);
    m_status->setText(tr("Asking the service…"));
    emit scoringChanged(true);
    for (int i = 0; i < maxInFlight; ++i)
        sendNext();
}

void CallList::sendNext()
{
    if (m_queue.isEmpty()) {
        if (m_inFlight.isEmpty() && !m_progress->isHidden())
            finishScoring(m_failed == 0
                              ? tr("%n customer(s) estimated.", nullptr, m_progress->value())
                              : tr("%1 customers estimated; %2 could not be.")
                                    .arg(m_progress->value() - m_failed)
                                    .arg(m_failed));
        return;
    }
    const qint64 id = m_queue.takeFirst();
    const CallListEntry *e = m_model->entry(m_model->rowOf(id));
    if (!e)
        return sendNext();
    const int type = m_scoringType;
    m_inFlight.insert(
        id, m_workspace.api().recommend(
                e->input, this, [this, id, type](const api::ApiResult<domain::Recommendation> &r) {
                    m_inFlight.remove(id);
                    m_progress->setValue(m_progress->value() + 1);
                    if (r.ok()) {
                        cache::StoredEstimate s;
                        s.customerId = id;
                        s.productType = type;
                        s.percentage = r.value().output.percentage;
                        s.recommendationId = r.value().id;
                        s.evaluateToken = r.value().evaluateToken;
                        s.scoredAt = QDateTime::currentDateTimeUtc();
                        if (!m_store.save(s))
                            m_error->showMessage(
                                tr("The estimate could not be kept: %1").arg(m_store.lastError()));
                        m_model->setEstimate(id, s);
                    } else {
                        ++m_failed;
                        m_model->setError(
                            id, tr("Not estimated: %1").arg(errortext::sentence(r.error())));
                    }
                    sendNext();
                }));
}

void CallList::finishScoring(const QString &message)
{
    m_progress->hide();
    m_cancel->hide();
    m_score->setEnabled(true);
    m_status->setText(message);
    emit scoringChanged(false);
    updateActions();
}

void CallList::cancelScoring()
{
    if (!isScoring())
        return;
    m_queue.clear();
    for (api::CallHandle &h : m_inFlight)
        h.cancel();
    m_inFlight.clear();
    finishScoring(tr("Scoring cancelled: %1 of %2 estimated.")
                      .arg(m_progress->value() - m_failed)
                      .arg(m_progress->maximum()));
}

bool CallList::recordOutcome(bool bought)
{
    const CallListEntry *e = m_model->entry(m_table->currentIndex().row());
    if (!e || !e->estimate) {
        m_status->setText(tr("Choose an estimated customer first."));
        return false;
    }
    const qint64 id = e->customerId;
    const QString name = e->name;
    if (e->estimate->evaluation) {
        m_status->setText(tr("%1 is already recorded as \"%2\": each estimate is evaluated once.")
                              .arg(name, CallListModel::statusText(*e)));
        return false;
    }
    if (m_evaluating.contains(id)) {
        m_status->setText(tr("%1's outcome is being recorded.").arg(name));
        return false;
    }
    m_evaluating.insert(id);
    const int type = e->estimate->productType;
    m_workspace.api().evaluateRecommendation(
        e->estimate->recommendationId, e->estimate->evaluateToken, bought, this,
        [this, id, type, bought, name](const api::ApiResult<domain::RecommendationEvaluation> &r) {
            m_evaluating.remove(id);
            if (!r.ok()) {
                m_error->showError(
                    r.error(), tr("The outcome could not be recorded: %1").arg(r.error().message),
                    false);
                return;
            }
            if (!m_store.setEvaluation(id, type, bought))
                m_error->showMessage(
                    tr("The outcome could not be kept: %1").arg(m_store.lastError()));
            m_model->setEvaluation(id, bought);
            m_status->setText(bought ? tr("Recorded: %1 bought.").arg(name)
                                     : tr("Recorded: %1 did not buy.").arg(name));
            updateActions();
        });
    return true;
}

void CallList::requestQuote()
{
    if (const CallListEntry *e = m_model->entry(m_table->currentIndex().row()))
        emit quoteRequested(e->customerId);
}

void CallList::updateActions()
{
    const CallListEntry *e = m_model->entry(m_table->currentIndex().row());
    const bool open = e && e->estimate && !e->estimate->evaluation;
    m_bought->setEnabled(open);
    m_notBought->setEnabled(open);
    m_quote->setEnabled(e != nullptr);
    m_export->setEnabled(m_model->rowCount() > 0);
}

bool CallList::exportCsv(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        m_error->showMessage(tr("The file could not be written: %1").arg(file.errorString()));
        return false;
    }
    // Brazilian spreadsheets: ';' between fields, decimal comma, UTF-8 with a byte-order mark.
    cache::CsvWriter csv(
        &file, cache::CsvFormat::forLocale(QLocale(QLocale::Portuguese, QLocale::Brazil)));
    csv.text(tr("Name")).text(tr("Phone")).text(tr("E-mail")).text(tr("Estimate (%)"));
    csv.text(tr("Status")).endRow();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const CallListEntry &e = *m_model->entry(row);
        csv.text(e.name).text(e.phone).text(e.email);
        // Two decimals the way money is written: 47.3% is "47,30".
        if (e.estimate)
            csv.money(qRound64(e.estimate->percentage * 100));
        else
            csv.text({});
        csv.text(CallListModel::statusText(e)).endRow();
    }
    if (!csv.ok() || !file.commit()) {
        m_error->showMessage(tr("The file could not be written: %1").arg(file.errorString()));
        return false;
    }
    return true;
}

} // namespace brokerdesk::ui
