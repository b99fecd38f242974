#pragma once

#include "offlinestore.h"

// The offline store's schema history and the facts derived from a saved quote's JSON (shared
// by saving and by the migration that backfilled them).
namespace brokerdesk::cache::offline {

constexpr quint32 applicationId = 0x42444f53; // "BDOS"

QList<Migration> migrations();

struct QuoteFacts
{
    QString quoteId;
    QString productName;
    QString holderName;
    QString validUntil; // RFC 3339, as sent
    QString searchText;
    QList<QJsonObject> items;
    QList<SavedInstallment> installments;
};

QuoteFacts quoteFacts(const QJsonObject &brokerProduct, const QJsonObject &request,
                      const QJsonObject &answer);
// Replaces the derived columns and rows of one quote (inside the caller's transaction).
bool writeQuoteFacts(QSqlDatabase &db, const QuoteFacts &facts, QString *error);

} // namespace brokerdesk::cache::offline
