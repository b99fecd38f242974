#include "monthlychart.h"

#include "ledgerdelegate.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QDate>
#include <QGraphicsLayout>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace brokerdesk::ui::cashflow {

MonthlyChart::MonthlyChart(QWidget *parent) : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("monthlyChart"));
    setAccessibleName(tr("Money in and out per month"));
    setRenderHint(QPainter::Antialiasing);
    chart()->setTitle(tr("In and out per month"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->layout()->setContentsMargins(0, 0, 0, 0);
    setMinimumHeight(220);
}

void MonthlyChart::setMonths(const QList<cache::MonthlySum> &all)
{
    const QList<cache::MonthlySum> months = all.mid(std::max<qsizetype>(0, all.size() - 24));
    m_months = int(months.size());
    chart()->removeAllSeries();
    for (QAbstractAxis *axis : chart()->axes()) {
        chart()->removeAxis(axis); // hands the axis back to us
        delete axis;
    }

    // Reais, not cents: the axis reads like the rest of the page. Display only.
    auto *in = new QBarSet(tr("In"));
    auto *out = new QBarSet(tr("Out"));
    in->setColor(QColor(0x2e, 0x7d, 0x32));
    out->setColor(LedgerDelegate::outflowColor());
    QStringList labels;
    double top = 0;
    const QLocale locale;
    for (const auto &m : months) {
        in->append(double(m.in) / 100.0);
        out->append(double(-m.out) / 100.0);
        top = std::max({top, double(m.in) / 100.0, double(-m.out) / 100.0});
        labels << locale.toString(QDate(m.year, m.month, 1), QStringLiteral("MMM/yy"));
    }
    auto *series = new QBarSeries;
    series->append(in);
    series->append(out);
    chart()->addSeries(series);

    auto *x = new QBarCategoryAxis;
    x->append(labels);
    auto *y = new QValueAxis;
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(tr("R$"));
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace brokerdesk::ui::cashflow
