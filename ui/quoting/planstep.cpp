#include "planstep.h"

#include "common/errortext.h"
#include "common/fieldmarks.h"
#include "planrows.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace brokerdesk::ui {

PlanStep::PlanStep(QWidget *parent)
    : QuoteStep(parent), m_plan(new QComboBox(this)), m_rows(new QWidget),
      m_grid(new QGridLayout(m_rows)), m_summary(new QLabel(this))
{
    setTitle(tr("Plan and coverages"));
    setSubTitle(tr("Pick a plan, the coverages with their insured amounts, and the assists."));
    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setAccessibleName(tr("Plan"));
    setFocusProxy(m_plan); // the step opens on the plan; Tab goes through each coverage's fields
    auto *form = new QFormLayout;
    form->addRow(tr("&Plan:"), m_plan);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes from the plan to the first coverage's fields
    scroll->setWidget(m_rows);
    m_grid->setColumnStretch(0, 2);
    m_grid->setColumnStretch(1, 1);
    m_summary->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_summary);
    connect(m_plan, &QComboBox::currentIndexChanged, this, &PlanStep::showPlan);
}

void PlanStep::initializePage()
{
    const QuoteDraft &draft = quoteWizard()->draft();
    if (m_builtFor == draft.openedRequestId)
        return; // back and forth: keep what the user chose
    m_builtFor = draft.openedRequestId;
    m_requoteProblem.clear();
    QSignalBlocker block(m_plan);
    m_plan->clear();
    for (const auto &p : draft.request.plans)
        m_plan->addItem(p.name, p.id);
    if (draft.requote)
        m_plan->setCurrentIndex(qMax(0, m_plan->findData(draft.requote->planId)));
    showPlan(m_plan->currentIndex());
    if (draft.requote)
        applyRequote(*draft.requote);
}

void PlanStep::applyRequote(const Requote &requote)
{
    const QuoteDraft &draft = quoteWizard()->draft();
    QStringList problems;
    if (m_plan->currentData().toString() != requote.planId)
        problems << tr("The plan of the earlier quote is no longer offered.");
    // Every coverage as it was taken, and only those: one the plan adds as optional stays out.
    for (auto *row : std::as_const(m_coverages)) {
        const auto it =
            std::find_if(requote.coverages.cbegin(), requote.coverages.cend(),
                         [row](const domain::CoverageChoice &c) { return c.id == row->id(); });
        if (it != requote.coverages.cend())
            row->setValue(*it);
        else
            row->setTaken(false);
    }
    for (const domain::CoverageChoice &c : requote.coverages) {
        const auto offer =
            std::find_if(draft.request.coverages.cbegin(), draft.request.coverages.cend(),
                         [&c](const domain::Coverage &o) { return o.id == c.id; });
        const bool inPlan = std::any_of(m_coverages.cbegin(), m_coverages.cend(),
                                        [&c](const CoverageRow *r) { return r->id() == c.id; });
        if (offer == draft.request.coverages.cend() || !inPlan)
            problems << tr("A coverage of the earlier quote is no longer offered.");
        else if (c.insuredAmount.cents() < offer->insuredAmountMin.cents() ||
                 c.insuredAmount.cents() > offer->insuredAmountMax.cents())
            problems << tr("%1: the earlier %2 is outside the new limits, %3 to %4.")
                            .arg(offer->name, c.insuredAmount.format(),
                                 offer->insuredAmountMin.format(),
                                 offer->insuredAmountMax.format());
    }
    for (auto *row : std::as_const(m_assists)) {
        const auto it =
            std::find_if(requote.assists.cbegin(), requote.assists.cend(),
                         [row](const domain::AssistChoice &a) { return a.id == row->id(); });
        if (it != requote.assists.cend())
            row->setValue(*it);
    }
    for (const domain::AssistChoice &a : requote.assists)
        if (std::none_of(m_assists.cbegin(), m_assists.cend(),
                         [&a](const AssistRow *r) { return r->id() == a.id; }))
            problems << tr("An assist of the earlier quote is no longer offered.");
    problems.removeDuplicates();
    m_requoteProblem = problems.join(u' ');
    if (!problems.isEmpty())
        m_summary->setText(QStringLiteral("<span style=\"color:#a4281b\">%1</span>")
                               .arg(m_requoteProblem.toHtmlEscaped()));
    emit completeChanged();
}

void PlanStep::showPlan(int index)
{
    qDeleteAll(m_coverages);
    qDeleteAll(m_assists);
    m_coverages.clear();
    m_assists.clear();
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QuoteDraft &draft = quoteWizard()->draft();
    if (index < 0 || index >= draft.request.plans.size())
        return;
    const domain::Plan &plan = draft.request.plans.at(index);
    int row = 0;
    auto *coverageTitle = new QLabel(tr("<b>Coverages</b>"), m_rows);
    m_grid->addWidget(coverageTitle, row++, 0, 1, 4);
    // The rows need each part's options and limits, which the request's own lists carry.
    const QStringList coverageIds = plan.coverageIds();
    const QStringList assistIds = plan.assistIds();
    for (const auto &c : draft.request.coverages)
        if (coverageIds.contains(c.id)) {
            m_coverages << new CoverageRow(c, m_grid, row++, m_rows);
            connect(m_coverages.last(), &CoverageRow::changed, this, &QWizardPage::completeChanged);
        }
    auto *assistTitle = new QLabel(tr("<b>Assists</b>"), m_rows);
    m_grid->addWidget(assistTitle, row++, 0, 1, 4);
    for (const auto &a : draft.request.assists)
        if (assistIds.contains(a.id))
            m_assists << new AssistRow(a, m_grid, row++, m_rows);
    if (m_assists.isEmpty())
        m_grid->addWidget(new QLabel(tr("This plan has no assists."), m_rows), row++, 0, 1, 4);
    m_grid->setRowStretch(row, 1);
    m_summary->setText(tr("Required coverages are always included. Type the insured amount of "
                          "each coverage taken, within its limits."));
    emit completeChanged();
}

bool PlanStep::isComplete() const
{
    return !m_plan->currentData().toString().isEmpty() && missingFields().isEmpty();
}

QList<QWidget *> PlanStep::missingFields() const
{
    QList<QWidget *> missing;
    for (const auto *c : m_coverages)
        if (c->isTaken() && !c->hasAmount())
            missing << c->amountField();
    return missing;
}

bool PlanStep::validatePage()
{
    clearMarks();
    QuoteDraft &draft = quoteWizard()->draft();
    draft.planId = m_plan->currentData().toString();
    draft.coverages = {};
    draft.assists = {};
    for (const auto *c : m_coverages)
        if (c->isTaken())
            draft.coverages.append(c->value());
    for (const auto *a : m_assists)
        if (a->isTaken())
            draft.assists.append(a->value());
    return true;
}

bool PlanStep::markFieldErrors(const api::ApiError &error)
{
    bool any = false;
    for (const auto &f : error.fields) {
        if (f.field == QLatin1String("plan_id")) {
            fieldmarks::markInvalid(m_plan, errortext::fieldReason(f.reason));
            any = true;
        }
        // items[0].coverages[2].insured_amount → the third coverage taken
        static const QRegularExpression at(
            QStringLiteral(R"(^items\[0\]\.coverages\[(\d+)\]\.(\w+)$)"));
        const auto m = at.match(f.field);
        if (!m.hasMatch())
            continue;
        QList<CoverageRow *> taken;
        for (auto *c : m_coverages)
            if (c->isTaken())
                taken << c;
        const int i = m.captured(1).toInt();
        if (i < taken.size()) {
            fieldmarks::markInvalid(m.captured(2) == QLatin1String("coverage_option_id")
                                        ? taken.at(i)->optionField()
                                        : taken.at(i)->amountField(),
                                    errortext::fieldReason(f.reason));
            any = true;
        }
    }
    return any;
}

} // namespace brokerdesk::ui
