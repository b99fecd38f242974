#include "cancelledger.h"

#include "domain/isodate.h"
#include "ledger.h"
#include "support/jsoncheck.h"

namespace brokerdesk::sandbox {

namespace {

// Installments that will never be collected (or paid out) once the policy is gone.
const QStringList installmentCategories{
    QStringLiteral("ChannelSale"), QStringLiteral("ChannelRecurrentSale"),
    QStringLiteral("BrokerCommission"), QStringLiteral("BrokerAgency"),
    QStringLiteral("StipulateProLabor")};

QJsonObject policyRow(const PolicyLedgerCancel &c, const QString &category, qint64 amount,
                      const QString &description, const QJsonObject &like)
{
    return {{QStringLiteral("category"), category},
            {QStringLiteral("amount"), amount},
            {QStringLiteral("description"),
             QString(description + QStringLiteral(" — apólice ") + c.policyId)},
            {QStringLiteral("policy_id"), c.policyId},
            {QStringLiteral("payment_method"), like.value(QStringLiteral("payment_method"))},
            {QStringLiteral("payer_name"), like.value(QStringLiteral("payer_name"))},
            {QStringLiteral("payer_document"), like.value(QStringLiteral("payer_document"))},
            {QStringLiteral("is_paid"), false}};
}

} // namespace

bool cancelPolicyLedger(LedgerService &ledger, const PolicyLedgerCancel &c)
{
    qint64 unpaidTax = 0; // negative: IOF not yet passed on, computed on the whole premium
    QJsonObject taxRecord;
    QJsonObject receivedCommission;
    for (const QJsonObject &r : c.records) {
        if (!domain::isLiveRecord(r))
            continue;
        const QString category = r.value(QStringLiteral("category")).toString();
        const bool paid = r.value(QStringLiteral("is_paid")).toBool();
        if (category == QStringLiteral("BrokerCommission") && paid && receivedCommission.isEmpty())
            receivedCommission = r;
        const bool unpaidTaxes = category == QStringLiteral("Taxes") && !paid;
        if (paid || !(installmentCategories.contains(category) || unpaidTaxes))
            continue;
        if (unpaidTaxes) {
            unpaidTax += r.value(QStringLiteral("amount")).toInteger();
            taxRecord = r;
        }
        if (!ledger.markDeleted(c.brokerId, r, c.now))
            return false;
    }

    // The IOF still owed is the one inside what the customer paid: the refund is of the net
    // premium (BROKER-DOMAIN.md), and installments never collected carry none.
    const qint64 paidTax = c.charged > 0 ? unpaidTax * c.paidCharged / c.charged : 0;
    if (paidTax != 0) {
        QJsonObject t = policyRow(c, QStringLiteral("Taxes"), paidTax,
                                  QStringLiteral("IOF do prêmio pago"), taxRecord);
        t.insert(QStringLiteral("date_cash_in_out_forecast"),
                 domain::calendarDateStamp(c.today.addDays(10)));
        if (!ledger.append(c.brokerId, t))
            return false;
    }

    // Commission received on premium that goes back is returned: the insurer withholds it
    // from the next commission it pays, so it is an outflow still to come.
    if (c.figures.chargeback > 0) {
        QJsonObject back = policyRow(c, QStringLiteral("BrokerCommission"), -c.figures.chargeback,
                                     QStringLiteral("Estorno de comissão"), receivedCommission);
        back.insert(QStringLiteral("broker_commission_id"),
                    receivedCommission.value(QStringLiteral("id")));
        back.insert(QStringLiteral("date_cash_in_out_forecast"),
                    domain::calendarDateStamp(c.today.addDays(5)));
        if (!ledger.append(c.brokerId, back))
            return false;
    }
    return true;
}

} // namespace brokerdesk::sandbox
