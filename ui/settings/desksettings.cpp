#include "desksettings.h"

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
    s.endGroup();
}

} // namespace brokerdesk::ui
