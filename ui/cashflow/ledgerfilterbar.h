#pragma once

#include "ledger/ledgerqueries.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace brokerdesk::ui {
class DateField;
}

namespace brokerdesk::ui::cashflow {

// Category, paid/unpaid/overdue, date-range (the day money moves; this month at first), search
// and show-deleted filters over the mirrored ledger. Emits filterChanged a moment after the
// user stops changing things, so typing does not query on every key.
class LedgerFilterBar final : public QWidget
{
    Q_OBJECT
public:
    explicit LedgerFilterBar(QWidget *parent = nullptr);

    cache::LedgerFilter filter() const;
    // Set the parts directly (tests, shortcuts); filterChanged follows as for the user.
    void setCategory(const QString &wireName); // empty: all
    void setPaid(std::optional<bool> paid);
    void setOverdue();
    // The customers' premium installments: sales and recurring sales (one item of the list).
    void setCustomerPremiums();
    void setDateRange(QDate from, QDate to); // invalid: no range
    void setText(const QString &text);
    void setShowDeleted(bool show);
    void reset();

signals:
    void filterChanged();

private:
    void changed();

    QComboBox *m_category;
    QComboBox *m_paid;
    QCheckBox *m_useDates;
    DateField *m_from;
    DateField *m_to;
    QLineEdit *m_text;
    QCheckBox *m_deleted;
    QTimer m_debounce;
};

} // namespace brokerdesk::ui::cashflow
