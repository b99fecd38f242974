#pragma once

#include "cache/customerdirectory.h"

#include <QLineEdit>

class QAbstractItemView;
class QCompleter;
class QStandardItemModel;

namespace brokerdesk::ui {

// "Type a name or CPF": searches the local customer directory as one types and lists the
// matches under the line; Down and Enter, or a click, pick one. Named "holder.customer".
class CustomerPicker final : public QLineEdit
{
    Q_OBJECT
public:
    explicit CustomerPicker(QWidget *parent = nullptr);

    void setDirectory(const cache::CustomerDirectory *directory);
    QAbstractItemView *matches() const; // the list under the line, for tests

signals:
    void picked(const brokerdesk::cache::Customer &customer);

private:
    void search(const QString &text);
    void choose(const QModelIndex &index);

    const cache::CustomerDirectory *m_directory = nullptr;
    QStandardItemModel *m_model;
    QCompleter *m_completer;
};

} // namespace brokerdesk::ui
