#pragma once

#include <QPushButton>

namespace brokerdesk::ui {

// "Copy reference": puts a record's reference (the service's id) on the clipboard, for the
// insurer or support on the phone. The reference itself is never shown: the broker names the
// record by customer, product and vigência (common/recordnames.h).
class CopyReference final : public QPushButton
{
    Q_OBJECT
public:
    explicit CopyReference(QWidget *parent = nullptr);

    void setReference(const QString &id); // none: the button is off
    QString reference() const { return m_id; }

private:
    void copy();

    QString m_id;
};

} // namespace brokerdesk::ui
