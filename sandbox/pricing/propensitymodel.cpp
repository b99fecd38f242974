#include "propensitymodel.h"

#include <cmath>

namespace brokerdesk::sandbox {

namespace {
constexpr double learningRate = 0.08;
}

PropensityModel::Vector PropensityModel::features(const Profile &p)
{
    const double reais = double(std::max<qint64>(0, p.salaryCents)) / 100.0;
    return {1.0,
            (std::min(p.age, 100) - 40) / 15.0,
            std::min(p.children, 6) / 2.0,
            p.male ? 1.0 : 0.0,
            p.married ? 1.0 : 0.0,
            std::log1p(reais) - std::log(5000.0), // ~0 for a salary of R$ 5.000
            p.location == QStringLiteral("south") ? 1.0 : 0.0,
            p.location == QStringLiteral("southeast") ? 1.0 : 0.0,
            p.location == QStringLiteral("midwest") ? 1.0 : 0.0,
            p.location == QStringLiteral("northeast") ? 1.0 : 0.0};
}

PropensityModel::Vector PropensityModel::prior(int productType)
{
    // bias, age, children, male, married, salary, south, southeast, midwest, northeast
    switch (productType) {
    case 1:
        return {-0.4, -0.2, 0.2, 0.3, 0.2, 0.9, 0.2, 0.3, 0.1, -0.3}; // Auto
    case 4:
        return {-0.8, 0.4, 0.3, 0.0, 0.7, 0.7, 0.2, 0.2, 0.0, -0.2}; // Home
    case 5:
        return {-1.0, 0.5, 0.6, 0.1, 0.6, 0.5, 0.1, 0.1, 0.0, 0.0}; // Life
    case 12:
        return {-1.2, -0.1, -0.3, 0.0, 0.1, 1.2, 0.1, 0.3, 0.0, 0.0}; // Travel
    default:
        return {};
    }
}

double PropensityModel::probability(const Profile &p) const
{
    const Vector x = features(p);
    double z = 0;
    for (int i = 0; i < featureCount; ++i)
        z += m_weights[size_t(i)] * x[size_t(i)];
    return 1.0 / (1.0 + std::exp(-z));
}

void PropensityModel::learn(const Profile &p, bool bought)
{
    const Vector x = features(p);
    const double error = (bought ? 1.0 : 0.0) - probability(p);
    for (int i = 0; i < featureCount; ++i)
        m_weights[size_t(i)] += learningRate * error * x[size_t(i)];
}

} // namespace brokerdesk::sandbox
