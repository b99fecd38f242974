#pragma once

#include "cache/ledgerqueries.h"

#include <QChartView>

namespace brokerdesk::ui::cashflow {

// Money in and out per month, side by side, for the last two years of the filtered ledger.
class MonthlyChart : public QChartView
{
    Q_OBJECT
public:
    explicit MonthlyChart(QWidget *parent = nullptr);

    void setMonths(const QList<cache::MonthlySum> &months);
    int monthCount() const { return m_months; }

private:
    int m_months = 0;
};

} // namespace brokerdesk::ui::cashflow
