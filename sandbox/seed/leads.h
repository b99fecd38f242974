#pragma once

#include <QString>

namespace brokerdesk::sandbox {

class LeadService;

// People a demo broker met and has not sold to yet, with everything an estimate needs (age,
// children, gender, marital status, income, a state of an estimated region), so the desk's
// call list ranks them at first sight. Deterministic.
bool seedLeads(LeadService &leads, const QString &brokerId, int count, QString *error);

} // namespace brokerdesk::sandbox
