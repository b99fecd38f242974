#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

// How a cash-flow record reads on screen and in exports, apart from its wire shape.
namespace brokerdesk::domain {

struct CashFlowRecord;

class CashFlowText
{
    Q_DECLARE_TR_FUNCTIONS(CashFlowText)
public:
    // The description without the policy or claim ids the service writes into it ("Comissão —
    // apólice 1a2b3c4d"): the broker reads the policy by its holder, never by its id.
    static QString description(const QJsonObject &record);
    // "3 of 12" for an installment, "recurrence 4" for a recurring record, else empty.
    static QString sequence(const QJsonObject &record);
    static QString sequenceOf(const CashFlowRecord &record);
};

} // namespace brokerdesk::domain
