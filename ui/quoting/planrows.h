#pragma once

#include "domain/quoteditem.h"
#include "domain/quoting.h"

#include <QObject>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSpinBox;
class QWidget;

namespace brokerdesk::ui {

// One coverage of the plan in the grid: taken or not, its option, the insured amount (whole
// reais, kept within the coverage's limits, none until typed) and those limits beside it.
class CoverageRow final : public QObject
{
    Q_OBJECT
public:
    CoverageRow(const domain::Coverage &coverage, QGridLayout *grid, int row, QWidget *parent);
    ~CoverageRow() override;
    const QString &id() const { return m_id; }
    bool isTaken() const;
    bool hasAmount() const;
    domain::CoverageChoice value() const;
    QWidget *amountField() const;
    QWidget *optionField() const;
    void setValue(const domain::CoverageChoice &choice);
    void setTaken(bool taken); // a required coverage stays taken

signals:
    void changed(); // taken or not, or the amount

private:
    QString m_id;
    QCheckBox *m_take;
    QComboBox *m_option;
    QSpinBox *m_amount;
    QLabel *m_limits;
};

// One assist of the plan: taken or not, and its option.
class AssistRow final : public QObject
{
    Q_OBJECT
public:
    AssistRow(const domain::Assist &assist, QGridLayout *grid, int row, QWidget *parent);
    ~AssistRow() override;
    const QString &id() const { return m_id; }
    bool isTaken() const;
    domain::AssistChoice value() const;
    void setValue(const domain::AssistChoice &choice);

private:
    QString m_id;
    QCheckBox *m_take;
    QComboBox *m_option;
};

} // namespace brokerdesk::ui
