#pragma once

#include <QDateTime>

namespace brokerdesk::sandbox {

// Wall-clock time in UTC, with an offset tests can move forward (expiry of quotes and
// tokens) without sleeping.
class Clock
{
public:
    QDateTime now() const { return QDateTime::currentDateTimeUtc().addMSecs(m_offsetMs); }
    void advance(qint64 ms) { m_offsetMs += ms; }

private:
    qint64 m_offsetMs = 0;
};

} // namespace brokerdesk::sandbox
