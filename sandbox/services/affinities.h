#pragma once

#include "http/router.h"
#include "paging/paging.h"
#include "store/states.h"
#include "webhooks/outbox.h"

#include <QObject>
#include <QTimer>

namespace brokerdesk::sandbox {

// The file name of each attachment type's PDF (1 certificate ... 4 cancel).
inline constexpr const char *attachmentKinds[] = {"", "certificate", "general-conditions",
                                                  "capitalization-regulation", "cancel"};

// Affinity insurance through the broker's partnership: the partnership, requests, creation
// (Pending), asynchronous issuance, cancel and expiry — each change also a webhook event.
class AffinityService
{
public:
    AffinityService(ServiceContext &ctx, WebhookOutbox &outbox);

    void registerRoutes(Router &router);

    Result<QJsonObject> partnership(const QString &brokerId) const;
    Result<QJsonObject> createRequest(const QString &brokerId, const QJsonObject &body);
    Result<QJsonObject> create(const QString &brokerId, const QJsonObject &body);
    Result<QJsonObject> cancel(const QString &brokerId, const QString &affinityId);

    // Issues the Pending affinities that are due and expires those past lifetime_end.
    void runDueJobs();
    // The same for one broker, by its clock (POST /sandbox/clock); the earliest change still
    // ahead for that broker, or invalid.
    QDateTime runDueJobs(const QString &brokerId);

private:
    std::optional<QJsonObject> load(const QString &brokerId, const QString &id) const;
    QJsonObject partnerAsHolder(const QString &brokerId) const;
    bool save(const QJsonObject &affinity, AffinityStatus status);
    // When an affinity whose last day is `end` expires: as that day starts in the business zone.
    QString expiresAt(const QDate &end) const;
    QJsonObject attachment(const QString &affinityId, int type) const;
    HttpResponse document(const RequestContext &c) const;
    QByteArray signature(const QString &affinityId, const QString &kind) const;

    ServiceContext &m_ctx;
    WebhookOutbox &m_outbox;
    ListPager m_pager;
    QTimer m_jobs;
};

} // namespace brokerdesk::sandbox
