#include "customerpicker.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QStandardItemModel>

namespace brokerdesk::ui {

namespace {
constexpr int idRole = Qt::UserRole + 1;
constexpr int shown = 20;    // a list to choose from, not to scroll
constexpr int minLength = 2; // one letter matches half the directory
} // namespace

CustomerPicker::CustomerPicker(QWidget *parent)
    : QLineEdit(parent), m_model(new QStandardItemModel(this)), m_completer(new QCompleter(this))
{
    setObjectName(QStringLiteral("holder.customer"));
    setAccessibleName(tr("Customer"));
    setPlaceholderText(tr("Type a name or CPF to fill in a known customer"));
    setClearButtonEnabled(true);
    // The directory already matched: the list shows every row it answered, as it answered.
    m_completer->setModel(m_model);
    m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_completer->setMaxVisibleItems(10);
    m_completer->setWidget(this);
    connect(this, &QLineEdit::textEdited, this, &CustomerPicker::search);
    connect(m_completer, QOverload<const QModelIndex &>::of(&QCompleter::activated), this,
            &CustomerPicker::choose);
}

void CustomerPicker::setDirectory(const cache::CustomerDirectory *directory)
{
    m_directory = directory;
}

QAbstractItemView *CustomerPicker::matches() const
{
    return m_completer->popup();
}

void CustomerPicker::search(const QString &text)
{
    m_model->clear();
    const QString words = text.trimmed();
    if (!m_directory || !m_directory->isOpen() || words.size() < minLength) {
        m_completer->popup()->hide();
        return;
    }
    for (const cache::CustomerSummary &c : m_directory->search(words, shown)) {
        QStringList parts{c.name};
        if (!c.document.isEmpty())
            parts << cache::maskedDocument(c.document);
        if (!c.email.isEmpty())
            parts << c.email;
        auto *item = new QStandardItem(parts.join(QStringLiteral(" · ")));
        item->setData(c.id, idRole);
        m_model->appendRow(item);
    }
    if (m_model->rowCount() == 0) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->complete();
}

void CustomerPicker::choose(const QModelIndex &index)
{
    const auto customer =
        m_directory ? m_directory->customer(index.data(idRole).toLongLong()) : std::nullopt;
    if (!customer)
        return;
    setText(customer->person.name);
    emit picked(*customer);
}

} // namespace brokerdesk::ui
