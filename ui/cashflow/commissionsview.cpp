#include "commissionsview.h"

#include "common/formatting.h"
#include "common/look.h"
#include "ledgerdelegate.h"
#include "monthlychart.h"

#include "domain/businessday.h"
#include "domain/money.h"
#include "icons.h"
#include "ledger/ledgerreader.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDate>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace brokerdesk::ui::cashflow {

namespace {

QStandardItem *moneyItem(qint64 cents)
{
    auto *item = new QStandardItem(domain::Money::fromCents(cents).format());
    item->setData(cents, Qt::UserRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    if (cents < 0)
        item->setForeground(LedgerDelegate::outflowColor());
    return item;
}

QStandardItem *textItem(const QString &text)
{
    return new QStandardItem(text);
}

// The cancellations' model: the view asks it for more rows as the list is scrolled to its end
// (or while the list does not fill the view), and the page is read off the GUI thread.
class ExposureModel : public QStandardItemModel
{
public:
    ExposureModel(std::function<bool()> canMore, std::function<void()> more, QObject *parent)
        : QStandardItemModel(parent), m_canMore(std::move(canMore)), m_more(std::move(more))
    {
    }
    bool canFetchMore(const QModelIndex &parent) const override
    {
        return !parent.isValid() && m_canMore();
    }
    void fetchMore(const QModelIndex &parent) override
    {
        if (canFetchMore(parent))
            m_more();
    }

private:
    std::function<bool()> m_canMore;
    std::function<void()> m_more;
};

// Money columns as wide as their widest value, so no amount is ever cut.
void fitColumns(QTableView *view)
{
    view->resizeColumnsToContents();
    view->horizontalHeader()->setStretchLastSection(true);
}

} // namespace

CommissionsView::CommissionsView(cache::LedgerReader *reader, QWidget *parent)
    : QWidget(parent), m_reader(reader), m_summary(new QLabel(this)),
      m_monthsView(new QTableView(this)), m_exposureView(new QTableView(this)),
      m_monthsModel(new QStandardItemModel(this)),
      m_exposureModel(new ExposureModel([this] { return canFetchMoreExposure(); },
                                        [this] { fetchMoreExposure(); }, this)),
      m_chart(new QChartView(new QChart, this)),
      m_exportMonths(
          new QPushButton(ui::icon(QStringLiteral("export")), tr("Export &months…"), this)),
      m_exportExposure(
          new QPushButton(ui::icon(QStringLiteral("export")), tr("Export &cancellations…"), this))
{
    setObjectName(QStringLiteral("commissionsView"));
    markPrimary(m_exportMonths); // what the office hands its accountant
    m_summary->setObjectName(QStringLiteral("commissionSummary"));
    m_summary->setWordWrap(true);
    markKpi(m_summary);
    m_monthsView->setObjectName(QStringLiteral("commissionMonths"));
    m_monthsView->setAccessibleName(tr("Commissions per month"));
    m_exposureView->setObjectName(QStringLiteral("cancellationExposure"));
    m_exposureView->setAccessibleName(tr("Commissions lost to cancellations"));
    m_exportMonths->setObjectName(QStringLiteral("exportCommissions"));
    m_exportExposure->setObjectName(QStringLiteral("exportExposure"));
    m_chart->setObjectName(QStringLiteral("commissionChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->chart()->setTitle(tr("Commissions of the next 12 months"));
    m_chart->chart()->setAnimationOptions(QChart::NoAnimation);
    m_chart->chart()->legend()->setAlignment(Qt::AlignBottom);
    m_chart->chart()->layout()->setContentsMargins(0, 0, 0, 0);
    m_chart->setMinimumHeight(220);
    m_monthsModel->setHorizontalHeaderLabels(
        {tr("Month"), tr("Expected"), tr("Received"), tr("Still due"), tr("Overdue")});
    m_exposureModel->setHorizontalHeaderLabels({tr("Canceled on"), tr("Holder"), tr("Reversal"),
                                                tr("Commission lost"), tr("Installments lost")});
    for (QTableView *v : {m_monthsView, m_exposureView}) {
        v->setModel(v == m_monthsView ? m_monthsModel : m_exposureModel);
        v->setEditTriggers(QAbstractItemView::NoEditTriggers);
        v->setSelectionBehavior(QAbstractItemView::SelectRows);
        v->setAlternatingRowColors(true);
        v->verticalHeader()->hide();
    }

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *monthsTools = new QHBoxLayout;
    monthsTools->addWidget(new QLabel(tr("<b>Expected per month</b> (by forecast date)"), this), 1);
    monthsTools->addWidget(m_exportMonths);
    leftLayout->addLayout(monthsTools);
    leftLayout->addWidget(m_monthsView, 1);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *exposureTools = new QHBoxLayout;
    exposureTools->addWidget(new QLabel(tr("<b>At risk:</b> canceled policies"), this), 1);
    exposureTools->addWidget(m_exportExposure);
    rightLayout->addLayout(exposureTools);
    rightLayout->addWidget(m_exposureView, 1);
    auto *tables = new QSplitter(Qt::Horizontal, this);
    tables->addWidget(left);
    tables->addWidget(right);
    // The canceled policies have more columns than the months: each side its columns' width.
    tables->setStretchFactor(0, 5);
    tables->setStretchFactor(1, 7);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(tables);
    split->addWidget(m_chart);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    connect(m_exportMonths, &QPushButton::clicked, this, [this] { exportTo(true); });
    connect(m_exportExposure, &QPushButton::clicked, this, [this] { exportTo(false); });
}

void CommissionsView::reload()
{
    const quint64 generation = ++m_generation;
    m_fetchingMore = true; // no next page until this first one is in
    const QDate first = domain::businessday::today().addMonths(-monthsBack);
    const int rows = m_pageRows;
    m_reader->run<Answer>(
        this,
        [first, rows](const cache::LedgerQueries &q) {
            Answer a{q.commissions(first, monthCount),
                     q.exposureTotals(),
                     q.cancellationExposure(rows),
                     {}};
            a.error = q.error();
            return a;
        },
        [this, generation](const Answer &a) {
            if (generation == m_generation)
                show(a);
        });
}

void CommissionsView::showMonth(QDate month)
{
    m_month = month;
    selectMonth();
}

void CommissionsView::selectMonth()
{
    if (!m_month.isValid())
        return;
    for (int row = 0; row < m_months.size(); ++row)
        if (m_months.at(row).year == m_month.year() && m_months.at(row).month == m_month.month()) {
            m_monthsView->selectRow(row);
            m_monthsView->scrollTo(m_monthsModel->index(row, 0));
        }
}

void CommissionsView::show(const Answer &a)
{
    if (!a.error.isEmpty()) {
        m_summary->setText(a.error);
        return;
    }
    m_months = a.months;
    m_totals = a.totals;
    m_monthsModel->removeRows(0, m_monthsModel->rowCount());
    const QLocale locale;
    qint64 due = 0, overdue = 0;
    for (const cache::CommissionMonth &m : m_months) {
        m_monthsModel->appendRow(
            {textItem(locale.toString(QDate(m.year, m.month, 1), QStringLiteral("MMMM yyyy"))),
             moneyItem(m.expected), moneyItem(m.received), moneyItem(m.due), moneyItem(m.overdue)});
        due += m.due;
        overdue += m.overdue;
    }
    m_exposure.clear();
    m_exposureModel->removeRows(0, m_exposureModel->rowCount());
    appendExposure(a.exposure);
    m_fetchingMore = false; // now the next pages may come
    // Sized on the first page only: later pages never make the columns jump.
    fitColumns(m_monthsView);
    fitColumns(m_exposureView);
    m_summary->setText(
        tr("Still due: <b>%1</b> · overdue: <b>%2</b> · lost to %n cancellation(s): <b>%3</b>",
           nullptr, int(m_totals.policies))
            .arg(domain::Money::fromCents(due).format(), domain::Money::fromCents(overdue).format(),
                 domain::Money::fromCents(m_totals.lostCommission).format()));
    fillChart();
    selectMonth();
    emit loaded();
}

bool CommissionsView::canFetchMoreExposure() const
{
    return !m_fetchingMore && m_exposure.size() < m_totals.policies;
}

void CommissionsView::fetchMoreExposure()
{
    m_fetchingMore = true;
    const quint64 generation = m_generation;
    const int rows = m_pageRows;
    const int offset = int(m_exposure.size());
    m_reader->run<QList<cache::CancellationExposure>>(
        this,
        [rows, offset](const cache::LedgerQueries &q) {
            return q.cancellationExposure(rows, offset);
        },
        [this, generation, offset](const QList<cache::CancellationExposure> &page) {
            if (generation != m_generation)
                return; // a reload since: its first page replaced the list
            m_fetchingMore = false;
            if (offset != m_exposure.size())
                return; // not where the list ends now
            // A page that came back empty (the mirror changed meanwhile) ends the list.
            if (page.isEmpty())
                m_totals.policies = m_exposure.size();
            appendExposure(page);
        });
}

void CommissionsView::appendExposure(const QList<cache::CancellationExposure> &rows)
{
    const QLocale locale;
    for (const cache::CancellationExposure &e : rows) {
        auto *count = new QStandardItem(locale.toString(e.lostInstallments));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_exposureModel->appendRow(
            {textItem(format::date(domain::businessday::dayOf(e.canceledAt))),
             textItem(e.holder.isEmpty() ? tr("(no holder named)") : e.holder),
             moneyItem(e.reversal), moneyItem(e.lostCommission), count});
    }
    m_exposure += rows;
}

void CommissionsView::fillChart()
{
    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    auto *received = new QBarSet(tr("Received"));
    auto *due = new QBarSet(tr("Still due"));
    auto *overdue = new QBarSet(tr("Overdue"));
    received->setColor(QColor(0x2e, 0x7d, 0x32));
    due->setColor(QColor(0x90, 0xa4, 0xae));
    overdue->setColor(LedgerDelegate::outflowColor());
    QStringList labels;
    double top = 0;
    const QLocale locale;
    // Reais, not cents: display only.
    for (const cache::CommissionMonth &m : m_months.mid(monthsBack)) {
        received->append(double(m.received) / 100.0);
        due->append(double(m.due - m.overdue) / 100.0);
        overdue->append(double(m.overdue) / 100.0);
        top = std::max(top, double(m.received + m.due) / 100.0);
        labels << locale.toString(QDate(m.year, m.month, 1), QStringLiteral("MMM/yy"));
    }
    auto *series = new QStackedBarSeries;
    series->append(received);
    series->append(due);
    series->append(overdue);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(labels);
    QCategoryAxis *y = MonthlyChart::moneyAxis(top);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

void CommissionsView::exportTo(bool months)
{
    const QString suggested =
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
        (months ? QStringLiteral("/commissions.csv") : QStringLiteral("/cancellations.csv"));
    const QString file = m_chooser ? m_chooser(suggested) : QString();
    if (file.isEmpty())
        return;
    const QLocale locale;
    if (!months) {
        // Every cancellation, not just the pages loaded: read and written off the GUI thread.
        m_reader->run<bool>(
            this,
            [file, locale](const cache::LedgerQueries &q) {
                QSaveFile out(file);
                const QList<cache::CancellationExposure> rows = q.cancellationExposure();
                return q.error().isEmpty() && out.open(QIODevice::WriteOnly) &&
                       cache::LedgerQueries::exportExposureCsv(rows, &out, locale) && out.commit();
            },
            [this, file](const bool &ok) { emit exported(ok, file); });
        return;
    }
    // A small table, already in memory: written here, whole or not at all.
    QSaveFile out(file);
    const bool ok = out.open(QIODevice::WriteOnly) &&
                    cache::LedgerQueries::exportCommissionsCsv(m_months, &out, locale) &&
                    out.commit();
    emit exported(ok, file);
}

} // namespace brokerdesk::ui::cashflow
