#pragma once

#include "quotedraft.h"

#include <utility>

#include "api/apierror.h"

#include "common/formwizard.h"

namespace brokerdesk::ui {

class Workspace;

// The quoting wizard, one page per step (KMyMoney style: a page-id enum and one QWizardPage
// each). Embedded in QuotePage; Finish starts a new quote instead of closing.
class QuoteWizard final : public FormWizard
{
    Q_OBJECT
public:
    enum PageId {
        ProductStepId,
        PlanStepId,
        HolderStepId,
        ItemStepId,
        LifetimeStepId,
        ResultsStepId
    };

    explicit QuoteWizard(Workspace &workspace, QWidget *parent = nullptr);

    Workspace &workspace() const { return m_workspace; }
    QuoteDraft &draft() { return m_draft; }

    // Starts over on this broker product, opening its quote request at once so that the plan
    // step comes first ("Quote this" in the catalog); empty: the user picks one.
    void startWith(const QString &brokerProductId);
    // Starts over to quote this saved quote again (requoter.h): its product's request is
    // opened, every step is filled with the quote's data and passed while it is complete, up
    // to the new cover dates, where Next asks for the new prices. False (and why, in the
    // status line) when the quote cannot be read.
    bool requote(const QString &savedQuoteId);
    QString pendingProductId() const { return m_pendingProduct; }
    // Whether the product step should open the pending product's request by itself (once).
    bool takeOpenPending() { return std::exchange(m_openPending, false); }
    // Server field errors ("policy_holder.cpf", "items[0].plate"): goes back to the first page
    // that owns one and highlights them there. False when no page knows any of the fields.
    bool showFieldErrors(const api::ApiError &error);
    // Takes the service's answer for the quote sent as `requestJson` (new, or one the insurer
    // answered since): the draft holds it and it is saved on this computer. An empty string,
    // or why it could not be saved.
    QString takeQuote(const domain::Quote &quote, const QJsonObject &requestJson);

    // "Missing: CPF, E-mail" while the step lacks them (shown under Next), and the keyboard
    // taken to the first of them.
    QString missingText() const;
    void focusFirstMissing();

    void done(int result) override;
    // Embedded in its page, the wizard has nothing to close: Escape keeps what was typed.
    void reject() override {}
    // Whether a re-quote is still passing the filled steps by itself.
    bool isAdvancing() const { return m_advancing; }

signals:
    void quoteSaved(const QString &quoteId);
    void busyChanged(bool busy);
    void missingChanged(const QString &text);

private:
    void showMissing();
    // One step further through a re-quote, once the step on screen is filled and complete.
    void advance();

    Workspace &m_workspace;
    QuoteDraft m_draft;
    QString m_pendingProduct;
    bool m_openPending = false;
    bool m_advancing = false;
    QString m_missing;
};

// What every step adds to QWizardPage: the wizard, and field errors by JSON path.
class QuoteStep : public QWizardPage
{
    Q_OBJECT
public:
    using QWizardPage::QWizardPage;
    QuoteWizard *quoteWizard() const { return qobject_cast<QuoteWizard *>(wizard()); }
    // Highlights the fields of `error` this step owns; true if it owned any.
    virtual bool markFieldErrors(const api::ApiError &error)
    {
        Q_UNUSED(error)
        return false;
    }
    // What keeps Next disabled, named by the fields' accessible names (none by default).
    virtual QList<QWidget *> missingFields() const { return {}; }
    // Why the re-quote's data could not all be put in this step as it was (a coverage no
    // longer offered...); a re-quote stops here for the broker to look. Empty by default.
    virtual QString requoteProblem() const { return {}; }

protected:
    void clearMarks(); // before sending again: old server complaints no longer apply
};

} // namespace brokerdesk::ui
