#pragma once

#include "page.h"

#include "domain/policy.h"

class QLabel;
class QTabWidget;

namespace brokerdesk::ui {

class CompareView;
class MultiQuoteView;
class PageHeader;
class QuoteWizard;
class StepIndicator;

// The Quote page: multicálculo (a new quote: one risk on every product, the page opens on it),
// the one-product wizard (re-quote, "Quote this"), and compare & re-quote over the saved quotes.
class QuotePage final : public Page
{
    Q_OBJECT
public:
    explicit QuotePage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override { return m_busy; }

    QuoteWizard *wizard() const { return m_wizard; }
    MultiQuoteView *multi() const { return m_multi; }
    void showMulti();
    CompareView *compare() const { return m_compare; }
    void showCompare();
    // The multicálculo on a policy's renewal (Workspace::renewalRequested), as last listed.
    void renew(const domain::Policy &policy);
    StepIndicator *steps() const { return m_steps; }
    QLabel *missing() const { return m_missing; } // what keeps Next disabled
    QString summary() const;

private:
    void describe(); // the header's line: the product and the step, or the saved quotes

    PageHeader *m_header;
    QTabWidget *m_tabs;
    QuoteWizard *m_wizard;
    QWidget *m_quoting = nullptr; // the wizard's tab
    MultiQuoteView *m_multi;
    StepIndicator *m_steps;
    QLabel *m_missing;
    CompareView *m_compare;
    bool m_busy = false;
};

} // namespace brokerdesk::ui
