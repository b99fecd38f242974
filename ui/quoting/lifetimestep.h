#pragma once

#include "quotewizard.h"

#include "api/idempotentcreate.h"

namespace brokerdesk::ui {

class ErrorBanner;
class HolderStep;
class PeriodFields;

// Step 5: when the insurance starts and ends; Next asks the service for the quote and keeps
// the answer in the offline store.
class LifetimeStep final : public QuoteStep
{
    Q_OBJECT
public:
    explicit LifetimeStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    bool markFieldErrors(const api::ApiError &error) override;
    QList<QWidget *> missingFields() const override;

private:
    void requestQuote();
    HolderStep *holderStep() const; // whose lead goes with the quote
    void afterLead();               // the holder's lead is settled: quote, or say why not
    void sendQuote();
    void setBusy(bool busy);

    PeriodFields *m_period;
    ErrorBanner *m_error;
    api::IdempotentCreate m_create; // Retry repeats a failed create under its key
    QMetaObject::Connection m_waitingForLead;
    bool m_busy = false;
    bool m_ready = false;
    QString m_datesFor; // QuoteDraft::openedRequestId the dates were set for
};

} // namespace brokerdesk::ui
