#pragma once

#include "quotewizard.h"

#include <QHash>

namespace brokerdesk::ui {

class ErrorBanner;
class HolderForm;

// Step 3: the policy holder, a person (CPF) or a company (CNPJ), checked as typed, or picked
// from the customer directory; a picked customer who is a lead on the service has the quote
// request opened again carrying their lead_id; a person the service does not know yet is made a
// lead first (docs/sandbox.md, "Leads").
class HolderStep : public QuoteStep
{
    Q_OBJECT
public:
    explicit HolderStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    bool markFieldErrors(const api::ApiError &error) override;

    HolderForm *form() const { return m_form; }
    bool isBusy() const { return m_busy; }
    // The lead the draft's quote request carries; empty when none.
    QString leadId() const;

private:
    void setBusy(bool busy);
    void openRequestFor(const QString &leadId);
    void makeLead(const domain::Holder &holder);
    // Who a typed holder is, for the leads made here: the CPF/CNPJ, else the e-mail.
    static QString personKey(const domain::Holder &holder);

    HolderForm *m_form;
    ErrorBanner *m_error;
    QString m_lead;                      // the lead of the picked holder
    QString m_leadRequest;               // the quote request opened for m_lead
    QHash<QString, QString> m_madeLeads; // personKey → lead made from this step
    // The failed lead create (personKey, Idempotency-Key): tried again as the same create.
    QPair<QString, QByteArray> m_failedLead;
    bool m_serviceHasNoLeads = false; // it answered 404
    bool m_busy = false;
};

} // namespace brokerdesk::ui
