#pragma once

#include "quoting.h"

// Affinity partnerships, affinity requests and affinities (insurance through a partnership).
namespace brokerdesk::domain {

// The wire names of a affinity's fields that lists and columns read, named once.
namespace affinitykey {
inline constexpr char id[] = "id";
inline constexpr char status[] = "status";
inline constexpr char affinityHolder[] = "affinity_holder";
inline constexpr char productId[] = "product_id";
inline constexpr char planId[] = "plan_id";
inline constexpr char lifetimeStart[] = "lifetime_start";
inline constexpr char lifetimeEnd[] = "lifetime_end";
inline constexpr char dateEnd[] = "date_end";
} // namespace affinitykey

struct AffinityProduct
{
    QString id;
    QString name;
    ProductType productType = ProductType::Unknown;
    QList<Assist> assists;
    QList<Coverage> coverages;
    QJsonObject extra;
};

// The partner of an affinity partnership as the service describes it; the service does not
// specify these contents, so everything else it sends stays in `extra`.
struct PartnerContact
{
    QString email;
    QString phone;
    QJsonObject extra;
};

struct PartnerAddress
{
    QString cityName;
    QString stateCode;
    QJsonObject extra; // zip_code, street_name, number, district_name...
};

struct PartnerCustomer
{
    QString name;
    QString corporateName; // what some services send instead of name
    QString cnpj;
    PartnerContact contact;
    PartnerAddress address;
    QJsonObject extra;
};

struct AffinityPartnership
{
    PartnerCustomer customer;
    QList<AffinityProduct> products;
    QJsonObject extra;
};

struct AffinityRequest
{
    QString id;
    QList<Plan> plans;
    QJsonObject extra;
};

struct Attachment
{
    AttachmentType type = AttachmentType::Unknown;
    QUrl url;
    QJsonObject extra;
};

struct Affinity
{
    QString id;
    QString affinityRequestId;
    QString productId;
    QDate lifetimeStart; // calendar dates
    QDate lifetimeEnd;
    QString planId;
    QJsonObject affinityHolder; // product dependent
    QJsonObject item;           // product dependent
    AffinityStatus status = AffinityStatus::Unknown;
    QList<Attachment> attachments;
    QDateTime date; // created
    QDateTime lastUpdate;
    QDateTime dateEnd; // once canceled
    QJsonObject extra;
};

// Body of POST /v1/affinity.
struct NewAffinity
{
    QString affinityRequestId;
    QDate lifetimeStart;
    QDate lifetimeEnd;
    QString planId;
    QJsonObject affinityHolder;
    QJsonObject item;
    QJsonObject extra;
};

// What the desk shows of an affinity's item, whose fields depend on the product.
struct AffinityItemSummary
{
    QString thing;                // "Volkswagen Gol", for an item with a brand and model
    std::optional<Money> invoice; // the invoice amount, for an item that has one
    int beneficiaries = 0;
};
AffinityItemSummary summarizeItem(const QJsonObject &item);

void read(JsonReader &r, PartnerContact &v);
void read(JsonReader &r, PartnerAddress &v);
void read(JsonReader &r, PartnerCustomer &v);
void read(JsonReader &r, AffinityProduct &v);
void read(JsonReader &r, AffinityPartnership &v);
void read(JsonReader &r, AffinityRequest &v);
void read(JsonReader &r, Attachment &v);
void read(JsonReader &r, Affinity &v);
void read(JsonReader &r, NewAffinity &v);
QJsonObject toJson(const PartnerContact &v);
QJsonObject toJson(const PartnerAddress &v);
QJsonObject toJson(const PartnerCustomer &v);
QJsonObject toJson(const AffinityProduct &v);
QJsonObject toJson(const AffinityPartnership &v);
QJsonObject toJson(const AffinityRequest &v);
QJsonObject toJson(const Attachment &v);
QJsonObject toJson(const Affinity &v);
// Whether two affinities say the same, field by field as the service writes them.
bool sameAs(const Affinity &a, const Affinity &b);
QJsonObject toJson(const NewAffinity &v);

} // namespace brokerdesk::domain
