#pragma once

#include <QString>
#include <QStringList>

// The OAuth scopes of docs/contract.md ("Scopes"), named once: the desk asks for them all, and
// the sandbox's routes each name the one they need (a seeded broker holds them all).
namespace brokerdesk::domain::scopes {

inline const QString quoteRead = QStringLiteral("quote:read");
inline const QString quoteWrite = QStringLiteral("quote:write");
inline const QString saleRead = QStringLiteral("sale:read");
inline const QString saleWrite = QStringLiteral("sale:write");
inline const QString brokerProductRead = QStringLiteral("broker-product:read");
inline const QString affinityRead = QStringLiteral("affinity:read");
inline const QString affinityWrite = QStringLiteral("affinity:write");
inline const QString policyRead = QStringLiteral("policy:read");
inline const QString policyWrite = QStringLiteral("policy:write");
inline const QString cashFlowRead = QStringLiteral("cash-flow:read");
inline const QString recommendationWrite = QStringLiteral("recommendation:write");

// Every scope, in the order the desk asks for them and a seeded broker's credentials list them.
QStringList all();

} // namespace brokerdesk::domain::scopes
