#pragma once

#include "jsoncodec.h"

// The estimate that a person buys a product type, and the evaluation that trains it.
namespace brokerdesk::domain {

// The "input" of POST /v1/recommendations/product-type; every field is required.
struct RecommendationInput
{
    ProductType productType = ProductType::Unknown; // Auto, Home, Life or Travel
    int policyHolderAge = 0;
    int policyHolderChildren = 0;
    QString policyHolderGender;        // male | female
    QString policyHolderMaritalStatus; // single | married
    Money policyHolderSalary;          // monthly
    QString location;                  // south | southeast | midwest | northeast
    QJsonObject extra;
};

struct RecommendationOutput
{
    double percentage = 0; // 0..100
    QJsonObject extra;
};

struct Recommendation
{
    QString id;
    QString evaluateToken; // single use: sent back with the evaluation
    RecommendationOutput output;
    QJsonObject extra;
};

// Answer of POST /v1/recommendations/product-type/{id}/evaluate.
struct RecommendationEvaluation
{
    QString id;
    bool evaluation = false;
    QJsonObject extra;
};

void read(JsonReader &r, RecommendationInput &v);
void read(JsonReader &r, RecommendationOutput &v);
void read(JsonReader &r, Recommendation &v);
void read(JsonReader &r, RecommendationEvaluation &v);
QJsonObject toJson(const RecommendationInput &v);
QJsonObject toJson(const RecommendationOutput &v);
QJsonObject toJson(const Recommendation &v);
QJsonObject toJson(const RecommendationEvaluation &v);

} // namespace brokerdesk::domain
