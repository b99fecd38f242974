#include "serviceextensions.h"

#include "apierror.h"

#include <utility>

namespace brokerdesk::api {

bool ServiceExtensions::noteFailure(Extension extension, const ApiError &error)
{
    if (error.httpStatus != 404)
        return false;
    noteMissing(extension);
    return true;
}

void ServiceExtensions::noteMissing(Extension extension)
{
    if (isMissing(extension))
        return;
    m_missing |= bit(extension);
    emit changed();
}

void ServiceExtensions::reset()
{
    if (std::exchange(m_missing, 0u))
        emit changed();
}

} // namespace brokerdesk::api
