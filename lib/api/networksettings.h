#pragma once

#include <QString>

namespace brokerdesk::api {

// How the desk reaches the service from an office network: through the system's proxy (the
// default), none, or one entered by hand; and a certificate authority to trust besides the
// system's (an office whose proxy inspects TLS re-signs every site with its own).
struct NetworkSettings
{
    enum class Proxy { System, None, Manual };

    Proxy proxy = Proxy::System;
    QString proxyHost;
    quint16 proxyPort = 3128;
    QString proxyUser;
    QString proxyPassword; // from the keychain, never stored in the settings file
    QString extraCaFile;   // PEM; empty: the system's authorities only

    friend bool operator==(const NetworkSettings &, const NetworkSettings &) = default;
};

} // namespace brokerdesk::api
