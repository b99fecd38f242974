#pragma once

#include "api/apierror.h"
#include "cache/customerdirectory.h"
#include "domain/holder.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QStackedWidget;

namespace brokerdesk::api {
class AddressLookup;
}

namespace brokerdesk::ui {

class AddressForm;
class DateField;
class CustomerPicker;

// A holder as the contract spells it: a person (CPF) or a company (CNPJ), with contact and
// address, the documents checked as typed. Shared by the quoting and affinity wizards; its
// widgets are named "holder.<field>" for tests, accessibility and server errors.
class HolderForm final : public QWidget
{
    Q_OBJECT
public:
    explicit HolderForm(QWidget *parent = nullptr);

    // Only damage and credit lines may be held by a company (the service's rule).
    static bool companyMayHold(domain::ProductType type);
    void setCompanyAllowed(bool allowed);

    bool isCompany() const;
    bool isComplete() const { return missingFields().isEmpty(); }
    QList<QWidget *> missingFields() const; // as ItemForm::missingFields
    domain::Holder value() const;
    // The widget of a field inside the holder ("cpf", "contact.phone", "address.zip_code").
    QWidget *field(const QString &key) const;
    // The address fills from its CEP with this (none: typed by hand).
    void setAddressLookup(api::AddressLookup *lookup);
    // Highlights the fields of `error` under `prefix` ("policy_holder."); true if any.
    bool markFieldErrors(const api::ApiError &error, const QString &prefix);

    // Shows "type a name or CPF" above the form, searching `directory`; none hides it.
    void setDirectory(const cache::CustomerDirectory *directory);
    CustomerPicker *picker() const { return m_picker; }
    // Fills the form with what the desk knows of `customer`.
    void fill(const cache::Customer &customer);
    // Shows exactly this holder (a quote's, to quote again), fields it does not have empty;
    // what the form has no field for (an RG, an occupation) is kept and sent back as it was.
    void setValue(const domain::Holder &holder);
    // Empties every field: nobody's data stays from an earlier quote.
    void clear() { setValue({}); }
    // The customer picked, while the form still names that person (same CPF/CNPJ, else same
    // e-mail); edits stay in this form and never change the customer.
    std::optional<cache::Customer> pickedCustomer() const;

signals:
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // Tab in the search

private:
    QWidget *buildPerson();
    QWidget *buildCompany();
    void showPicked();
    bool takeTypedName(); // true: the search's text became the holder's name

    QRadioButton *m_person;
    QRadioButton *m_company;
    QStackedWidget *m_kind;
    QLineEdit *m_firstName = nullptr;
    QLineEdit *m_lastName = nullptr;
    QLineEdit *m_cpf = nullptr;
    DateField *m_birth = nullptr;
    QComboBox *m_gender = nullptr;
    QComboBox *m_marital = nullptr;
    QLineEdit *m_cnpj = nullptr;
    QLineEdit *m_corporate = nullptr;
    QLineEdit *m_fantasy = nullptr;
    QLineEdit *m_email;
    QLineEdit *m_phone;
    AddressForm *m_address;
    CustomerPicker *m_picker;
    QWidget *m_pickerRow;
    QLabel *m_pickedNote;
    std::optional<cache::Customer> m_picked;
    QJsonObject m_extra; // of the holder setValue() showed
};

} // namespace brokerdesk::ui
