#include "transport.h"

#include <QNetworkProxy>
#include <QSslCertificate>

namespace brokerdesk::api {

Transport::Transport(QObject *parent) : QObject(parent)
{
    // Replies are deleted by the calls that own them, never behind their back.
    m_network.setAutoDeleteReplies(false);
    for (QNetworkAccessManager &manager : m_background)
        manager.setAutoDeleteReplies(false);
    // Offices configure their proxy in the system (environment, desktop settings); Qt only
    // looks there when asked. Loopback addresses are never sent to it.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
}

bool Transport::setNetworkSettings(const NetworkSettings &n)
{
    using P = NetworkSettings::Proxy;
    QNetworkProxy proxy(QNetworkProxy::DefaultProxy); // P::System: the factory's answer
    if (n.proxy == P::None)
        proxy = QNetworkProxy(QNetworkProxy::NoProxy);
    else if (n.proxy == P::Manual)
        proxy = QNetworkProxy(QNetworkProxy::HttpProxy, n.proxyHost, n.proxyPort, n.proxyUser,
                              n.proxyPassword);
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    bool ok = true;
    if (!n.extraCaFile.isEmpty()) {
        const auto authorities = QSslCertificate::fromPath(n.extraCaFile, QSsl::Pem);
        ok = !authorities.isEmpty();
        tls.addCaCertificates(authorities);
    }
    m_requests.setSslConfiguration(tls);
    const auto apply = [&proxy](QNetworkAccessManager &manager) {
        manager.setProxy(proxy);
        // Connections made under the old proxy or authorities must not carry new requests.
        manager.clearConnectionCache();
    };
    apply(m_network);
    for (QNetworkAccessManager &manager : m_background)
        apply(manager);
    return ok;
}

QNetworkAccessManager &Transport::network(bool background)
{
    if (!background)
        return m_network;
    m_nextBackground = (m_nextBackground + 1) % m_background.size();
    return m_background.at(m_nextBackground);
}

Transport::~Transport()
{
    emit shuttingDown();
}

} // namespace brokerdesk::api
