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

QJsonObject KeyValueForm::value() const
{
    QJsonObject item;
    for (int r = 0; r < m_pairs->table()->rowCount(); ++r) {
        const QString key = m_pairs->text(r, 0);
        const QString text = m_pairs->text(r, 1);
        if (key.isEmpty())
            continue;
        bool number = false;
        const qlonglong n = text.toLongLong(&number);
        item.insert(key, number ? QJsonValue(n) : QJsonValue(text));
    }
    return item;
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
