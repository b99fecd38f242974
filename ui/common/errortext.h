#pragma once

#include "api/apierror.h"
#include "domain/enums.h"

#include <QString>

namespace brokerdesk::ui::errortext {

// The interface's own sentence for a service error `code` (docs/contract.md), so the broker
// reads it in the interface's language; empty for a code the desk does not know.
QString forCode(const QString &code);

// What the broker reads about a failed call: the code's sentence, else a sentence for the kind
// of failure. The service's own words are never it (they go to the details, see ErrorBanner).
QString sentence(const api::ApiError &error);

// Why a quote has no prices, told by the desk (the insurer's own words, `Quote::error`, go to the
// details): declined (Rejected) or not priced (Failed); empty for another status.
QString quoteRefusal(domain::QuoteStatus status);

// A reason the service gave for a field ("is required", "must be a plate such as ..."), in the
// interface's language; a reason it does not know reads as "was not accepted".
QString fieldReason(const QString &reason);

// The label a broker knows for a field path the service names: "items[0].plate" →
// "Plate (item 1)". An unknown field reads as its words, never as a path.
QString fieldLabel(const QString &path);

} // namespace brokerdesk::ui::errortext
