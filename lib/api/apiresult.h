#pragma once

#include "apierror.h"

#include <variant>

namespace brokerdesk::api {

// The value an operation answered, or why it failed, with what support needs to trace it.
template <typename T> class ApiResult
{
public:
    ApiResult(T value, QString requestId, QByteArray idempotencyKey = {})
        : m_result(std::move(value)), m_requestId(std::move(requestId)),
          m_idempotencyKey(std::move(idempotencyKey))
    {
    }
    ApiResult(ApiError error, QByteArray idempotencyKey = {})
        : m_result(std::move(error)), m_idempotencyKey(std::move(idempotencyKey))
    {
        m_requestId = std::get<ApiError>(m_result).requestId;
    }

    bool ok() const { return m_result.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const { return std::get<T>(m_result); }
    T &value() { return std::get<T>(m_result); }
    const ApiError &error() const { return std::get<ApiError>(m_result); }

    // X-Request-Id of the last HTTP request made for this result.
    const QString &requestId() const { return m_requestId; }
    // The Idempotency-Key a create used: pass it again to retry that same create safely.
    const QByteArray &idempotencyKey() const { return m_idempotencyKey; }

private:
    std::variant<T, ApiError> m_result;
    QString m_requestId;
    QByteArray m_idempotencyKey;
};

} // namespace brokerdesk::api
