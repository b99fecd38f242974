#pragma once

#include <type_traits>

namespace brokerdesk::sandbox {

// The status codes the interface gives each resource (docs/interface.md, "States and
// transitions"; policies from docs/contract.md). The same numbers go on the wire, into the
// status columns and into the stored documents, so they are named once here.

enum class AffinityStatus { Issued = 1, Canceled = 2, Expired = 3, Renewed = 4, Pending = 5 };

enum class QuoteStatus { Started = 1, Pending = 2, Failed = 3, Finished = 4, Rejected = 5 };

// Also the payment's progress: Pending while it settles, Failed when it is refused.
enum class SaleStatus { Started = 1, Pending = 2, Failed = 3, Finished = 4, Canceled = 5 };

enum class PolicyStatus { Active = 1, Canceled = 2 };

// The number of a status, for JSON and for binding into SQL.
template <typename Status>
requires std::is_enum_v<Status>
constexpr int code(Status status)
{
    return static_cast<int>(status);
}

} // namespace brokerdesk::sandbox
