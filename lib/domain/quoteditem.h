#pragma once

#include "jsoncodec.h"

// One entry of NewQuote::items: the insured item with the coverages and assists chosen for it.
namespace brokerdesk::domain {

struct CoverageChoice
{
    QString id;
    QString coverageOptionId; // written even when the coverage has no options
    Money insuredAmount;
    QJsonObject extra;
};

struct AssistChoice
{
    QString id;
    QString assistanceOptionId;
    QJsonObject extra;
};

// The product-dependent item (toJson of an InsuredItem) is `extra`; the choices are written
// over it, always, empty or not.
struct QuotedItem
{
    QList<CoverageChoice> coverages;
    QList<AssistChoice> assists;
    QJsonObject extra;
};

void read(JsonReader &r, CoverageChoice &v);
void read(JsonReader &r, AssistChoice &v);
void read(JsonReader &r, QuotedItem &v);
QJsonObject toJson(const CoverageChoice &v);
QJsonObject toJson(const AssistChoice &v);
QJsonObject toJson(const QuotedItem &v);

} // namespace brokerdesk::domain
