#include "policydetails.h"

#include "common/formatting.h"
#include "domain/enums.h"
#include "domain/money.h"
#include "models/listcolumn.h"

#include <QDateTime>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace brokerdesk::ui::policies {

namespace {

QString dateText(const QJsonValue &v)
{
    const QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODate);
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
    setPolicy({});
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

void PolicyDetails::setPolicy(const QJsonObject &p)
{
    m_policy = p;
    m_placeholder->setVisible(p.isEmpty());
    m_body->setVisible(!p.isEmpty());
    if (p.isEmpty())
        return;
    using namespace domain;
    const QJsonObject holder = p.value(QLatin1String("policy_holder")).toObject();
    const auto set = [this](const char *field, const QString &text) {
        QLabel *l = m_values.value(QLatin1String(field));
        l->setText(text);
        (m_form->indexOf(l) >= 0 ? m_form : m_refs)->setRowVisible(l, !text.isEmpty());
    };
    const bool canceled =
        PolicyStatus(p.value(QLatin1String("status")).toInt()) == PolicyStatus::Canceled;
    set("holder", models::holderName(holder));
    set("document", format::holderDocument(holder.value(QLatin1String("cpf")).toString(),
                                           holder.value(QLatin1String("cnpj")).toString()));
    set("status", displayName(PolicyStatus(p.value(QLatin1String("status")).toInt())));
    set("cover", tr("%1 to %2")
                     .arg(dateText(p.value(QLatin1String("lifetime_start"))),
                          dateText(p.value(QLatin1String("lifetime_end")))));
    set("premium", Money::fromCents(p.value(QLatin1String("total_amount")).toInteger()).format());
    set("issued", dateText(p.value(QLatin1String("date"))));
    set("id", p.value(QLatin1String("id")).toString());
    set("sale", p.value(QLatin1String("sale_id")).toString());
    const QString url = p.value(QLatin1String("document_url")).toString();
    set("link", url.isEmpty() ? QString()
                              : QStringLiteral("<a href=\"%1\">%2</a>")
                                    .arg(url.toHtmlEscaped(), tr("Open the policy PDF")));
    set("canceled", canceled ? dateText(p.value(QLatin1String("date_end"))) : QString());
    set("reason", canceled
                      ? displayName(CancelReason(p.value(QLatin1String("cancel_reason")).toInt()))
                      : QString());
    QString reversal;
    if (canceled && p.contains(QLatin1String("reversal_amount"))) {
        const auto method =
            fromWireName<ReversalMethod>(p.value(QLatin1String("reversal_method")).toString());
        reversal = Money::fromCents(p.value(QLatin1String("reversal_amount")).toInteger()).format();
        if (method)
            reversal = tr("%1 by %2").arg(reversal, displayName(*method));
    }
    set("reversal", reversal);
}

} // namespace brokerdesk::ui::policies
