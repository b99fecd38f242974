#pragma once

#include <QString>

#include <array>

namespace brokerdesk::sandbox {

// Who is being asked about: the seven inputs of a recommendation request.
struct Profile
{
    int age = 0;
    int children = 0;
    bool male = false;
    bool married = false;
    qint64 salaryCents = 0;
    QString location; // south, southeast, midwest, northeast
};

// Logistic regression over a profile's features, one per product type, learning online from
// each evaluation (did the person buy?).
class PropensityModel
{
public:
    static constexpr int featureCount = 10;
    using Vector = std::array<double, featureCount>;

    static Vector features(const Profile &p);
    // Sensible starting weights for product types 1, 4, 5 and 12.
    static Vector prior(int productType);

    explicit PropensityModel(const Vector &weights) : m_weights(weights) {}

    double probability(const Profile &p) const;
    // One stochastic gradient step of the log loss towards the observed outcome.
    void learn(const Profile &p, bool bought);
    const Vector &weights() const { return m_weights; }

private:
    Vector m_weights;
};

} // namespace brokerdesk::sandbox
