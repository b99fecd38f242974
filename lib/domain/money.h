#pragma once

#include <QList>
#include <QLocale>
#include <QString>

#include <compare>
#include <optional>

namespace brokerdesk::domain {

// An amount of Brazilian reais in integer cents, as on the wire. Never a double, except
// inside format(), where QLocale needs one for display only.
class Money
{
public:
    constexpr Money() = default;
    static constexpr Money fromCents(qint64 cents)
    {
        Money m;
        m.m_cents = cents;
        return m;
    }

    constexpr qint64 cents() const { return m_cents; }
    constexpr bool isZero() const { return m_cents == 0; }
    constexpr bool isNegative() const { return m_cents < 0; }

    constexpr Money operator+(Money other) const { return fromCents(m_cents + other.m_cents); }
    constexpr Money operator-(Money other) const { return fromCents(m_cents - other.m_cents); }
    constexpr Money operator-() const { return fromCents(-m_cents); }
    constexpr Money operator*(qint64 factor) const { return fromCents(m_cents * factor); }
    constexpr Money &operator+=(Money other)
    {
        m_cents += other.m_cents;
        return *this;
    }
    constexpr Money &operator-=(Money other)
    {
        m_cents -= other.m_cents;
        return *this;
    }
    friend constexpr bool operator==(Money, Money) = default;
    friend constexpr auto operator<=>(Money, Money) = default; // NOLINT(modernize-use-nullptr)
    // (The NOLINT above: clang-tidy 14 takes <=>'s comparison with 0 for a null pointer.)
    // Splits into `parts` amounts that differ by at most one cent and add up exactly to this
    // one, the larger ones first (how installments are shown). Empty for parts < 1.
    QList<Money> split(int parts) const;

    // "R$ 1.234,56" in pt_BR, "R$1,234.56" in en_US: the locale's currency pattern with the
    // BRL symbol, always two decimals. Negative: "−R$ 1.234,56" (U+2212), or the locale's
    // accounting brackets where it has them ("(R$1,234.56)" in en_US).
    QString format(const QLocale &locale = QLocale()) const;
    static constexpr char16_t minusSign = u'\u2212';

    // "1234.56", "-0.05": locale-free, for files and logs.
    QString toDecimalString() const;

    // What a person types in this locale: "1.234,56", "R$ 10", "-3,5" in pt_BR; "1,234.56" in
    // en. Nothing for text that is not an amount with at most two decimals.
    static std::optional<Money> parse(const QString &text, const QLocale &locale = QLocale());

private:
    qint64 m_cents = 0;
};

} // namespace brokerdesk::domain
