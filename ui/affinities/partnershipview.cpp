#include "partnershipview.h"

#include "common/formatting.h"
#include "icons.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace brokerdesk::ui::affinities {

namespace {

constexpr int ProductIdRole = Qt::UserRole + 1;

QString names(const auto &entries)
{
    QStringList out;
    for (const auto &e : entries)
        out << e.name;
    return out.join(QStringLiteral(", "));
}

} // namespace

domain::ProductType productType(const domain::AffinityProduct &product)
{
    return product.productType;
}

PartnershipView::PartnershipView(QWidget *parent)
    : QFrame(parent), m_customer(new QLabel(this)), m_products(new QListWidget(this))
{
    setObjectName(QStringLiteral("partnership"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Partnership"));
    m_customer->setObjectName(QStringLiteral("partnershipCustomer"));
    m_customer->setWordWrap(true);
    m_customer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_customer->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_products->setObjectName(QStringLiteral("partnershipProducts"));
    m_products->setAccessibleName(tr("Products of the partnership"));
    m_products->setFlow(QListView::LeftToRight);
    m_products->setWrapping(true);
    m_products->setSpacing(4);
    m_products->setIconSize(QSize(20, 20));
    m_products->setFrameShape(QFrame::NoFrame);
    m_products->setFixedHeight(3 * (fontMetrics().height() + 14));
    m_products->setToolTip(
        tr("Double-click a product (or press Enter) to start an affinity on it"));

    const auto column = [this](const QString &title, QWidget *content) {
        auto *heading = new QLabel(title, this);
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        auto *box = new QVBoxLayout;
        box->addWidget(heading);
        box->addWidget(content, 1);
        return box;
    };
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(column(tr("Partner"), m_customer), 2);
    layout->addLayout(column(tr("Products"), m_products), 3);

    connect(m_products, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        emit productActivated(item->data(ProductIdRole).toString());
    });
    setLoading();
}

void PartnershipView::setLoading()
{
    m_customer->setText(tr("Loading the partnership…"));
    m_products->clear();
}

void PartnershipView::setPartnership(const domain::AffinityPartnership &p)
{
    const domain::PartnerCustomer &c = p.customer;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>")
                 .arg((c.name.isEmpty() ? c.corporateName : c.name).toHtmlEscaped());
    if (!c.cnpj.isEmpty())
        lines << tr("CNPJ %1").arg(format::cnpj(c.cnpj));
    QStringList reach;
    for (const QString &v : {c.contact.email, format::phone(c.contact.phone)})
        if (!v.isEmpty())
            reach << v.toHtmlEscaped();
    if (!reach.isEmpty())
        lines << reach.join(QStringLiteral(" · "));
    if (!c.address.cityName.isEmpty())
        lines << QStringLiteral("%1 – %2")
                     .arg(c.address.cityName, c.address.stateCode)
                     .toHtmlEscaped();
    m_customer->setText(lines.join(QStringLiteral("<br>")));

    m_products->clear();
    for (const auto &product : p.products) {
        const domain::ProductType type = productType(product);
        auto *item = new QListWidgetItem(productTypeIcon(type),
                                         tr("%1 (%2)").arg(product.name, domain::displayName(type)),
                                         m_products);
        item->setData(ProductIdRole, product.id);
        item->setToolTip(
            tr("Coverages: %1\nAssists: %2").arg(names(product.coverages), names(product.assists)));
    }
    if (p.products.isEmpty())
        new QListWidgetItem(tr("The partnership offers no products."), m_products);
}

QString PartnershipView::customerText() const
{
    return m_customer->text();
}

} // namespace brokerdesk::ui::affinities
