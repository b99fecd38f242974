#pragma once

#include "cache/customerdirectory.h"

namespace brokerdesk::ui {

class Workspace;

// One of a customer's records named as a broker names it — the product and its cover or day
// ("Auto Essencial · 29/11/2026 – 29/11/2027"), never by its id — from what this computer holds
// (the catalog saved last, the offline store, the sales log, the record the directory kept).
QString recordTitle(const cache::CustomerLink &link, const Workspace &workspace);

} // namespace brokerdesk::ui
