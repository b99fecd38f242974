#include "electronicform.h"

#include "common/formatcheck.h"
#include "domain/money.h"

#include <QFormLayout>
#include <QLineEdit>

namespace brokerdesk::ui {

ElectronicForm::ElectronicForm(QWidget *parent)
    : ItemForm(parent), m_imei(new QLineEdit(this)), m_brand(new QLineEdit(this)),
      m_model(new QLineEdit(this)), m_invoice(new QLineEdit(this))
{
    name(m_imei, "imei", tr("IMEI"));
    name(m_brand, "brand_name", tr("Brand"));
    name(m_model, "model_name", tr("Model"));
    name(m_invoice, "invoice_amount", tr("Invoice amount"));
    formatcheck::attach(m_imei, formats::Format::Imei, false);
    m_imei->setMaxLength(15);
    m_imei->setPlaceholderText(tr("15 digits (optional)"));
    m_invoice->setPlaceholderText(domain::Money::fromCents(459900).format());
    auto *form = new QFormLayout(this);
    form->addRow(tr("&IMEI:"), m_imei);
    form->addRow(tr("&Brand:"), m_brand);
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("In&voice amount:"), m_invoice);
    for (auto *e : {m_imei, m_brand, m_model, m_invoice})
        connect(e, &QLineEdit::textChanged, this, &ItemForm::changed);
}

domain::InsuredItem ElectronicForm::value() const
{
    domain::Electronic e;
    e.brandName = m_brand->text().trimmed();
    e.modelName = m_model->text().trimmed();
    e.invoiceAmount = domain::Money::parse(m_invoice->text());
    if (!m_imei->text().trimmed().isEmpty())
        e.imei = formatcheck::value(m_imei);
    e.extra = m_extra;
    return e;
}

void ElectronicForm::setValue(const domain::InsuredItem &item)
{
    const auto *e = std::get_if<domain::Electronic>(&item);
    const domain::Electronic shown = e ? *e : domain::Electronic();
    m_imei->setText(shown.imei.value_or(QString()));
    m_brand->setText(shown.brandName);
    m_model->setText(shown.modelName);
    m_invoice->setText(shown.invoiceAmount ? shown.invoiceAmount->format() : QString());
    m_extra = shown.extra;
    emit changed();
}

QList<QWidget *> ElectronicForm::missingFields() const
{
    const auto amount = domain::Money::parse(m_invoice->text());
    QList<QWidget *> missing;
    formatcheck::need(missing, formatcheck::acceptable(m_imei), m_imei);
    formatcheck::need(missing, !m_brand->text().trimmed().isEmpty(), m_brand);
    formatcheck::need(missing, !m_model->text().trimmed().isEmpty(), m_model);
    formatcheck::need(missing, amount && amount->cents() > 0, m_invoice);
    return missing;
}

} // namespace brokerdesk::ui
