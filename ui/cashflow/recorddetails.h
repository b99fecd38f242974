#pragma once

#include <QJsonObject>
#include <QTextBrowser>

namespace brokerdesk::ui::cashflow {

// Every field of one cash-flow record, in sections: amount and deductions, installment or
// recurrence, payer and drawer with documents and bank account, payment method, policy,
// references and dates. Money is right-aligned and never cut (the text wraps, numbers do not).
class RecordDetails final : public QTextBrowser
{
    Q_OBJECT
public:
    explicit RecordDetails(QWidget *parent = nullptr);

    void setRecord(const QJsonObject &record); // empty: the hint to pick a record
    const QJsonObject &record() const { return m_record; }

private:
    QJsonObject m_record;
};

} // namespace brokerdesk::ui::cashflow
