#pragma once

#include "jsoncodec.h"

namespace brokerdesk::domain {

// A sales channel of the broker, as GET /v1/broker-channels lists it (the operator's SDK list).
struct BrokerChannel
{
    QString id;
    QString name;
    QString description;
    QJsonObject extra;
};

void read(JsonReader &r, BrokerChannel &v);
QJsonObject toJson(const BrokerChannel &v);

} // namespace brokerdesk::domain
