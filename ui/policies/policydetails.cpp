#include "policydetails.h"

#include "common/formatting.h"
#include "domain/enums.h"
#include "domain/holder.h"
#include "domain/money.h"
#include "models/listcolumn.h"

#include <QDateTime>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace brokerdesk::ui::policies {

namespace {

QString dateText(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QString();
}

} // namespace

PolicyDetails::PolicyDetails(QWidget *parent)
    : QWidget(parent), m_placeholder(new QLabel(tr("Select a policy to see its details."), this)),
      m_body(new QWidget(this)), m_form(new QFormLayout), m_refs(new QFormLayout)
{
    setObjectName(QStringLiteral("policyDetails"));
    setAccessibleName(tr("Policy details"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_refs->setRowWrapPolicy(QFormLayout::WrapAllRows);
    auto *bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addLayout(m_form);
    bodyLayout->addLayout(m_refs);
    row(QStringLiteral("holder"), tr("Holder"));
    row(QStringLiteral("document"), tr("CPF / CNPJ"));
    row(QStringLiteral("status"), tr("Status"));
    row(QStringLiteral("cover"), tr("Cover"));
    row(QStringLiteral("premium"), tr("Premium"));
    row(QStringLiteral("issued"), tr("Issued"));
    row(QStringLiteral("link"), tr("Document"));
    row(QStringLiteral("canceled"), tr("Canceled on"));
    row(QStringLiteral("reason"), tr("Reason"));
    row(QStringLiteral("reversal"), tr("Reversal"));
    row(QStringLiteral("id"), tr("Policy"), m_refs)->setWordWrap(false);
    row(QStringLiteral("sale"), tr("Sale"), m_refs)->setWordWrap(false);
    // The page opens it, so a desk without a PDF viewer can say so and offer Save as.
    connect(m_values.value(QStringLiteral("link")), &QLabel::linkActivated, this,
            [this](const QString &link) { emit documentRequested(QUrl(link)); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_body);
    layout->addStretch();
    setPolicy(std::nullopt);
}

QLabel *PolicyDetails::row(const QString &field, const QString &label, QFormLayout *form)
{
    auto *value = new QLabel(m_body);
    value->setObjectName(field);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextBrowserInteraction);
    (form ? form : m_form)->addRow(label + u':', value);
    m_values.insert(field, value);
    return value;
}

QString PolicyDetails::text(const QString &field) const
{
    const QLabel *l = m_values.value(field);
    return l ? l->text() : QString();
}

QJsonObject PolicyDetails::policy() const
{
    return m_policy ? domain::toJson(*m_policy) : QJsonObject();
}

void PolicyDetails::setPolicy(const std::optional<domain::Policy> &policy)
{
    m_policy = policy;
    m_placeholder->setVisible(!policy);
    m_body->setVisible(bool(policy));
    if (!policy)
        return;
    using namespace domain;
    const Policy &p = *policy;
    const auto set = [this](const char *field, const QString &text) {
        QLabel *l = m_values.value(QLatin1String(field));
        l->setText(text);
        (m_form->indexOf(l) >= 0 ? m_form : m_refs)->setRowVisible(l, !text.isEmpty());
    };
    const bool canceled = p.status == PolicyStatus::Canceled;
    set("holder", holderName(p.policyHolder));
    set("document", format::holderDocument(holderCpf(p.policyHolder), holderCnpj(p.policyHolder)));
    set("status", displayName(p.status));
    set("cover", tr("%1 to %2").arg(dateText(p.lifetimeStart), dateText(p.lifetimeEnd)));
    set("premium", p.totalAmount.value_or(Money()).format());
    set("issued", dateText(p.date));
    set("id", p.id);
    set("sale", p.saleId);
    const QString url = p.documentUrl.toString();
    set("link", url.isEmpty() ? QString()
                              : QStringLiteral("<a href=\"%1\">%2</a>")
                                    .arg(url.toHtmlEscaped(), tr("Open the policy PDF")));
    set("canceled", canceled ? dateText(p.dateEnd) : QString());
    set("reason", canceled ? displayName(p.cancelReason) : QString());
    QString reversal;
    if (canceled && p.reversalAmount) {
        reversal = p.reversalAmount->format();
        if (p.reversalMethod != ReversalMethod::Unknown)
            reversal = tr("%1 by %2").arg(reversal, displayName(p.reversalMethod));
    }
    set("reversal", reversal);
}

} // namespace brokerdesk::ui::policies
