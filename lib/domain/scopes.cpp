#include "scopes.h"

namespace brokerdesk::domain::scopes {

QStringList all()
{
    return {quoteRead,     quoteWrite, saleRead,    saleWrite,    brokerProductRead,  affinityRead,
            affinityWrite, policyRead, policyWrite, cashFlowRead, recommendationWrite};
}

} // namespace brokerdesk::domain::scopes
