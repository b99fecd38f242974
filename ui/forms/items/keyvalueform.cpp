#include "keyvalueform.h"

#include "rowtable.h"

#include <QFormLayout>
#include <QLabel>
#include <QTableWidget>

namespace brokerdesk::ui {

KeyValueForm::KeyValueForm(QWidget *parent)
    : ItemForm(parent), m_pairs(new RowTable({tr("Field"), tr("Value")},
                                             QStringLiteral("item.pairs"), tr("Item fields"), this))
{
    auto *note = new QLabel(tr("This product type has no fixed item form: add the fields the "
                               "insurer asks for, or none."),
                            this);
    note->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->addRow(note);
    form->addRow(tr("Fields:"), m_pairs);
    connect(m_pairs, &RowTable::changed, this, &ItemForm::changed);
}

domain::InsuredItem KeyValueForm::value() const
{
    domain::KeyValueItem item;
    for (int r = 0; r < m_pairs->table()->rowCount(); ++r)
        item.fields.append({m_pairs->text(r, 0), m_pairs->text(r, 1)});
    return item;
}

void KeyValueForm::setValue(const domain::InsuredItem &item)
{
    m_pairs->clear();
    if (const auto *pairs = std::get_if<domain::KeyValueItem>(&item))
        for (const auto &[key, value] : pairs->fields)
            m_pairs->addRow({key, value});
}

bool KeyValueForm::isComplete() const
{
    return m_pairs->rowsComplete();
}

QWidget *KeyValueForm::field(const QString &path) const
{
    Q_UNUSED(path)
    return m_pairs->table();
}

} // namespace brokerdesk::ui
