#pragma once

#include "connectionstate.h"
#include "networksettings.h"
#include "requestfactory.h"
#include "retrypolicy.h"

#include <QNetworkAccessManager>

namespace brokerdesk::api {

class TokenProvider;

// What every call of one client shares: the one network manager, the request factory, the
// retry policy, the token provider and the connection state.
class Transport : public QObject
{
    Q_OBJECT
public:
    explicit Transport(QObject *parent = nullptr);
    // Tells running calls to let go of their replies first, while the manager still exists.
    ~Transport() override;

    QNetworkAccessManager &network() { return m_network; }
    RequestFactory &requests() { return m_requests; }
    ConnectionTracker &connection() { return m_connection; }
    // Proxy and trusted authorities for every later request. False when the extra authority
    // file holds no certificate (then only the system's are trusted).
    bool setNetworkSettings(const NetworkSettings &settings);
    RetryPolicy retry;
    TokenProvider *tokens = nullptr; // set by the owner; needed by authenticated calls

signals:
    void shuttingDown();

private:
    QNetworkAccessManager m_network;
    RequestFactory m_requests;
    ConnectionTracker m_connection;
};

} // namespace brokerdesk::api
