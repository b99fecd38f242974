#include "brokerchannels.h"

#include <QUrlQuery>

namespace brokerdesk::api {

CallHandle brokerChannels(ApiClient &api, const PageQuery &query, QObject *context,
                          ApiClient::Done<BrokerChannelPage> done)
{
    QUrl url = api.settings().baseUrl;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + QStringLiteral("/v1/broker-channels"));
    url.setQuery(QUrlQuery{{QStringLiteral("page"), QString::number(query.page)},
                           {QStringLiteral("rows"), QString::number(query.rows)}});
    // A same-origin GET carries the broker's token (ApiClient::file); the answer is decoded here.
    return api.file(url, context, [done = std::move(done)](const ApiResult<QByteArray> &answer) {
        if (!answer.ok()) {
            done(ApiResult<BrokerChannelPage>(answer.error()));
            return;
        }
        domain::Decoded<BrokerChannelPage> page =
            domain::fromJson<BrokerChannelPage>(answer.value());
        if (!page) {
            ApiError e = ApiError::make(ApiError::Kind::BadAnswer, page.error().message());
            e.httpStatus = 200;
            e.requestId = answer.requestId();
            done(ApiResult<BrokerChannelPage>(e));
            return;
        }
        done(ApiResult<BrokerChannelPage>(std::move(page).value(), answer.requestId()));
    });
}

} // namespace brokerdesk::api
