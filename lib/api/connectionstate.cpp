#include "connectionstate.h"

namespace brokerdesk::api {

QString displayName(ConnectionState state)
{
    switch (state) {
    case ConnectionState::SignedOut:
        return QCoreApplication::translate("ConnectionState", "Signed out");
    case ConnectionState::SigningIn:
        return QCoreApplication::translate("ConnectionState", "Signing in…");
    case ConnectionState::Online:
        return QCoreApplication::translate("ConnectionState", "Online");
    case ConnectionState::Offline:
        return QCoreApplication::translate("ConnectionState", "Offline");
    case ConnectionState::ServiceUnavailable:
        return QCoreApplication::translate("ConnectionState", "Service unavailable");
    }
    return {};
}

void ConnectionTracker::noteSigningIn()
{
    // A token refresh while online is invisible to the user: keep showing Online.
    if (m_state != ConnectionState::Online)
        set(ConnectionState::SigningIn);
}

void ConnectionTracker::noteSignedIn()
{
    set(ConnectionState::Online);
}

void ConnectionTracker::noteSignedOut(const ApiError &why)
{
    m_lastError = why;
    set(ConnectionState::SignedOut);
}

void ConnectionTracker::noteAnswered()
{
    set(ConnectionState::Online);
}

void ConnectionTracker::noteFailure(const ApiError &error)
{
    using K = ApiError::Kind;
    switch (error.kind) {
    case K::Offline:
    case K::Timeout:
    case K::Tls:
        m_lastError = error;
        set(ConnectionState::Offline);
        break;
    case K::Server:
    case K::RateLimited:
    case K::Dropped:
    case K::BadAnswer:
        m_lastError = error;
        set(ConnectionState::ServiceUnavailable);
        break;
    case K::NotConfigured:
        noteSignedOut(error);
        break;
    case K::Auth:
    case K::Http:
        noteAnswered();
        break;
    }
}

void ConnectionTracker::set(ConnectionState state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

} // namespace brokerdesk::api
