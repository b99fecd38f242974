#pragma once

#include <QObject>
#include <QString>

class QAbstractItemView;

namespace brokerdesk::ui {
class MainWindow;
}

// --screenshot DIR: shows each page in turn, waits until it has its data (not busy, or 20 s),
// and saves the window as DIR/NN-<page>.png; a page with a list then has its first record
// clicked and is saved again as DIR/NN-<page>-details.png. Emits finished with the exit code.
class Screenshots : public QObject
{
    Q_OBJECT
public:
    Screenshots(brokerdesk::ui::MainWindow &window, QString dir, QObject *parent = nullptr);

    void start();

signals:
    void finished(int exitCode);

private:
    void next();
    void capture();
    QAbstractItemView *firstRecordList() const; // the current page's first filled list

    brokerdesk::ui::MainWindow &m_window;
    QString m_dir;
    int m_index = -1;
    int m_waitedMs = 0;
    int m_failures = 0;
    QString m_state; // "", "-details" or "-calllist": which picture of the page
};

// --startup-benchmark: prints the wall-clock time (ms since the epoch) at which the window
// was first painted, then quits. bench/startup.sh subtracts the launch time.
void reportFirstPaint(QWidget &window);
