#pragma once

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QString>

// A self-signed certificate for 127.0.0.1 made with the openssl command (scripts/deps.sh
// installs it), written into `dir`: what an office's own TLS endpoint or an inspecting proxy
// presents, and what no system store trusts.
struct SelfSigned
{
    QString certFile;
    QString keyFile;
    QSslCertificate certificate;
    QSslKey key;
    QString error; // empty when made

    bool ok() const { return error.isEmpty(); }
    // A server configuration presenting it.
    QSslConfiguration serverConfiguration() const;

    static SelfSigned make(const QString &dir, const QString &name = QStringLiteral("server"));
};
