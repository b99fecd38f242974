#pragma once

#include "shotplan.h"

// Multicálculo in the tour: the demo holder's car quoted on every auto product of the channel;
// the same with one product answered later and one refused, as the embedded sandbox's vendor
// switches make them; and a life risk, whose monthly premium the comparison reads per month.
// Pictured as NN-quote-multicalculo-auto, -later-refused and -life.
QList<Shot> multiShots(brokerdesk::ui::MainWindow &window);
