#pragma once

#include "sandboxfixture.h"

#include "api/apiclient.h"
#include "offline/offlinestore.h"
#include "workspace.h"

#include <QTemporaryDir>

// What a UI test works with: a real sandbox on loopback, an API client signed in as demo
// broker 0, an offline store in a temporary folder, and the Workspace the pages take.
class UiFixture
{
public:
    explicit UiFixture(brokerdesk::sandbox::SandboxSettings settings = SandboxFixture::defaults())
        : server(std::move(settings))
    {
        brokerdesk::api::ServerSettings s;
        s.baseUrl = server.sandbox().baseUrl();
        s.tokenUrl = server.sandbox().tokenUrl();
        s.clientId = server.broker(0).clientId;
        s.clientSecret = server.broker(0).clientSecret;
        api.setSettings(s);
        offline.open(dir.filePath(QStringLiteral("offline.db")));
        workspace.setBrokerChannelId(server.broker(0).channelId);
    }

    SandboxFixture server;
    QTemporaryDir dir;
    brokerdesk::api::ApiClient api;
    brokerdesk::cache::OfflineStore offline;
    brokerdesk::ui::Workspace workspace{api, offline};
};
