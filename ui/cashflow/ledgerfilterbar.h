#pragma once

#include "cache/ledgerqueries.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;

namespace brokerdesk::ui::cashflow {

// Category, paid and date-range filters over the mirrored ledger. Emits filterChanged a
// moment after the user stops changing things, so typing does not query on every key.
class LedgerFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit LedgerFilterBar(QWidget *parent = nullptr);

    cache::LedgerFilter filter() const;
    // Set the parts directly (tests, shortcuts); filterChanged follows as for the user.
    void setCategory(const QString &wireName); // empty: all
    void setPaid(std::optional<bool> paid);
    void setDateRange(QDate from, QDate to); // invalid: no range
    void setText(const QString &text);
    void reset();

signals:
    void filterChanged();

private:
    void changed();

    QComboBox *m_category;
    QComboBox *m_paid;
    QCheckBox *m_useDates;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QLineEdit *m_text;
    QTimer m_debounce;
};

} // namespace brokerdesk::ui::cashflow
