#include "walcheckpointer.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>

namespace brokerdesk::cache {

WalCheckpointer::WalCheckpointer(QObject *parent)
    : QObject(parent), m_worker(new QObject),
      m_connection(QStringLiteral("wal-checkpointer-") + QUuid::createUuid().toString(QUuid::Id128))
{
    m_thread.setObjectName(QStringLiteral("WalCheckpointer"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

WalCheckpointer::~WalCheckpointer()
{
    const QString name = m_connection;
    QMetaObject::invokeMethod(
        m_worker,
        [name] {
            if (QSqlDatabase::contains(name)) {
                QSqlDatabase::database(name, false).close();
                QSqlDatabase::removeDatabase(name);
            }
        },
        Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void WalCheckpointer::open(const QString &path)
{
    const QString name = m_connection;
    QMetaObject::invokeMethod(
        m_worker,
        [name, path] {
            QSqlDatabase db = QSqlDatabase::contains(name)
                                  ? QSqlDatabase::database(name, false)
                                  : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.close();
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
            db.open();
        },
        Qt::QueuedConnection);
}

void WalCheckpointer::close()
{
    const QString name = m_connection;
    QMetaObject::invokeMethod(
        m_worker,
        [name] {
            if (QSqlDatabase::contains(name))
                QSqlDatabase::database(name, false).close();
        },
        Qt::BlockingQueuedConnection); // the file may be renamed next
}

void WalCheckpointer::request()
{
    if (m_queued.exchange(true))
        return;
    const QString name = m_connection;
    QMetaObject::invokeMethod(
        m_worker,
        [this, name] {
            m_queued = false; // a commit from now on asks for the next one
            QSqlDatabase db = QSqlDatabase::database(name, false);
            if (db.isOpen()) {
                // PASSIVE: copies what no reader still needs, never waits for the writer; what
                // it leaves is taken by the next request.
                QSqlQuery q(db);
                q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
                ++m_done;
            }
            QMetaObject::invokeMethod(this, &WalCheckpointer::checkpointed, Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace brokerdesk::cache
