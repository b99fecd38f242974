#pragma once

#include <QJsonObject>
#include <QWidget>

class QTableWidget;

namespace brokerdesk::ui {

// A small editable table with Add and Remove buttons: travelers, beneficiaries, key/values.
class RowTable final : public QWidget
{
    Q_OBJECT
public:
    RowTable(const QStringList &headers, const QString &objectName, const QString &accessible,
             QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }
    int addRow(const QVariantList &values = {});
    // What a new empty row starts with (a QDate makes the column's cells dates, typed as
    // dd/mm/aaaa digits like every date field).
    void setDefaults(const QVariantList &values);
    QString text(int row, int column) const;
    QVariant data(int row, int column) const;
    // Empties the table.
    void clear();
    // What a row holds besides its columns (a traveler's CPF...), kept with the row.
    void setRowExtra(int row, const QJsonObject &extra);
    QJsonObject rowExtra(int row) const;
    // False if any cell of a row with something typed in it is empty.
    bool rowsComplete() const;

signals:
    void changed();

private:
    QTableWidget *m_table;
    QVariantList m_defaults;
};

} // namespace brokerdesk::ui
