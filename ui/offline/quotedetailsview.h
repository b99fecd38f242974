#pragma once

#include "offline/offlinestore.h"
#include "offline/saleslog.h"

#include <QTextBrowser>

namespace brokerdesk::ui {

// A saved quote, read-only: product, holder, validity and every installment option per item;
// a sold one says when and to whom, with a link to its sale.
class QuoteDetailsView final : public QTextBrowser
{
    Q_OBJECT
public:
    explicit QuoteDetailsView(QWidget *parent = nullptr);

    void showQuote(const std::optional<cache::SavedQuote> &quote,
                   const std::optional<cache::SaleRecord> &sale = std::nullopt);

    static QString html(const cache::SavedQuote &quote,
                        const std::optional<cache::SaleRecord> &sale = std::nullopt);

signals:
    void saleLinkActivated(const QString &saleId); // "Open the sale" of a sold quote

private:
    QString m_saleId;
};

} // namespace brokerdesk::ui
