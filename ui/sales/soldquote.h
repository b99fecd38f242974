#pragma once

#include "offline/saleslog.h"

#include <optional>

namespace brokerdesk::ui {

class Workspace;

// A saved quote that was sold offers no other sale: the sale that took it, as the desk recorded
// it (nothing when none did, or when the desk keeps no sales log).
std::optional<cache::SaleRecord> saleOfQuote(const Workspace &workspace, const QString &quoteId);

// That sale as a broker names it, never by its id: "Sold on 12/11/2026 14:05 to Mariana Souza ·
// R$ 1.234,56 in all · Credit card · policy issued".
QString soldSentence(const cache::SaleRecord &sale);

} // namespace brokerdesk::ui
