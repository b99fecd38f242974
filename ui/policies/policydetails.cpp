#include "policydetails.h"

#include "common/copyreference.h"
#include "common/formatting.h"
#include "common/recordnames.h"
#include "domain/enums.h"
#include "domain/holder.h"
#include "domain/money.h"
#include "models/listcolumn.h"

#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace brokerdesk::ui::policies {

namespace {

// "Av. Paulista, 1000 – São Paulo/SP, CEP 01310-100"; empty for no address.
QString addressText(const std::optional<domain::Address> &a)
{
    if (!a)
        return {};
    return PolicyDetails::tr("%1, %2 – %3/%4, CEP %5")
        .arg(a->streetName, a->number, a->cityName, a->stateCode, format::cep(a->zipCode));
}

// Everything that identifies the insured item, in words: "BRA2E19 · Volkswagen Gol 2022".
QString itemText(const domain::InsuredItemFacts &item)
{
    QStringList parts;
    if (!item.plate.isEmpty())
        parts << format::plate(item.plate);
    if (!item.imei.isEmpty())
        parts << PolicyDetails::tr("IMEI %1").arg(item.imei);
    QStringList model{item.brandName, item.modelName};
    if (item.modelYear)
        model << QString::number(*item.modelYear);
    const QString thing = model.join(u' ').simplified();
    if (!thing.isEmpty())
        parts << thing;
    const QString address = addressText(item.address);
    if (!address.isEmpty())
        parts << address;
    return parts.join(QStringLiteral(" · "));
}

} // namespace

void PolicyDetails::setProduct(const QString &name, const QString &insurer)
{
    m_productName = name;
    m_insurer = insurer;
}

PolicyDetails::PolicyDetails(QWidget *parent)
    : QWidget(parent), m_placeholder(new QLabel(tr("Select a policy to see its details."), this)),
      m_body(new QWidget(this)), m_name(new QLabel(m_body)), m_policyRef(new CopyReference(m_body)),
      m_saleRef(new CopyReference(m_body))
{
    setObjectName(QStringLiteral("policyDetails"));
    setAccessibleName(tr("Policy details"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    auto *bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    // The policy as the broker names it, first; its reference is a button away, never printed.
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setWordWrap(true);
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_name->setStyleSheet(QStringLiteral("font-weight: 600; font-size: 11pt;"));
    bodyLayout->addWidget(m_name);
    // What a broker looks for, in the order asked: the policy, who holds it, what it insures
    // and, once canceled, what happened.
    QFormLayout *policy = m_policyForm = section(QStringLiteral("policySection"), tr("Policy"));
    row(QStringLiteral("product"), tr("Product"), policy);
    row(QStringLiteral("insurer"), tr("Insurer"), policy);
    row(QStringLiteral("status"), tr("Status"), policy);
    row(QStringLiteral("cover"), tr("Cover"), policy);
    row(QStringLiteral("premium"), tr("Premium"), policy);
    row(QStringLiteral("payment"), tr("Paid by"), policy);
    row(QStringLiteral("issued"), tr("Issued"), policy);
    row(QStringLiteral("renewedBy"), tr("Renewed by"), policy);
    row(QStringLiteral("link"), tr("Document"), policy);
    m_policyRef->setObjectName(QStringLiteral("copyPolicyReference"));
    m_saleRef->setObjectName(QStringLiteral("copySaleReference"));
    // Each button in a row of its own, left-aligned like the values (a bare button in the form
    // threw the wrapped rows above it out of their height).
    for (const auto &[label, button] :
         {std::pair{tr("Policy"), m_policyRef}, {tr("Sale"), m_saleRef}}) {
        auto *field = new QWidget(m_body);
        auto *line = new QHBoxLayout(field);
        line->setContentsMargins(0, 0, 0, 0);
        line->addWidget(button);
        line->addStretch();
        policy->addRow(label + u':', field);
    }
    QFormLayout *holder = section(QStringLiteral("holderSection"), tr("Holder"));
    row(QStringLiteral("holder"), tr("Name"), holder);
    row(QStringLiteral("document"), tr("CPF / CNPJ"), holder);
    row(QStringLiteral("birth"), tr("Birth date"), holder);
    row(QStringLiteral("email"), tr("E-mail"), holder);
    row(QStringLiteral("phone"), tr("Phone"), holder);
    row(QStringLiteral("address"), tr("Address"), holder);
    row(QStringLiteral("item"), tr("Item"),
        section(QStringLiteral("itemSection"), tr("Insured item")));
    QFormLayout *cancel = section(QStringLiteral("cancelSection"), tr("Cancellation"));
    row(QStringLiteral("canceled"), tr("Canceled on"), cancel);
    row(QStringLiteral("reason"), tr("Reason"), cancel);
    row(QStringLiteral("reversal"), tr("Reversal"), cancel);
    // The page opens it, so a desk without a PDF viewer can say so and offer Save as.
    connect(m_values.value(QStringLiteral("link")), &QLabel::linkActivated, this,
            [this](const QString &link) { emit documentRequested(QUrl(link)); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_body);
    layout->addStretch();
    setPolicy(std::nullopt);
}

QFormLayout *PolicyDetails::section(const QString &name, const QString &title)
{
    auto *box = new QWidget(m_body);
    box->setObjectName(name);
    auto *heading = new QLabel(title, box);
    heading->setStyleSheet(QStringLiteral("font-weight: 600; color: #37474f;"));
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setContentsMargins(8, 0, 0, 0);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->addWidget(heading);
    layout->addLayout(form);
    m_body->layout()->addWidget(box);
    return form;
}

QLabel *PolicyDetails::row(const QString &field, const QString &label, QFormLayout *form)
{
    auto *value = new QLabel(m_body);
    value->setObjectName(field);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextBrowserInteraction);
    form->addRow(label + u':', value);
    m_values.insert(field, value);
    m_formOf.insert(value, form);
    return value;
}

QString PolicyDetails::text(const QString &field) const
{
    if (field == QLatin1String("name"))
        return m_name->text();
    const QLabel *l = m_values.value(field);
    return l ? l->text() : QString();
}

std::optional<domain::Policy> PolicyDetails::policy() const
{
    return m_policy;
}

void PolicyDetails::setRenewedBy(const QString &name)
{
    QLabel *l = m_values.value(QStringLiteral("renewedBy"));
    l->setText(name);
    m_formOf.value(l)->setRowVisible(l, !name.isEmpty());
}

void PolicyDetails::setPolicy(const std::optional<domain::Policy> &policy)
{
    m_policy = policy;
    m_placeholder->setVisible(!policy);
    m_body->setVisible(bool(policy));
    setRenewedBy({});
    if (!policy)
        return;
    using namespace domain;
    const Policy &p = *policy;
    const auto set = [this](const char *field, const QString &text) {
        QLabel *l = m_values.value(QLatin1String(field));
        l->setText(text);
        m_formOf.value(l)->setRowVisible(l, !text.isEmpty());
    };
    const bool canceled = p.status == PolicyStatus::Canceled;
    const QString product = m_productName.isEmpty() ? displayName(p.productType) : m_productName;
    // One line each: the form's wrapped rows lost their second line beside the buttons below.
    const HolderFacts holder = holderOf(p);
    set("product", product);
    set("insurer", m_insurer);
    set("holder", holder.name);
    set("document", format::holderDocument(holder.cpf, holder.cnpj));
    set("birth", holder.birthDate.isValid() ? format::date(holder.birthDate) : QString());
    set("email", holder.email);
    const QString phone = holder.phone.isEmpty() ? holder.mobilePhone : holder.phone;
    set("phone", phone.isEmpty() ? QString() : format::phone(phone));
    set("address", addressText(holder.address));
    set("status", displayName(p.status));
    set("cover", tr("%1 to %2").arg(format::date(p.lifetimeStart), format::date(p.lifetimeEnd)));
    set("item", itemText(insuredItemOf(p)));
    set("premium", p.totalAmount.value_or(Money()).format());
    set("payment",
        p.paymentMethod != PaymentMethod::Unknown ? displayName(p.paymentMethod) : QString());
    set("issued", p.date.isValid() ? format::dateTime(p.date) : QString());
    m_name->setText(policyName(p, m_productName));
    m_policyRef->setReference(p.id);
    m_saleRef->setReference(p.saleId);
    m_policyForm->setRowVisible(m_saleRef->parentWidget(), !p.saleId.isEmpty());
    const QString url = p.documentUrl.toString();
    set("link", url.isEmpty() ? QString()
                              : QStringLiteral("<a href=\"%1\">%2</a>")
                                    .arg(url.toHtmlEscaped(), tr("Open the policy PDF")));
    set("canceled", canceled && p.dateEnd.isValid() ? format::date(p.dateEnd) : QString());
    set("reason", canceled ? displayName(p.cancelReason) : QString());
    QString reversal;
    if (canceled && p.reversalAmount) {
        reversal = p.reversalAmount->format();
        if (p.reversalMethod != ReversalMethod::Unknown)
            reversal = tr("%1 by %2").arg(reversal, displayName(p.reversalMethod));
    }
    set("reversal", reversal);
    findChild<QWidget *>(QStringLiteral("cancelSection"))->setVisible(canceled);
    findChild<QWidget *>(QStringLiteral("itemSection"))
        ->setVisible(!text(QStringLiteral("item")).isEmpty());
}

} // namespace brokerdesk::ui::policies
