#pragma once

#include "http/router.h"
#include "paging/paging.h"

namespace brokerdesk::sandbox {

class Database;

// POST and GET /v1/leads: the people a broker meets before they hold anything, with the data
// the desk needs later (document, birth date, family, income, address), per broker.
class LeadService
{
public:
    explicit LeadService(ServiceContext &ctx);

    void registerRoutes(Router &router);

    Result<QJsonObject> create(const QString &brokerId, const QJsonObject &body);

private:
    ServiceContext &m_ctx;
    ListPager m_pager;
};

// Whether `leadId` is a lead of this broker (a quote request may name only its own leads).
bool isLeadOfBroker(Database &db, const QString &brokerId, const QString &leadId);

} // namespace brokerdesk::sandbox
