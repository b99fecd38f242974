#include "ledgerreader.h"

#include <QSqlDatabase>
#include <QUuid>

namespace brokerdesk::cache {

LedgerReader::LedgerReader(QObject *parent)
    : QObject(parent), m_worker(new QObject),
      m_connection(QStringLiteral("ledger-reader-") +
                   QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_thread.setObjectName(QStringLiteral("LedgerReader"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

LedgerReader::~LedgerReader()
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
        Qt::BlockingQueuedConnection); // after the jobs already queued
    m_thread.quit();
    m_thread.wait();
}

void LedgerReader::open(const QString &path)
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

void LedgerReader::close()
{
    const QString name = m_connection;
    QMetaObject::invokeMethod(
        m_worker,
        [name] {
            if (QSqlDatabase::contains(name))
                QSqlDatabase::database(name, false).close();
        },
        Qt::QueuedConnection);
}

void LedgerReader::post(std::function<void(const LedgerQueries &)> job)
{
    const QString name = m_connection;
    QMetaObject::invokeMethod(
        m_worker, [name, job = std::move(job)] { job(LedgerQueries(name)); }, Qt::QueuedConnection);
}

} // namespace brokerdesk::cache
