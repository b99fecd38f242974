#pragma once

#include <QStringList>

class QWidget;

namespace brokerdesk::ui::demo {

// The demo customer and car the tour's screenshots (app/workstation) and the benchmarks (bench/)
// type into a holder form, kept in one place: Ana Souza of São Paulo, set on the form's named
// fields under `root`, her gender and marital status. `streetFromCep`: the
// street, city and state are left to the CEP lookup, as when the broker leaves the CEP.
// The names of the fields it did not find.
QStringList fillHolder(QWidget *root, bool streetFromCep);
// Her car, typed by hand (plate, brand and model): the names of the fields it did not find.
QStringList fillCar(QWidget *root);

} // namespace brokerdesk::ui::demo
