#pragma once

#include "quotewizard.h"

#include "domain/holder.h"

#include <QHash>
#include <QSet>

namespace brokerdesk::ui {

class HolderForm;

// Step 3: the policy holder, a person (CPF) or a company (CNPJ), checked as typed, or picked
// from the customer directory; a picked customer who is a lead on the service has the quote
// request opened again carrying their lead_id; a person the service does not know yet is made a
// lead first (docs/sandbox.md, "Leads"), or, when the service has no leads, kept in the
// customer directory only. Next goes on at once: the lead is linked in the
// background while the broker types on, and the lifetime step waits for it before quoting.
class HolderStep final : public QuoteStep
{
    Q_OBJECT
public:
    explicit HolderStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    bool markFieldErrors(const api::ApiError &error) override;
    QList<QWidget *> missingFields() const override;

    HolderForm *form() const { return m_form; }
    // The lead the draft's quote request carries; empty when none.
    QString leadId() const;
    // Whether the holder's lead is still being made, or the request opened again for it.
    bool isLinking() const { return m_linking; }
    // Why linking the holder last failed; empty once tried again.
    const std::optional<api::ApiError> &linkError() const { return m_linkError; }
    // Tries again after linkError(); leadSettled() tells when it is done.
    void linkAgain();

signals:
    // The draft's request carries the holder's lead, or linkError() says why it does not.
    void leadSettled();

private:
    // One step towards a request that carries the wanted lead; each answer calls it again.
    void link();
    void openRequestFor(const QString &leadId);
    void makeLead(const domain::Holder &holder);
    // A service without leads: the person is a lead of this desk's customer directory only.
    void keepLocally(const domain::Holder &holder);
    void failLink(const api::ApiError &error);
    // Who a typed holder is, for the leads made here: the CPF/CNPJ, else the e-mail.
    static QString personKey(const domain::Holder &holder);
    // The lead of the directory's customer with this holder's CPF/CNPJ (else e-mail), if any.
    QString knownLead(const domain::Holder &holder) const;

    HolderForm *m_form;
    QString m_filledFor;                 // QuoteDraft::openedRequestId the form was filled for
    QString m_lead;                      // the lead of the picked holder
    QString m_leadRequest;               // the quote request opened for m_lead
    QHash<QString, QString> m_madeLeads; // personKey → lead made from this step
    // The failed lead create (personKey, Idempotency-Key): tried again as the same create.
    QPair<QString, QByteArray> m_failedLead;
    // What Next left to link: the holder, their lead if picked, and the draft they belong to.
    domain::Holder m_linkHolder;
    QString m_pickedLead;
    QString m_linkFor; // QuoteDraft::openedRequestId
    std::optional<api::ApiError> m_linkError;
    bool m_linking = false;
    // People kept in the customer directory alone, the service having no leads (personKey).
    QSet<QString> m_keptLocally;
};

} // namespace brokerdesk::ui
