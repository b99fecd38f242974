#include "isodate.h"

#include <QDate>
#include <QDateTime>
#include <QRegularExpression>

#include <optional>

namespace brokerdesk::domain {

namespace {

// `count` ASCII digits at `at` as a number, or -1.
int number(QStringView s, qsizetype at, int count)
{
    int n = 0;
    for (int i = 0; i < count; ++i) {
        const char16_t c = s[at + i].unicode();
        if (c < u'0' || c > u'9')
            return -1;
        n = n * 10 + (c - u'0');
    }
    return n;
}

std::optional<qint64> fastParse(QStringView s)
{
    if (s.size() < 20 || s[4] != u'-' || s[7] != u'-' || s[10] != u'T' || s[13] != u':' ||
        s[16] != u':')
        return std::nullopt;
    const int year = number(s, 0, 4), month = number(s, 5, 2), day = number(s, 8, 2);
    const int hour = number(s, 11, 2), minute = number(s, 14, 2), second = number(s, 17, 2);
    if (!QDate::isValid(year, month, day) || hour < 0 || hour > 23 || minute < 0 || minute > 59 ||
        second < 0 || second > 59)
        return std::nullopt;
    qsizetype at = 19;
    int ms = 0;
    if (s[at] == u'.') {
        int digits = 0;
        for (++at; at < s.size() && s[at].isDigit(); ++at, ++digits)
            if (digits < 3)
                ms = ms * 10 + s[at].digitValue();
        if (digits == 0)
            return std::nullopt;
        for (; digits < 3; ++digits)
            ms *= 10;
    }
    int offsetMinutes = 0;
    const qsizetype rest = s.size() - at;
    if (rest == 1 && s[at] == u'Z') {
        // UTC
    } else if (rest == 6 && (s[at] == u'+' || s[at] == u'-') && s[at + 3] == u':') {
        const int h = number(s, at + 1, 2), m = number(s, at + 4, 2);
        if (h < 0 || h > 23 || m < 0 || m > 59)
            return std::nullopt;
        offsetMinutes = (s[at] == u'-' ? -1 : 1) * (h * 60 + m);
    } else {
        return std::nullopt;
    }
    const qint64 days = QDate(year, month, day).toJulianDay() - QDate(1970, 1, 1).toJulianDay();
    const qint64 seconds = days * 86400 + qint64(hour) * 3600 + qint64(minute) * 60 + second -
                           qint64(offsetMinutes) * 60;
    return seconds * 1000 + ms;
}

} // namespace

qint64 isoMsecs(QStringView text)
{
    if (const auto fast = fastParse(text))
        return *fast;
    const QDateTime t = QDateTime::fromString(text.toString(), Qt::ISODateWithMs);
    return t.isValid() ? t.toMSecsSinceEpoch() : 0;
}

QDateTime parseTimestamp(QStringView text)
{
    if (const auto fast = fastParse(text))
        return QDateTime::fromMSecsSinceEpoch(*fast, Qt::UTC);
    static const QRegularExpression dateOnly(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    static const QRegularExpression stamp(QStringLiteral(
        "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?([Zz]|[+-]\\d{2}:\\d{2})$"));
    if (dateOnly.match(text.toString()).hasMatch()) {
        const QDate d = QDate::fromString(text.toString(), QStringLiteral("yyyy-MM-dd"));
        return d.isValid() ? QDateTime(d, QTime(0, 0), Qt::UTC) : QDateTime();
    }
    if (!stamp.match(text.toString()).hasMatch())
        return {};
    QString normal = text.toString().toUpper();
    normal[10] = u'T';
    // Qt reads at most milliseconds: drop finer digits of the fraction.
    static const QRegularExpression fine(QStringLiteral("(\\.\\d{3})\\d+"));
    normal.replace(fine, QStringLiteral("\\1"));
    const QDateTime t = QDateTime::fromString(normal, Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : QDateTime();
}

QDate parseCalendarDate(QStringView text)
{
    // Whatever the offset, the date is the one written: check the whole text is a date or a
    // timestamp, then read its first ten characters.
    if (text.size() < 10 || text[4] != u'-' || text[7] != u'-' ||
        (text.size() > 10 && !fastParse(text) && !parseTimestamp(text).isValid()))
        return {};
    const int year = number(text, 0, 4), month = number(text, 5, 2), day = number(text, 8, 2);
    return QDate::isValid(year, month, day) ? QDate(year, month, day) : QDate();
}

QString calendarDateStamp(const QDate &day)
{
    return day.isValid() ? day.toString(QStringLiteral("yyyy-MM-dd")) + QStringLiteral("T00:00:00Z")
                         : QString();
}

} // namespace brokerdesk::domain
