#pragma once

#include "shotplan.h"

// Multicálculo in the tour: the demo holder's car quoted on every auto product of the channel,
// and a life risk, whose monthly premium the comparison reads per month. Pictured as
// NN-quote-multicalculo-auto and NN-quote-multicalculo-life.
QList<Shot> multiShots(brokerdesk::ui::MainWindow &window);
