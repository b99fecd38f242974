#pragma once

#include "cancelpreview.h"

#include <QFrame>

class QLabel;

namespace brokerdesk::ui::policies {

// The cancel dialog's refund preview: a small table (paid by the customer · kept by the
// insurer · refunded to the customer · commission charged back) under the rule that decided.
class RefundTable final : public QFrame
{
    Q_OBJECT
public:
    enum Row { Paid, Kept, Refund, Chargeback, RowCount };

    explicit RefundTable(QWidget *parent = nullptr);

    // `problem`: why the policy's payments could not be read (empty while reading or once read).
    void setPreview(const CancelPreview &preview, const QString &problem = {});

    QString value(Row row) const;
    QString rule() const;
    QString note() const;
    // Everything the table says, in reading order.
    QString text() const;

private:
    QLabel *m_rule;
    QLabel *m_labels[RowCount];
    QLabel *m_values[RowCount];
    QLabel *m_note;
};

} // namespace brokerdesk::ui::policies
