#pragma once

#include "quotewizard.h"

#include "api/httpcall.h"
#include "api/idempotentcreate.h"

class QLabel;
class QLineEdit;
class QListWidget;

namespace brokerdesk::ui {

class ErrorBanner;

// Step 1: a broker product of the channel's store; Next opens the quote request for it.
class ProductStep final : public QuoteStep
{
    Q_OBJECT
public:
    explicit ProductStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    bool isBusy() const { return m_busy; }

private:
    void loadStore();
    void showProducts(const QList<domain::BrokerProduct> &products, const QList<QJsonObject> &json);
    void filter(const QString &text);
    void openQuoteRequest();
    void setBusy(bool busy);
    QString selectedId() const;

    QLineEdit *m_search;
    QListWidget *m_list;
    QLabel *m_note;
    ErrorBanner *m_error;
    QList<QJsonObject> m_productJson;
    QList<domain::BrokerProduct> m_products;
    QString m_readyFor;             // the product whose quote request is in the draft
    api::IdempotentCreate m_create; // by product: Retry repeats a failed quote request
    api::CallHandle m_storeCall;    // one catalog load per channel at a time, however many ask
    QString m_storeChannel;
    enum class Failed { Store, QuoteRequest } m_failed = Failed::Store; // what Retry repeats
    bool m_busy = false;
    bool m_loaded = false;
};

} // namespace brokerdesk::ui
