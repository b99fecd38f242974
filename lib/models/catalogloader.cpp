#include "catalogloader.h"

#include <QSet>

namespace brokerdesk::models {

namespace {
// Vendor calls at once: a whole store's in one round trip over a distant network, and still a
// bounded burst for the service.
constexpr int maxInFlight = 16;
} // namespace

CatalogLoader::CatalogLoader(api::ApiClient &api, cache::OfflineStore &offline, QObject *parent)
    : QObject(parent), m_api(api), m_offline(offline)
{
}

void CatalogLoader::load(const QString &brokerChannelId)
{
    cancel();
    const quint64 generation = ++m_generation;
    m_snapshot = {};
    m_brokerChannelId = brokerChannelId;
    m_storeIn = false;
    m_requested.clear();
    m_done = 0;
    setLoading(true);
    m_calls << m_api.merchantStore(brokerChannelId, this,
                                   [this, generation](const api::ApiResult<domain::Store> &result) {
                                       if (generation == m_generation)
                                           onStore(result);
                                   });
    // The products saved last time are asked for beside the store, not after it: over a
    // distant network that is the difference between two round trips and one.
    if (const auto saved = cached(m_offline, brokerChannelId)) {
        for (const auto &bp : std::as_const(saved->store.brokerProducts))
            want(bp.productId);
        fetchNextVendors();
    }
}

void CatalogLoader::want(const QString &productId)
{
    if (m_requested.contains(productId))
        return;
    m_requested.insert(productId);
    m_pendingProducts << productId;
}

void CatalogLoader::cancel()
{
    ++m_generation;
    for (auto &call : m_calls)
        call.cancel();
    m_calls.clear();
    m_pendingProducts.clear();
    m_inFlight = 0;
    if (m_loading) {
        if (!m_snapshot.store.brokerChannelId.isEmpty())
            emit loaded(m_snapshot);
        setLoading(false);
    }
}

void CatalogLoader::onStore(const api::ApiResult<domain::Store> &result)
{
    if (!result.ok()) {
        ++m_generation; // the vendor answers still coming are of no use now
        for (auto &call : m_calls)
            call.cancel();
        m_calls.clear();
        m_pendingProducts.clear();
        m_inFlight = 0;
        setLoading(false);
        if (auto saved = cached(m_offline, m_brokerChannelId)) {
            saved->cacheReason = result.error();
            emit loaded(*saved);
        } else {
            emit failed(result.error());
        }
        return;
    }
    m_snapshot.store = result.value();
    m_snapshot.fetchedAt = QDateTime::currentDateTimeUtc();
    m_storeIn = true;
    for (const auto &bp : std::as_const(m_snapshot.store.brokerProducts))
        want(bp.productId);
    emit progress(m_done, m_done + m_inFlight + int(m_pendingProducts.size()));
    fetchLogo(m_snapshot.store.logoUrl);
    if (m_inFlight == 0 && m_pendingProducts.isEmpty())
        finish(m_snapshot.vendorFailures == 0);
    else
        fetchNextVendors();
}

void CatalogLoader::fetchNextVendors()
{
    const quint64 generation = m_generation;
    while (m_inFlight < maxInFlight && !m_pendingProducts.isEmpty()) {
        const QString productId = m_pendingProducts.takeFirst();
        ++m_inFlight;
        m_calls << m_api.merchantVendor(
            productId, this,
            [this, generation, productId](const api::ApiResult<domain::Vendor> &result) {
                if (generation != m_generation)
                    return;
                --m_inFlight;
                ++m_done;
                // A product without vendor settings (404) still shows; its panel says so. Any
                // other failure is reported, and the incomplete catalog is not saved.
                if (result.ok()) {
                    m_snapshot.vendors.insert(productId, result.value());
                } else if (result.error().httpStatus != 404) {
                    ++m_snapshot.vendorFailures;
                    m_snapshot.vendorError = result.error();
                }
                if (!m_storeIn)
                    return fetchNextVendors(); // the store's answer says what is complete
                emit progress(m_done, m_done + m_inFlight + int(m_pendingProducts.size()));
                if (m_inFlight == 0 && m_pendingProducts.isEmpty())
                    finish(m_snapshot.vendorFailures == 0);
                else
                    fetchNextVendors();
            });
    }
}

void CatalogLoader::finish(bool save)
{
    m_calls.clear();
    // Products asked for from the saved catalog that the store no longer has are not kept.
    QSet<QString> offered;
    for (const auto &bp : std::as_const(m_snapshot.store.brokerProducts))
        offered.insert(bp.productId);
    m_snapshot.vendors.removeIf([&offered](const auto &it) { return !offered.contains(it.key()); });
    if (save && m_offline.isOpen()) {
        QList<QJsonObject> vendors;
        for (const auto &v : std::as_const(m_snapshot.vendors))
            vendors << domain::toJson(v);
        m_offline.saveCatalog(domain::toJson(m_snapshot.store), vendors, m_snapshot.fetchedAt);
    }
    setLoading(false);
    emit loaded(m_snapshot);
}

std::optional<CatalogSnapshot> CatalogLoader::cached(cache::OfflineStore &offline,
                                                     const QString &brokerChannelId)
{
    if (!offline.isOpen())
        return std::nullopt;
    const auto doc = offline.store(brokerChannelId);
    if (!doc)
        return std::nullopt;
    auto store = domain::fromJson<domain::Store>(doc->doc);
    if (!store)
        return std::nullopt;
    CatalogSnapshot s;
    s.store = store.value();
    s.fetchedAt = doc->fetchedAt;
    s.fromCache = true;
    for (const auto &bp : std::as_const(s.store.brokerProducts)) {
        if (const auto v = offline.vendor(bp.productId))
            if (auto vendor = domain::fromJson<domain::Vendor>(v->doc))
                s.vendors.insert(bp.productId, vendor.value());
    }
    return s;
}

void CatalogLoader::fetchLogo(const QUrl &url)
{
    if (!url.isValid() || url.isEmpty())
        return;
    m_api.file(url, this, [this](const api::ApiResult<QByteArray> &result) {
        if (result.ok()) // else the page shows the channel's name instead
            emit logoLoaded(result.value());
    });
}

void CatalogLoader::setLoading(bool loading)
{
    m_loading = loading;
}

} // namespace brokerdesk::models
