#pragma once

#include "apierror.h"

#include <QObject>

namespace brokerdesk::api {
Q_NAMESPACE

// What the connection indicator shows.
enum class ConnectionState {
    SignedOut,          // no token and not trying (no credentials, or sign-in refused)
    SigningIn,          // asking the token endpoint
    Online,             // the service answered the last exchange
    Offline,            // the service could not be reached
    ServiceUnavailable, // reached, but it failed (5xx, 429, dropped or unreadable answers)
};
Q_ENUM_NS(ConnectionState)

QString displayName(ConnectionState state); // translated, for the indicator

// Folds what each exchange learned into one state; the client's calls feed it.
class ConnectionTracker final : public QObject
{
    Q_OBJECT
public:
    explicit ConnectionTracker(QObject *parent = nullptr) : QObject(parent) {}

    ConnectionState state() const { return m_state; }
    // The failure behind Offline, ServiceUnavailable or a refused sign-in.
    const ApiError &lastError() const { return m_lastError; }

    void noteSigningIn();                         // a token request starts
    void noteSignedIn();                          // a token arrived
    void noteSignedOut(const ApiError &why = {}); // sign-in refused, or the user signed out
    void noteAnswered(); // the API answered (success or a refusal of the request itself)
    void noteFailure(const ApiError &error); // a failure of the service or the way to it

signals:
    void stateChanged(brokerdesk::api::ConnectionState state);

private:
    void set(ConnectionState state);

    ConnectionState m_state = ConnectionState::SignedOut;
    ApiError m_lastError;
};

} // namespace brokerdesk::api
