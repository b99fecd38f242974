#include "confirm.h"
#include "common/look.h"

#include <QMessageBox>
#include <QPushButton>

namespace brokerdesk::ui {

QMessageBox *destructiveQuestion(QWidget *parent, const QString &question, const QString &details,
                                 const QString &destroyLabel, const QString &keepLabel,
                                 std::function<void()> onConfirm)
{
    auto *box =
        new QMessageBox(QMessageBox::Warning, QString(), question, QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("destructiveQuestion"));
    box->setInformativeText(details);
    QPushButton *destroy = box->addButton(destroyLabel, QMessageBox::DestructiveRole);
    destroy->setObjectName(QStringLiteral("confirmDestroy"));
    destroy->setAutoDefault(false); // focus on it must not make it what Enter presses
    markDestructive(destroy);
    QPushButton *keep = box->addButton(keepLabel, QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keep"));
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    keep->setFocus(); // taken when the box is shown
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(box, &QMessageBox::finished, box, [box, destroy, run = std::move(onConfirm)] {
        if (box->clickedButton() == destroy && run)
            run();
    });
    return box;
}

} // namespace brokerdesk::ui
