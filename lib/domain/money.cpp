#include "money.h"

namespace brokerdesk::domain {

namespace {

const QString &brlSymbol()
{
    static const QString symbol = QStringLiteral("R$");
    return symbol;
}

bool allDigits(QStringView s)
{
    for (QChar c : s)
        if (c < u'0' || c > u'9')
            return false;
    return true;
}

} // namespace

QList<Money> Money::split(int parts) const
{
    QList<Money> out;
    if (parts < 1)
        return out;
    const qint64 base = m_cents / parts;
    qint64 rest = m_cents % parts; // same sign as m_cents
    out.reserve(parts);
    for (int i = 0; i < parts; ++i) {
        qint64 share = base;
        if (rest > 0) {
            ++share;
            --rest;
        } else if (rest < 0) {
            --share;
            ++rest;
        }
        out.append(fromCents(share));
    }
    return out;
}

QString Money::format(const QLocale &locale) const
{
    // Exact for every amount below 2^53 cents, far beyond any premium or ledger.
    const double magnitude = static_cast<double>(m_cents < 0 ? -m_cents : m_cents) / 100.0;
    QString positive = locale.toCurrencyString(magnitude, brlSymbol(), 2);
    if (m_cents >= 0)
        return positive;
    // Qt writes "R$ -1.555,27" in Portuguese, which reads like a typo: a negative amount is
    // "−R$ 1.555,27", a true minus sign before the symbol. Where the locale's convention is
    // the accounting brackets ("(R$1,555.27)" in en_US) they stay.
    const QString qt = locale.toCurrencyString(-magnitude, brlSymbol(), 2);
    return qt.startsWith(u'(') ? qt : QChar(minusSign) + positive;
}

QString Money::toDecimalString() const
{
    const qint64 whole = m_cents / 100;
    const qint64 fraction = m_cents % 100;
    const QString sign = (m_cents < 0) ? QStringLiteral("-") : QString();
    return sign + QString::number(whole < 0 ? -whole : whole) + u'.' +
           QStringLiteral("%1").arg(fraction < 0 ? -fraction : fraction, 2, 10, QChar(u'0'));
}

std::optional<Money> Money::parse(const QString &text, const QLocale &locale)
{
    QString s = text;
    s.remove(brlSymbol());
    s.remove(locale.groupSeparator());
    s.removeIf([](QChar c) { return c.isSpace(); });
    bool negative = false;
    if (s.startsWith(u'(') && s.endsWith(u')')) {
        negative = true;
        s = s.mid(1, s.size() - 2);
    }
    if (s.startsWith(locale.negativeSign()) || s.startsWith(u'-') ||
        s.startsWith(QChar(minusSign))) {
        negative = !negative;
        s = s.mid(s.startsWith(u'-') || s.startsWith(QChar(minusSign))
                      ? 1
                      : locale.negativeSign().size());
    }

    const qsizetype point = s.indexOf(locale.decimalPoint());
    const QString whole = point < 0 ? s : s.left(point);
    const QString fraction = point < 0 ? QString() : s.mid(point + locale.decimalPoint().size());
    if ((whole.isEmpty() && fraction.isEmpty()) || !allDigits(whole) || !allDigits(fraction) ||
        fraction.size() > 2 || whole.size() > 15)
        return std::nullopt;

    qint64 cents = whole.isEmpty() ? 0 : whole.toLongLong() * 100;
    if (!fraction.isEmpty())
        cents += fraction.toLongLong() * (fraction.size() == 1 ? 10 : 1);
    return fromCents(negative ? -cents : cents);
}

} // namespace brokerdesk::domain
