#pragma once

#include <QWizard>

namespace brokerdesk::ui {

// A QWizard for forms people type into. QWizard hides its page area for a moment each time a
// page reports completeChanged (to update its buttons without flicker); that hide moves the
// keyboard focus out of the field being typed into, so the next letters went to the sidebar.
// This wizard keeps the focus where it is. A page with a focus proxy opens with the keyboard
// there (QWizard gives it to the page's first focusable child). Closing it with typed data asks.
class FormWizard : public QWizard
{
    Q_OBJECT
public:
    explicit FormWizard(QWidget *parent = nullptr);

    // Puts the step indicator the quote wizard shows ("✓ Product › 2 Plan › …") on top of each
    // page; call it once every page is set.
    void showSteps();

    // True when the user changed any text field of any page (prefilled text does not count).
    bool hasTypedData() const;

    // Cancel, Escape or the window's close button: asks before discarding typed data.
    void reject() override;

protected:
    bool focusNextPrevChild(bool next) override;

private:
    bool m_asking = false;
};

} // namespace brokerdesk::ui
