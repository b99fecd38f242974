#include "formwizard.h"

#include "confirm.h"
#include "look.h"
#include "stepindicator.h"

#include <QAbstractButton>
#include <QBoxLayout>
#include <QPushButton>

#include <QLineEdit>
#include <QMessageBox>

namespace brokerdesk::ui {

FormWizard::FormWizard(QWidget *parent) : QWizard(parent)
{
    // One set of words for every wizard (docs/glossary.md), and the step forward in the accent.
    setButtonText(QWizard::BackButton, tr("< &Back"));
    setButtonText(QWizard::NextButton, tr("&Next >"));
    setButtonText(QWizard::CancelButton, tr("Cancel"));
    for (const auto which : {QWizard::NextButton, QWizard::CommitButton, QWizard::FinishButton})
        if (auto *push = qobject_cast<QPushButton *>(button(which)))
            markPrimary(push);
    connect(this, &QWizard::currentIdChanged, this, [this] {
        if (QWizardPage *p = currentPage(); p && p->focusProxy())
            p->setFocus(Qt::TabFocusReason);
    });
}

void FormWizard::showSteps()
{
    QStringList names;
    for (const int id : pageIds())
        names << page(id)->title();
    for (int at = 0; at < names.size(); ++at) {
        auto *layout = qobject_cast<QBoxLayout *>(page(pageIds().at(at))->layout());
        if (!layout)
            continue;
        auto *steps = new StepIndicator(names, page(pageIds().at(at)));
        steps->setCurrent(at);
        layout->insertWidget(0, steps);
    }
}

bool FormWizard::hasTypedData() const
{
    for (const int id : pageIds())
        for (const QLineEdit *edit : page(id)->findChildren<QLineEdit *>())
            if (edit->isModified() && !edit->text().trimmed().isEmpty())
                return true;
    return false;
}

void FormWizard::reject()
{
    if (!hasTypedData()) {
        QWizard::reject();
        return;
    }
    if (m_asking)
        return;
    m_asking = true;
    QMessageBox *box = destructiveQuestion(
        this, tr("Discard what you typed?"), tr("Closing now loses everything typed in this form."),
        tr("&Discard"), tr("&Keep editing"), [this] { QWizard::reject(); });
    connect(box, &QMessageBox::finished, this, [this] { m_asking = false; });
    box->open();
}

bool FormWizard::focusNextPrevChild(bool next)
{
    // Called by QWidget::hide() on the page area while the buttons update: the page is hidden
    // but the wizard is not. Moving the focus then would take it from the field being typed into.
    if (QWizardPage *p = currentPage(); p && isVisible() && !p->isVisible())
        return true;
    return QWizard::focusNextPrevChild(next);
}

} // namespace brokerdesk::ui
