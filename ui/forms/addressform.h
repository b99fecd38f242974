#pragma once

#include "domain/holder.h"

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace brokerdesk::ui {

// A domain::Address: ZIP code, street and number, complement, district, city and state.
class AddressForm : public QWidget
{
    Q_OBJECT
public:
    explicit AddressForm(const QString &namePrefix, QWidget *parent = nullptr);

    domain::Address value() const;
    void setValue(const domain::Address &address);
    bool isComplete() const { return missingFields().isEmpty(); }
    QList<QWidget *> missingFields() const;   // as ItemForm::missingFields
    QWidget *field(const QString &key) const; // "zip_code", "state_code"...
    QWidget *firstField() const;              // where Tab enters the address

signals:
    void changed();

private:
    QLineEdit *m_zip;
    QLineEdit *m_street;
    QLineEdit *m_number;
    QLineEdit *m_complement;
    QLineEdit *m_district;
    QLineEdit *m_city;
    QComboBox *m_state;
};

} // namespace brokerdesk::ui
