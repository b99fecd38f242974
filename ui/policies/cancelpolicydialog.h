#pragma once

#include "api/apiclient.h"
#include "domain/bankaccount.h"
#include "domain/cancelrefund.h"
#include "domain/policy.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace brokerdesk::models {
class PolicyLedgerReader;
}

namespace brokerdesk::ui {
class ErrorBanner;
}

namespace brokerdesk::ui::policies {

class RefundTable;

// Asks why and how a policy is cancelled, shows what that means (the refund by the rule of the
// reason chosen, from what the policy's cash flow says was paid, and the way it goes back) and
// sends the cancel only once the answers pass the contract's checks.
class CancelPolicyDialog final : public QDialog
{
    Q_OBJECT
public:
    // productName: the catalog's name of the policy's product, to name the policy by.
    CancelPolicyDialog(api::ApiClient &api, const domain::Policy &policy,
                       const QString &productName = {}, QWidget *parent = nullptr);

    // The service's answer once the cancel succeeded (the dialog is then accepted).
    const domain::CancelPolicyResult &result() const { return m_result; }
    domain::CancelPolicyRequest request() const;
    domain::BankAccount bankAccount() const;
    RefundTable *preview() const;
    // The policy's cash-flow records are still being read for the preview.
    bool isReadingLedger() const;
    bool isSending() const { return m_sending; }

signals:
    void policyCanceled(const brokerdesk::domain::CancelPolicyResult &result);
    // The service refused for the policy's own state (canceled elsewhere, expired): the list
    // behind the dialog is out of date.
    void refused();

private:
    void updateMethod();
    void updatePreview();
    void fitContents();
    bool validate();
    void send();
    QLineEdit *bankField(const QString &name, const QString &label, int maxLength);

    api::ApiClient &m_api;
    domain::Policy m_policy;
    ErrorBanner *m_error;
    QComboBox *m_reason;
    QLineEdit *m_description;
    QComboBox *m_method;
    QLabel *m_methodNote;
    QGroupBox *m_bank;
    QLineEdit *m_bankCode;
    QLineEdit *m_agency;
    QLineEdit *m_account;
    QLineEdit *m_digit;
    RefundTable *m_preview;
    QDialogButtonBox *m_buttons;
    QPushButton *m_confirm;
    bool m_sending = false;
    bool m_failed = false; // a cancel was sent and its answer was not read: it may have happened
    domain::CancelPolicyResult m_result;
    models::PolicyLedgerReader *m_ledger;
    std::optional<domain::PolicyMoney> m_paid; // once the policy's records were read
    QString m_ledgerProblem;                   // why they could not be
};

} // namespace brokerdesk::ui::policies
