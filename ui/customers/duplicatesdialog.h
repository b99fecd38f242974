#pragma once

#include "cache/customerdirectory.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace brokerdesk::ui {

class RecordListModel;

// "Possible duplicates": pairs of customers that may be one person (same name with another or
// no CPF/CNPJ, same phone or e-mail), each merged into the older one or set apart as different
// people; and the merges made, each of which can be undone. Nothing is lost either way: a merge
// only shows one entry as part of the other (CustomerDirectory::merge).
class DuplicatesDialog final : public QDialog
{
    Q_OBJECT
public:
    DuplicatesDialog(cache::CustomerDirectory &directory, QWidget *parent = nullptr);

    RecordListModel *pairs() const { return m_pairs; }
    RecordListModel *merges() const { return m_merges; }
    QTableView *pairView() const { return m_pairView; }
    QTableView *mergeView() const { return m_mergeView; }
    QPushButton *mergeButton() const { return m_merge; }
    QPushButton *distinctButton() const { return m_distinct; }
    QPushButton *undoButton() const { return m_undo; }

    bool mergeCurrent();
    bool markCurrentDistinct();
    bool undoCurrent();

signals:
    void changed(); // a merge, an undo or a pair set apart: the customer list reloads

private:
    void reload();
    void updateActions();
    const cache::PossibleDuplicate *currentPair() const;

    cache::CustomerDirectory &m_directory;
    QList<cache::PossibleDuplicate> m_found;
    QList<cache::CustomerMerge> m_made;
    RecordListModel *m_pairs;
    RecordListModel *m_merges;
    QTableView *m_pairView;
    QTableView *m_mergeView;
    QPushButton *m_merge;
    QPushButton *m_distinct;
    QPushButton *m_undo;
    QLabel *m_note;
};

} // namespace brokerdesk::ui
