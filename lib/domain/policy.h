#pragma once

#include "holder.h"
#include "jsoncodec.h"
#include "quoteditem.h"
#include "quoting.h"

// Issued policies and their cancellation.
namespace brokerdesk::domain {

// The wire names of a policy's fields that lists and columns read, named once.
namespace policykey {
inline constexpr char id[] = "id";
inline constexpr char status[] = "status";
inline constexpr char policyHolder[] = "policy_holder";
inline constexpr char lifetimeStart[] = "lifetime_start";
inline constexpr char lifetimeEnd[] = "lifetime_end";
inline constexpr char totalAmount[] = "total_amount";
inline constexpr char date[] = "date";
inline constexpr char dateEnd[] = "date_end";
inline constexpr char reversalAmount[] = "reversal_amount";
inline constexpr char previousPolicy[] = "previous_policy";
inline constexpr char renewedBy[] = "renewed_by";
inline constexpr char brokerProductId[] = "broker_product_id";
// What was quoted, carried by the sandbox's policies (docs/sandbox.md, "Renewals").
inline constexpr char planId[] = "plan_id";
inline constexpr char items[] = "items";
inline constexpr char item[] = "item"; // the item as the sale completed it
} // namespace policykey

// The policy a renewal follows: the operator's 2021 Swagger's PolicyPrevious, every value a
// string on the wire; sent as a quote's `renewal` and carried by the renewal's policy.
struct PreviousPolicy
{
    static constexpr int maxBonusClass = 10; // classe de bônus: 0 (none) to 10
    QString number;                          // the previous policy (the service's policy id)
    int bonusClass = 0;                      // the class the renewal is priced at
    QString ciCode;                          // the insurer's identification code, when known
    QString insurerSusepCode;
    QJsonObject extra;
};

struct Policy
{
    QString id;
    PolicyStatus status = PolicyStatus::Unknown;
    QString saleId;
    QString productId;
    QString brokerProductId;
    ProductType productType = ProductType::Unknown;
    QJsonObject policyHolder; // product dependent (docs/contract.md): read it with holderOf()
    QDate lifetimeStart;      // calendar dates: the cover's first and last day
    QDate lifetimeEnd;
    std::optional<Money> totalAmount;
    QUrl documentUrl;
    QDateTime date;
    QDateTime lastUpdate;
    // The service's extensions (docs/sandbox.md): how it was paid and the installment option it
    // was sold in, as the quote offered it. Unknown / absent from a service that does not say.
    PaymentMethod paymentMethod = PaymentMethod::Unknown;
    std::optional<Installment> installment;
    // Once canceled:
    QDateTime dateEnd;
    CancelReason cancelReason = CancelReason::Unknown;
    ReversalMethod reversalMethod = ReversalMethod::Unknown;
    std::optional<Money> reversalAmount;
    // Renewals: the policy this one renews, its bonus class, and the policy that renewed it
    // (the sandbox's extension, docs/sandbox.md "Renewals").
    std::optional<PreviousPolicy> previousPolicy;
    std::optional<int> bonusClass; // as the service says it
    QString renewedBy;
    QJsonObject extra; // holds the insured `item`, product dependent: read it with insuredItemOf()
};

// What the desk shows of a policy's product-dependent parts (docs/contract.md): the holder and
// the insured item keep their wire form in the policy, and are read by name only here.
HolderFacts holderOf(const Policy &policy);

struct InsuredItemFacts
{
    QString plate;
    QString chassis;
    QString imei;
    QString brandName;
    QString modelName;
    std::optional<int> modelYear;
    std::optional<Address> address; // a home's
};
InsuredItemFacts insuredItemOf(const Policy &policy);

// What was quoted and sold, as the sandbox's policies carry it (docs/sandbox.md, "Renewals"):
// the plan, the first quoted item (none when the service does not say), and the item as the
// sale completed it (product dependent: a plate given at checkout...), empty for none.
QString quotedPlanOf(const Policy &policy);
std::optional<QuotedItem> quotedItemOf(const Policy &policy);
QJsonObject soldItemOf(const Policy &policy);

// Whether two policies say the same, field by field as the service writes them.
bool sameAs(const Policy &a, const Policy &b);

// Body of DELETE /v1/policies/{id}.
struct CancelPolicyRequest
{
    CancelReason cancelReason = CancelReason::Unknown;
    QString cancelDescription;
    ReversalMethod reversalMethod = ReversalMethod::Unknown; // Unknown = not given
    QJsonObject reversalBankAccount; // {bank_code, agency, account, account_digit}; WireTransfer
    QJsonObject extra;
};

// Answer of DELETE /v1/policies/{id}.
struct CancelPolicyResult
{
    QString id;
    PolicyStatus status = PolicyStatus::Unknown;
    QDateTime dateEnd;
    std::optional<Money> reversalAmount; // the refund (lib/domain/cancelrefund.h)
    // What the cancel decided, when the service says it (docs/sandbox.md).
    CancelReason cancelReason = CancelReason::Unknown;
    ReversalMethod reversalMethod = ReversalMethod::Unknown;
    QJsonObject extra;
};

void read(JsonReader &r, PreviousPolicy &v);
void read(JsonReader &r, Policy &v);
void read(JsonReader &r, CancelPolicyRequest &v);
void read(JsonReader &r, CancelPolicyResult &v);
QJsonObject toJson(const PreviousPolicy &v);
QJsonObject toJson(const Policy &v);
QJsonObject toJson(const CancelPolicyRequest &v);
QJsonObject toJson(const CancelPolicyResult &v);

} // namespace brokerdesk::domain
