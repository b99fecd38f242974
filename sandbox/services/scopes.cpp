#include "scopes.h"

namespace brokerdesk::sandbox::scopes {

QStringList all()
{
    return {quoteRead,     quoteWrite, saleRead,    saleWrite,    brokerProductRead,  affinityRead,
            affinityWrite, policyRead, policyWrite, cashFlowRead, recommendationWrite};
}

} // namespace brokerdesk::sandbox::scopes
