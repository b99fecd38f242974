#pragma once

#include "quoting.h"

// Affinity partnerships, affinity requests and affinities (insurance through a partnership).
namespace brokerdesk::domain {

struct AffinityProduct
{
    QString id;
    QString name;
    QList<Assist> assists;
    QList<Coverage> coverages;
    QJsonObject extra;
};

struct AffinityPartnership
{
    QJsonObject customer; // contents not specified by the service
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
    QDateTime lifetimeStart;
    QDateTime lifetimeEnd;
    QString planId;
    QJsonObject affinityHolder; // product dependent
    QJsonObject item;           // product dependent
    AffinityStatus status = AffinityStatus::Unknown;
    QList<Attachment> attachments;
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

void read(JsonReader &r, AffinityProduct &v);
void read(JsonReader &r, AffinityPartnership &v);
void read(JsonReader &r, AffinityRequest &v);
void read(JsonReader &r, Attachment &v);
void read(JsonReader &r, Affinity &v);
void read(JsonReader &r, NewAffinity &v);
QJsonObject toJson(const AffinityProduct &v);
QJsonObject toJson(const AffinityPartnership &v);
QJsonObject toJson(const AffinityRequest &v);
QJsonObject toJson(const Attachment &v);
QJsonObject toJson(const Affinity &v);
QJsonObject toJson(const NewAffinity &v);

} // namespace brokerdesk::domain
