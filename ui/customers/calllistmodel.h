#pragma once

#include "cache/customerdirectory.h"
#include "cache/estimatestore.h"

#include "domain/recommendation.h"

#include <QAbstractTableModel>

namespace brokerdesk::ui {

// One customer of the call list: an estimate once scored, or what is missing to score them.
struct CallListEntry
{
    qint64 customerId = 0;
    QString name;
    QString phone;
    QString email;
    domain::RecommendationInput input; // complete when `missing` is empty
    QStringList missing;               // in words: "birth date", "income"…
    std::optional<cache::StoredEstimate> estimate;
    QString error; // why the service did not estimate them
};

// The call list, ranked: estimated customers by estimate (highest first), then those still to
// be scored, then those missing data.
class CallListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Estimate, Phone, Status, ColumnCount };

    explicit CallListModel(QObject *parent = nullptr);

    void setEntries(QList<CallListEntry> entries);
    // A new estimate or error for a customer; the ranking follows.
    void setEstimate(qint64 customerId, const cache::StoredEstimate &estimate);
    void setError(qint64 customerId, const QString &error);
    void setEvaluation(qint64 customerId, bool evaluation);

    const CallListEntry *entry(int row) const;
    int rowOf(qint64 customerId) const;
    int estimatedCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString statusText(const CallListEntry &entry);
    // What the recommendation endpoint needs of `person` for `type`, as of `today`; the fields
    // it lacks are named, in words, in `missing`.
    static domain::RecommendationInput recommendationInput(const domain::Lead &person,
                                                           domain::ProductType type,
                                                           const QDate &today,
                                                           QStringList *missing);

private:
    void rank();

    QList<CallListEntry> m_entries;
};

} // namespace brokerdesk::ui
