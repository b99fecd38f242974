#include "benchstats.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTextStream>

#include <algorithm>
#include <ctime>

namespace bench {

namespace {

double statusFieldMb(const QByteArray &field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}

} // namespace

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1000.0 + double(t.tv_nsec) / 1e6;
}

double residentMb()
{
    return statusFieldMb("VmRSS:");
}

double peakResidentMb()
{
    return statusFieldMb("VmHWM:");
}

QList<double> timeRuns(int runs, const std::function<void()> &once)
{
    QList<double> out;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        once();
        out << double(t.nsecsElapsed()) / 1e6;
    }
    return out;
}

QString describe(const QList<double> &values, const QString &unit, int decimals)
{
    QStringList each;
    for (double v : values)
        each << QString::number(v, 'f', decimals);
    return QStringLiteral("median %1 %2 (runs: %3)")
        .arg(QString::number(median(values), 'f', decimals), unit, each.join(u' '));
}

void report(const QString &name, const QString &figure, const QString &target, bool met)
{
    QTextStream out(stdout);
    out << "  " << name.leftJustified(44) << figure;
    if (!target.isEmpty())
        out << "  [target " << target << ": " << (met ? "met" : "MISSED") << ']';
    out << Qt::endl;
}

} // namespace bench
