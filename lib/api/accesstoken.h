#pragma once

#include "domain/jsoncodec.h"

namespace brokerdesk::api {

// The token endpoint's answer (OAuth2 client credentials).
struct AccessToken
{
    QByteArray accessToken;
    QString tokenType;    // "Bearer"
    qint64 expiresIn = 0; // seconds; 0 when the service does not say
    QString scope;        // granted scopes, space-separated
    QJsonObject extra;
};

void read(domain::JsonReader &r, AccessToken &v);
QJsonObject toJson(const AccessToken &v);

} // namespace brokerdesk::api
