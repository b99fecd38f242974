#pragma once

#include "sqlite/sqlitefile.h"

#include <QDateTime>
#include <QHash>
#include <QList>

#include <optional>

namespace brokerdesk::cache {

// One customer's estimate for one product type, as the recommendation endpoint answered it.
struct StoredEstimate
{
    qint64 customerId = 0;
    int productType = 0;
    double percentage = 0;
    QString recommendationId;
    QString evaluateToken; // single use: spent once `evaluation` is set
    QDateTime scoredAt;
    std::optional<bool> evaluation; // bought / did not buy, once recorded
};

// The call list's estimates, kept for a day in a small SQLite file beside the customer
// directory, so reopening the list does not ask the service again.
class EstimateStore
{
    Q_DECLARE_TR_FUNCTIONS(EstimateStore)
public:
    static constexpr qint64 keepSeconds = qint64(24) * 60 * 60;

    EstimateStore();

    OpenReport open(const QString &path);
    bool isOpen() const { return m_file.isOpen(); }
    QString lastError() const { return m_error; }

    // The estimates of `productType` scored less than a day before `now`, by customer.
    QHash<qint64, StoredEstimate> fresh(int productType, const QDateTime &now) const;
    // Every estimate kept of these customers (any product type), newest first: their calls.
    QList<StoredEstimate> ofCustomers(const QList<qint64> &customerIds) const;
    bool save(const StoredEstimate &estimate);
    bool setEvaluation(qint64 customerId, int productType, bool evaluation);

private:
    SqliteFile m_file;
    QString m_error;
};

} // namespace brokerdesk::cache
