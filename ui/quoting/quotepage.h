#pragma once

#include "page.h"

class QTabWidget;

namespace brokerdesk::ui {

class CompareView;
class QuoteWizard;

// The Quote page: the quoting wizard, and compare & re-quote over the saved quotes.
class QuotePage : public Page
{
    Q_OBJECT
public:
    explicit QuotePage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override { return m_busy; }

    QuoteWizard *wizard() const { return m_wizard; }
    CompareView *compare() const { return m_compare; }
    void showCompare();

private:
    QTabWidget *m_tabs;
    QuoteWizard *m_wizard;
    CompareView *m_compare;
    bool m_busy = false;
};

} // namespace brokerdesk::ui
