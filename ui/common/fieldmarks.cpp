#include "fieldmarks.h"

#include <QFormLayout>
#include <QLabel>
#include <QPointer>
#include <QVariant>
#include <QWidget>

namespace brokerdesk::ui::fieldmarks {

namespace {
constexpr char invalidProperty[] = "brokerdeskInvalid";
constexpr char reasonProperty[] = "brokerdeskReasonLabel";

bool layoutHolds(QLayout *layout, QWidget *field)
{
    if (!layout)
        return false;
    if (layout->indexOf(field) >= 0)
        return true;
    for (int i = 0; i < layout->count(); ++i)
        if (layoutHolds(layout->itemAt(i)->layout(), field))
            return true;
    return false;
}

// The form layout and row that show `field` (directly or in a row's nested layout).
QFormLayout *formRowOf(QWidget *field, int *row)
{
    QWidget *owner = field->parentWidget();
    auto *form = owner ? qobject_cast<QFormLayout *>(owner->layout()) : nullptr;
    if (!form)
        return nullptr;
    for (int r = 0; r < form->rowCount(); ++r) {
        QLayoutItem *item = form->itemAt(r, QFormLayout::FieldRole);
        if (item && (item->widget() == field || layoutHolds(item->layout(), field))) {
            *row = r;
            return form;
        }
    }
    return nullptr;
}

QLabel *reasonLabel(const QWidget *field)
{
    return qobject_cast<QLabel *>(field->property(reasonProperty).value<QObject *>());
}

// The reason in words right under the field, where the eye already is (a tooltip needs a hover).
void showReason(QWidget *field, const QString &reason)
{
    if (QLabel *label = reasonLabel(field)) {
        label->setText(reason);
        return;
    }
    int row = 0;
    QFormLayout *form = formRowOf(field, &row);
    if (!form)
        return;
    auto *label = new QLabel(reason);
    label->setObjectName(field->objectName() + QLatin1String(".problem"));
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b03a2e;"));
    form->insertRow(row + 1, static_cast<QWidget *>(nullptr), label);
    field->setProperty(reasonProperty, QVariant::fromValue<QObject *>(label));
}

void hideReason(QWidget *field)
{
    QLabel *label = reasonLabel(field);
    field->setProperty(reasonProperty, QVariant());
    int row = 0;
    if (!label)
        return;
    if (QFormLayout *form = formRowOf(label, &row))
        form->removeRow(row); // deletes the label
    else
        delete label;
}

} // namespace

void markInvalid(QWidget *field, const QString &reason)
{
    if (!field)
        return;
    field->setProperty(invalidProperty, true);
    field->setStyleSheet(QStringLiteral("border: 2px solid #c0392b; border-radius: 3px;"));
    field->setToolTip(reason);
    field->setAccessibleDescription(reason);
    showReason(field, reason);
}

void clear(QWidget *field)
{
    if (!field || !isMarked(field))
        return;
    field->setProperty(invalidProperty, false);
    field->setStyleSheet(QString());
    field->setToolTip(QString());
    field->setAccessibleDescription(QString());
    hideReason(field);
}

void clearAll(QWidget *root)
{
    QList<QWidget *> marked; // clearing deletes reason labels, children of root too
    for (QWidget *w : root->findChildren<QWidget *>())
        if (isMarked(w))
            marked << w;
    for (QWidget *w : std::as_const(marked))
        clear(w);
}

bool isMarked(const QWidget *field)
{
    return field && field->property(invalidProperty).toBool();
}

QString reason(const QWidget *field)
{
    const QLabel *label = field ? reasonLabel(field) : nullptr;
    return label ? label->text() : QString();
}

} // namespace brokerdesk::ui::fieldmarks
