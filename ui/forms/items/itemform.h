#pragma once

#include "domain/items.h"
#include "domain/money.h"

#include <optional>

#include <QWidget>

namespace brokerdesk::api {
class Lookups;
}

namespace brokerdesk::ui {

// The insured item's form for one product type (docs/contract.md, "Product-dependent objects").
class ItemForm : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual domain::InsuredItem value() const = 0;
    virtual bool isComplete() const = 0;
    // The fields still empty or wrong, in form order, each named by its accessible name; the
    // whole form when it cannot tell which.
    virtual QList<QWidget *> missingFields() const;
    // Shows exactly this item (a saved quote's, to quote again); an item of another shape
    // empties the form. Fields the form has no widget for are kept and sent back as they were.
    virtual void setValue(const domain::InsuredItem &item) = 0;
    // Fills what the holder already told us (an address, the first traveler).
    virtual void prefill(const domain::Holder &holder) { Q_UNUSED(holder) }
    // The widget for a field path inside the item ("plate", "travelers[0].birth_date").
    virtual QWidget *field(const QString &path) const;
    // The CEP and FIPE lookups a form fills from (none: the broker types everything).
    virtual void setLookups(api::Lookups *lookups) { Q_UNUSED(lookups) }
    // What the item is worth by a public table (a car's FIPE value), which proposes the insured
    // amount of the coverages that insure it at that value; changed() says when it is known.
    virtual std::optional<domain::Money> tableValue() const { return std::nullopt; }

signals:
    void changed();

protected:
    // Names a field for tests, accessibility and server errors ("item.plate").
    static void name(QWidget *w, const char *key, const QString &accessible);
};

// The form for a product type; a key/value editor for types with no fixed shape.
ItemForm *makeItemForm(domain::ProductType type, QWidget *parent);

} // namespace brokerdesk::ui
