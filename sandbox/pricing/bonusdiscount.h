#pragma once

#include <QtGlobal>

namespace brokerdesk::sandbox::bonus {

// The renewal discount of a bonus class (classe de bônus, 0–10: a year without claims each),
// docs/sandbox.md "Renewals": 4 % a class, so 40 % at class 10, on the net premium.
constexpr int percentPerClass = 4;
constexpr int maxClass = 10;

constexpr int discountPercent(int bonusClass)
{
    return percentPerClass * (bonusClass < 0 ? 0 : bonusClass > maxClass ? maxClass : bonusClass);
}

// `net` (cents) after the class's discount, rounded to the cent.
constexpr qint64 discounted(qint64 net, int bonusClass)
{
    const qint64 kept = 100 - discountPercent(bonusClass);
    return (net * kept + 50) / 100;
}

} // namespace brokerdesk::sandbox::bonus
