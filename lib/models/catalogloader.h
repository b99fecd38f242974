#pragma once

#include "api/apiclient.h"
#include "domain/catalog.h"
#include "offline/offlinestore.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QSet>

namespace brokerdesk::models {

// The channel's store with every product's vendor settings, as the catalog page shows it.
struct CatalogSnapshot
{
    domain::Store store;
    QHash<QString, domain::Vendor> vendors; // by product id
    QDateTime fetchedAt;
    bool fromCache = false;
    api::ApiError cacheReason; // why the saved copy is shown (fromCache)
    // Products whose vendor settings could not be fetched (not those that have none), and why.
    int vendorFailures = 0;
    api::ApiError vendorError;
};

// Fetches the store and the vendor settings of each product (the saved catalog's products
// beside the store, the new ones after it; up to 16 at a time, with progress), and saves them
// together in the offline store. When the service cannot give the
// store, the saved copy is loaded instead. The channel logo comes separately, as its file.
class CatalogLoader final : public QObject
{
    Q_OBJECT
public:
    CatalogLoader(api::ApiClient &api, cache::OfflineStore &offline, QObject *parent = nullptr);

    void load(const QString &brokerChannelId);
    // Stops fetching; what arrived is shown but not saved (it is incomplete).
    void cancel();
    bool isLoading() const { return m_loading; }
    int vendorCallsInFlight() const { return m_inFlight; }

    static std::optional<CatalogSnapshot> cached(cache::OfflineStore &offline,
                                                 const QString &brokerChannelId);

signals:
    void progress(int done, int total);
    void loaded(const brokerdesk::models::CatalogSnapshot &snapshot);
    void failed(const brokerdesk::api::ApiError &error); // and nothing saved to fall back on
    void logoLoaded(const QByteArray &file);             // an SVG image

private:
    void onStore(const api::ApiResult<domain::Store> &result);
    void want(const QString &productId); // its vendor settings, once per load
    void fetchNextVendors();
    void finish(bool save);
    void fetchLogo(const QUrl &url);
    void setLoading(bool loading);

    api::ApiClient &m_api;
    cache::OfflineStore &m_offline;
    bool m_loading = false;
    QString m_brokerChannelId;
    CatalogSnapshot m_snapshot;
    QStringList m_pendingProducts;
    QSet<QString> m_requested;
    bool m_storeIn = false; // the store's answer is in
    QList<api::CallHandle> m_calls;
    int m_inFlight = 0;
    int m_done = 0;
    quint64 m_generation = 0; // answers of a cancelled or superseded load are dropped
};

} // namespace brokerdesk::models
