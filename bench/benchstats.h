#pragma once

#include <QList>
#include <QString>

#include <functional>

// Small measuring tools shared by the client benchmarks.
namespace bench {

double median(QList<double> values);
double processCpuMs();   // CPU time of this process (every thread), in ms
double residentMb();     // VmRSS now
double peakResidentMb(); // VmHWM since start
// Runs `once` `runs` times and returns each run's wall time in ms.
QList<double> timeRuns(int runs, const std::function<void()> &once);
// "median 1.23 ms (runs: 1.20 1.23 1.40)" style summary of a series.
QString describe(const QList<double> &values, const QString &unit, int decimals = 2);
// One result line: name, figure, target and whether it is met.
void report(const QString &name, const QString &figure, const QString &target, bool met);

} // namespace bench
