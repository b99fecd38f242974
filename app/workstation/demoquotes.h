#pragma once

#include <QString>

class QObject;

namespace brokerdesk::api {
class ApiClient;
}
namespace brokerdesk::cache {
class OfflineStore;
}

// On the built-in demo, when this desk has no saved quote yet: a quote of each of the first
// products of two kinds (auto, home), made through the service as a broker makes them and
// saved on this computer, so the offline quotes page can compare, re-quote and sell from the
// first start. Failures only leave the page as it was (with its empty state).
void makeDemoQuotes(brokerdesk::api::ApiClient &api, brokerdesk::cache::OfflineStore &store,
                    const QString &channelId, QObject *context);
