#include "accesstoken.h"

namespace brokerdesk::api {

void read(domain::JsonReader &r, AccessToken &v)
{
    v.accessToken = r.string("access_token", domain::Need::Required).toLatin1();
    v.tokenType = r.string("token_type");
    if (!v.tokenType.isEmpty() && v.tokenType.compare(QLatin1String("bearer"), Qt::CaseInsensitive))
        r.fail("token_type", QStringLiteral("expected Bearer"));
    v.expiresIn = r.integer("expires_in");
    v.scope = r.string("scope");
}

QJsonObject toJson(const AccessToken &v)
{
    return domain::JsonWriter(v.extra)
        .string("access_token", QString::fromLatin1(v.accessToken))
        .string("token_type", v.tokenType)
        .value("expires_in", v.expiresIn)
        .string("scope", v.scope)
        .result();
}

} // namespace brokerdesk::api
