#pragma once

#include "addresslookup.h"
#include "cache/lookupcache.h"
#include "vehiclelookup.h"

namespace brokerdesk::api {

// The desk's two public lookups (CEP and FIPE), sharing one fetcher and the disk cache.
class Lookups final : public QObject
{
    Q_OBJECT
public:
    // `cachePath` empty: no disk cache (answers are not kept).
    Lookups(QNetworkAccessManager &network, const QString &cachePath, QObject *parent = nullptr);

    AddressLookup &address() { return m_address; }
    VehicleLookup &vehicle() { return m_vehicle; }
    LookupFetcher &fetcher() { return m_fetcher; }

    static QUrl defaultCepUrl() { return QUrl(QStringLiteral("https://viacep.com.br")); }
    static QUrl defaultFipeUrl() { return QUrl(QStringLiteral("https://parallelum.com.br")); }

private:
    cache::LookupCache m_cache;
    LookupFetcher m_fetcher;
    AddressLookup m_address;
    VehicleLookup m_vehicle;
};

} // namespace brokerdesk::api
