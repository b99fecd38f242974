#include "itemform.h"

#include "beneficiaryform.h"
#include "electronicform.h"
#include "homeform.h"
#include "keyvalueform.h"
#include "travelform.h"
#include "vehicleform.h"

namespace brokerdesk::ui {

QWidget *ItemForm::field(const QString &path) const
{
    const QString key = path.section(u'[', 0, 0).section(u'.', 0, 0);
    return findChild<QWidget *>(QStringLiteral("item.") + key);
}

QList<QWidget *> ItemForm::missingFields() const
{
    return isComplete() ? QList<QWidget *>() : QList<QWidget *>{const_cast<ItemForm *>(this)};
}

void ItemForm::name(QWidget *w, const char *key, const QString &accessible)
{
    w->setObjectName(QStringLiteral("item.") + QLatin1String(key));
    w->setAccessibleName(accessible);
    // Fields are named top to bottom: the form (and its step) opens in the first.
    for (QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (auto *form = qobject_cast<ItemForm *>(p)) {
            if (!form->focusProxy())
                form->setFocusProxy(w);
            break;
        }
}

ItemForm *makeItemForm(domain::ProductType type, QWidget *parent)
{
    using S = domain::ItemShape;
    switch (domain::itemShape(type)) {
    case S::Vehicle:
        return new VehicleForm(parent);
    case S::Home:
        return new HomeForm(parent);
    case S::Electronic:
        return new ElectronicForm(parent);
    case S::Travel:
        return new TravelForm(parent);
    case S::Beneficiaries:
        return new BeneficiaryForm(parent);
    case S::KeyValues:
        break;
    }
    return new KeyValueForm(parent);
}

} // namespace brokerdesk::ui
