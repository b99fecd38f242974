#include "productdetails.h"

#include "common/formatting.h"
#include "common/look.h"
#include "icons.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

ProductDetails::ProductDetails(QWidget *parent)
    : QWidget(parent), m_icon(new QLabel(this)), m_title(new QLabel(this)),
      m_type(new QLabel(this)), m_description(new QLabel(this)), m_body(new QWidget(this)),
      m_empty(new QLabel(tr("Select a product to see its details and vendor settings."), this)),
      m_quote(new QPushButton(icon(QStringLiteral("quote")), tr("&Quote this"), this))
{
    setAccessibleName(tr("Product details"));
    m_title->setStyleSheet(QStringLiteral("font-size: 17px; font-weight: 600;"));
    m_title->setWordWrap(true);
    m_type->setStyleSheet(QStringLiteral("color: #546e7a;"));
    m_description->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setStyleSheet(QStringLiteral("color: #607d8b;"));

    auto *header = new QHBoxLayout;
    header->addWidget(m_icon, 0, Qt::AlignTop);
    auto *titles = new QVBoxLayout;
    titles->addWidget(m_title);
    titles->addWidget(m_type);
    header->addLayout(titles, 1);

    auto *productBox = new QGroupBox(tr("Product"), m_body);
    auto *productForm = new QFormLayout(productBox);
    m_productName = addRow(productForm, tr("Insurer's product:"));
    m_insurer = addRow(productForm, tr("Insurer:"));
    m_cnpj = addRow(productForm, tr("CNPJ:"));
    m_susep = addRow(productForm, tr("SUSEP code:"));

    auto *vendorBox = new QGroupBox(tr("Vendor settings"), m_body);
    auto *vendorForm = new QFormLayout(vendorBox);
    m_vendorForm = vendorForm;
    m_active = addRow(vendorForm, tr("Active:"));
    m_commission = addRow(vendorForm, tr("Commission:"));
    m_agency = addRow(vendorForm, tr("Agency:"));
    m_proLabor = addRow(vendorForm, tr("Pro-labor:"));
    m_lastUpdate = addRow(vendorForm, tr("Last update:"));
    m_noVendor = new QLabel(tr("This product has no vendor settings for your channel."), vendorBox);
    m_noVendor->setWordWrap(true);
    vendorForm->addRow(m_noVendor);

    markPrimary(m_quote);
    m_quote->setToolTip(tr("Start a quote for this product (Enter)"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_quote);

    auto *body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->addLayout(header);
    body->addWidget(m_description);
    body->addWidget(productBox);
    body->addWidget(vendorBox);
    body->addLayout(buttons);
    body->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_body);
    layout->addWidget(m_empty, 1);
    connect(m_quote, &QPushButton::clicked, this, [this] {
        if (!m_productId.isEmpty())
            emit quoteRequested(m_productId);
    });
    setProduct(nullptr, std::nullopt);
}

QLabel *ProductDetails::addRow(QFormLayout *form, const QString &label)
{
    auto *value = new QLabel(form->parentWidget());
    value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    value->setWordWrap(true);
    form->addRow(label, value);
    return value;
}

void ProductDetails::setProduct(const domain::BrokerProduct *product,
                                const std::optional<domain::Vendor> &vendor)
{
    m_productId = product ? product->id : QString();
    m_body->setVisible(product != nullptr);
    m_empty->setVisible(product == nullptr);
    m_quote->setEnabled(product != nullptr && (!vendor || vendor->active));
    if (!product)
        return;
    const auto &p = product->product;
    m_icon->setPixmap(productTypeIcon(p.type).pixmap(40, 40));
    m_title->setText(product->name);
    m_type->setText(domain::displayName(p.type));
    m_description->setText(product->description.isEmpty() ? p.description : product->description);
    m_productName->setText(p.name);
    m_insurer->setText(p.insurer.name);
    m_cnpj->setText(format::cnpj(p.insurer.cnpj));
    m_susep->setText(p.susep);

    for (QLabel *l : {m_active, m_commission, m_agency, m_proLabor, m_lastUpdate})
        m_vendorForm->setRowVisible(l, vendor.has_value());
    m_noVendor->setVisible(!vendor);
    if (vendor) {
        m_active->setText(vendor->active ? tr("Yes") : tr("No — not offered for sale"));
        m_commission->setText(format::percent(vendor->commissionPercent));
        m_agency->setText(format::percent(vendor->agencyPercent));
        m_proLabor->setText(format::percent(vendor->proLaborPercent));
        m_lastUpdate->setText(format::dateTime(vendor->lastUpdate));
    }
}

QString ProductDetails::vendorText() const
{
    if (!m_noVendor->isHidden())
        return m_noVendor->text();
    return QStringList{m_active->text(), m_commission->text(), m_agency->text(), m_proLabor->text(),
                       m_lastUpdate->text()}
        .join(u'|');
}

} // namespace brokerdesk::ui
