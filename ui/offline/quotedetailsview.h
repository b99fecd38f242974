#pragma once

#include "cache/offlinestore.h"

#include <QTextBrowser>

namespace brokerdesk::ui {

// A saved quote, read-only: product, holder, validity and every installment option per item.
class QuoteDetailsView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit QuoteDetailsView(QWidget *parent = nullptr);

    void showQuote(const std::optional<cache::SavedQuote> &quote);

    static QString html(const cache::SavedQuote &quote);
};

} // namespace brokerdesk::ui
