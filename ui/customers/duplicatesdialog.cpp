#include "duplicatesdialog.h"

#include "common/look.h"
#include "recordlistmodel.h"

#include "common/emptystate.h"
#include "common/formatting.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

// "Maria Lima · ***.456.789-** · (11) 98888-7777": enough to tell two entries apart (LGPD: the
// document masked, as in every list).
QString described(const cache::CustomerSummary &c)
{
    QStringList parts{c.name};
    if (!c.document.isEmpty())
        parts << cache::maskedDocument(c.document);
    if (!c.phone.isEmpty())
        parts << format::phone(c.phone);
    if (!c.email.isEmpty())
        parts << c.email;
    return parts.join(QStringLiteral(" · "));
}

QTableView *listOf(RecordListModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->setWordWrap(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    view->horizontalHeader()->setSectionResizeMode(model->columnCount() - 1,
                                                   QHeaderView::ResizeToContents);
    return view;
}

} // namespace

DuplicatesDialog::DuplicatesDialog(cache::CustomerDirectory &directory, QWidget *parent)
    : QDialog(parent), m_directory(directory),
      m_pairs(new RecordListModel({tr("Customer"), tr("Maybe the same as"), tr("Why")}, -1, this)),
      m_merges(new RecordListModel({tr("Customer"), tr("Merged with it"), tr("When")}, -1, this)),
      m_pairView(listOf(m_pairs, this)), m_mergeView(listOf(m_merges, this)),
      m_merge(new QPushButton(tr("&Merge"), this)),
      m_distinct(new QPushButton(tr("&Different people"), this)),
      m_undo(new QPushButton(tr("&Undo merge"), this)), m_note(new QLabel(this))
{
    setWindowTitle(tr("Possible duplicates"));
    setObjectName(QStringLiteral("duplicatesDialog"));
    resize(1100, 520);
    m_merge->setDefault(true);
    markPrimary(m_merge);
    m_merge->setToolTip(tr("Show both as one customer, under the older entry: every quote, "
                           "sale and policy of both then shows together"));
    m_distinct->setToolTip(tr("They are different people: stop offering this pair"));
    m_undo->setToolTip(tr("Show the two entries apart again, each with its own records"));
    m_note->setWordWrap(true);
    m_pairView->setAccessibleName(tr("Possible duplicates"));
    m_mergeView->setAccessibleName(tr("Merges made"));
    new EmptyState(m_pairView, tr("No possible duplicate: every customer looks like one person."));
    new EmptyState(m_mergeView, tr("No merge to undo."));

    auto *pairButtons = new QHBoxLayout;
    pairButtons->addWidget(m_merge);
    pairButtons->addWidget(m_distinct);
    pairButtons->addStretch();
    auto *mergeButtons = new QHBoxLayout;
    mergeButtons->addWidget(m_undo);
    mergeButtons->addStretch();
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    auto *found = new QLabel(tr("Customers that may be one person"), this);
    found->setBuddy(m_pairView);
    layout->addWidget(found);
    layout->addWidget(m_pairView, 3);
    layout->addLayout(pairButtons);
    auto *made = new QLabel(tr("Merges made"), this);
    made->setBuddy(m_mergeView);
    layout->addWidget(made);
    layout->addWidget(m_mergeView, 2);
    layout->addLayout(mergeButtons);
    layout->addWidget(m_note);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_merge, &QPushButton::clicked, this, &DuplicatesDialog::mergeCurrent);
    connect(m_distinct, &QPushButton::clicked, this, &DuplicatesDialog::markCurrentDistinct);
    connect(m_undo, &QPushButton::clicked, this, &DuplicatesDialog::undoCurrent);
    connect(m_pairView, &QTableView::activated, this, &DuplicatesDialog::mergeCurrent);
    for (QTableView *view : {m_pairView, m_mergeView})
        connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
                &DuplicatesDialog::updateActions);
    reload();
}

void DuplicatesDialog::reload()
{
    m_found = m_directory.possibleDuplicates();
    QList<RecordRow> rows;
    for (const cache::PossibleDuplicate &pair : std::as_const(m_found)) {
        QStringList why;
        if (pair.reasons & cache::PossibleDuplicate::SameName)
            why << tr("same name");
        if (pair.reasons & cache::PossibleDuplicate::SamePhone)
            why << tr("same phone");
        if (pair.reasons & cache::PossibleDuplicate::SameEmail)
            why << tr("same e-mail");
        rows << RecordRow{
            {described(pair.first), described(pair.second), why.join(u", ")}, {}, {}, false};
    }
    m_pairs->setRows(rows);
    m_made = m_directory.merges();
    rows.clear();
    for (const cache::CustomerMerge &m : std::as_const(m_made))
        rows << RecordRow{{m.keptName, m.mergedName, format::dateTime(m.at)}, {}, {}, false};
    m_merges->setRows(rows);
    if (m_pairs->rowCount() > 0)
        m_pairView->setCurrentIndex(m_pairs->index(0, 0));
    if (m_merges->rowCount() > 0)
        m_mergeView->setCurrentIndex(m_merges->index(0, 0));
    updateActions();
}

void DuplicatesDialog::updateActions()
{
    m_merge->setEnabled(currentPair() != nullptr);
    m_distinct->setEnabled(currentPair() != nullptr);
    m_undo->setEnabled(m_mergeView->currentIndex().isValid());
}

const cache::PossibleDuplicate *DuplicatesDialog::currentPair() const
{
    const int row = m_pairView->currentIndex().row();
    return row >= 0 && row < m_found.size() ? &m_found.at(row) : nullptr;
}

bool DuplicatesDialog::mergeCurrent()
{
    const cache::PossibleDuplicate *pair = currentPair();
    if (!pair)
        return false;
    const QString kept = pair->first.name;
    const bool ok = m_directory.merge(pair->first.id, pair->second.id) > 0;
    m_note->setText(ok ? tr("%1 is now one customer. Undo below if it was a mistake.").arg(kept)
                       : m_directory.lastError());
    reload();
    if (ok)
        emit changed();
    return ok;
}

bool DuplicatesDialog::markCurrentDistinct()
{
    const cache::PossibleDuplicate *pair = currentPair();
    if (!pair)
        return false;
    const bool ok = m_directory.markDistinct(pair->first.id, pair->second.id);
    m_note->setText(ok ? QString() : m_directory.lastError());
    reload();
    return ok;
}

bool DuplicatesDialog::undoCurrent()
{
    const int row = m_mergeView->currentIndex().row();
    if (row < 0 || row >= m_made.size())
        return false;
    const cache::CustomerMerge merge = m_made.at(row);
    const bool ok = m_directory.undoMerge(merge.id);
    m_note->setText(ok ? tr("%1 and %2 are apart again.").arg(merge.keptName, merge.mergedName)
                       : m_directory.lastError());
    reload();
    if (ok)
        emit changed();
    return ok;
}

} // namespace brokerdesk::ui
