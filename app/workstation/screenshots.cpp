#include "screenshots.h"

#include "mainwindow.h"
#include "page.h"
#include "shottext.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QPainter>
#include <QTimer>

#include <cstdio>

namespace {
constexpr int pollMs = 100;
constexpr int settleMs = 400; // let late layouts and images land after the data
constexpr int maxWaitMs = 20000;
} // namespace

Screenshots::Screenshots(brokerdesk::ui::MainWindow &window, brokerdesk::ui::Workspace &workspace,
                         QString dir, QObject *parent)
    : QObject(parent), m_window(window), m_workspace(workspace), m_dir(std::move(dir))
{
}

void Screenshots::start()
{
    if (!QDir().mkpath(m_dir)) {
        std::fprintf(stderr, "brokerdesk: cannot create %s\n", qPrintable(m_dir));
        emit finished(1);
        return;
    }
    m_plan = shotPlan(m_window, m_workspace);
    next();
}

QString Screenshots::fileName() const
{
    const Shot &shot = m_plan.at(m_index);
    const int place = int(m_window.pages().indexOf(m_window.page(shot.page))) + 1;
    const QString state = shot.state.isEmpty() ? QString() : u'-' + shot.state;
    return QStringLiteral("%1-%2%3.png").arg(place, 2, 10, QLatin1Char('0')).arg(shot.page, state);
}

void Screenshots::next()
{
    if (m_index >= 0 && m_plan.at(m_index).after)
        m_plan.at(m_index).after();
    ++m_index;
    if (m_index >= m_plan.size()) {
        emit finished(m_failures == 0 ? 0 : 1);
        return;
    }
    const Shot &shot = m_plan.at(m_index);
    if (shot.afterPrevious && m_previousFailed) {
        fail(QStringLiteral("skipped: the step before it failed"));
        return;
    }
    m_waitedMs = 0;
    if (const QString why = shot.act ? shot.act() : QString(); !why.isEmpty()) {
        if (shot.optional) {
            m_previousFailed = false;
            QTimer::singleShot(0, this, &Screenshots::next);
        } else {
            fail(why);
        }
        return;
    }
    QTimer::singleShot(shot.state == u'*' ? pollMs : settleMs, this, &Screenshots::poll);
}

void Screenshots::poll()
{
    const Shot &shot = m_plan.at(m_index);
    const brokerdesk::ui::Page *page = m_window.currentPage();
    if ((page && page->isBusy()) || (shot.ready && !shot.ready())) {
        m_waitedMs += pollMs;
        if (m_waitedMs >= maxWaitMs) {
            const QString awaited = shot.awaited ? shot.awaited() : QStringLiteral("the page");
            fail(QStringLiteral("%1 not ready after %2 s%3")
                     .arg(awaited)
                     .arg(maxWaitMs / 1000)
                     .arg(page && page->isBusy() ? QStringLiteral(" (page busy)") : QString()));
            return;
        }
        QTimer::singleShot(pollMs, this, &Screenshots::poll);
        return;
    }
    if (shot.state == u'*') {
        m_previousFailed = false;
        next();
        return;
    }
    // Ready: a moment for late layouts and images, then the picture.
    QTimer::singleShot(settleMs, this, &Screenshots::capture);
}

void Screenshots::capture()
{
    const Shot &shot = m_plan.at(m_index);
    const QString file = QDir(m_dir).filePath(fileName());
    // A dialog or a long page may have pushed the window past the size asked: back to it.
    if (m_window.size() != m_size)
        m_window.resize(m_size);
    // The last answer may have just changed the page: lay it out before painting it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QPixmap picture = m_window.grab();
    if (picture.deviceIndependentSize().toSize() != m_size) {
        const QSize got = picture.deviceIndependentSize().toSize();
        fail(QStringLiteral("the window is %1x%2, not the %3x%4 asked (its minimum is %5x%6)")
                 .arg(got.width())
                 .arg(got.height())
                 .arg(m_size.width())
                 .arg(m_size.height())
                 .arg(m_window.minimumSizeHint().width())
                 .arg(m_window.minimumSizeHint().height()));
        return;
    }
    if (QWidget *dialog = shot.overlay ? shot.overlay() : nullptr) {
        // The dialog over the window, as the broker sees it, rather than alone: the window
        // dimmed a little, the dialog (a grab has no title bar) outlined.
        const QPixmap top = dialog->grab();
        const QSize area = picture.deviceIndependentSize().toSize();
        const QSize size = top.deviceIndependentSize().toSize();
        const QRect at(
            QPoint((area.width() - size.width()) / 2, (area.height() - size.height()) / 2), size);
        QPainter painter(&picture);
        painter.fillRect(QRect(QPoint(), area), QColor(0, 0, 0, 60));
        painter.drawPixmap(at, top);
        painter.setPen(QColor(0, 0, 0, 120));
        painter.drawRect(at.adjusted(-1, -1, 0, 0));
    }
    // What the picture says, beside it: the window's text and the dialog's.
    QString text = visibleText(&m_window);
    if (QWidget *dialog = shot.overlay ? shot.overlay() : nullptr)
        text += visibleText(dialog);
    QFile words(file.chopped(4) + QStringLiteral(".txt"));
    m_previousFailed =
        !picture.save(file) || !words.open(QIODevice::WriteOnly) || words.write(text.toUtf8()) < 0;
    if (m_previousFailed) {
        std::fprintf(stderr, "brokerdesk: cannot write %s\n", qPrintable(file));
        ++m_failures;
    } else {
        std::printf("%s\n", qPrintable(file));
    }
    std::fflush(stdout);
    next();
}

void Screenshots::fail(const QString &why)
{
    const Shot &shot = m_plan.at(m_index);
    const QString what = shot.state == u'*'
                             ? QStringLiteral("a step before the next %1 picture").arg(shot.page)
                             : fileName();
    std::fprintf(stderr, "brokerdesk: screenshot %s: %s\n", qPrintable(what), qPrintable(why));
    std::fflush(stderr);
    ++m_failures;
    m_previousFailed = true;
    QTimer::singleShot(0, this, &Screenshots::next);
}

namespace {
class FirstPaint : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            // Queued: runs once this paint (and its flush to the screen) is done.
            QTimer::singleShot(0, qApp, [] {
                std::printf("first-paint-epoch-ms %lld\n", QDateTime::currentMSecsSinceEpoch());
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};
} // namespace

void reportFirstPaint(QWidget &window)
{
    window.installEventFilter(new FirstPaint(&window));
}
