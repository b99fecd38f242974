#pragma once

#include "apiclient.h"

#include "domain/brokerchannel.h"
#include "domain/listpage.h"

namespace brokerdesk::api {

using BrokerChannelPage = domain::ListPage<domain::BrokerChannel>;

// GET /v1/broker-channels?page=&rows=: the broker's channels, the list the operator's SDK reads
// (it pages by number only). Signs in like every call of `api`; answers as ApiClient's calls do.
CallHandle brokerChannels(ApiClient &api, const PageQuery &query, QObject *context,
                          ApiClient::Done<BrokerChannelPage> done);

} // namespace brokerdesk::api
