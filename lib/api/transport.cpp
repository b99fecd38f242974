#include "transport.h"

#include <QNetworkProxy>
#include <QSslCertificate>

namespace brokerdesk::api {

Transport::Transport(QObject *parent) : QObject(parent)
{
    // Replies are deleted by the calls that own them, never behind their back.
    m_network.setAutoDeleteReplies(false);
    // Offices configure their proxy in the system (environment, desktop settings); Qt only
    // looks there when asked. Loopback addresses are never sent to it.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
}

bool Transport::setNetworkSettings(const NetworkSettings &n)
{
    using P = NetworkSettings::Proxy;
    switch (n.proxy) {
    case P::System:
        m_network.setProxy(QNetworkProxy(QNetworkProxy::DefaultProxy)); // the factory's answer
        break;
    case P::None:
        m_network.setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
        break;
    case P::Manual:
        m_network.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, n.proxyHost, n.proxyPort,
                                         n.proxyUser, n.proxyPassword));
        break;
    }
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    bool ok = true;
    if (!n.extraCaFile.isEmpty()) {
        const auto authorities = QSslCertificate::fromPath(n.extraCaFile, QSsl::Pem);
        ok = !authorities.isEmpty();
        tls.addCaCertificates(authorities);
    }
    m_requests.setSslConfiguration(tls);
    // Connections made under the old proxy or authorities must not carry new requests.
    m_network.clearConnectionCache();
    return ok;
}

Transport::~Transport()
{
    emit shuttingDown();
}

} // namespace brokerdesk::api
