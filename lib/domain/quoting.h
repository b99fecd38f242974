#pragma once

#include "jsoncodec.h"

// Quote requests (what can be quoted), quotes and their installment options.
namespace brokerdesk::domain {

struct Option // an option of an assist or a coverage
{
    QString id;
    QString name;
    QString description;
    QJsonObject extra;
};

struct Assist
{
    QString id;
    QString name;
    QString description;
    QList<Option> options;
    QJsonObject extra;
};

struct Coverage
{
    QString id;
    QString name;
    QString description;
    bool required = false;
    bool multiple = false;
    QList<Option> options;
    Money insuredAmountMin;
    Money insuredAmountMax;
    QJsonObject extra;
};

// An assist or coverage a plan includes, as the operator's PlanComplete sends it ({id, name,
// …}). Older saves hold the bare id, which reads as an entry without a name.
struct PlanPart
{
    QString id;
    QString name;
    QJsonObject extra;
};

// A plan names the assists and coverages it includes.
struct Plan
{
    QString id;
    QString name;
    QList<PlanPart> assists;
    QList<PlanPart> coverages;
    QJsonObject extra;

    QStringList assistIds() const;
    QStringList coverageIds() const;
};

struct QuoteRequest
{
    QString id;
    QList<Assist> assists;
    QList<Coverage> coverages;
    QList<Plan> plans;
    QJsonObject extra;
};

struct TaxItem
{
    QString name;   // "IOF"
    double tax = 0; // percent
    Money amount;
    QJsonObject extra;
};

struct Taxes
{
    Money totalAmount;
    QList<TaxItem> items;
    QJsonObject extra;
};

struct Recurrence
{
    int periodDays = 0;
    int quantity = 0;
    int expirationDay = 0;
    double interestPercent = 0;
    Money interestAmount;
    QJsonObject extra;
};

struct Installment
{
    QString id;        // what Create Sale takes as installment_id
    Money amount;      // each installment (after the first, when first_payment_amount differs)
    Money totalAmount; // all of them
    int installmentQuantity = 0;         // how many installments total_amount is divided into
    QList<PaymentMethod> paymentMethods; // names this version does not know are left out
    Taxes taxes;
    std::optional<Recurrence> recurrence; // null on the wire when not recurrent
    // The operator's Swagger (EffectInstallment): the first installment when it carries the
    // cents that do not divide, and the interest of an option "com juros" (percent a month).
    std::optional<Money> firstPaymentAmount;
    std::optional<double> interestPercent;
    std::optional<Money> interestAmount;
    QJsonObject extra;
};

// The premium an installment option pays, without its taxes (IOF) and interest.
Money netPremium(const Installment &installment);

struct QuoteItem
{
    QList<Installment> installments;
    QJsonObject extra;
};

struct Quote
{
    QString id;
    QuoteStatus status = QuoteStatus::Unknown;
    QDateTime validUntil;
    QString error; // why the risk was declined, when Rejected
    QList<QuoteItem> items;
    QJsonObject extra;
};

// Body of POST /v1/quotes/request.
struct NewQuoteRequest
{
    QString brokerProductId;
    QString brokerChannelId; // optional
    QString leadId;          // optional
    QJsonObject extra;
};

// Body of POST /v1/quotes. Holder and items depend on the product type (docs/contract.md).
struct NewQuote
{
    QString quoteRequestId;
    QString planId;
    QDate lifetimeStart;
    QDate lifetimeEnd;
    QJsonObject policyHolder;
    QList<QJsonObject> items;
    // The operator's `renewal` (a map of strings): the policy this quote renews, in the
    // shape of its PolicyPrevious (policy.h); absent for a new customer's quote.
    QJsonObject renewal;
    QJsonObject extra;
};

// The parts of a saved POST /v1/quotes body the desk shows, each read on its own, so a body
// saved without some field (an older desk's) still shows the rest.
struct SavedQuoteBody
{
    QDate lifetimeStart;
    QDate lifetimeEnd;
    QJsonObject policyHolder;
    QString planId;
};
SavedQuoteBody readSavedQuoteBody(const QJsonObject &body);

void read(JsonReader &r, Option &v);
void read(JsonReader &r, Assist &v);
void read(JsonReader &r, Coverage &v);
void read(JsonReader &r, PlanPart &v);
void read(JsonReader &r, Plan &v);
void read(JsonReader &r, QuoteRequest &v);
void read(JsonReader &r, TaxItem &v);
void read(JsonReader &r, Taxes &v);
void read(JsonReader &r, Recurrence &v);
void read(JsonReader &r, Installment &v);
void read(JsonReader &r, QuoteItem &v);
void read(JsonReader &r, Quote &v);
void read(JsonReader &r, NewQuoteRequest &v);
void read(JsonReader &r, NewQuote &v);
// A coverage option that is a deductible: it carries a deductible amount (an insurer's field,
// beyond the interface), or names itself so in the insurer's catalog.
bool isDeductible(const Option &option);

QJsonObject toJson(const Option &v);
QJsonObject toJson(const Assist &v);
QJsonObject toJson(const Coverage &v);
QJsonObject toJson(const PlanPart &v);
QJsonObject toJson(const Plan &v);
QJsonObject toJson(const QuoteRequest &v);

// Whose and which risk a quote is, from its request body and its first quoted item: the
// customer by CPF/CNPJ (letters and digits), else e-mail, else name; the item by its plate,
// IMEI or address (CEP and number), else the whole item (coverages and assists aside). `shown`
// is the part of the item a broker reads (a plate, a street and number), empty for none.
struct RiskKey
{
    QString customer;
    QString holderName;
    QString item;
    QString shown;
};
RiskKey riskKeyOf(const QJsonObject &request, QJsonObject quotedItem);

// A quote's request body as the customers' lists keep a record (the holder and items it was
// made for), under the id and date the quote or its sale is known by.
QJsonObject asListedRecord(QJsonObject request, const QString &id, const QDateTime &date);
QJsonObject toJson(const TaxItem &v);
QJsonObject toJson(const Taxes &v);
QJsonObject toJson(const Recurrence &v);
QJsonObject toJson(const Installment &v);
QJsonObject toJson(const QuoteItem &v);
QJsonObject toJson(const Quote &v);
QJsonObject toJson(const NewQuoteRequest &v);
QJsonObject toJson(const NewQuote &v);

} // namespace brokerdesk::domain
