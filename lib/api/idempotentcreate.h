#pragma once

#include "apiresult.h"

#include <QJsonValue>

namespace brokerdesk::api {

// Retries a create under the Idempotency-Key of its first attempt: when a create fails and the
// user sends that same create again, the service must see the same key, so an answer lost on
// the way never makes a second quote, sale or affinity. A changed create, or a success,
// starts afresh with a new key.
class IdempotentCreate
{
public:
    // The key to send `create` (its body, or what identifies it) with: the failed attempt's
    // when it is the same create, else empty (the client makes a new one).
    QByteArray keyFor(const QJsonValue &create);
    // How the attempt ended: a failure keeps its key for a retry, a success forgets it.
    template <typename T> void settle(const ApiResult<T> &result)
    {
        if (result.ok())
            forget();
        else
            m_key = result.idempotencyKey();
    }
    // The next create is a new one, whatever it is.
    void forget();

private:
    QJsonValue m_create;
    QByteArray m_key;
};

} // namespace brokerdesk::api
