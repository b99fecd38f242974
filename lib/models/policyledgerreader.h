#pragma once

#include "api/apiclient.h"
#include "domain/cancelrefund.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QObject>

namespace brokerdesk::models {

// Gathers one policy's cash-flow records. The service lists the ledger newest first with no
// filter by policy, and a policy's records are all written from its issue on: so the walk goes
// down from the newest record and stops at the first one older than the issue.
class PolicyLedgerReader final : public QObject
{
    Q_OBJECT
public:
    // Beyond this many pages (of 100) the walk gives up rather than read a whole busy ledger.
    static constexpr int maxPages = 20;

    explicit PolicyLedgerReader(api::ApiClient &api, QObject *parent = nullptr);

    void read(const QString &policyId, const QDateTime &issuedAt);
    bool isReading() const { return m_call.isRunning(); }

signals:
    // All the policy's records were read: what they say was paid and received.
    void found(const brokerdesk::domain::PolicyMoney &money);
    // The records could not all be read: `why` says so in plain words.
    void unavailable(const QString &why);

private:
    void fetch(const QString &cursor);

    api::ApiClient &m_api;
    api::CallHandle m_call;
    QString m_policyId;
    QDateTime m_issuedAt;
    QList<QJsonObject> m_records;
    int m_pages = 0;
};

} // namespace brokerdesk::models
