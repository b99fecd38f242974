#pragma once

#include "domain/holder.h"

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace brokerdesk::api {
class AddressLookup;
}

namespace brokerdesk::ui {

class LookupNote;

// A domain::Address: ZIP code, street and number, complement, district, city and state.
class AddressForm final : public QWidget
{
    Q_OBJECT
public:
    explicit AddressForm(const QString &namePrefix, QWidget *parent = nullptr);
    ~AddressForm() override;

    domain::Address value() const;
    void setValue(const domain::Address &address);
    bool isComplete() const { return missingFields().isEmpty(); }
    QList<QWidget *> missingFields() const;   // as ItemForm::missingFields
    QWidget *field(const QString &key) const; // "zip_code", "state_code"...
    QWidget *firstField() const;              // where Tab enters the address
    // Fills street, district, city and state from a typed CEP (on 8 digits, or on leaving the
    // field), then goes on to the number; none: the broker types it all.
    void setLookup(api::AddressLookup *lookup) { m_lookup = lookup; }

signals:
    void changed();

private:
    void lookUp();
    void fill(const QString &street, const QString &district, const QString &city,
              const QString &state);

    api::AddressLookup *m_lookup = nullptr;
    QString m_asked; // the CEP last looked up (8 digits)
    LookupNote *m_note;
    QLineEdit *m_zip;
    QLineEdit *m_street;
    QLineEdit *m_number;
    QLineEdit *m_complement;
    QLineEdit *m_district;
    QLineEdit *m_city;
    QComboBox *m_state;
};

} // namespace brokerdesk::ui
