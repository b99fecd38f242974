#pragma once

#include "ledger/ledgerqueries.h"

#include <QCategoryAxis>
#include <QChartView>

namespace brokerdesk::ui::cashflow {

// Money in and out per month, side by side: every month of the list's filter (the same date,
// the same period), empty months too, on an axis of round amounts in reais.
class MonthlyChart final : public QChartView
{
    Q_OBJECT
public:
    explicit MonthlyChart(QWidget *parent = nullptr);

    // `months` as LedgerQueries::monthly() answers them; `caption` says which period and date.
    void setMonths(const QList<cache::MonthlySum> &months, const QString &caption = {});
    int monthCount() const { return m_months; }
    // The amount axis' labels, bottom up ("R$ 0", "R$ 5.000", ...).
    QStringList amountLabels() const;

    // The round step of an axis reaching `top` in about four steps: 1, 2, 2.5 or 5 times a
    // power of ten.
    static double niceStep(double top);
    // A vertical axis of round amounts in reais reaching `top`, each named as the page writes
    // money ("R$ 20.000"): this chart's and the commissions'.
    static QCategoryAxis *moneyAxis(double top);

private:
    int m_months = 0;
};

} // namespace brokerdesk::ui::cashflow
