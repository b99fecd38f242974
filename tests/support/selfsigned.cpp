#include "selfsigned.h"

#include <QFile>
#include <QProcess>

SelfSigned SelfSigned::make(const QString &dir, const QString &name)
{
    SelfSigned s;
    s.certFile = dir + u'/' + name + QStringLiteral(".crt");
    s.keyFile = dir + u'/' + name + QStringLiteral(".key");
    QProcess openssl;
    openssl.setProcessChannelMode(QProcess::MergedChannels);
    // The address in subjectAltName: clients check IP addresses there, not in the CN.
    openssl.start(QStringLiteral("openssl"),
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                   QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"),
                   QStringLiteral("2"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"),
                   QStringLiteral("-addext"), QStringLiteral("subjectAltName=IP:127.0.0.1"),
                   QStringLiteral("-keyout"), s.keyFile, QStringLiteral("-out"), s.certFile});
    if (!openssl.waitForFinished(60000) || openssl.exitCode() != 0) {
        s.error = QStringLiteral("openssl failed: ") + QString::fromLocal8Bit(openssl.readAll()) +
                  openssl.errorString();
        return s;
    }
    const auto certs = QSslCertificate::fromPath(s.certFile);
    QFile keyFile(s.keyFile);
    if (certs.isEmpty() || !keyFile.open(QIODevice::ReadOnly)) {
        s.error = QStringLiteral("openssl wrote no usable certificate or key");
        return s;
    }
    s.certificate = certs.first();
    s.key = QSslKey(&keyFile, QSsl::Rsa);
    if (s.key.isNull())
        s.error = QStringLiteral("the key is not readable");
    return s;
}

QSslConfiguration SelfSigned::serverConfiguration() const
{
    QSslConfiguration c = QSslConfiguration::defaultConfiguration();
    c.setLocalCertificate(certificate);
    c.setPrivateKey(key);
    c.setPeerVerifyMode(QSslSocket::VerifyNone); // the server asks no client certificate
    return c;
}
