#pragma once

#include "quotewizard.h"

class QComboBox;
class QGridLayout;
class QLabel;

namespace brokerdesk::ui {

class CoverageRow;
class AssistRow;

// Step 2: the plan, its coverages with insured amounts within their limits, and its assists.
class PlanStep final : public QuoteStep
{
    Q_OBJECT
public:
    explicit PlanStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    QList<QWidget *> missingFields() const override;
    bool validatePage() override;
    bool markFieldErrors(const api::ApiError &error) override;
    QString requoteProblem() const override { return m_requoteProblem; }

private:
    void showPlan(int index);
    // The earlier quote's plan, coverages, amounts and assists, as far as the offer has them.
    void applyRequote(const Requote &requote);

    QComboBox *m_plan;
    QWidget *m_rows;
    QGridLayout *m_grid;
    QLabel *m_summary;
    QList<CoverageRow *> m_coverages;
    QList<AssistRow *> m_assists;
    QString m_builtFor; // quote request id the rows were built for
    QString m_requoteProblem;
};

} // namespace brokerdesk::ui
