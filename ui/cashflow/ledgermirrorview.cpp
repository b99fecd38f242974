#include "ledgermirrorview.h"

#include "commissionsview.h"
#include "common/look.h"
#include "ledgerdelegate.h"
#include "ledgerfilterbar.h"
#include "monthlychart.h"
#include "recorddetails.h"

#include "api/apiclient.h"
#include "common/columnfit.h"
#include "common/formatting.h"
#include "domain/cashflow.h"
#include "icons.h"
#include "ledger/ledgerreader.h"
#include "ledger/mirrorpagesource.h"
#include "models/apipagesource.h"
#include "models/lazylistmodel.h"
#include "models/listcolumn.h"
#include "shell/errorbanner.h"
#include "shell/progresspanel.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui::cashflow {

namespace {

struct Summary
{
    cache::LedgerTotals totals;
    QList<cache::MonthlySum> months;
    QList<cache::DaySum> days;
    cache::OutsidePeriod outside;
    QString error;
};

// An amount as the page writes it: a negative one ("−R$ 1.555,27") in red.
QString money(qint64 cents)
{
    const QString text = domain::Money::fromCents(cents).format().toHtmlEscaped();
    return cents < 0 ? QStringLiteral("<span style=\"color:%1\">%2</span>")
                           .arg(LedgerDelegate::outflowColor().name(), text)
                     : text;
}

// A file name with nothing a file system refuses.
QString fileNameOf(QString name)
{
    static const QRegularExpression refused(QStringLiteral("[\\\\/:*?\"<>|]+"));
    return name.replace(refused, QStringLiteral("-")).simplified();
}

} // namespace

LedgerMirrorView::LedgerMirrorView(api::ApiClient &api, QWidget *parent)
    : QWidget(parent), m_api(api),
      m_source(new models::ApiPageSource(&api, api::ListResource::CashFlow, this)),
      m_reader(new cache::LedgerReader(this)), m_exporter(new cache::LedgerReader(this)),
      m_error(new ErrorBanner(this)), m_progress(new ProgressPanel(this)),
      m_state(new QLabel(this)),
      m_sync(new QPushButton(ui::icon(QStringLiteral("retry")), tr("&Sync now"), this)),
      m_export(new QPushButton(ui::icon(QStringLiteral("export")), tr("E&xport CSV…"), this)),
      m_filters(new LedgerFilterBar(this)), m_view(new QTableView(this)),
      m_totalsLabel(new QLabel(this)), m_outsideBar(new QWidget(this)),
      m_outside(new QLabel(m_outsideBar)),
      m_widen(new QPushButton(tr("&Show those days too"), m_outsideBar)),
      m_chart(new MonthlyChart(this)), m_details(new RecordDetails(this)),
      m_openPolicy(new QPushButton(ui::icon(QStringLiteral("policies")), tr("Open &policy"), this)),
      m_tabs(new QTabWidget(this)), m_commissions(new CommissionsView(m_reader, this))
{
    setObjectName(QStringLiteral("ledgerMirrorView"));
    m_source->setBackground(true);
    m_mirror.setSource(m_source);
    m_mirror.setPageRows(100);
    m_mirror.setParallelPages(16); // a first sync over the internet: sixteen pages at a time
    m_sync->setObjectName(QStringLiteral("syncMirror"));
    m_export->setObjectName(QStringLiteral("exportCsv"));
    markPrimary(m_export); // what the office hands its accountant
    m_view->setObjectName(QStringLiteral("mirrorTable"));
    m_view->setAccessibleName(tr("Mirrored cash-flow records"));
    m_totalsLabel->setObjectName(QStringLiteral("totals"));
    m_totalsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_totalsLabel->setTextFormat(Qt::RichText);
    markKpi(m_totalsLabel);
    // Records just written (a sale's installments, a cancellation's reversal) may fall due
    // after the period shown: the bar says so, and its button widens the period to them.
    m_outsideBar->setObjectName(QStringLiteral("outsideBar"));
    m_outside->setObjectName(QStringLiteral("outsideHint"));
    m_outside->setWordWrap(true);
    m_widen->setObjectName(QStringLiteral("widenPeriod"));
    m_widen->setAutoDefault(false);
    auto *outsideLayout = new QHBoxLayout(m_outsideBar);
    outsideLayout->setContentsMargins(0, 0, 0, 0);
    outsideLayout->addWidget(m_outside, 1);
    outsideLayout->addWidget(m_widen);
    m_outsideBar->hide();
    connect(m_widen, &QPushButton::clicked, this, &LedgerMirrorView::widenToOutside);
    m_state->setObjectName(QStringLiteral("mirrorState"));

    auto *tools = new QHBoxLayout;
    tools->addWidget(m_state, 1);
    tools->addWidget(m_sync);
    tools->addWidget(m_export);

    m_openPolicy->setObjectName(QStringLiteral("openPolicy"));
    m_openPolicy->setToolTip(tr("Show this record's policy on the Policies page"));
    m_openPolicy->hide(); // until a record of a policy is selected
    auto *details = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_details, 1);
    detailsLayout->addWidget(m_openPolicy, 0, Qt::AlignLeft);
    auto *beside = new QSplitter(Qt::Horizontal, this);
    beside->addWidget(m_view);
    beside->addWidget(details);
    beside->setStretchFactor(0, 3);
    beside->setStretchFactor(1, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(beside);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *records = new QWidget(this);
    auto *recordsLayout = new QVBoxLayout(records);
    recordsLayout->setContentsMargins(0, 0, 0, 0);
    recordsLayout->addWidget(m_filters);
    recordsLayout->addWidget(m_totalsLabel); // the totals on top, where the eye starts
    recordsLayout->addWidget(m_outsideBar);
    recordsLayout->addWidget(split, 1);
    m_tabs->setObjectName(QStringLiteral("cashFlowTabs"));
    m_tabs->addTab(records, tr("&Records"));
    m_tabs->addTab(m_commissions, tr("C&ommissions"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_error);
    layout->addLayout(tools);
    layout->addWidget(m_progress);
    layout->addWidget(m_tabs, 1);

    connect(m_sync, &QPushButton::clicked, this, &LedgerMirrorView::sync);
    connect(m_openPolicy, &QPushButton::clicked, this, [this] {
        const QString id = policyOf(m_details->record());
        if (!id.isEmpty())
            emit policyOpened(id);
    });
    connect(m_export, &QPushButton::clicked, this, &LedgerMirrorView::askExport);
    connect(m_filters, &LedgerFilterBar::filterChanged, this, &LedgerMirrorView::reload);
    connect(
        &m_mirror, &cache::LedgerMirror::syncProgress, this, [this](qint64 stored, qint64 total) {
            m_progress->setProgress(int(std::min<qint64>(stored, INT_MAX)),
                                    int(std::min<qint64>(total, INT_MAX)));
            m_progress->setText(tr("Mirroring the ledger: %1 of %2 records…")
                                    .arg(QLocale().toString(stored), QLocale().toString(total)));
        });
    // New records show as soon as they are here, not after the recheck of older ones.
    connect(&m_mirror, &cache::LedgerMirror::caughtUp, this, [this](qint64 added) {
        m_progress->setText(tr("Checking the records that may have changed since…"));
        if (added > 0) {
            reload();
            m_commissions->reload();
        }
    });
    connect(&m_mirror, &cache::LedgerMirror::indexing, this, [this] {
        m_progress->setText(
            tr("All records are here; building the indexes for filters and totals…"));
    });
    connect(&m_mirror, &cache::LedgerMirror::syncFinished, this,
            [this](bool ok, const QString &error) {
                m_progress->finish();
                if (!ok && !error.isEmpty())
                    showFailure(tr("The sync stopped: %1 It resumes where it stopped.").arg(error),
                                [this] { sync(); });
                // A new list only when the sync wrote to the file: a new model starts again from
                // the top, under a broker who may be reading the million rows (a sync runs every
                // few minutes). The totals' "overdue" follows the day all the same.
                const bool wrote = m_mirror.lastSyncAdded() > 0 || m_mirror.lastSyncChanged() > 0;
                if (!ok || !m_model || wrote) {
                    reload();
                    m_commissions->reload(); // the filters leave it alone; a sync does not
                } else {
                    refreshSummary();
                }
                updateState();
                emit busyChanged(isBusy());
                emit syncFinished(ok, error);
            });
    connect(m_error, &ErrorBanner::retryRequested, this, [this] {
        if (const auto action = std::exchange(m_retryAction, {}))
            action();
    });
    connect(m_error, &ErrorBanner::actionRequested, this, &LedgerMirrorView::startNewMirror);
    m_chooser = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(this, tr("Export the ledger"), suggested,
                                            tr("CSV files (*.csv)"));
    };
    m_commissions->setPathChooser(
        [this](const QString &suggested) { return m_chooser(suggested); });
    updateState();
}

void LedgerMirrorView::showFailure(const QString &message, std::function<void()> retry)
{
    m_retryAction = std::move(retry);
    m_error->showMessage(message, bool(m_retryAction));
}

LedgerMirrorView::~LedgerMirrorView()
{
    if (m_exportStop)
        *m_exportStop = true;
    // A background sync ended by the cancel below reports to no half-destroyed page.
    m_mirror.disconnect(this);
    m_mirror.cancel();
}

bool LedgerMirrorView::isBusy() const
{
    return m_mirror.isSyncing() || m_exporting;
}

cache::MirrorAccount LedgerMirrorView::account() const
{
    const auto &s = m_api.settings();
    return {s.baseUrl, s.clientId, s.serviceInstance};
}

bool LedgerMirrorView::open()
{
    const cache::MirrorAccount account = this->account();
    // Signed in to another service or as another client since: the file is checked again
    // before any of the new account's records go into it.
    if (m_mirror.isOpen() && (m_openKey == account.key() || isBusy()))
        return true;
    if (m_path.isEmpty()) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
        QDir().mkpath(dir);
        m_path = dir + QStringLiteral("/ledger-mirror.db");
    }
    const cache::OpenReport report = m_mirror.open(m_path, account);
    if (!report.ok()) {
        forget();
        showFailure(report.message, [this] { open(); });
        if (report.problem == cache::OpenReport::Problem::Foreign)
            m_error->showAction(tr("Start a &new mirror…"));
        updateState();
        return false;
    }
    m_openKey = account.key();
    if (report.outcome == cache::OpenReport::Outcome::MovedAside)
        m_error->showMessage(report.message);
    opened();
    return true;
}

void LedgerMirrorView::opened()
{
    m_reader->open(m_path);
    m_exporter->open(m_path);
    reload();
    m_commissions->reload();
    updateState();
}

void LedgerMirrorView::forget()
{
    m_mirror.close();
    m_reader->close();
    m_exporter->close();
    ++m_summaryGeneration; // answers still coming from the file are dropped
    m_view->setModel(nullptr);
    if (m_model)
        std::exchange(m_model, nullptr)->deleteLater();
    m_totals = {};
    m_totalsLabel->clear();
    m_outsideBar->hide();
    m_chart->setMonths({});
}

void LedgerMirrorView::startNewMirror()
{
    QMessageBox box(QMessageBox::Question, tr("Start a new mirror"),
                    tr("The ledger mirror on this machine belongs to another account. Start a "
                       "new mirror of this account's ledger?"),
                    QMessageBox::NoButton, this);
    box.setInformativeText(tr("The old mirror is not deleted: it is renamed and kept in the same "
                              "folder."));
    QPushButton *start = box.addButton(tr("Start a new mirror"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    // The safe answer is the default: Enter alone never sets a mirror aside.
    box.setDefaultButton(QMessageBox::Cancel);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != start) {
        open(); // the banner and its offer come back
        return;
    }
    const cache::MirrorAccount account = this->account();
    const cache::OpenReport report = m_mirror.startNew(m_path, account);
    if (!report.ok()) {
        showFailure(report.message, [this] { open(); });
        updateState();
        return;
    }
    m_openKey = account.key();
    opened();
    sync();
    m_error->showMessage(report.message); // where the old file went
}

void LedgerMirrorView::sync()
{
    if (!open() || m_mirror.isSyncing() || m_exporting)
        return;
    m_error->clear();
    m_progress->start(tr("Mirroring the ledger…"), [this] { cancelSync(); });
    m_mirror.sync();
    updateState();
    emit busyChanged(true);
}

void LedgerMirrorView::cancelSync()
{
    m_mirror.cancel();
}

void LedgerMirrorView::applyFilter()
{
    reload();
}

void LedgerMirrorView::reload()
{
    if (!m_mirror.isOpen())
        return;
    auto *old = m_model;
    auto *source = new cache::MirrorPageSource(m_reader, m_filters->filter());
    m_model = new models::LazyListModel(source, mirrorColumns(), {100, 4, 64}, this);
    source->setParent(m_model);
    connect(m_model, &models::LazyListModel::pageFailed, this,
            [this](qint64, const api::ApiError &error) {
                showFailure(error.message, [this] { m_model->retry(); });
            });
    m_view->setModel(m_model);
    configureLedgerView(m_view);
    m_view->setShowGrid(false); // no lines across the day headings; the rows alternate colours
    // The description takes what the other columns leave: with the details pane open beside
    // the list, every amount stays on screen.
    QHeaderView *columns = m_view->horizontalHeader();
    columns->setStretchLastSection(false);
    columns->setSectionResizeMode(2, QHeaderView::Stretch);
    fitColumns(m_view);
    // A new filter's days come with its summary; until then no row is a day's first.
    m_days.clear();
    m_tallRows.clear();
    if (auto *delegate = qobject_cast<LedgerDelegate *>(m_view->itemDelegate()))
        delegate->setDayHeadings({});
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &LedgerMirrorView::layOutDays);
    showRecord({});
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                showRecord(current.data(models::LazyListModel::RecordRole).toJsonObject());
            });
    m_model->fetchMore({});
    if (old)
        old->deleteLater();
    refreshSummary();
}

cache::LedgerFilter LedgerMirrorView::countedFilter() const
{
    cache::LedgerFilter f = m_filters->filter();
    f.includeDeleted = false; // listed when asked for, counted never
    return f;
}

void LedgerMirrorView::refreshSummary()
{
    const quint64 generation = ++m_summaryGeneration;
    const cache::LedgerFilter filter = countedFilter();
    const cache::LedgerFilter listed = m_filters->filter(); // the days start at the list's rows
    // What the broker did today (a sale, a cancel) wrote records that may fall due later.
    const QDateTime since = domain::businessday::startOf(domain::businessday::today());
    m_reader->run<Summary>(
        this,
        [filter, listed, since](const cache::LedgerQueries &q) {
            Summary s{q.totals(filter),
                      q.monthly(filter),
                      q.days(listed),
                      q.recentOutside(filter, since),
                      {}};
            s.error = q.error();
            return s;
        },
        [this, generation](const Summary &s) {
            if (generation != m_summaryGeneration)
                return; // a newer filter's answer is coming
            if (!s.error.isEmpty()) {
                showFailure(s.error, [this] { reload(); });
                return;
            }
            m_totals = s.totals;
            m_totalsLabel->setText(totalsText());
            setDays(s.days);
            showOutside(s.outside);
            m_chart->setMonths(s.months, chartCaption());
            emit summaryUpdated();
        });
}

QList<models::ListColumn> LedgerMirrorView::mirrorColumns()
{
    using namespace domain::cashflowkey;
    // The day money moves first, as the list is grouped by it (the created date is in the
    // details); the forecast is then no column of its own, which leaves the amounts room. A day,
    // not a time: the list is read by day.
    QList<models::ListColumn> columns = models::cashFlowColumns();
    columns.removeLast();
    models::ListColumn moves =
        models::ListColumn::calendarDate(tr("Cash date"), QLatin1String(dateCashInOutForecast));
    moves.display = [](const QJsonObject &r) {
        const QDate day = domain::cashDay(r);
        return day.isValid() ? format::date(day) : QString();
    };
    columns[0] = moves;
    return columns;
}

QString LedgerMirrorView::policyOf(const QJsonObject &record)
{
    return record.value(QLatin1String(domain::cashflowkey::policyId)).toString();
}

void LedgerMirrorView::showRecord(const QJsonObject &record)
{
    m_details->setRecord(record);
    m_openPolicy->setVisible(!policyOf(record).isEmpty());
}

void LedgerMirrorView::setDays(const QList<cache::DaySum> &days)
{
    QHash<int, LedgerDelegate::DayHeading> headings;
    for (const cache::DaySum &d : days) {
        const domain::Money net = domain::Money::fromCents(d.net);
        headings.insert(int(d.firstRow),
                        {tr("%1 — %2").arg(QLocale().toString(d.day, u"dd/MM/yyyy"),
                                           QLocale().dayName(d.day.dayOfWeek())),
                         net.format(), d.net < 0});
    }
    m_days = headings;
    if (auto *delegate = qobject_cast<LedgerDelegate *>(m_view->itemDelegate()))
        delegate->setDayHeadings(std::move(headings));
    layOutDays();
}

void LedgerMirrorView::layOutDays()
{
    // A day's first row is twice as tall: its top half is the day's heading. Rows that stay tall
    // are left alone, so the same days again (a sync that brought nothing) keep the scroll where
    // it was. Updates off: each resize of a shown header places every row again (a million).
    QHeaderView *rows = m_view->verticalHeader();
    const int height = rows->defaultSectionSize();
    const bool updates = rows->updatesEnabled();
    rows->setUpdatesEnabled(false);
    for (const int row : std::as_const(m_tallRows))
        if (row < rows->count() && !m_days.contains(row))
            rows->resizeSection(row, height);
    m_tallRows.clear();
    for (auto it = m_days.cbegin(); it != m_days.cend(); ++it)
        if (it.key() < rows->count()) {
            rows->resizeSection(it.key(), 2 * height);
            m_tallRows << it.key();
        }
    rows->setUpdatesEnabled(updates);
}

std::optional<LedgerDelegate::DayHeading> LedgerMirrorView::dayHeading(int row) const
{
    const auto it = m_days.constFind(row);
    return it == m_days.cend() ? std::nullopt : std::optional(*it);
}

QString LedgerMirrorView::totalsText() const
{
    // What moved, then what is still to move, each way apart: what the broker will receive
    // and what it must pay, with how much of each is overdue (due before today, Brasília's).
    const cache::LedgerTotals &t = m_totals;
    return tr("%n record(s) · in %1 · out %2 · net <b>%3</b>", nullptr, int(t.count))
               .arg(money(t.in), money(t.out), money(t.net())) +
           QStringLiteral("<br>") +
           tr("To receive %1, of which overdue %2 · to pay %3, of which overdue %4")
               .arg(money(t.receivable), money(t.overdueReceivable), money(t.payable),
                    money(t.overduePayable));
}

void LedgerMirrorView::showOutside(const cache::OutsidePeriod &outside)
{
    m_outsidePeriod = outside;
    m_outsideBar->setVisible(outside.count > 0);
    if (outside.count == 0)
        return;
    m_outside->setText(tr("%n record(s) written today fall outside this period, from %1 to %2.",
                          nullptr, int(outside.count))
                           .arg(format::date(outside.first), format::date(outside.last)));
}

void LedgerMirrorView::widenToOutside()
{
    const cache::LedgerFilter f = m_filters->filter();
    if (m_outsidePeriod.count == 0 || !f.from.isValid() || !f.to.isValid())
        return;
    m_filters->setDateRange(std::min(f.from, m_outsidePeriod.first),
                            std::max(f.to, m_outsidePeriod.last));
}

QString LedgerMirrorView::chartCaption() const
{
    const cache::LedgerFilter f = m_filters->filter();
    if (f.from.isValid() && f.to.isValid())
        return tr("In and out per month, by the day money moves, %1 to %2")
            .arg(format::date(f.from), format::date(f.to));
    return tr("In and out per month, by the day money moves");
}

QString LedgerMirrorView::suggestedFileName() const
{
    const cache::LedgerFilter f = m_filters->filter();
    const auto day = [](const QDate &d) { return d.toString(QStringLiteral("dd-MM-yyyy")); };
    const QString period = f.from.isValid() && f.to.isValid()
                               ? tr("%1 to %2").arg(day(f.from), day(f.to))
                               : tr("all dates");
    QStringList parts{tr("Cash flow")};
    if (!m_brokerName.isEmpty())
        parts << m_brokerName;
    parts << period;
    return fileNameOf(parts.join(QStringLiteral(" - "))) + QStringLiteral(".csv");
}

void LedgerMirrorView::updateState()
{
    const cache::LedgerSyncStatus s =
        m_mirror.isOpen() ? m_mirror.status() : cache::LedgerSyncStatus();
    QString text;
    if (!m_mirror.isOpen())
        text = tr("The local mirror is not open.");
    else if (!s.lastSyncAt.isValid())
        text = s.interrupted ? tr("%1 records mirrored; the sync was interrupted.")
                                   .arg(QLocale().toString(s.records))
                             : tr("Nothing mirrored yet: press Sync now to copy the ledger here.");
    else
        text = tr("%1 records mirrored, last synced %2.")
                   .arg(QLocale().toString(s.records),
                        QLocale().toString(s.lastSyncAt.toLocalTime(), QLocale::ShortFormat));
    m_state->setText(text);
    m_sync->setEnabled(!m_mirror.isSyncing() && !m_exporting);
    m_export->setEnabled(m_mirror.isOpen() && !m_mirror.isSyncing() && !m_exporting);
}

void LedgerMirrorView::askExport()
{
    const QString file =
        m_chooser(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + u'/' +
                  suggestedFileName());
    if (!file.isEmpty())
        exportCsv(file);
}

void LedgerMirrorView::exportCsv(const QString &file)
{
    if (!open() || m_exporting || m_mirror.isSyncing())
        return;
    m_exporting = true;
    m_exportStop = std::make_shared<std::atomic<bool>>(false);
    m_progress->start(tr("Exporting %n record(s)…", nullptr, int(m_totals.count)),
                      [this] { cancelExport(); });
    updateState();
    emit busyChanged(true);
    const cache::LedgerFilter filter = countedFilter();
    const auto stop = m_exportStop;
    const QLocale locale;
    m_exporter->run<QString>(
        this,
        [filter, file, stop, locale](const cache::LedgerQueries &q) {
            // QSaveFile: a stopped or failed export never leaves half a file behind.
            QSaveFile out(file);
            if (!out.open(QIODevice::WriteOnly))
                return tr("The file could not be opened: %1").arg(out.errorString());
            QString error;
            if (!q.exportCsv(filter, &out, locale, &error, [stop](qint64) { return !*stop; })) {
                out.cancelWriting();
                return error.isEmpty() ? tr("The export failed.") : error;
            }
            return out.commit() ? QString()
                                : tr("The file could not be written: %1").arg(out.errorString());
        },
        [this](const QString &error) {
            m_exporting = false;
            m_progress->finish();
            if (!error.isEmpty())
                m_error->showMessage(error);
            updateState();
            emit busyChanged(isBusy());
            emit exportFinished(error.isEmpty(), error);
        });
}

void LedgerMirrorView::cancelExport()
{
    if (m_exportStop)
        *m_exportStop = true;
}

} // namespace brokerdesk::ui::cashflow
