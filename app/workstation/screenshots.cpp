#include "screenshots.h"

#include "mainwindow.h"
#include "page.h"

#include "customers/calllist.h"
#include "customers/customerspage.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

namespace {
constexpr int pollMs = 100;
constexpr int settleMs = 400; // let late layouts and images land after the data
constexpr int maxWaitMs = 20000;
} // namespace

Screenshots::Screenshots(brokerdesk::ui::MainWindow &window, QString dir, QObject *parent)
    : QObject(parent), m_window(window), m_dir(std::move(dir))
{
}

void Screenshots::start()
{
    if (!QDir().mkpath(m_dir)) {
        std::fprintf(stderr, "brokerdesk: cannot create %s\n", qPrintable(m_dir));
        emit finished(1);
        return;
    }
    next();
}

void Screenshots::next()
{
    ++m_index;
    if (m_index >= m_window.pages().size()) {
        emit finished(m_failures == 0 ? 0 : 1);
        return;
    }
    m_waitedMs = 0;
    m_state.clear();
    m_window.showPage(m_index);
    QTimer::singleShot(settleMs, this, &Screenshots::capture);
}

QAbstractItemView *Screenshots::firstRecordList() const
{
    for (auto *view : m_window.pages().at(m_index)->findChildren<QAbstractItemView *>()) {
        if (view->isVisible() && view->model() && view->model()->rowCount() > 0 &&
            !view->currentIndex().isValid() &&
            !view->visualRect(view->model()->index(0, 0)).isEmpty())
            return view;
    }
    return nullptr;
}

void Screenshots::capture()
{
    brokerdesk::ui::Page *page = m_window.pages().at(m_index);
    if (page->isBusy() && m_waitedMs < maxWaitMs) {
        m_waitedMs += pollMs;
        QTimer::singleShot(pollMs, this, &Screenshots::capture);
        return;
    }
    // "05-policies.png", then "05-policies-details.png" with its first record open.
    const QString file = QDir(m_dir).filePath(QStringLiteral("%1-%2.png")
                                                  .arg(m_index + 1, 2, 10, QLatin1Char('0'))
                                                  .arg(page->objectName() + m_state));
    // The last answer may have just changed the page: lay it out before painting it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (!m_window.grab().save(file)) {
        std::fprintf(stderr, "brokerdesk: cannot write %s\n", qPrintable(file));
        ++m_failures;
    } else {
        std::printf("%s%s\n", qPrintable(file), page->isBusy() ? " (still loading)" : "");
    }
    std::fflush(stdout);
    if (!m_state.isEmpty()) {
        next();
        return;
    }
    // The Customers page's second state is its call list, scored; other pages show their
    // first record chosen, as a broker's click does, to show what it holds.
    if (auto *customers = qobject_cast<brokerdesk::ui::CustomersPage *>(page)) {
        m_state = QStringLiteral("-calllist");
        m_waitedMs = 0;
        customers->tabs()->setCurrentWidget(customers->callList());
        customers->callList()->startScoring();
        QTimer::singleShot(settleMs, this, &Screenshots::capture);
        return;
    }
    if (QAbstractItemView *list = firstRecordList()) {
        m_state = QStringLiteral("-details");
        m_waitedMs = 0;
        list->setCurrentIndex(list->model()->index(0, 0));
        QTimer::singleShot(settleMs, this, &Screenshots::capture);
        return;
    }
    next();
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
