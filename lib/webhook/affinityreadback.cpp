#include "affinityreadback.h"

#include "models/apipagesource.h"
#include "models/cursorwalker.h"

#include <QPointer>

namespace brokerdesk::webhook {

AffinityReadBack::AffinityReadBack(api::ApiClient &api, QObject *parent)
    : QObject(parent), m_api(api)
{
}

void AffinityReadBack::find(
    const QJsonObject &notice,
    const std::function<void(const WebhookReceiver::ReadBackResult &)> &done)
{
    const bool byId = notice.contains(QLatin1String("id"));
    const QLatin1String field(byId ? "id" : "affinity_request_id");
    const QString wanted = notice.value(field).toString();
    auto *source = new models::ApiPageSource(&m_api, api::ListResource::Affinities, this);
    auto *walker = new models::CursorWalker(source, source);
    walker->setRows(100);
    auto found = std::make_shared<std::optional<QJsonObject>>();
    walker->setPageHandler(
        [found, field, wanted](const QList<QJsonObject> &items, const QString &) {
            for (const QJsonObject &item : items)
                if (item.value(field).toString() == wanted) {
                    *found = item;
                    return false; // stop: found
                }
            return true;
        });
    connect(walker, &models::CursorWalker::finished, source,
            [walker, source, found, done](models::CursorWalker::Outcome outcome) {
                if (outcome == models::CursorWalker::Outcome::Failed)
                    done(WebhookReceiver::ReadBackResult(walker->lastFailure()));
                else if (outcome != models::CursorWalker::Outcome::Canceled)
                    done(WebhookReceiver::ReadBackResult(*found, QString()));
                source->deleteLater();
            });
    walker->start();
}

WebhookReceiver::ReadBack AffinityReadBack::function()
{
    return [self = QPointer(this)](const QJsonObject &notice, auto done) {
        if (self)
            self->find(notice, done);
    };
}

} // namespace brokerdesk::webhook
