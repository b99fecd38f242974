#pragma once

#include "api/idempotentcreate.h"
#include "cache/customerdirectory.h"
#include "domain/recommendation.h"

#include <QDialog>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace brokerdesk::ui {

class ErrorBanner;
class Workspace;

namespace recommendations {
class PercentGauge;
}

// How likely one customer is to buy a kind of insurance, asked from their page with what the
// directory knows of them (age, children, income, gender, marital status, state): nothing is
// typed again. Then "Did they buy?", answered once, which teaches the estimate. Both are kept
// in the call list's file, so the call list and the customer's calls show them.
class EstimateDialog final : public QDialog
{
    Q_OBJECT
public:
    // `estimatesPath`: the call list's file (not kept when it cannot be opened).
    EstimateDialog(Workspace &workspace, const cache::Customer &customer,
                   const QString &estimatesPath, QWidget *parent = nullptr);
    ~EstimateDialog() override;

    // Asks for the estimate of the chosen product type; false when the record lacks something
    // the estimate needs, or a request is running.
    bool estimate();
    // Sends whether the customer bought; false when there is no estimate or it was answered.
    bool evaluate(bool bought);

    bool isBusy() const { return m_busy; }
    QComboBox *productBox() const { return m_product; }
    QLabel *factsLabel() const { return m_facts; }
    QPushButton *estimateButton() const { return m_estimate; }
    recommendations::PercentGauge *gauge() const { return m_gauge; }
    QPushButton *yesButton() const { return m_yes; }
    QPushButton *noButton() const { return m_no; }
    QString outcomeText() const;
    const std::optional<domain::Recommendation> &recommendation() const { return m_recommendation; }
    int evaluationsSent() const { return m_evaluationsSent; }

signals:
    void busyChanged(bool busy);
    void estimateKept(qint64 customerId); // saved in the call list's file

private:
    void showFacts();
    void setBusy(bool busy);
    void showEstimate(const domain::Recommendation &r);
    void keep(const domain::Recommendation &r);

    Workspace &m_workspace;
    cache::Customer m_customer;
    QString m_estimatesPath;
    domain::RecommendationInput m_input; // complete when m_missing is empty
    QStringList m_missing;
    QComboBox *m_product;
    QLabel *m_facts;
    ErrorBanner *m_error;
    QPushButton *m_estimate;
    recommendations::PercentGauge *m_gauge;
    QLabel *m_summary;
    QPushButton *m_yes;
    QPushButton *m_no;
    QLabel *m_outcome;
    std::optional<domain::Recommendation> m_recommendation;
    int m_estimatedType = 0;  // the product type of m_recommendation
    bool m_evaluated = false; // sent (or being sent) for the current recommendation
    bool m_busy = false;
    int m_evaluationsSent = 0;
    std::function<void()> m_retryAction; // what the error banner's Retry repeats
    // Retry repeats the very create, so an answer lost on the way records nothing twice.
    api::IdempotentCreate m_estimateCreate; // by input
    api::IdempotentCreate m_evaluateCreate; // by recommendation
};

} // namespace brokerdesk::ui
