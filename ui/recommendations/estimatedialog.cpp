#include "estimatedialog.h"

#include "customers/calllistmodel.h"
#include "percentgauge.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include "cache/estimatestore.h"
#include "domain/enums.h"
#include "domain/personfacts.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

using namespace recommendations;

namespace {

QString genderWord(const QString &gender)
{
    if (gender == QLatin1String("female"))
        return EstimateDialog::tr("woman");
    return gender == QLatin1String("male") ? EstimateDialog::tr("man") : QString();
}

QString maritalWord(const QString &status)
{
    if (status == QLatin1String("married"))
        return EstimateDialog::tr("married");
    return status == QLatin1String("single") ? EstimateDialog::tr("single") : QString();
}

} // namespace

EstimateDialog::EstimateDialog(Workspace &workspace, const cache::Customer &customer,
                               const QString &estimatesPath, QWidget *parent)
    : QDialog(parent), m_workspace(workspace), m_customer(customer), m_estimatesPath(estimatesPath),
      m_product(new QComboBox(this)), m_facts(new QLabel(this)), m_error(new ErrorBanner(this)),
      m_estimate(new QPushButton(tr("&Estimate"), this)), m_gauge(new PercentGauge(this)),
      m_summary(new QLabel(this)), m_yes(new QPushButton(tr("&Yes, bought"), this)),
      m_no(new QPushButton(tr("&No, did not buy"), this)), m_outcome(new QLabel(this))
{
    setObjectName(QStringLiteral("estimateDialog"));
    setWindowTitle(tr("Chance of a sale — %1").arg(customer.person.name));
    using domain::ProductType;
    for (ProductType t :
         {ProductType::Auto, ProductType::Home, ProductType::Life, ProductType::Travel})
        m_product->addItem(domain::displayName(t), int(t));
    m_product->setObjectName(QStringLiteral("estimateProduct"));
    m_product->setAccessibleName(tr("Product type"));
    m_facts->setObjectName(QStringLiteral("customerFacts"));
    m_facts->setWordWrap(true);
    m_estimate->setObjectName(QStringLiteral("estimate"));
    m_estimate->setProperty("role", QStringLiteral("primary"));
    m_estimate->setDefault(true);
    m_yes->setObjectName(QStringLiteral("boughtYes"));
    m_no->setObjectName(QStringLiteral("boughtNo"));
    for (QPushButton *b : {m_yes, m_no}) {
        b->setAutoDefault(false); // Enter asks for the estimate, never answers for the customer
        b->setEnabled(false);
    }
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("estimateSummary"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignHCenter);
    m_summary->setText(tr("Choose the kind of insurance and press Estimate."));

    auto *ask = new QFormLayout;
    ask->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    ask->addRow(
        tr("Customer:"),
        new QLabel(QStringLiteral("<b>%1</b>").arg(customer.person.name.toHtmlEscaped()), this));
    ask->addRow(tr("What we know:"), m_facts);
    auto *productRow = new QHBoxLayout;
    productRow->addWidget(m_product);
    productRow->addWidget(m_estimate);
    productRow->addStretch();
    auto *productLabel = new QLabel(tr("&Insurance:"), this);
    productLabel->setBuddy(m_product);
    ask->addRow(productLabel, productRow);

    auto *feedback = new QGroupBox(tr("After the call: did they buy?"), this);
    auto *feedbackColumn = new QVBoxLayout(feedback);
    auto *answers = new QHBoxLayout;
    answers->addWidget(m_yes);
    answers->addWidget(m_no);
    answers->addStretch();
    feedbackColumn->addLayout(answers);
    feedbackColumn->addWidget(m_outcome);

    auto *close = new QPushButton(tr("Close"), this);
    close->setAutoDefault(false);
    auto *closeRow = new QHBoxLayout;
    closeRow->addStretch();
    closeRow->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addLayout(ask);
    layout->addWidget(m_gauge, 0, Qt::AlignHCenter);
    layout->addWidget(m_summary);
    layout->addWidget(feedback);
    layout->addLayout(closeRow);

    connect(m_product, &QComboBox::currentIndexChanged, this, &EstimateDialog::showFacts);
    connect(m_estimate, &QPushButton::clicked, this, &EstimateDialog::estimate);
    connect(m_yes, &QPushButton::clicked, this, [this] { evaluate(true); });
    connect(m_no, &QPushButton::clicked, this, [this] { evaluate(false); });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_error, &ErrorBanner::retryRequested, this, [this] {
        if (const auto action = std::exchange(m_retryAction, {}))
            action();
    });
    showFacts();
    m_product->setFocus();
}

EstimateDialog::~EstimateDialog() = default;

QString EstimateDialog::outcomeText() const
{
    return m_outcome->text();
}

void EstimateDialog::showFacts()
{
    const auto type = domain::ProductType(m_product->currentData().toInt());
    m_input = CallListModel::recommendationInput(m_customer.person, type, QDate::currentDate(),
                                                 &m_missing);
    const domain::PersonFacts f = domain::personFactsOf(m_customer.person, QDate::currentDate());
    QStringList known;
    if (f.age)
        known << tr("age %1").arg(*f.age);
    if (f.children)
        known << tr("children: %1").arg(*f.children);
    for (const QString &word : {genderWord(f.gender), maritalWord(f.maritalStatus)})
        if (!word.isEmpty())
            known << word;
    if (f.salary)
        known << tr("income %1 a month").arg(f.salary->format());
    if (!f.stateCode.isEmpty())
        known << f.stateCode;
    QString text = known.isEmpty() ? tr("Nothing yet.") : known.join(QStringLiteral(" · "));
    if (!m_missing.isEmpty())
        text += QStringLiteral("<br/><span style=\"color:#b00020;\">%1</span>")
                    .arg(tr("The estimate also needs: %1. Complete the customer's record "
                            "(Edit customer) and ask again.")
                             .arg(m_missing.join(QStringLiteral(", ")))
                             .toHtmlEscaped());
    m_facts->setText(text);
    m_estimate->setEnabled(!m_busy && m_missing.isEmpty());
}

void EstimateDialog::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    m_estimate->setEnabled(!busy && m_missing.isEmpty());
    m_product->setEnabled(!busy);
    emit busyChanged(busy);
}

bool EstimateDialog::estimate()
{
    if (m_busy || !m_missing.isEmpty())
        return false;
    m_error->clear();
    setBusy(true);
    m_summary->setText(tr("Asking for an estimate…"));
    const int type = m_product->currentData().toInt();
    const QByteArray key = m_estimateCreate.keyFor(domain::toJson(m_input));
    m_workspace.api().recommend(
        m_input, this,
        [this, type](const api::ApiResult<domain::Recommendation> &r) {
            setBusy(false);
            m_estimateCreate.settle(r);
            if (!r) {
                m_summary->clear();
                m_retryAction = [this] { estimate(); };
                m_error->showError(r.error(), true);
                return;
            }
            m_estimatedType = type;
            showEstimate(r.value());
            keep(r.value());
        },
        key);
    return true;
}

void EstimateDialog::showEstimate(const domain::Recommendation &r)
{
    m_recommendation = r;
    m_evaluated = false;
    m_evaluateCreate.forget();
    m_gauge->setValue(r.output.percentage);
    m_summary->setText(tr("Estimated chance that %1 buys %2: <b>%3</b>.")
                           .arg(m_customer.person.name.toHtmlEscaped(),
                                domain::displayName(domain::ProductType(m_estimatedType)),
                                m_gauge->valueText()));
    m_yes->setEnabled(true);
    m_no->setEnabled(true);
    m_outcome->setText(tr("Answer once the customer decides."));
}

void EstimateDialog::keep(const domain::Recommendation &r)
{
    cache::EstimateStore store;
    const auto opened = store.open(m_estimatesPath);
    cache::StoredEstimate s;
    s.customerId = m_customer.id;
    s.productType = m_estimatedType;
    s.percentage = r.output.percentage;
    s.recommendationId = r.id;
    s.evaluateToken = r.evaluateToken;
    s.scoredAt = QDateTime::currentDateTimeUtc();
    if (!opened.ok() || !store.save(s)) {
        m_error->showMessage(tr("The estimate could not be kept for the call list: %1")
                                 .arg(opened.ok() ? store.lastError() : opened.message));
        return;
    }
    emit estimateKept(m_customer.id);
}

bool EstimateDialog::evaluate(bool bought)
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
    m_workspace.api().evaluateRecommendation(
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
            cache::EstimateStore store;
            if (store.open(m_estimatesPath).ok())
                store.setEvaluation(m_customer.id, m_estimatedType, bought);
            emit estimateKept(m_customer.id);
            m_outcome->setText(bought ? tr("Recorded: %1 bought. This improves the next "
                                           "estimates.")
                                            .arg(m_customer.person.name)
                                      : tr("Recorded: %1 did not buy. This improves the next "
                                           "estimates.")
                                            .arg(m_customer.person.name));
        },
        key);
    return true;
}

} // namespace brokerdesk::ui
