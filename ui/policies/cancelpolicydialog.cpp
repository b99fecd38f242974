#include "cancelpolicydialog.h"

#include "common/formatting.h"
#include "common/look.h"
#include "common/recordnames.h"

#include "cancelpreview.h"
#include "models/listcolumn.h"
#include "models/policyledgerreader.h"
#include "refundtable.h"
#include "shell/errorbanner.h"

#include "domain/bankaccount.h"
#include "domain/businessday.h"
#include "domain/holder.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace brokerdesk::ui::policies {

CancelPolicyDialog::CancelPolicyDialog(api::ApiClient &api, const domain::Policy &policy,
                                       const QString &productName, QWidget *parent)
    : QDialog(parent), m_api(api), m_policy(policy), m_error(new ErrorBanner(this)),
      m_reason(new QComboBox(this)), m_description(new QLineEdit(this)),
      m_method(new QComboBox(this)), m_methodNote(new QLabel(this)),
      m_bank(new QGroupBox(tr("Bank account for the wire transfer"), this)),
      m_preview(new RefundTable(this)), m_buttons(new QDialogButtonBox(this)),
      m_ledger(new models::PolicyLedgerReader(api, this))
{
    setWindowTitle(tr("Cancel policy"));
    setObjectName(QStringLiteral("cancelPolicyDialog"));

    auto *intro = new QLabel(tr("Cancel the policy <b>%1</b> (%2)?")
                                 .arg(policyName(m_policy, productName).toHtmlEscaped(),
                                      domain::displayName(m_policy.status).toHtmlEscaped()),
                             this);
    intro->setObjectName(QStringLiteral("policyName"));
    intro->setWordWrap(true);

    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setAccessibleName(tr("Cancel reason"));
    m_reason->addItem(tr("Choose a reason…"), 0);
    for (const auto r : domain::knownValues<domain::CancelReason>())
        m_reason->addItem(domain::displayName(r), int(r));

    m_description->setObjectName(QStringLiteral("description"));
    m_description->setAccessibleName(tr("Description"));
    m_description->setMaxLength(500);
    m_description->setPlaceholderText(tr("Optional: what the customer or insurer said"));

    m_method->setObjectName(QStringLiteral("reversalMethod"));
    m_method->setAccessibleName(tr("Reversal method"));
    // Only ways the customer can receive money; the first is how it goes back by default. A
    // service that does not say how the policy was paid leaves it to the insurer.
    const QList<domain::ReversalMethod> receivable =
        domain::reversalMethodsFor(m_policy.paymentMethod);
    if (receivable.isEmpty())
        m_method->addItem(tr("The way it was paid"), int(domain::ReversalMethod::Unknown));
    for (const auto m :
         receivable.isEmpty() ? domain::knownValues<domain::ReversalMethod>() : receivable)
        m_method->addItem(domain::displayName(m), int(m));
    m_methodNote->setObjectName(QStringLiteral("reversalWay"));
    m_methodNote->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Reason:"), m_reason);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("Reversal &method:"), m_method);
    form->addRow(QString(), m_methodNote);

    auto *bankForm = new QFormLayout(m_bank);
    m_bankCode = bankField(QStringLiteral("bank_code"), tr("Bank code"), 3);
    m_agency = bankField(QStringLiteral("agency"), tr("Agency"), 5);
    m_account = bankField(QStringLiteral("account"), tr("Account"), 12);
    m_digit = bankField(QStringLiteral("account_digit"), tr("Account digit"), 1);
    m_bankCode->setPlaceholderText(tr("3 digits, e.g. 341"));
    bankForm->addRow(tr("&Bank code:"), m_bankCode);
    bankForm->addRow(tr("A&gency:"), m_agency);
    bankForm->addRow(tr("A&ccount:"), m_account);
    bankForm->addRow(tr("Account di&git:"), m_digit);

    m_confirm = m_buttons->addButton(tr("Cancel &policy"), QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirmCancel"));
    auto *keep = m_buttons->addButton(tr("&Keep policy"), QDialogButtonBox::RejectRole);
    // The safe answer is what Enter presses and where the keyboard starts.
    m_confirm->setAutoDefault(false);
    markDestructive(m_confirm);
    keep->setDefault(true);
    keep->setFocus();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_bank);
    layout->addWidget(m_preview);
    layout->addStretch();
    layout->addWidget(m_buttons);

    m_error->setFieldWidget(QStringLiteral("cancel_reason"), m_reason);
    m_error->setFieldWidget(QStringLiteral("cancel_description"), m_description);
    m_error->setFieldWidget(QStringLiteral("reversal_method"), m_method);

    connect(m_method, &QComboBox::currentIndexChanged, this, &CancelPolicyDialog::updateMethod);
    connect(m_reason, &QComboBox::currentIndexChanged, this, [this] {
        ErrorBanner::markField(m_reason, {});
        updatePreview();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &CancelPolicyDialog::send);
    connect(m_error, &ErrorBanner::retryRequested, this, &CancelPolicyDialog::send);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ledger, &models::PolicyLedgerReader::found, this,
            [this](const domain::PolicyMoney &paid) {
                m_paid = paid;
                updatePreview();
            });
    connect(m_ledger, &models::PolicyLedgerReader::unavailable, this, [this](const QString &why) {
        m_ledgerProblem = why;
        updatePreview();
    });
    // Wide enough for the rule to read in two lines; as tall as it holds (fitContents).
    setMinimumWidth(560);
    updateMethod();
    // What was paid decides the reversal: read before the preview can say it.
    m_ledger->read(m_policy.id, m_policy.date);
    updatePreview();
}

QLineEdit *CancelPolicyDialog::bankField(const QString &name, const QString &label, int maxLength)
{
    auto *edit = new QLineEdit(m_bank);
    edit->setObjectName(name);
    edit->setAccessibleName(label);
    edit->setMaxLength(maxLength);
    m_error->setFieldWidget(QStringLiteral("reversal_bank_account.") + name, edit);
    connect(edit, &QLineEdit::textEdited, edit, [edit] { ErrorBanner::markField(edit, {}); });
    return edit;
}

domain::CancelPolicyRequest CancelPolicyDialog::request() const
{
    domain::CancelPolicyRequest r;
    r.cancelReason = domain::CancelReason(m_reason->currentData().toInt());
    r.cancelDescription = m_description->text().trimmed();
    r.reversalMethod = domain::ReversalMethod(m_method->currentData().toInt());
    if (r.reversalMethod == domain::ReversalMethod::WireTransfer)
        r.reversalBankAccount = domain::toJson(bankAccount());
    return r;
}

domain::BankAccount CancelPolicyDialog::bankAccount() const
{
    domain::BankAccount account;
    account.bankCode = m_bankCode->text().trimmed();
    account.agency = m_agency->text().trimmed();
    account.account = m_account->text().trimmed();
    account.accountDigit = m_digit->text().trimmed();
    return account;
}

RefundTable *CancelPolicyDialog::preview() const
{
    return m_preview;
}

bool CancelPolicyDialog::isReadingLedger() const
{
    return m_ledger->isReading();
}

void CancelPolicyDialog::updateMethod()
{
    const bool wire = domain::ReversalMethod(m_method->currentData().toInt()) ==
                      domain::ReversalMethod::WireTransfer;
    m_bank->setVisible(wire);
    m_methodNote->setText(reversalWayText(m_policy.paymentMethod,
                                          domain::ReversalMethod(m_method->currentData().toInt())));
    fitContents();
}

void CancelPolicyDialog::fitContents()
{
    // Once the new texts are laid out (their layout request comes first): grown to hold what
    // the rows now say, wrapped lines included; never shrunk under the broker's own resizing.
    QMetaObject::invokeMethod(
        this,
        [this] {
            const int height = heightForWidth(width());
            if (height > this->height())
                resize(width(), height);
        },
        Qt::QueuedConnection);
}

void CancelPolicyDialog::updatePreview()
{
    const auto reason = domain::CancelReason(m_reason->currentData().toInt());
    m_preview->setPreview(previewCancel(m_policy, reason, domain::businessday::today(), m_paid),
                          m_ledgerProblem);
    fitContents();
}

bool CancelPolicyDialog::validate()
{
    const domain::CancelPolicyRequest r = request();
    QList<api::FieldError> errors;
    if (r.cancelReason == domain::CancelReason::Unknown)
        errors.append({QStringLiteral("cancel_reason"), tr("Choose why the policy is cancelled.")});
    if (r.reversalMethod == domain::ReversalMethod::WireTransfer)
        errors += checkBankAccount(bankAccount());
    if (errors.isEmpty())
        return true;
    api::ApiError local;
    local.kind = api::ApiError::Kind::Http;
    local.message = tr("Some answers need fixing before the cancel can be sent.");
    for (const auto &e : errors)
        local.fields.append(e);
    m_error->showError(local, false);
    return false;
}

void CancelPolicyDialog::send()
{
    if (m_sending || !validate())
        return;
    m_error->clear();
    m_sending = true;
    m_confirm->setEnabled(false);
    m_api.cancelPolicy(
        m_policy.id, request(), this, [this](const api::ApiResult<domain::CancelPolicyResult> &r) {
            m_sending = false;
            m_confirm->setEnabled(true);
            // Sent again after an answer was lost, "already canceled" means
            // the first one went through: that is the success it was.
            if (!r && m_failed && r.error().code == QLatin1String("policy_already_canceled")) {
                m_result = {};
                m_result.id = m_policy.id;
                m_result.status = domain::PolicyStatus::Canceled;
                emit policyCanceled(m_result);
                accept();
                return;
            }
            if (!r) {
                const auto &e = r.error();
                m_failed = e.isTransient() || e.kind == api::ApiError::Kind::BadAnswer;
                m_error->showError(e, m_failed);
                if (!m_failed && e.fields.isEmpty())
                    emit refused();
                return;
            }
            m_result = r.value();
            emit policyCanceled(m_result);
            accept();
        });
}

} // namespace brokerdesk::ui::policies
