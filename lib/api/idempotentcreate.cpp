#include "idempotentcreate.h"

namespace brokerdesk::api {

QByteArray IdempotentCreate::keyFor(const QJsonValue &create)
{
    if (create != m_create)
        m_key.clear(); // changed since the failure: a new create, not a retry
    m_create = create;
    return m_key;
}

void IdempotentCreate::forget()
{
    m_create = QJsonValue();
    m_key.clear();
}

} // namespace brokerdesk::api
