#include "affinitysteps.h"

#include "domain/businessday.h"

#include "common/datefield.h"
#include "common/periodfields.h"

#include "common/fieldmarks.h"
#include "icons.h"
#include "partnershipview.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace brokerdesk::ui::affinities {

namespace {

constexpr int IdRole = Qt::UserRole + 1;
constexpr int maxYears = 5; // the service's limit

QListWidget *choiceList(const QString &objectName, const QString &accessible, QWidget *parent)
{
    auto *list = new QListWidget(parent);
    list->setObjectName(objectName);
    list->setAccessibleName(accessible);
    list->setAlternatingRowColors(true);
    list->setIconSize(QSize(24, 24));
    list->setWordWrap(true);
    list->setSpacing(6);
    return list;
}

QString currentId(const QListWidget *list)
{
    const auto *item = list->currentItem();
    return item ? item->data(IdRole).toString() : QString();
}

// The names of a plan's parts as the plan gives them; a part sent as a bare id (the interface
// does not promise names) is named from the product's own list.
template <typename T> QString namesOf(const QList<domain::PlanPart> &parts, const QList<T> &product)
{
    QStringList out;
    for (const domain::PlanPart &part : parts) {
        QString name = part.name;
        if (name.isEmpty()) {
            const auto known = std::find_if(product.begin(), product.end(),
                                            [&part](const T &e) { return e.id == part.id; });
            if (known != product.end())
                name = known->name;
        }
        if (!name.isEmpty())
            out << name;
    }
    return out.join(QStringLiteral(", "));
}

} // namespace

// ---- product ----

AffinityProductStep::AffinityProductStep(QWidget *parent)
    : AffinityStep(parent), m_list(choiceList(QStringLiteral("affinityProducts"),
                                              tr("Products of the partnership"), this))
{
    setTitle(tr("Product"));
    setSubTitle(tr("Choose the partnership's product. Next asks the insurer for its plans."));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_list, 1);
    setFocusProxy(m_list);
    connect(m_list, &QListWidget::currentRowChanged, this, &QWizardPage::completeChanged);
    connect(m_list, &QListWidget::itemActivated, this, [this] { wizard()->next(); });
    connect(m_error, &ErrorBanner::retryRequested, this, &AffinityProductStep::openRequest);
}

void AffinityProductStep::initializePage()
{
    if (m_list->count() > 0)
        return;
    for (const auto &p : affinityWizard()->partnership().products) {
        auto *item = new QListWidgetItem(
            productTypeIcon(productType(p)),
            tr("%1 — %2").arg(p.name, domain::displayName(productType(p))), m_list);
        item->setData(IdRole, p.id);
    }
    select(affinityWizard()->preselectedProduct());
    if (!m_list->currentItem())
        m_list->setCurrentRow(0);
}

void AffinityProductStep::select(const QString &productId)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(IdRole).toString() == productId)
            m_list->setCurrentRow(i);
}

QString AffinityProductStep::selectedId() const
{
    return currentId(m_list);
}

bool AffinityProductStep::isComplete() const
{
    return !isBusy() && !selectedId().isEmpty();
}

bool AffinityProductStep::validatePage()
{
    if (!m_readyFor.isEmpty() && m_readyFor == selectedId())
        return true;
    openRequest();
    return false; // continues in the answer
}

void AffinityProductStep::openRequest()
{
    const QString id = selectedId();
    if (id.isEmpty())
        return;
    auto *w = affinityWizard();
    setBusy(true);
    m_list->setEnabled(false);
    m_error->clear();
    clearMarks();
    emit w->workspace().status(tr("Asking the insurer for the plans…"));
    const QByteArray key = m_create.keyFor(id);
    w->workspace().api().createAffinityRequest(
        id, this,
        [this, id](const auto &result) {
            setBusy(false);
            m_list->setEnabled(true);
            auto *wiz = affinityWizard();
            emit wiz->workspace().status(QString());
            m_create.settle(result);
            if (!result.ok()) {
                wiz->showError(result.error(), result.error().fields.isEmpty());
                return;
            }
            AffinityDraft &draft = wiz->draft();
            // A new product starts a new draft; a customer chosen as the holder stays.
            auto customer = std::move(draft.customer);
            draft = {};
            draft.customer = std::move(customer);
            for (const auto &p : wiz->partnership().products)
                if (p.id == id)
                    draft.product = p;
            draft.request = result.value();
            m_readyFor = id;
            wiz->next();
        },
        key);
}

QWidget *AffinityProductStep::fieldWidget(const QString &path) const
{
    return path == QLatin1String("product_id") || path == QLatin1String("affinity_request_id")
               ? m_list
               : nullptr;
}

// ---- plan ----

AffinityPlanStep::AffinityPlanStep(QWidget *parent)
    : AffinityStep(parent), m_list(choiceList(QStringLiteral("affinityPlans"), tr("Plans"), this))
{
    setTitle(tr("Plan"));
    setSubTitle(tr("Choose what the affinity covers."));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_list, 1);
    setFocusProxy(m_list);
    connect(m_list, &QListWidget::currentRowChanged, this, &QWizardPage::completeChanged);
    connect(m_list, &QListWidget::itemActivated, this, [this] { wizard()->next(); });
}

void AffinityPlanStep::initializePage()
{
    const AffinityDraft &draft = affinityWizard()->draft();
    if (m_builtFor == draft.request.id)
        return; // back and forth: keep the choice
    m_builtFor = draft.request.id;
    m_list->clear();
    for (const auto &plan : draft.request.plans) {
        QString text = QStringLiteral("%1\n%2").arg(
            plan.name, tr("Coverages: %1").arg(namesOf(plan.coverages, draft.product.coverages)));
        if (const QString assists = namesOf(plan.assists, draft.product.assists);
            !assists.isEmpty())
            text += u'\n' + tr("Assists: %1").arg(assists);
        auto *item = new QListWidgetItem(text, m_list);
        item->setData(IdRole, plan.id);
    }
    m_list->setCurrentRow(0);
}

bool AffinityPlanStep::isComplete() const
{
    return !currentId(m_list).isEmpty();
}

bool AffinityPlanStep::validatePage()
{
    clearMarks();
    m_error->clear();
    affinityWizard()->draft().planId = currentId(m_list);
    return true;
}

QWidget *AffinityPlanStep::fieldWidget(const QString &path) const
{
    return path == QLatin1String("plan_id") ? m_list : nullptr;
}

// ---- lifetime ----

AffinityLifetimeStep::AffinityLifetimeStep(QWidget *parent)
    : AffinityStep(parent),
      m_period(new PeriodFields(
          {{tr("6 months"), {6, 0}}, {tr("1 year"), {12, 0}}, {tr("2 years"), {24, 0}}}, this))
{
    setTitle(tr("Lifetime"));
    setSubTitle(tr("When the affinity starts and ends (at most five years)."));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_period);
    layout->addStretch();
    connect(m_period, &PeriodFields::changed, this, &AffinityLifetimeStep::completeChanged);
}

void AffinityLifetimeStep::initializePage()
{
    // The office's today: the service refuses a start before it (Brasília's day, not UTC's).
    const QDate today = domain::businessday::today();
    m_period->setLimits(today, {12 * maxYears, 0}, tr("An affinity lasts at most five years."));
    if (!m_chosen) {
        m_period->reset(today.addDays(1), {12, 0});
        m_chosen = true;
    }
    emit completeChanged();
}

bool AffinityLifetimeStep::isComplete() const
{
    return m_period->isComplete();
}

bool AffinityLifetimeStep::validatePage()
{
    m_error->clear();
    AffinityDraft &draft = affinityWizard()->draft();
    draft.lifetimeStart = m_period->startDate();
    draft.lifetimeEnd = m_period->endDate();
    return true;
}

QWidget *AffinityLifetimeStep::fieldWidget(const QString &path) const
{
    if (path == QLatin1String("lifetime_start"))
        return m_period->start();
    return path == QLatin1String("lifetime_end") ? m_period->end() : nullptr;
}

} // namespace brokerdesk::ui::affinities
