#include "monthlychart.h"

#include "ledgerdelegate.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QDate>
#include <QGraphicsLayout>
#include <QLocale>

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

double MonthlyChart::niceStep(double top)
{
    if (top <= 0)
        return 1;
    const double rough = top / 4;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (const double m : {1.0, 2.0, 2.5, 5.0})
        if (rough <= m * power)
            return m * power;
    return 10 * power;
}

QCategoryAxis *MonthlyChart::moneyAxis(double top)
{
    const QLocale locale;
    auto *y = new QCategoryAxis;
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double step = niceStep(top);
    const int steps = std::max(1, int(std::ceil(top / step - 1e-9)));
    y->setStartValue(0);
    y->append(locale.toCurrencyString(0.0, QStringLiteral("R$"), 0), 0);
    for (int i = 1; i <= steps; ++i)
        y->append(locale.toCurrencyString(i * step, QStringLiteral("R$"), step < 1 ? 2 : 0),
                  i * step);
    y->setRange(0, steps * step);
    return y;
}

void MonthlyChart::setMonths(const QList<cache::MonthlySum> &months, const QString &caption)
{
    m_months = int(months.size());
    chart()->removeAllSeries();
    for (QAbstractAxis *axis : chart()->axes()) {
        chart()->removeAxis(axis); // hands the axis back to us
        delete axis;
    }
    chart()->setTitle(caption.isEmpty() ? tr("In and out per month") : caption);

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
    if (labels.size() > 18)
        x->setLabelsAngle(-90); // every month named, standing up
    QCategoryAxis *y = moneyAxis(top);
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

QStringList MonthlyChart::amountLabels() const
{
    const auto axes = chart()->axes(Qt::Vertical);
    auto *y = axes.isEmpty() ? nullptr : qobject_cast<QCategoryAxis *>(axes.first());
    return y ? y->categoriesLabels() : QStringList();
}

} // namespace brokerdesk::ui::cashflow
