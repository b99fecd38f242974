#pragma once

#include "domain/affinity.h"

#include <QFrame>

class QLabel;
class QListWidget;

namespace brokerdesk::ui::affinities {

// The product type the service gives a partnership product ("product_type", beyond the spec).
domain::ProductType productType(const domain::AffinityProduct &product);

// The partnership at the top of the page: the partner company (the customer) and the products
// it offers. Activating a product (double-click, Enter) starts a new affinity on it.
class PartnershipView final : public QFrame
{
    Q_OBJECT
public:
    explicit PartnershipView(QWidget *parent = nullptr);

    void setPartnership(const domain::AffinityPartnership &partnership);
    void setLoading();
    QString customerText() const; // what the customer label shows, for tests
    QListWidget *products() const { return m_products; }

signals:
    void productActivated(const QString &productId);

private:
    QLabel *m_customer;
    QListWidget *m_products;
};

} // namespace brokerdesk::ui::affinities
