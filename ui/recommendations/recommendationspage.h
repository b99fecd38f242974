#pragma once

#include "api/httpcall.h"
#include "api/idempotentcreate.h"
#include "domain/recommendation.h"
#include "page.h"

#include <functional>

class QLabel;
class QPushButton;
class QGroupBox;

namespace brokerdesk::ui {

class ErrorBanner;

namespace recommendations {
class PercentGauge;
class RecommendationForm;
} // namespace recommendations

// How likely a person is to buy a product type: the seven inputs, the service's estimate as a
// gauge, and "Did the person buy?" answered once, which trains the estimate.
class RecommendationsPage final : public Page
{
    Q_OBJECT
public:
    explicit RecommendationsPage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    bool isBusy() const override { return m_busy; }

    // Sends the form; false when a field is wrong (it is marked) or a request is running.
    bool estimate();
    // Sends the evaluation of the current estimate; false when there is none or it was sent.
    bool evaluate(bool bought);

    recommendations::RecommendationForm *form() const { return m_form; }
    recommendations::PercentGauge *gauge() const { return m_gauge; }
    QPushButton *yesButton() const { return m_yes; }
    QPushButton *noButton() const { return m_no; }
    QString outcomeText() const;
    const std::optional<domain::Recommendation> &recommendation() const { return m_recommendation; }
    int evaluationsSent() const { return m_evaluationsSent; }

private:
    void setBusy(bool busy);
    void showEstimate(const domain::Recommendation &r);

    recommendations::RecommendationForm *m_form;
    recommendations::PercentGauge *m_gauge;
    ErrorBanner *m_error;
    QPushButton *m_estimate;
    QLabel *m_summary;
    QGroupBox *m_feedback;
    QPushButton *m_yes;
    QPushButton *m_no;
    QLabel *m_outcome;
    std::optional<domain::Recommendation> m_recommendation;
    bool m_evaluated = false; // sent (or being sent) for the current recommendation
    bool m_busy = false;
    int m_evaluationsSent = 0;
    std::function<void()> m_retryAction; // what the error banner's Retry repeats
    // Idempotency-Keys of a failed estimate (for that same input) and a failed evaluation:
    // Retry repeats the very create, so an answer lost on the way records nothing twice.
    api::IdempotentCreate m_estimateCreate; // by input
    api::IdempotentCreate m_evaluateCreate; // by recommendation
};

} // namespace brokerdesk::ui
