#include "lookups.h"

namespace brokerdesk::api {

Lookups::Lookups(QNetworkAccessManager &network, const QString &cachePath, QObject *parent)
    : QObject(parent), m_fetcher(network, &m_cache), m_address(m_fetcher), m_vehicle(m_fetcher)
{
    if (!cachePath.isEmpty()) {
        const auto report = m_cache.open(cachePath);
        if (!report.ok())
            qWarning("Lookup cache unavailable: %s", qPrintable(report.message));
    }
    m_address.setBaseUrl(defaultCepUrl());
    m_vehicle.setBaseUrl(defaultFipeUrl());
}

} // namespace brokerdesk::api
