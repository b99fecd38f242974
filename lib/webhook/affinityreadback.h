#pragma once

#include "webhookreceiver.h"

namespace brokerdesk::api {
class ApiClient;
}

namespace brokerdesk::webhook {

// Reads back from the service the affinity an unsigned notice names: walks GET /v1/affinity
// (the interface's list, newest first, by cursor, 100 a page) to the row with the notice's id,
// else its affinity_request_id. That row, never the notice, is what the desk applies.
class AffinityReadBack final : public QObject
{
    Q_OBJECT
public:
    explicit AffinityReadBack(api::ApiClient &api, QObject *parent = nullptr);

    // Answers once, later: the row, std::nullopt when the whole list has none, or why the
    // list could not be read.
    void find(const QJsonObject &notice,
              const std::function<void(const WebhookReceiver::ReadBackResult &)> &done);
    // find() as a WebhookReceiver takes it (this object must outlive the receiver's reads, or
    // they answer nothing).
    WebhookReceiver::ReadBack function();

private:
    api::ApiClient &m_api;
};

} // namespace brokerdesk::webhook
