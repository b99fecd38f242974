#pragma once

#include "shotplan.h"

#include <QObject>
#include <QSize>
#include <QString>

namespace brokerdesk::ui {
class MainWindow;
class Workspace;
} // namespace brokerdesk::ui

// --screenshot DIR: runs the steps of shotPlan() in turn; each waits until its state is reached
// and the page is not busy (at most 20 s), then saves the window, with any dialog drawn over
// it, as DIR/NN-<page>[-<state>].png. A state that cannot be reached is reported on stderr and
// the tour goes on. Emits finished with the exit code (1 after any failure).
class Screenshots final : public QObject
{
    Q_OBJECT
public:
    Screenshots(brokerdesk::ui::MainWindow &window, brokerdesk::ui::Workspace &workspace,
                QString dir, QObject *parent = nullptr);

    // The window's size in every picture (1280x720 unless set); a picture of another size
    // (the window could not shrink to it) is reported and counted as a failure.
    void setSize(const QSize &size) { m_size = size; }
    void start();

signals:
    void finished(int exitCode);

private:
    void next();
    void poll();
    void capture();
    void fail(const QString &why);
    QString fileName() const; // "02-quote-plan.png"

    brokerdesk::ui::MainWindow &m_window;
    brokerdesk::ui::Workspace &m_workspace;
    QString m_dir;
    QSize m_size{1280, 720};
    QList<Shot> m_plan;
    int m_index = -1;
    int m_waitedMs = 0;
    int m_failures = 0;
    bool m_previousFailed = false;
};

// --startup-benchmark: prints the wall-clock time (ms since the epoch) at which the window
// was first painted, then quits. bench/startup.sh subtracts the launch time.
void reportFirstPaint(QWidget &window);
