#include "checkoutview.h"

#include "common/formatting.h"
#include "common/look.h"
#include "common/recordnames.h"

#include "cache/saleslog.h"
#include "common/formatcheck.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include "domain/formats.h"
#include "domain/installmentplan.h"
#include "domain/money.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

CheckoutView::CheckoutView(Workspace &workspace, cache::SalesLog &log, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_log(log), m_summary(new QLabel(this)),
      m_installment(new QComboBox(this)), m_taxes(new QLabel(this)), m_method(new QComboBox(this)),
      m_cardNote(new QLabel(this)), m_email(new QLineEdit(this)), m_phone(new QLineEdit(this)),
      m_confirm(new QPushButton(tr("&Confirm sale"), this)), m_error(new ErrorBanner(this))
{
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_installment->setObjectName(QStringLiteral("installment"));
    m_installment->setAccessibleName(tr("Installments"));
    m_taxes->setObjectName(QStringLiteral("installmentTaxes"));
    m_taxes->setWordWrap(true);
    m_method->setObjectName(QStringLiteral("paymentMethod"));
    m_method->setAccessibleName(tr("Payment method"));
    // Card data never passes through the desk: the insurer collects it itself.
    m_cardNote->setObjectName(QStringLiteral("cardPaymentNote"));
    m_cardNote->setWordWrap(true);
    m_cardNote->setText(tr("The insurer charges the card through its own channel: it sends the "
                           "policy holder a secure payment link. BrokerDesk never asks for or "
                           "sends card numbers."));
    m_email->setObjectName(QStringLiteral("email"));
    m_email->setAccessibleName(tr("E-mail for the policy"));
    m_phone->setObjectName(QStringLiteral("phone"));
    m_phone->setAccessibleName(tr("Phone"));
    m_confirm->setObjectName(QStringLiteral("confirm"));
    m_confirm->setDefault(true);
    markPrimary(m_confirm);
    m_confirm->setAutoDefault(true);

    auto *payment = new QGroupBox(tr("Payment"), this);
    auto *paymentForm = new QFormLayout(payment);
    paymentForm->addRow(tr("&Installments:"), m_installment);
    paymentForm->addRow(tr("Taxes:"), m_taxes);
    paymentForm->addRow(tr("Payment &method:"), m_method);
    paymentForm->addRow(m_cardNote);
    auto *complementBox = new QGroupBox(tr("Policy holder contact (from the quote)"), this);
    auto *complementForm = new QFormLayout(complementBox);
    complementForm->addRow(tr("&E-mail:"), m_email);
    complementForm->addRow(tr("&Phone:"), m_phone);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_confirm);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_summary);
    layout->addWidget(payment);
    layout->addWidget(complementBox);
    layout->addLayout(buttons);
    layout->addStretch();

    connect(m_installment, &QComboBox::currentIndexChanged, this, &CheckoutView::fillMethods);
    connect(m_method, &QComboBox::currentIndexChanged, this, &CheckoutView::updateConfirm);
    formatcheck::attach(m_email, formats::Format::Email, false);
    formatcheck::attach(m_phone, formats::Format::Phone, false);
    for (auto *e : {m_email, m_phone}) {
        connect(e, &QLineEdit::textChanged, this, &CheckoutView::updateConfirm);
        connect(e, &QLineEdit::returnPressed, this, &CheckoutView::confirm);
    }
    connect(m_confirm, &QPushButton::clicked, this, &CheckoutView::confirm);
    connect(m_error, &ErrorBanner::retryRequested, this, &CheckoutView::confirm);
}

bool CheckoutView::setQuote(const QString &quoteId, int itemIndex, const QString &installmentId,
                            const QString &paymentMethod)
{
    if (m_busy)
        return false; // a sale is being made: never switch under it
    m_error->clear();
    m_sold = false;
    m_installment->setEnabled(true); // the last sale made here left them off
    m_method->setEnabled(true);
    m_saleRequestId.clear();
    m_requestCreate.forget();
    m_saleCreate.forget();
    m_quote = m_workspace.offline().quote(quoteId);
    m_itemIndex = itemIndex;
    QSignalBlocker block(m_installment);
    m_installment->clear();
    if (!m_quote) {
        m_summary->clear();
        m_error->showMessage(
            tr("This quote is not saved on this computer; quote it again to sell it."));
        fillMethods();
        return false;
    }
    const auto quoted = domain::policyHolderOf(m_quote->request);
    const domain::Holder holder = quoted ? quoted.value() : domain::Holder();
    m_summary->setText(
        tr("<b>%1</b> · quote valid until %2")
            .arg(quoteName(*m_quote).toHtmlEscaped(), format::date(m_quote->summary.validUntil)));
    for (const auto &in : m_quote->installments) {
        if (in.itemIndex != itemIndex)
            continue;
        m_installment->addItem(
            domain::InstallmentText::describe(domain::planOf(cache::installmentOf(in))), in.id);
        if (in.id == installmentId)
            m_installment->setCurrentIndex(m_installment->count() - 1);
    }
    m_email->setText(holder.contact.email);
    m_phone->setText(holder.contact.phone);
    block.unblock();
    fillMethods();
    const int method = m_method->findData(paymentMethod);
    if (method >= 0)
        m_method->setCurrentIndex(method);
    m_installment->setFocus();
    return true;
}

void CheckoutView::fillMethods()
{
    const QString keep = m_method->currentData().toString();
    QSignalBlocker block(m_method);
    m_method->clear();
    const QString id = m_installment->currentData().toString();
    m_taxes->clear();
    if (m_quote)
        for (const auto &in : m_quote->installments)
            if (in.id == id) {
                const QString taxes =
                    domain::InstallmentText::taxes(cache::installmentOf(in).taxes);
                m_taxes->setText(taxes.isEmpty() ? tr("none") : tr("%1, in the total").arg(taxes));
                for (const QString &wire : in.paymentMethods) {
                    const auto method = domain::fromWireName<domain::PaymentMethod>(wire);
                    m_method->addItem(method ? domain::displayName(*method) : wire, wire);
                }
            }
    const int again = m_method->findData(keep);
    m_method->setCurrentIndex(again >= 0 ? again : 0);
    block.unblock();
    updateConfirm();
}

bool CheckoutView::isComplete() const
{
    if (!m_quote || m_installment->currentIndex() < 0 || m_method->currentIndex() < 0)
        return false;
    return formatcheck::acceptable(m_email) && formatcheck::acceptable(m_phone);
}

void CheckoutView::updateConfirm()
{
    const bool card = m_method->currentData().toString().endsWith(QLatin1String("Card"));
    m_cardNote->setVisible(card);
    m_confirm->setEnabled(!m_busy && !m_sold && isComplete());
}

domain::SaleComplement CheckoutView::complement() const
{
    domain::SaleComplement out;
    out.policyHolder.contact.email = m_email->text().trimmed();
    out.policyHolder.contact.phone = m_phone->text().trimmed();
    return out;
}

void CheckoutView::confirm()
{
    if (m_busy || m_sold || !isComplete())
        return;
    setBusy(true);
    m_error->clear();
    if (!m_saleRequestId.isEmpty()) {
        createSale();
        return;
    }
    emit m_workspace.status(tr("Opening the sale…"));
    const QByteArray requestKey = m_requestCreate.keyFor(m_quote->summary.quoteId);
    m_workspace.api().createSaleRequest(
        m_quote->summary.quoteId, this,
        [this](const auto &result) {
            m_requestCreate.settle(result);
            if (!result.ok()) {
                setBusy(false);
                emit m_workspace.status(QString());
                m_error->showError(result.error());
                return;
            }
            m_saleRequestId = result.value().id;
            createSale();
        },
        requestKey);
}

void CheckoutView::createSale()
{
    domain::NewSale sale;
    sale.saleRequestId = m_saleRequestId;
    sale.installmentId = m_installment->currentData().toString();
    sale.paymentMethod =
        domain::fromWireName<domain::PaymentMethod>(m_method->currentData().toString())
            .value_or(domain::PaymentMethod::Unknown);
    sale.complement = domain::toJson(complement());
    const QByteArray saleKey = m_saleCreate.keyFor(domain::toJson(sale));
    emit m_workspace.status(tr("Confirming the sale…"));
    m_workspace.api().createSale(
        sale, this,
        [this](const auto &result) {
            emit m_workspace.status(QString());
            m_saleCreate.settle(result);
            if (!result.ok()) {
                setBusy(false);
                m_error->showError(result.error());
                return;
            }
            cache::SaleRecord record;
            record.saleId = result.value().id;
            record.quoteId = m_quote->summary.quoteId;
            record.productName = m_quote->summary.productName;
            record.holderName = m_quote->summary.holderName;
            for (const auto &in : m_quote->installments)
                if (in.id == m_installment->currentData().toString()) {
                    record.installmentQuantity = in.quantity;
                    record.installment = in.doc;
                    record.totalAmount = in.totalAmount;
                }
            record.paymentMethod = m_method->currentData().toString();
            record.status = int(result.value().status);
            m_log.record(record);
            m_sold = true;
            m_busy = false; // the sale exists: the button stays off, this checkout is done
            emit busyChanged(false);
            emit saleCreated(record.saleId);
        },
        saleKey);
}

void CheckoutView::setBusy(bool busy)
{
    m_busy = busy;
    m_installment->setEnabled(!busy);
    m_method->setEnabled(!busy);
    updateConfirm();
    emit busyChanged(busy);
}

} // namespace brokerdesk::ui
