#pragma once

#include "domain/catalog.h"

#include <QWidget>

#include <optional>

class QFormLayout;
class QLabel;
class QPushButton;

namespace brokerdesk::ui {

// The selected product: what it is, who insures it, its registration, and the broker's vendor
// settings for it, with the "Quote this" action.
class ProductDetails final : public QWidget
{
    Q_OBJECT
public:
    explicit ProductDetails(QWidget *parent = nullptr);

    // nullptr: nothing selected.
    void setProduct(const domain::BrokerProduct *product,
                    const std::optional<domain::Vendor> &vendor);
    QPushButton *quoteButton() const { return m_quote; }
    QString vendorText() const; // what the vendor box says, for tests and screen readers

signals:
    void quoteRequested(const QString &brokerProductId);

private:
    QLabel *addRow(QFormLayout *form, const QString &label);

    QString m_productId;
    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_type;
    QLabel *m_description;
    QLabel *m_productName;
    QLabel *m_insurer;
    QLabel *m_cnpj;
    QLabel *m_susep;
    QLabel *m_active;
    QLabel *m_commission;
    QLabel *m_agency;
    QLabel *m_proLabor;
    QLabel *m_lastUpdate;
    QLabel *m_noVendor;
    QFormLayout *m_vendorForm = nullptr;
    QWidget *m_body;
    QLabel *m_empty;
    QPushButton *m_quote;
};

} // namespace brokerdesk::ui
