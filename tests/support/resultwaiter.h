#pragma once

#include "api/apiresult.h"
#include <QTest>

#include <optional>

// Collects the answer of one ApiClient call and counts how often the callback ran.
template <typename T> struct ResultWaiter
{
    std::optional<brokerdesk::api::ApiResult<T>> result;
    int calls = 0;

    std::function<void(const brokerdesk::api::ApiResult<T> &)> done()
    {
        return [this](const brokerdesk::api::ApiResult<T> &r) {
            ++calls;
            result = r;
        };
    }
    bool wait(int timeoutMs = 5000)
    {
        return QTest::qWaitFor([this] { return result.has_value(); }, timeoutMs);
    }
    const T &value() const { return result->value(); }
    const brokerdesk::api::ApiError &error() const { return result->error(); }
};
