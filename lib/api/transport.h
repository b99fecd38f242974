#pragma once

#include "connectionstate.h"
#include "networksettings.h"
#include "requestfactory.h"
#include "retrypolicy.h"

#include <QNetworkAccessManager>

#include <array>

namespace brokerdesk::api {

class TokenProvider;

// What every call of one client shares: the network managers, the request factory, the
// retry policy, the token provider and the connection state. Background work (the ledger
// mirror's pages) has managers of its own: Qt opens six connections per host and manager, so a
// sync keeping them busy would make every click wait behind it; and a first sync's pages in
// flight over 60 ms would wait for one of six connections (ten thousand pages: 100 s).
class Transport : public QObject
{
    Q_OBJECT
public:
    explicit Transport(QObject *parent = nullptr);
    // Tells running calls to let go of their replies first, while the manager still exists.
    ~Transport() override;

    QNetworkAccessManager &network() { return m_network; }
    // Background requests go to the background managers in turn.
    QNetworkAccessManager &network(bool background);
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
    std::array<QNetworkAccessManager, 2> m_background; // twelve connections in all
    size_t m_nextBackground = 0;
    RequestFactory m_requests;
    ConnectionTracker m_connection;
};

} // namespace brokerdesk::api
