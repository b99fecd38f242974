#include "recommendations.h"

#include "domain/scopes.h"

#include "store/database.h"
#include "support/jsoncheck.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlQuery>

#include <cmath>

namespace brokerdesk::sandbox {

namespace {

const QStringList locations{QStringLiteral("south"), QStringLiteral("southeast"),
                            QStringLiteral("midwest"), QStringLiteral("northeast")};

QByteArray hashToken(const QString &token)
{
    return QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex();
}

QString newEvaluateToken()
{
    QByteArray bytes(24, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), 6);
    return QStringLiteral("ev-") +
           QString::fromLatin1(
               bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

// Validates the whole `input` object and returns the profile with its product type.
std::optional<QPair<int, Profile>> readInput(JsonCheck &check, const QJsonObject &body)
{
    const auto input = check.object(body, {}, QStringLiteral("input"));
    if (!input)
        return std::nullopt;
    const QString at = QStringLiteral("input");
    const auto type = check.integer(*input, at, QStringLiteral("product_type"), 1, 12);
    if (type && *type != 1 && *type != 4 && *type != 5 && *type != 12)
        check.fail(QStringLiteral("input.product_type"),
                   QStringLiteral("must be one of 1 (Auto), 4 (Home), 5 (Life), 12 (Travel)"));
    const auto age = check.integer(*input, at, QStringLiteral("policy_holder_age"), 0, 130);
    const auto children =
        check.integer(*input, at, QStringLiteral("policy_holder_children"), 0, 50);
    const auto gender = check.oneOf(*input, at, QStringLiteral("policy_holder_gender"),
                                    {QStringLiteral("male"), QStringLiteral("female")});
    const auto marital = check.oneOf(*input, at, QStringLiteral("policy_holder_marital_status"),
                                     {QStringLiteral("single"), QStringLiteral("married")});
    const auto salary =
        check.integer(*input, at, QStringLiteral("policy_holder_salary"), 0, 1'000'000'000'000LL);
    const auto location = check.oneOf(*input, at, QStringLiteral("location"), locations);
    if (!check.ok())
        return std::nullopt;
    return QPair<int, Profile>{int(*type),
                               {int(*age), int(*children), *gender == QStringLiteral("male"),
                                *marital == QStringLiteral("married"), *salary, *location}};
}

Profile profileFromInput(const QJsonObject &input)
{
    return {input.value(QStringLiteral("policy_holder_age")).toInt(),
            input.value(QStringLiteral("policy_holder_children")).toInt(),
            input.value(QStringLiteral("policy_holder_gender")).toString() ==
                QStringLiteral("male"),
            input.value(QStringLiteral("policy_holder_marital_status")).toString() ==
                QStringLiteral("married"),
            input.value(QStringLiteral("policy_holder_salary")).toInteger(),
            input.value(QStringLiteral("location")).toString()};
}

} // namespace

void RecommendationService::registerRoutes(Router &router)
{
    router.add("POST", QStringLiteral("/v1/recommendations/product-type"),
               domain::scopes::recommendationWrite, [this](const RequestContext &c) {
                   const auto body = parseJsonObject(c.request.body);
                   return body.ok() ? toResponse(recommend(c.principal.brokerId, body.value()))
                                    : HttpResponse::error(body.error());
               });
    router.add("POST", QStringLiteral("/v1/recommendations/product-type/{id}/evaluate"),
               domain::scopes::recommendationWrite, [this](const RequestContext &c) {
                   const auto body = parseJsonObject(c.request.body);
                   if (!body.ok())
                       return HttpResponse::error(body.error());
                   const QString token =
                       c.request.query.queryItemValue(QStringLiteral("token"), QUrl::FullyDecoded);
                   return toResponse(
                       evaluate(c.principal.brokerId, c.args.at(0), token, body.value()));
               });
}

PropensityModel RecommendationService::model(int productType)
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT weights FROM recommendation_models WHERE product_type = ?"));
    q.addBindValue(productType);
    PropensityModel::Vector w = PropensityModel::prior(productType);
    if (q.exec() && q.next()) {
        const QJsonArray stored = QJsonDocument::fromJson(q.value(0).toByteArray()).array();
        if (stored.size() == PropensityModel::featureCount)
            for (int i = 0; i < PropensityModel::featureCount; ++i)
                w[size_t(i)] = stored.at(i).toDouble();
    }
    q.finish();
    return PropensityModel(w);
}

bool RecommendationService::saveModel(int productType, const PropensityModel &model)
{
    QJsonArray weights;
    for (double w : model.weights())
        weights.append(w);
    return m_ctx.db.exec(
        QStringLiteral("INSERT INTO recommendation_models (product_type, weights, evaluations) "
                       "VALUES (?, ?, 1) ON CONFLICT (product_type) DO UPDATE SET "
                       "weights = excluded.weights, evaluations = evaluations + 1"),
        {productType, QString::fromUtf8(QJsonDocument(weights).toJson(QJsonDocument::Compact))});
}

Result<QJsonObject> RecommendationService::recommend(const QString &brokerId,
                                                     const QJsonObject &body)
{
    JsonCheck check;
    const auto read = readInput(check, body);
    if (!read)
        return check.error();
    const auto &[type, profile] = *read;
    const double percentage = std::round(model(type).probability(profile) * 1000.0) / 10.0;
    const QString id = newId();
    const QString token = newEvaluateToken();
    const QJsonObject input = body.value(QStringLiteral("input")).toObject();
    if (!m_ctx.db.exec(QStringLiteral("INSERT INTO recommendations (id, broker_id, product_type, "
                                      "input, percentage, token_hash, created) "
                                      "VALUES (?, ?, ?, ?, ?, ?, ?)"),
                       {id, brokerId, type, compactJson(input), percentage, hashToken(token),
                        toRfc3339(m_ctx.clock.now())}))
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The recommendation could not be stored."),
                        {}};
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("evaluate_token"), token},
        {QStringLiteral("output"), QJsonObject{{QStringLiteral("percentage"), percentage}}}};
}

Result<QJsonObject> RecommendationService::evaluate(const QString &brokerId, const QString &id,
                                                    const QString &token, const QJsonObject &body)
{
    JsonCheck check;
    const auto evaluation = check.boolean(body, {}, QStringLiteral("evaluation"));
    if (!check.ok())
        return check.error();
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT product_type, input, token_hash, evaluation FROM recommendations "
                       "WHERE id = ? AND broker_id = ?"));
    q.addBindValue(id);
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next())
        return ApiError::notFound(QStringLiteral("Recommendation"));
    const int type = q.value(0).toInt();
    const QJsonObject input = QJsonDocument::fromJson(q.value(1).toByteArray()).object();
    const bool tokenMatches = !token.isEmpty() && q.value(2).toByteArray() == hashToken(token);
    const bool evaluated = !q.value(3).isNull();
    q.finish();
    if (!tokenMatches)
        return ApiError{401,
                        QStringLiteral("invalid_evaluate_token"),
                        QStringLiteral("The token is not this recommendation's evaluate_token."),
                        {{QStringLiteral("token"), QStringLiteral("does not match")}}};
    if (evaluated)
        return ApiError::badRequest(QStringLiteral("already_evaluated"),
                                    QStringLiteral("This recommendation was already evaluated."));

    PropensityModel learned = model(type);
    learned.learn(profileFromInput(input), *evaluation);
    Transaction tx(m_ctx.db);
    if (!m_ctx.db.exec(QStringLiteral("UPDATE recommendations SET evaluation = ?, evaluated = ? "
                                      "WHERE id = ?"),
                       {*evaluation ? 1 : 0, toRfc3339(m_ctx.clock.now()), id}) ||
        !saveModel(type, learned) || !tx.commit())
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The evaluation could not be stored."),
                        {}};
    return QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("evaluation"), *evaluation}};
}

} // namespace brokerdesk::sandbox
