#pragma once

#include "api/apierror.h"
#include "domain/holder.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QLineEdit;
class QRadioButton;
class QStackedWidget;

namespace brokerdesk::ui {

class AddressForm;

// A holder as the contract spells it: a person (CPF) or a company (CNPJ), with contact and
// address, the documents checked as typed. Shared by the quoting and affinity wizards; its
// widgets are named "holder.<field>" for tests, accessibility and server errors.
class HolderForm : public QWidget
{
    Q_OBJECT
public:
    explicit HolderForm(QWidget *parent = nullptr);

    // Only damage and credit lines may be held by a company (the service's rule).
    static bool companyMayHold(domain::ProductType type);
    void setCompanyAllowed(bool allowed);

    bool isCompany() const;
    bool isComplete() const;
    domain::Holder value() const;
    // The widget of a field inside the holder ("cpf", "contact.phone", "address.zip_code").
    QWidget *field(const QString &key) const;
    // Highlights the fields of `error` under `prefix` ("policy_holder."); true if any.
    bool markFieldErrors(const api::ApiError &error, const QString &prefix);

signals:
    void changed();

private:
    QWidget *buildPerson();
    QWidget *buildCompany();

    QRadioButton *m_person;
    QRadioButton *m_company;
    QStackedWidget *m_kind;
    QLineEdit *m_firstName = nullptr;
    QLineEdit *m_lastName = nullptr;
    QLineEdit *m_cpf = nullptr;
    QDateEdit *m_birth = nullptr;
    QComboBox *m_gender = nullptr;
    QComboBox *m_marital = nullptr;
    QLineEdit *m_cnpj = nullptr;
    QLineEdit *m_corporate = nullptr;
    QLineEdit *m_fantasy = nullptr;
    QLineEdit *m_email;
    QLineEdit *m_phone;
    AddressForm *m_address;
};

} // namespace brokerdesk::ui
