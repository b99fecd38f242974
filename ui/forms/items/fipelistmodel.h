#pragma once

#include "api/vehiclelookup.h"

#include <QAbstractListModel>

namespace brokerdesk::ui {

// One FIPE list (brands, a brand's models, a model's years) for a chooser: the name shown, the
// code behind it (CodeRole).
class FipeListModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { CodeRole = Qt::UserRole + 1 };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    void setEntries(const QList<api::FipeEntry> &entries);
    void clear() { setEntries({}); }
    // The entry named exactly `name` (case and accents as given, surrounding spaces ignored).
    std::optional<api::FipeEntry> byName(const QString &name) const;
    std::optional<api::FipeEntry> byCode(const QString &code) const;

private:
    QList<api::FipeEntry> m_entries;
};

} // namespace brokerdesk::ui
