#include "quoteditem.h"

namespace brokerdesk::domain {

void read(JsonReader &r, CoverageChoice &v)
{
    v.id = r.string("id");
    v.coverageOptionId = r.string("coverage_option_id");
    v.insuredAmount = r.money("insured_amount");
}

void read(JsonReader &r, AssistChoice &v)
{
    v.id = r.string("id");
    v.assistanceOptionId = r.string("assistance_option_id");
}

void read(JsonReader &r, QuotedItem &v)
{
    v.coverages = r.list<CoverageChoice>("coverages");
    v.assists = r.list<AssistChoice>("assists");
}

QJsonObject toJson(const CoverageChoice &v)
{
    return JsonWriter(v.extra)
        .value("id", v.id)
        .value("coverage_option_id", v.coverageOptionId)
        .money("insured_amount", v.insuredAmount)
        .result();
}

QJsonObject toJson(const AssistChoice &v)
{
    return JsonWriter(v.extra)
        .value("id", v.id)
        .value("assistance_option_id", v.assistanceOptionId)
        .result();
}

QJsonObject toJson(const QuotedItem &v)
{
    return JsonWriter(v.extra).list("coverages", v.coverages).list("assists", v.assists).result();
}

} // namespace brokerdesk::domain
