#include "fieldmarks.h"

#include <QVariant>
#include <QWidget>

namespace brokerdesk::ui::fieldmarks {

namespace {
constexpr char invalidProperty[] = "brokerdeskInvalid";
}

void markInvalid(QWidget *field, const QString &reason)
{
    if (!field)
        return;
    field->setProperty(invalidProperty, true);
    field->setStyleSheet(QStringLiteral("border: 2px solid #c0392b; border-radius: 3px;"));
    field->setToolTip(reason);
    field->setAccessibleDescription(reason);
}

void clear(QWidget *field)
{
    if (!field || !isMarked(field))
        return;
    field->setProperty(invalidProperty, false);
    field->setStyleSheet(QString());
    field->setToolTip(QString());
    field->setAccessibleDescription(QString());
}

bool isMarked(const QWidget *field)
{
    return field && field->property(invalidProperty).toBool();
}

} // namespace brokerdesk::ui::fieldmarks
