#include "recommendation.h"

namespace brokerdesk::domain {

void read(JsonReader &r, RecommendationInput &v)
{
    v.productType = r.code<ProductType>("product_type", Need::Required);
    v.policyHolderAge = r.int32("policy_holder_age", Need::Required);
    v.policyHolderChildren = r.int32("policy_holder_children", Need::Required);
    v.policyHolderGender = r.string("policy_holder_gender", Need::Required);
    v.policyHolderMaritalStatus = r.string("policy_holder_marital_status", Need::Required);
    v.policyHolderSalary = r.money("policy_holder_salary", Need::Required);
    v.location = r.string("location", Need::Required);
}

void read(JsonReader &r, RecommendationOutput &v)
{
    v.percentage = r.number("percentage", Need::Required);
}

void read(JsonReader &r, Recommendation &v)
{
    v.id = r.string("id", Need::Required);
    v.evaluateToken = r.string("evaluate_token", Need::Required);
    v.output = r.child<RecommendationOutput>("output", Need::Required);
}

void read(JsonReader &r, RecommendationEvaluation &v)
{
    v.id = r.string("id");
    v.evaluation = r.boolean("evaluation");
}

QJsonObject toJson(const RecommendationInput &v)
{
    return JsonWriter(v.extra)
        .code("product_type", v.productType)
        .value("policy_holder_age", v.policyHolderAge)
        .value("policy_holder_children", v.policyHolderChildren)
        .string("policy_holder_gender", v.policyHolderGender)
        .string("policy_holder_marital_status", v.policyHolderMaritalStatus)
        .money("policy_holder_salary", v.policyHolderSalary)
        .string("location", v.location)
        .result();
}

QJsonObject toJson(const RecommendationOutput &v)
{
    return JsonWriter(v.extra).value("percentage", v.percentage).result();
}

QJsonObject toJson(const Recommendation &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("evaluate_token", v.evaluateToken)
        .child("output", v.output)
        .result();
}

QJsonObject toJson(const RecommendationEvaluation &v)
{
    return JsonWriter(v.extra).string("id", v.id).value("evaluation", v.evaluation).result();
}

} // namespace brokerdesk::domain
