#pragma once

#include "quotewizard.h"

class QComboBox;
class QDateEdit;
class QLineEdit;
class QRadioButton;
class QStackedWidget;

namespace brokerdesk::ui {

class AddressForm;

// Step 3: the policy holder, a person (CPF) or a company (CNPJ), checked as typed.
class HolderStep : public QuoteStep
{
    Q_OBJECT
public:
    explicit HolderStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    bool markFieldErrors(const api::ApiError &error) override;

    bool isCompany() const;
    QJsonObject value() const;

private:
    QWidget *buildPerson();
    QWidget *buildCompany();
    void checkDocument(QLineEdit *edit, bool cpf, bool finished);
    QWidget *field(const QString &key) const;

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
