#include "estimatestore.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace brokerdesk::cache {

namespace {

constexpr quint32 applicationId = 0x42444553; // "BDES"

QList<Migration> migrations()
{
    return {
        {{
            QStringLiteral("CREATE TABLE estimates (customer_id INTEGER NOT NULL, "
                           "product_type INTEGER NOT NULL, percentage REAL NOT NULL, "
                           "recommendation_id TEXT NOT NULL, evaluate_token TEXT NOT NULL, "
                           "scored_at TEXT NOT NULL, evaluation INTEGER, "
                           "PRIMARY KEY (customer_id, product_type))"),
        }},
    };
}

} // namespace

EstimateStore::EstimateStore() : m_file(applicationId, migrations(), tr("call list")) {}

OpenReport EstimateStore::open(const QString &path)
{
    OpenReport report = m_file.open(path);
    m_error = report.ok() ? QString() : report.message;
    if (report.ok()) {
        // Older than a day is of no use any more: dropped on opening.
        QSqlQuery q(m_file.db());
        q.prepare(QStringLiteral("DELETE FROM estimates WHERE scored_at < ?"));
        q.addBindValue(
            QDateTime::currentDateTimeUtc().addSecs(-keepSeconds).toString(Qt::ISODateWithMs));
        q.exec();
    }
    return report;
}

QHash<qint64, StoredEstimate> EstimateStore::fresh(int productType, const QDateTime &now) const
{
    QHash<qint64, StoredEstimate> out;
    if (!isOpen())
        return out;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT customer_id, percentage, recommendation_id, evaluate_token, "
                             "scored_at, evaluation FROM estimates "
                             "WHERE product_type = ? AND scored_at >= ?"));
    q.addBindValue(productType);
    q.addBindValue(now.toUTC().addSecs(-keepSeconds).toString(Qt::ISODateWithMs));
    if (!q.exec())
        return out;
    while (q.next()) {
        StoredEstimate e;
        e.customerId = q.value(0).toLongLong();
        e.productType = productType;
        e.percentage = q.value(1).toDouble();
        e.recommendationId = q.value(2).toString();
        e.evaluateToken = q.value(3).toString();
        e.scoredAt = QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
        if (!q.value(5).isNull())
            e.evaluation = q.value(5).toInt() != 0;
        out.insert(e.customerId, e);
    }
    return out;
}

QList<StoredEstimate> EstimateStore::ofCustomers(const QList<qint64> &customerIds) const
{
    QList<StoredEstimate> out;
    if (!isOpen())
        return out;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT product_type, percentage, recommendation_id, scored_at, "
                             "evaluation FROM estimates WHERE customer_id = ?"));
    for (const qint64 id : customerIds) {
        q.addBindValue(id);
        if (!q.exec())
            continue;
        while (q.next()) {
            StoredEstimate e;
            e.customerId = id;
            e.productType = q.value(0).toInt();
            e.percentage = q.value(1).toDouble();
            e.recommendationId = q.value(2).toString();
            e.scoredAt = QDateTime::fromString(q.value(3).toString(), Qt::ISODateWithMs);
            if (!q.value(4).isNull())
                e.evaluation = q.value(4).toInt() != 0;
            out << e;
        }
    }
    std::sort(out.begin(), out.end(), [](const StoredEstimate &a, const StoredEstimate &b) {
        return a.scoredAt > b.scoredAt;
    });
    return out;
}

bool EstimateStore::save(const StoredEstimate &e)
{
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO estimates (customer_id, product_type, "
                             "percentage, recommendation_id, evaluate_token, scored_at, "
                             "evaluation) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(e.customerId);
    q.addBindValue(e.productType);
    q.addBindValue(e.percentage);
    q.addBindValue(e.recommendationId);
    q.addBindValue(e.evaluateToken);
    q.addBindValue(e.scoredAt.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(e.evaluation ? QVariant(*e.evaluation ? 1 : 0) : QVariant());
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    return true;
}

bool EstimateStore::setEvaluation(qint64 customerId, int productType, bool evaluation)
{
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral(
        "UPDATE estimates SET evaluation = ? WHERE customer_id = ? AND product_type = ?"));
    q.addBindValue(evaluation ? 1 : 0);
    q.addBindValue(customerId);
    q.addBindValue(productType);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    return true;
}

} // namespace brokerdesk::cache
