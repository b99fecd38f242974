#pragma once

#include "ledger/ledgerqueries.h"

#include <QWidget>

#include <algorithm>
#include <functional>

class QChartView;
class QLabel;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace brokerdesk::cache {
class LedgerReader;
}

namespace brokerdesk::ui::cashflow {

// The broker's own income, expected and at risk: commission, agency and pro-labore records per
// month by forecast date (received, still due, overdue) with a chart of the next 12 months, and
// for each canceled policy its reversal and the commission installments that will not come.
// Each table exports to CSV in the locale's spreadsheet conventions. The cancellations come a
// page at a time as the list is scrolled (tens of thousands over a million records); the
// summary's totals are of all of them.
class CommissionsView final : public QWidget
{
    Q_OBJECT
public:
    // Months from six months back; the chart shows the current one and the 11 after it.
    static constexpr int monthsBack = 6;
    static constexpr int monthCount = 18;
    static constexpr int exposurePageRows = 200;

    explicit CommissionsView(cache::LedgerReader *reader, QWidget *parent = nullptr);

    void reload(); // reads the mirror again (after a sync)
    // Selects the row of `month`'s commissions, now or once the months are read.
    void showMonth(QDate month);
    QTableView *monthsView() const { return m_monthsView; }
    void setExposurePageRows(int rows) { m_pageRows = std::max(1, rows); }
    using PathChooser = std::function<QString(const QString &suggested)>;
    void setPathChooser(PathChooser chooser) { m_chooser = std::move(chooser); }

    QStandardItemModel *monthsModel() const { return m_monthsModel; }
    QStandardItemModel *exposureModel() const { return m_exposureModel; }
    QChartView *chart() const { return m_chart; }
    const QList<cache::CommissionMonth> &months() const { return m_months; }
    const QList<cache::CancellationExposure> &exposure() const { return m_exposure; } // loaded
    const cache::ExposureTotals &exposureTotals() const { return m_totals; }

signals:
    void loaded();
    void exported(bool ok, const QString &file);

private:
    struct Answer
    {
        QList<cache::CommissionMonth> months;
        cache::ExposureTotals totals;
        QList<cache::CancellationExposure> exposure; // the first page
        QString error;
    };
    void show(const Answer &answer);
    bool canFetchMoreExposure() const;
    void fetchMoreExposure();
    void appendExposure(const QList<cache::CancellationExposure> &rows);
    void fillChart();
    void selectMonth();
    void exportTo(bool months);

    cache::LedgerReader *m_reader;
    QLabel *m_summary;
    QTableView *m_monthsView;
    QTableView *m_exposureView;
    QStandardItemModel *m_monthsModel;
    QStandardItemModel *m_exposureModel;
    QChartView *m_chart;
    QPushButton *m_exportMonths;
    QPushButton *m_exportExposure;
    QList<cache::CommissionMonth> m_months;
    QList<cache::CancellationExposure> m_exposure;
    cache::ExposureTotals m_totals;
    int m_pageRows = exposurePageRows;
    bool m_fetchingMore = false;
    quint64 m_generation = 0;
    PathChooser m_chooser;
    QDate m_month; // the month showMonth asked for
};

} // namespace brokerdesk::ui::cashflow
