#include "recommendationspage.h"

#include "common/look.h"
#include "common/pageheader.h"
#include "icons.h"
#include "percentgauge.h"
#include "recommendationform.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

using namespace recommendations;

RecommendationsPage::RecommendationsPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent), m_form(new RecommendationForm(this)),
      m_gauge(new PercentGauge(this)), m_error(new ErrorBanner(this)),
      m_estimate(new QPushButton(tr("&Estimate"), this)), m_summary(new QLabel(this)),
      m_feedback(new QGroupBox(tr("Did the person buy?"), this)),
      m_yes(new QPushButton(tr("&Yes, bought"), m_feedback)),
      m_no(new QPushButton(tr("&No, did not buy"), m_feedback)), m_outcome(new QLabel(m_feedback))
{
    setObjectName(QStringLiteral("recommendationsPage"));
    m_estimate->setObjectName(QStringLiteral("estimate"));
    m_estimate->setDefault(true);
    markPrimary(m_estimate);
    m_yes->setObjectName(QStringLiteral("boughtYes"));
    m_no->setObjectName(QStringLiteral("boughtNo"));
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignHCenter);
    m_summary->setText(tr("Fill in the person's profile and press Estimate."));

    auto *intro = new QLabel(tr("Estimate how likely a person is to buy a kind of insurance. "
                                "Afterwards, tell the service whether they bought: that trains the "
                                "estimate."),
                             this);
    intro->setWordWrap(true);

    auto *feedback = new QVBoxLayout(m_feedback);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_yes);
    buttons->addWidget(m_no);
    buttons->addStretch();
    feedback->addLayout(buttons);
    feedback->addWidget(m_outcome);
    m_feedback->setEnabled(false);

    auto *left = new QVBoxLayout;
    left->addWidget(m_form);
    auto *send = new QHBoxLayout;
    send->addStretch();
    send->addWidget(m_estimate);
    left->addLayout(send);
    left->addStretch();

    auto *right = new QVBoxLayout;
    right->addWidget(m_gauge, 0, Qt::AlignHCenter);
    right->addWidget(m_summary);
    right->addWidget(m_feedback);
    right->addStretch();

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addSpacing(24);
    columns->addLayout(right, 1);

    auto *header = new PageHeader(tr("Recommendations"), this);
    header->setSummary(tr("Chance of a sale, by profile"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(header);
    layout->addWidget(m_error);
    layout->addWidget(intro);
    layout->addSpacing(8);
    layout->addLayout(columns);
    layout->addStretch();

    connect(m_estimate, &QPushButton::clicked, this, &RecommendationsPage::estimate);
    connect(m_form, &RecommendationForm::submitted, this, &RecommendationsPage::estimate);
    connect(&workspace, &Workspace::estimateForCustomerRequested, this,
            [this](const cache::Customer &customer) {
                m_form->fill(domain::personFactsOf(customer.person, QDate::currentDate()));
                emit this->workspace().status(
                    tr("The form has what is known of %1; choose the product type and estimate.")
                        .arg(customer.person.name));
            });
    connect(m_yes, &QPushButton::clicked, this, [this] { evaluate(true); });
    connect(m_no, &QPushButton::clicked, this, [this] { evaluate(false); });
    connect(m_error, &ErrorBanner::retryRequested, this, [this] {
        if (const auto action = std::exchange(m_retryAction, {}))
            action();
    });
}

QString RecommendationsPage::title() const
{
    return tr("Recommendations");
}
QIcon RecommendationsPage::icon() const
{
    return ui::icon(QStringLiteral("recommendations"));
}
QString RecommendationsPage::outcomeText() const
{
    return m_outcome->text();
}

void RecommendationsPage::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    m_estimate->setEnabled(!busy);
    emit busyChanged(busy);
}

bool RecommendationsPage::estimate()
{
    if (m_busy)
        return false;
    const auto input = m_form->input();
    if (!input)
        return false;
    m_error->clear();
    setBusy(true);
    emit workspace().status(tr("Asking for an estimate…"));
    const QJsonObject json = domain::toJson(*input);
    const QByteArray key = m_estimateCreate.keyFor(json);
    workspace().api().recommend(
        *input, this,
        [this](const api::ApiResult<domain::Recommendation> &r) {
            setBusy(false);
            emit workspace().status({});
            m_estimateCreate.settle(r);
            if (!r) {
                m_retryAction = [this] { estimate(); };
                m_error->showError(r.error(), true);
                return;
            }
            showEstimate(r.value());
        },
        key);
    return true;
}

void RecommendationsPage::showEstimate(const domain::Recommendation &r)
{
    m_recommendation = r;
    m_evaluated = false;
    m_evaluateCreate.forget();
    m_gauge->setValue(r.output.percentage);
    m_summary->setText(
        tr("Estimated chance that this person buys: <b>%1</b>.").arg(m_gauge->valueText()));
    m_feedback->setEnabled(true);
    m_yes->setEnabled(true);
    m_no->setEnabled(true);
    m_outcome->setText(tr("Answer once the person decides."));
}

bool RecommendationsPage::evaluate(bool bought)
{
    if (!m_recommendation || m_evaluated)
        return false;
    // One answer per estimate: both buttons go grey before anything is sent.
    m_evaluated = true;
    m_yes->setEnabled(false);
    m_no->setEnabled(false);
    ++m_evaluationsSent;
    m_outcome->setText(tr("Sending…"));
    const QByteArray key = m_evaluateCreate.keyFor(m_recommendation->id);
    workspace().api().evaluateRecommendation(
        m_recommendation->id, m_recommendation->evaluateToken, bought, this,
        [this, bought](const api::ApiResult<domain::RecommendationEvaluation> &r) {
            if (!r) {
                // A transient failure, or an answer lost on the way, may be sent again (under
                // the same key: the service answers it once); a refusal may not.
                const bool again =
                    r.error().isTransient() || r.error().kind == api::ApiError::Kind::BadAnswer;
                if (again)
                    m_evaluateCreate.settle(r);
                else
                    m_evaluateCreate.forget();
                m_evaluated = !again;
                m_yes->setEnabled(again);
                m_no->setEnabled(again);
                m_outcome->setText(again ? tr("Not sent; try again.") : tr("Not recorded."));
                m_retryAction = [this, bought] { evaluate(bought); };
                m_error->showError(r.error(), again);
                return;
            }
            m_outcome->setText(
                r.value().evaluation
                    ? tr("Recorded: the person bought. Thank you — this trains the estimate.")
                    : tr("Recorded: the person did not buy. Thank you — this trains the "
                         "estimate."));
        },
        key);
    return true;
}

} // namespace brokerdesk::ui
