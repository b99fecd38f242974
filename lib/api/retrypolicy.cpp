#include "retrypolicy.h"

#include <algorithm>

namespace brokerdesk::api {

std::chrono::milliseconds RetryPolicy::backoff(int failedAttempts) const
{
    const int doublings = std::clamp(failedAttempts - 1, 0, 20);
    const std::chrono::milliseconds delay = firstDelay * (qint64(1) << doublings);
    return std::min(delay, maxDelay);
}

std::optional<std::chrono::milliseconds> RetryPolicy::parseRetryAfter(const QByteArray &value,
                                                                      const QDateTime &now)
{
    const QByteArray text = value.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool isNumber = false;
    const qint64 seconds = text.toLongLong(&isNumber);
    if (isNumber)
        return std::chrono::milliseconds(std::max<qint64>(seconds, 0) * 1000);
    // An HTTP date ("Sun, 22 Nov 2026 09:00:30 GMT"); Qt reads the zone only as an offset.
    QString date = QString::fromLatin1(text);
    if (date.endsWith(QLatin1String(" GMT")))
        date = date.chopped(4) + QStringLiteral(" +0000");
    const QDateTime at = QDateTime::fromString(date, Qt::RFC2822Date);
    if (!at.isValid())
        return std::nullopt;
    return std::chrono::milliseconds(std::max<qint64>(now.msecsTo(at), 0));
}

} // namespace brokerdesk::api
