#pragma once

#include "policy.h"

// Sale requests, sales and the timeline of a sale.
namespace brokerdesk::domain {

struct SaleRequest
{
    QString id;
    QJsonObject extra;
};

struct Sale
{
    QString id;
    SaleStatus status = SaleStatus::Unknown;
    QString policyId; // once the policy is issued
    // What the sale was made with, when the service says it (a failed sale's retry reads them):
    // the quote's installment option and the payment method's wire name. Read leniently (a
    // value of another type is none; `extra` keeps what was sent).
    QString installmentId;
    QString paymentMethod;
    QJsonObject extra;
};

// Body of POST /v1/sales.
struct NewSale
{
    QString saleRequestId;
    QString installmentId; // an Installment::id of the quote
    PaymentMethod paymentMethod = PaymentMethod::Unknown;
    QJsonObject complement; // {policy_holder, item}: what the sale adds to the quote's data
    QJsonObject extra;
};

// What a timeline event says happened; Other for a kind this desk does not know yet.
enum class TimelineEventKind {
    Other,
    SaleStarted,
    PaymentPending,
    PaymentConfirmed,
    PaymentRefused,
    PolicyIssued,
    PolicyCanceled
};

struct TimelineEvent
{
    QDateTime date;
    QString kind; // as sent: sale_started, payment_confirmed, policy_issued, ...
    std::optional<Policy> policy;
    QJsonObject extra;

    TimelineEventKind what() const;
};

struct Timeline
{
    QString id;
    QDateTime lastUpdate;
    QList<TimelineEvent> events;
    QJsonObject extra;
};

void read(JsonReader &r, SaleRequest &v);
void read(JsonReader &r, Sale &v);
void read(JsonReader &r, NewSale &v);
void read(JsonReader &r, TimelineEvent &v);
void read(JsonReader &r, Timeline &v);
QJsonObject toJson(const SaleRequest &v);
QJsonObject toJson(const Sale &v);
QJsonObject toJson(const NewSale &v);
QJsonObject toJson(const TimelineEvent &v);
QJsonObject toJson(const Timeline &v);

} // namespace brokerdesk::domain
