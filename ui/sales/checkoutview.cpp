#include "checkoutview.h"

#include "common/formatting.h"
#include "common/look.h"
#include "common/recordnames.h"

#include "common/formatcheck.h"
#include "common/pageheader.h"
#include "offline/saleslog.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include "domain/catalog.h"
#include "domain/formats.h"
#include "domain/installmentplan.h"
#include "domain/money.h"
#include "domain/quoting.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

// The phone as the operator takes it ("+5511999990000") when it is a Brazilian number with its
// area code; anything else as typed (the format check already judged it).
QString wirePhone(const QString &typed)
{
    QString digits = typed;
    digits.removeIf([](QChar c) { return !c.isDigit(); });
    if (digits.size() == 10 || digits.size() == 11)
        return QLatin1String("+55") + digits;
    if ((digits.size() == 12 || digits.size() == 13) && digits.startsWith(QLatin1String("55")))
        return u'+' + digits;
    return typed.trimmed();
}

} // namespace

CheckoutView::CheckoutView(Workspace &workspace, cache::SalesLog &log, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_log(log),
      m_header(new PageHeader(tr("Confirm the sale"), this)), m_customer(new QLabel(this)),
      m_product(new QLabel(this)), m_cover(new QLabel(this)), m_installments(new QLabel(this)),
      m_commission(new QLabel(this)), m_total(new QLabel(this)), m_installment(new QComboBox(this)),
      m_taxes(new QLabel(this)), m_method(new QComboBox(this)), m_cardNote(new QLabel(this)),
      m_email(new QLineEdit(this)), m_phone(new QLineEdit(this)),
      m_confirm(new QPushButton(tr("&Confirm sale"), this)),
      m_back(new QPushButton(tr("&Back to sales"), this)), m_error(new ErrorBanner(this))
{
    // Titled as every page is: what this view does, and which quote.
    m_header->setObjectName(QStringLiteral("checkoutHeader"));
    m_customer->setObjectName(QStringLiteral("soldCustomer"));
    m_product->setObjectName(QStringLiteral("soldProduct"));
    m_cover->setObjectName(QStringLiteral("soldCover"));
    m_installments->setObjectName(QStringLiteral("soldInstallments"));
    m_commission->setObjectName(QStringLiteral("soldCommission"));
    for (QLabel *l : {m_customer, m_product, m_cover, m_installments, m_taxes, m_commission}) {
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setWordWrap(true);
    }
    m_installment->setObjectName(QStringLiteral("installment"));
    m_installment->setAccessibleName(tr("Installments"));
    m_installment->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_taxes->setObjectName(QStringLiteral("installmentTaxes"));
    m_method->setObjectName(QStringLiteral("paymentMethod"));
    m_method->setAccessibleName(tr("Payment method"));
    m_method->setSizeAdjustPolicy(QComboBox::AdjustToContents);
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
    for (QLineEdit *e : {m_email, m_phone})
        e->setMinimumWidth(fontMetrics().averageCharWidth() * 36);
    m_confirm->setObjectName(QStringLiteral("confirm"));
    m_confirm->setDefault(true);
    markPrimary(m_confirm);
    m_confirm->setAutoDefault(true);
    m_back->setObjectName(QStringLiteral("backToSales"));
    m_back->setAutoDefault(true); // Enter on a focused Back goes back, never sells

    // What is sold, then how it is paid and who is told: each in a box of its own size.
    auto *sold = new QGroupBox(tr("What is sold"), this);
    auto *soldForm = new QFormLayout(sold);
    soldForm->addRow(tr("Customer:"), m_customer);
    soldForm->addRow(tr("Product:"), m_product);
    soldForm->addRow(tr("Cover period:"), m_cover);
    soldForm->addRow(tr("Installments:"), m_installments);
    soldForm->addRow(tr("Taxes:"), m_taxes);
    soldForm->addRow(tr("Your commission:"), m_commission);
    // The sum the customer pays, in the weight money has on every page.
    m_total->setObjectName(QStringLiteral("soldTotal"));
    QFont money = m_total->font();
    money.setBold(true);
    money.setPointSizeF(money.pointSizeF() * 1.3);
    m_total->setFont(money);
    soldForm->addRow(tr("Total:"), m_total);
    auto *payment = new QGroupBox(tr("Payment"), this);
    auto *paymentForm = new QFormLayout(payment);
    paymentForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    paymentForm->addRow(tr("&Installments:"), m_installment);
    paymentForm->addRow(tr("Payment &method:"), m_method);
    paymentForm->addRow(m_cardNote);
    auto *complementBox = new QGroupBox(tr("Policy holder contact (from the quote)"), this);
    auto *complementForm = new QFormLayout(complementBox);
    complementForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    complementForm->addRow(tr("&E-mail:"), m_email);
    complementForm->addRow(tr("&Phone:"), m_phone);
    auto *right = new QVBoxLayout;
    right->addWidget(payment);
    right->addWidget(complementBox);
    right->addStretch();
    auto *left = new QVBoxLayout;
    left->addWidget(sold);
    left->addStretch();
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch();
    buttons->addWidget(m_confirm);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_header);
    layout->addWidget(m_error);
    layout->addLayout(columns);
    layout->addLayout(buttons);
    layout->addStretch(1); // the room left goes below the buttons, not between the boxes

    connect(m_installment, &QComboBox::currentIndexChanged, this, &CheckoutView::fillMethods);
    connect(m_method, &QComboBox::currentIndexChanged, this, &CheckoutView::updateConfirm);
    formatcheck::attach(m_email, formats::Format::Email, false);
    formatcheck::attach(m_phone, formats::Format::Phone, false);
    for (auto *e : {m_email, m_phone})
        connect(e, &QLineEdit::textChanged, this, &CheckoutView::updateConfirm);
    connect(m_confirm, &QPushButton::clicked, this, &CheckoutView::confirm);
    connect(m_back, &QPushButton::clicked, this, [this] {
        if (!m_busy)
            emit backRequested();
    });
    connect(m_error, &ErrorBanner::retryRequested, this, &CheckoutView::confirm);
}

void CheckoutView::keyPressEvent(QKeyEvent *event)
{
    // Line edits and closed drop-downs pass Enter on; a focused button takes its own.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        confirm();
        return;
    }
    QWidget::keyPressEvent(event);
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
        m_header->setSummary(QString());
        for (QLabel *l : {m_customer, m_product, m_cover, m_installments, m_commission, m_total})
            l->clear();
        m_error->showMessage(
            tr("This quote is not saved on this computer; quote it again to sell it."));
        fillMethods();
        return false;
    }
    const auto quoted = domain::policyHolderOf(m_quote->request);
    const domain::Holder holder = quoted ? quoted.value() : domain::Holder();
    const domain::SavedQuoteBody body = domain::readSavedQuoteBody(m_quote->request);
    m_header->setSummary(tr("%1 · quote valid until %2")
                             .arg(quoteName(*m_quote), format::date(m_quote->summary.validUntil)));
    m_customer->setText(m_quote->summary.holderName);
    m_product->setText(m_quote->summary.productName);
    const QString cover = vigencia(body.lifetimeStart, body.lifetimeEnd);
    m_cover->setText(cover.isEmpty() ? tr("as the insurer issues it") : cover);
    for (const auto &in : m_quote->installments) {
        if (in.itemIndex != itemIndex)
            continue;
        m_installment->addItem(
            domain::InstallmentText::describe(domain::planOf(cache::installmentOf(in))), in.id);
        if (in.id == installmentId)
            m_installment->setCurrentIndex(m_installment->count() - 1);
    }
    m_email->setText(holder.contact.email);
    m_phone->setText(format::phone(holder.contact.phone)); // "(11) 99999-0000", not the wire form
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
    updateSummary();
    updateConfirm();
}

const cache::SavedInstallment *CheckoutView::chosenInstallment() const
{
    if (!m_quote)
        return nullptr;
    const QString id = m_installment->currentData().toString();
    for (const auto &in : m_quote->installments)
        if (in.id == id)
            return &in;
    return nullptr;
}

void CheckoutView::updateSummary()
{
    const cache::SavedInstallment *chosen = chosenInstallment();
    m_installments->clear();
    m_commission->clear();
    m_total->clear();
    m_confirm->setText(tr("&Confirm sale"));
    if (!chosen)
        return;
    const domain::Installment installment = cache::installmentOf(*chosen);
    m_installments->setText(domain::InstallmentText::describe(domain::planOf(installment)));
    m_confirm->setText(tr("&Confirm sale of %1").arg(installment.totalAmount.format()));
    m_total->setText(installment.totalAmount.format());
    // The broker's share, from the catalog's vendor settings kept on this desk.
    const auto vendor = m_workspace.offline().vendor(domain::productIdOf(m_quote->brokerProduct));
    const std::optional<double> percent =
        vendor ? domain::commissionPercentOf(vendor->doc) : std::nullopt;
    if (!percent) {
        m_commission->setText(tr("not known on this desk (open the Catalog to fetch it)"));
        return;
    }
    const qint64 net = domain::netPremium(installment).cents();
    const auto share = domain::Money::fromCents(qRound64(double(net) * *percent / 100));
    m_commission->setText(tr("%1 (%2 of the net premium %3)")
                              .arg(share.format(), format::percent(*percent),
                                   domain::Money::fromCents(net).format()));
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
    out.policyHolder.contact.phone = wirePhone(m_phone->text());
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
