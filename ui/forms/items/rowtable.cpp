#include "rowtable.h"

#include "common/datefield.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

// A date cell edited in a DateField: digits, day first; a date not whole is not kept.
class DateCellDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &) const override
    {
        auto *field = new DateField(parent);
        field->setFrame(false);
        return field;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        static_cast<DateField *>(editor)->setDate(index.data(Qt::EditRole).toDate());
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        const auto *field = static_cast<DateField *>(editor);
        if (field->date().isValid())
            model->setData(index, field->date(), Qt::EditRole);
        else if (field->isBlank())
            model->setData(index, QVariant(), Qt::EditRole);
    }
};

} // namespace

RowTable::RowTable(const QStringList &headers, const QString &objectName, const QString &accessible,
                   QWidget *parent)
    : QWidget(parent), m_table(new QTableWidget(0, int(headers.size()), this))
{
    m_table->setObjectName(objectName);
    m_table->setAccessibleName(accessible);
    m_table->setHorizontalHeaderLabels(headers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false); // Tab leaves the table, arrows move inside it
    auto *add = new QPushButton(tr("&Add"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    add->setAccessibleName(tr("Add a row to %1").arg(accessible));
    remove->setAccessibleName(tr("Remove the selected row of %1").arg(accessible));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        const int row = addRow();
        m_table->setCurrentCell(row, 0);
        m_table->editItem(m_table->item(row, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0) {
            m_table->removeRow(m_table->currentRow());
            emit changed();
        }
    });
    connect(m_table, &QTableWidget::itemChanged, this, &RowTable::changed);
}

void RowTable::setDefaults(const QVariantList &values)
{
    m_defaults = values;
    for (int c = 0; c < values.size(); ++c)
        if (values.at(c).typeId() == QMetaType::QDate)
            m_table->setItemDelegateForColumn(c, new DateCellDelegate(m_table));
}

int RowTable::addRow(const QVariantList &values)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    for (int c = 0; c < m_table->columnCount(); ++c) {
        auto *cell = new QTableWidgetItem;
        if (c < values.size())
            cell->setData(Qt::EditRole, values.at(c));
        else if (c < m_defaults.size())
            cell->setData(Qt::EditRole, m_defaults.at(c));
        m_table->setItem(row, c, cell);
    }
    emit changed();
    return row;
}

QString RowTable::text(int row, int column) const
{
    const auto *cell = m_table->item(row, column);
    return cell ? cell->data(Qt::EditRole).toString().trimmed() : QString();
}

QVariant RowTable::data(int row, int column) const
{
    const auto *cell = m_table->item(row, column);
    return cell ? cell->data(Qt::EditRole) : QVariant();
}

void RowTable::clear()
{
    m_table->setRowCount(0);
    emit changed();
}

void RowTable::setRowExtra(int row, const QJsonObject &extra)
{
    if (auto *cell = m_table->item(row, 0))
        cell->setData(Qt::UserRole, extra);
}

QJsonObject RowTable::rowExtra(int row) const
{
    const auto *cell = m_table->item(row, 0);
    return cell ? cell->data(Qt::UserRole).toJsonObject() : QJsonObject();
}

bool RowTable::rowsComplete() const
{
    for (int r = 0; r < m_table->rowCount(); ++r) {
        int filled = 0;
        for (int c = 0; c < m_table->columnCount(); ++c)
            filled += text(r, c).isEmpty() ? 0 : 1;
        if (filled != 0 && filled != m_table->columnCount())
            return false;
    }
    return true;
}

} // namespace brokerdesk::ui
