#pragma once

#include "quoting.h"

#include <optional>

namespace brokerdesk::domain {

// Whether a coverage insures the vehicle at the FIPE table's value: an option such as
// "100% FIPE", or a description that names the table (docs/examples.md's collision coverage).
bool isFipeCoverage(const Coverage &coverage);

// The insured amount a FIPE value proposes for that coverage with the chosen option: the
// option's percent ("110% FIPE") or 100 % of the value, in whole reais, within the coverage's
// limits. Nothing for a coverage that is not FIPE-based.
std::optional<Money> fipeInsuredAmount(const Coverage &coverage, const QString &optionId,
                                       Money fipeValue);

} // namespace brokerdesk::domain
