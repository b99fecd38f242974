#include "desksettings.h"

#include <QRandomGenerator>
#include <QSettings>

namespace brokerdesk::ui {

DeskSettings DeskSettings::load()
{
    QSettings s;
    DeskSettings d;
    s.beginGroup(QStringLiteral("connection"));
    d.useSandbox = s.value(QStringLiteral("useSandbox"), true).toBool();
    d.server.baseUrl = s.value(QStringLiteral("serverUrl")).toUrl();
    d.server.tokenUrl = s.value(QStringLiteral("tokenUrl")).toUrl();
    d.server.clientId = s.value(QStringLiteral("clientId")).toString();
    d.server.audience = s.value(QStringLiteral("audience"), d.server.audience).toString();
    d.server.scopes = s.value(QStringLiteral("scopes"), d.server.scopes).toStringList();
    d.server.allowInsecureHttp = s.value(QStringLiteral("allowInsecureHttp"), false).toBool();
    d.brokerChannelId = s.value(QStringLiteral("brokerChannelId")).toString();
    s.endGroup();
    d.language = s.value(QStringLiteral("ui/language")).toString();
    s.beginGroup(QStringLiteral("webhook"));
    d.webhookEnabled = s.value(QStringLiteral("enabled"), false).toBool();
    d.webhookPort = quint16(s.value(QStringLiteral("port"), d.webhookPort).toUInt());
    d.webhookAddress = s.value(QStringLiteral("address")).toString();
    d.webhookCertFile = s.value(QStringLiteral("certificateFile")).toString();
    d.webhookKeyFile = s.value(QStringLiteral("keyFile")).toString();
    const QString mode = s.value(QStringLiteral("mode")).toString();
    d.webhookMode = mode == QStringLiteral("signed")     ? WebhookMode::Signed
                    : mode == QStringLiteral("unsigned") ? WebhookMode::Unsigned
                                                         : WebhookMode::Automatic;
    d.webhookPath = s.value(QStringLiteral("path")).toString();
    s.endGroup();
    s.beginGroup(QStringLiteral("network"));
    using P = api::NetworkSettings::Proxy;
    const QString proxy = s.value(QStringLiteral("proxy")).toString();
    d.network.proxy = proxy == QStringLiteral("manual") ? P::Manual
                      : proxy == QStringLiteral("none") ? P::None
                                                        : P::System;
    d.network.proxyHost = s.value(QStringLiteral("proxyHost")).toString();
    d.network.proxyPort =
        quint16(s.value(QStringLiteral("proxyPort"), d.network.proxyPort).toUInt());
    d.network.proxyUser = s.value(QStringLiteral("proxyUser")).toString();
    d.network.extraCaFile = s.value(QStringLiteral("extraCaFile")).toString();
    s.endGroup();
    s.beginGroup(QStringLiteral("brokerage"));
    d.brokerageName = s.value(QStringLiteral("name")).toString();
    d.brokerageSusep = s.value(QStringLiteral("susep")).toString();
    d.brokerageLogoFile = s.value(QStringLiteral("logoFile")).toString();
    d.proposalFooter = s.value(QStringLiteral("proposalFooter")).toString();
    s.endGroup();
    s.beginGroup(QStringLiteral("lookups"));
    d.cepLookupUrl = s.value(QStringLiteral("cep"), d.cepLookupUrl).toUrl();
    d.fipeLookupUrl = s.value(QStringLiteral("fipe"), d.fipeLookupUrl).toUrl();
    s.endGroup();
    return d;
}

void DeskSettings::save() const
{
    QSettings s;
    s.beginGroup(QStringLiteral("connection"));
    s.setValue(QStringLiteral("useSandbox"), useSandbox);
    s.setValue(QStringLiteral("serverUrl"), server.baseUrl);
    s.setValue(QStringLiteral("tokenUrl"), server.tokenUrl);
    s.setValue(QStringLiteral("clientId"), server.clientId);
    s.setValue(QStringLiteral("audience"), server.audience);
    s.setValue(QStringLiteral("scopes"), server.scopes);
    s.setValue(QStringLiteral("allowInsecureHttp"), server.allowInsecureHttp);
    s.setValue(QStringLiteral("brokerChannelId"), brokerChannelId);
    s.endGroup();
    s.setValue(QStringLiteral("ui/language"), language);
    s.beginGroup(QStringLiteral("webhook"));
    s.setValue(QStringLiteral("enabled"), webhookEnabled);
    s.setValue(QStringLiteral("port"), webhookPort);
    s.setValue(QStringLiteral("address"), webhookAddress);
    s.setValue(QStringLiteral("certificateFile"), webhookCertFile);
    s.setValue(QStringLiteral("keyFile"), webhookKeyFile);
    s.setValue(QStringLiteral("mode"), webhookMode == WebhookMode::Signed ? QStringLiteral("signed")
                                       : webhookMode == WebhookMode::Unsigned
                                           ? QStringLiteral("unsigned")
                                           : QStringLiteral("automatic"));
    s.setValue(QStringLiteral("path"), webhookPath);
    s.endGroup();
    s.beginGroup(QStringLiteral("network"));
    using P = api::NetworkSettings::Proxy;
    s.setValue(QStringLiteral("proxy"), network.proxy == P::Manual ? QStringLiteral("manual")
                                        : network.proxy == P::None ? QStringLiteral("none")
                                                                   : QStringLiteral("system"));
    s.setValue(QStringLiteral("proxyHost"), network.proxyHost);
    s.setValue(QStringLiteral("proxyPort"), network.proxyPort);
    s.setValue(QStringLiteral("proxyUser"), network.proxyUser);
    s.setValue(QStringLiteral("extraCaFile"), network.extraCaFile);
    s.endGroup();
    s.beginGroup(QStringLiteral("brokerage"));
    s.setValue(QStringLiteral("name"), brokerageName);
    s.setValue(QStringLiteral("susep"), brokerageSusep);
    s.setValue(QStringLiteral("logoFile"), brokerageLogoFile);
    s.setValue(QStringLiteral("proposalFooter"), proposalFooter);
    s.endGroup();
    s.beginGroup(QStringLiteral("lookups"));
    s.setValue(QStringLiteral("cep"), cepLookupUrl);
    s.setValue(QStringLiteral("fipe"), fipeLookupUrl);
    s.endGroup();
}

bool DeskSettings::receivesSigned(WebhookMode mode, bool hasSecret)
{
    return mode == WebhookMode::Signed || (mode == WebhookMode::Automatic && hasSecret);
}

void DeskSettings::ensureWebhookPath()
{
    if (!webhookPath.isEmpty())
        return;
    QByteArray bits(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bits.data()), 4);
    webhookPath = QStringLiteral("/hooks/affinity/") +
                  QString::fromLatin1(bits.toBase64(QByteArray::Base64UrlEncoding |
                                                    QByteArray::OmitTrailingEquals));
}

QString DeskSettings::issuerName() const
{
    return brokerageName.isEmpty() && useSandbox ? demoBrokerageName : brokerageName;
}

QString DeskSettings::issuerSusep() const
{
    return brokerageSusep.isEmpty() && useSandbox ? demoBrokerageSusep : brokerageSusep;
}

} // namespace brokerdesk::ui
