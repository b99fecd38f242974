#include "homepage.h"

#include "homecard.h"

#include "api/saleslist.h"
#include "cashflow/ledgermirrorview.h"
#include "common/pageheader.h"
#include "customers/calllist.h"
#include "customers/calllistmodel.h"
#include "domain/businessday.h"
#include "domain/enums.h"
#include "domain/money.h"
#include "icons.h"
#include "ledger/ledgerqueries.h"
#include "ledger/ledgerreader.h"
#include "renewals/renewalindex.h"
#include "workspace.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTime>
#include <QTimer>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

using domain::Money;

const QString renewalsSource = QStringLiteral("renewals");
const QString salesSource = QStringLiteral("sales");
const QString affinitiesSource = QStringLiteral("affinities");
const QString ledgerSource = QStringLiteral("ledger");

// What the ledger tells Início, read on the reader's thread.
struct LedgerCounts
{
    qint64 overdue = 0;       // premium installments not paid by their day
    qint64 overdueAmount = 0; // cents
    cache::CommissionMonth month;
    qint64 lostCommission = 0; // cents, by this month's cancellations
    int cancellations = 0;
    QString error;
};

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setStyleSheet(QStringLiteral("font-weight: 600; color: #546e7a; margin-top: 6px;"));
    return label;
}

} // namespace

HomePage::HomePage(Workspace &workspace, RenewalIndex &renewals, QWidget *parent)
    : Page(workspace, parent), m_renewals(renewals), m_timer(new QTimer(this)),
      m_updated(new QLabel(this))
{
    setObjectName(QStringLiteral("homePage"));
    auto *header = new PageHeader(tr("Today"), this);
    header->setSummary(tr("What is due today; click a count to open its list."));

    auto *body = new QWidget(this);
    auto *grid = new QGridLayout(body);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(8);
    int row = 0;
    const auto section = [&](const QString &title, const QList<HomeCard *> &cards) {
        grid->addWidget(heading(title, body), row++, 0, 1, 3);
        for (int i = 0; i < cards.size(); ++i)
            grid->addWidget(cards.at(i), row, i);
        ++row;
    };
    section(tr("Renewals"),
            {addCard(QStringLiteral("renewals30"), tr("Policies ending in 30 days"), {}),
             addCard(QStringLiteral("renewals60"), tr("Policies ending in 60 days"), {}),
             addCard(QStringLiteral("renewals90"), tr("Policies ending in 90 days"), {})});
    section(tr("Sales and payments"),
            {addCard(QStringLiteral("salesWaiting"), tr("Sales waiting for payment"),
                     QStringLiteral("sales")),
             addCard(QStringLiteral("salesFailed"), tr("Payments that failed"),
                     QStringLiteral("sales")),
             addCard(QStringLiteral("installmentsOverdue"), tr("Installments overdue"),
                     QStringLiteral("cashflow"))});
    section(tr("This month's commissions"),
            {addCard(QStringLiteral("commissionsExpected"), tr("Commissions expected"),
                     QStringLiteral("cashflow")),
             addCard(QStringLiteral("commissionsReceived"), tr("Commissions received"),
                     QStringLiteral("cashflow")),
             addCard(QStringLiteral("commissionsAtRisk"), tr("Lost to cancellations"),
                     QStringLiteral("cashflow"))});
    section(tr("Affinities and calls"),
            {addCard(QStringLiteral("affinitiesPending"), tr("Affinities pending"),
                     QStringLiteral("affinities")),
             addCard(QStringLiteral("callList"), tr("Customers to call first"),
                     QStringLiteral("customers"))});
    grid->setRowStretch(row, 1);
    for (int c = 0; c < 3; ++c)
        grid->setColumnStretch(c, 1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // the keyboard starts on the first count
    m_updated->setObjectName(QStringLiteral("homeUpdated"));
    m_updated->setStyleSheet(QStringLiteral("color: #78909c;"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(header);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_updated);

    for (int days : {30, 60, 90})
        connect(card(QStringLiteral("renewals%1").arg(days)), &QPushButton::clicked, this,
                [this, days] { emit this->workspace().renewalsDueRequested(days); });
    connect(&m_renewals, &RenewalIndex::updated, this, [this] {
        wait(renewalsSource, false);
        countRenewals();
    });
    m_timer->setInterval(refreshMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (isVisible())
            activate();
    });
}

HomePage::~HomePage() = default;

HomeCard *HomePage::addCard(const QString &name, const QString &title, const QString &target)
{
    auto *c = new HomeCard(name, title, this);
    m_cards << c;
    m_byName.insert(name, c);
    // The page first takes the card's filter, then shows: only what the count counts.
    if (!target.isEmpty())
        connect(c, &QPushButton::clicked, this, [this, name, target] {
            emit workspace().listFilterRequested(name);
            emit workspace().pageRequested(target);
        });
    return c;
}

HomeCard *HomePage::card(const QString &name) const
{
    return m_byName.value(name);
}

QString HomePage::title() const
{
    return tr("Today");
}

QIcon HomePage::icon() const
{
    return ui::icon(QStringLiteral("home"));
}

void HomePage::setToday(const QDate &day)
{
    m_today = day;
    m_renewals.setToday(day);
}

QDate HomePage::today() const
{
    return m_today.isValid() ? m_today : domain::businessday::today();
}

void HomePage::setLedger(cashflow::LedgerMirrorView *mirror)
{
    m_mirror = mirror;
    if (!mirror)
        return;
    connect(mirror, &cashflow::LedgerMirrorView::syncFinished, this, [this] { countLedger(); });
}

void HomePage::setCallList(CallList *callList)
{
    m_callList = callList;
    if (!callList)
        return;
    CallListModel *model = callList->callModel();
    connect(model, &QAbstractItemModel::modelReset, this, &HomePage::countCalls);
    connect(model, &QAbstractItemModel::layoutChanged, this, &HomePage::countCalls);
    connect(model, &QAbstractItemModel::dataChanged, this, &HomePage::countCalls);
}

void HomePage::wait(const QString &source, bool waiting)
{
    const bool was = isBusy();
    if (waiting)
        m_waiting.insert(source);
    else
        m_waiting.remove(source);
    if (was != isBusy())
        emit busyChanged(isBusy());
    if (!waiting)
        m_updated->setText(
            tr("Updated at %1")
                .arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)));
}

void HomePage::activate()
{
    m_timer->start();
    // What the desk knows already paints at once; each source then answers on its own.
    countRenewals();
    if (m_callList && m_callList->callModel()->rowCount() == 0)
        m_callList->reload(); // local: the directory and the estimates kept a day (countCalls)
    countCalls();
    m_renewals.refresh(); // unless a walk runs or the last one is recent
    if (m_renewals.isWalking())
        wait(renewalsSource, true);
    countSales();
    countAffinities();
    syncLedger();
}

void HomePage::countRenewals()
{
    if (!m_renewals.hasData())
        return;
    for (int days : {30, 60, 90}) {
        const qint64 due = m_renewals.dueCount(days);
        card(QStringLiteral("renewals%1").arg(days))
            ->setFigure(QLocale().toString(due),
                        due == 0 ? tr("Nothing to renew") : tr("Open to renew them"));
    }
}

void HomePage::countSales()
{
    wait(salesSource, true);
    api::listSales(
        workspace().api(), api::PageQuery::number(1, salesRows), this,
        [this](const api::ApiResult<api::ListedSalePage> &result) {
            wait(salesSource, false);
            if (!result.ok()) {
                const QString why = tr("Not available: %1").arg(result.error().message);
                card(QStringLiteral("salesWaiting"))->setFigure(QStringLiteral("–"), why);
                card(QStringLiteral("salesFailed"))->setFigure(QStringLiteral("–"), why);
                return;
            }
            int waiting = 0;
            int failed = 0;
            Money waitingAmount;
            for (const api::ListedSale &s : result.value().items) {
                const auto status = domain::SaleStatus(s.status);
                if (status == domain::SaleStatus::Started ||
                    status == domain::SaleStatus::Pending) {
                    ++waiting;
                    waitingAmount = waitingAmount + Money::fromCents(s.totalAmount);
                } else if (status == domain::SaleStatus::Failed) {
                    ++failed;
                }
            }
            const QString among = result.value().total > salesRows
                                      ? tr("Among the latest %1 sales").arg(salesRows)
                                      : QString();
            card(QStringLiteral("salesWaiting"))
                ->setFigure(QLocale().toString(waiting),
                            waiting ? tr("%1 in all").arg(waitingAmount.format()) : among);
            card(QStringLiteral("salesFailed"))
                ->setFigure(QLocale().toString(failed),
                            failed ? tr("Call the customer to pay again") : among);
        });
}

void HomePage::countAffinities()
{
    wait(affinitiesSource, true);
    workspace().api().affinities(
        api::PageQuery::number(1, salesRows), this,
        [this](const api::ApiResult<domain::ListPage<domain::Affinity>> &result) {
            wait(affinitiesSource, false);
            HomeCard *c = card(QStringLiteral("affinitiesPending"));
            if (!result.ok()) {
                c->setFigure(QStringLiteral("–"),
                             tr("Not available: %1").arg(result.error().message));
                return;
            }
            int pending = 0;
            for (const domain::Affinity &a : result.value().items)
                pending += a.status == domain::AffinityStatus::Pending ? 1 : 0;
            c->setFigure(QLocale().toString(pending),
                         pending ? tr("Waiting for the insurer") : tr("None waiting"));
        });
}

void HomePage::syncLedger()
{
    if (!m_mirror)
        return;
    // The mirror Fluxo de caixa keeps: counted now from what it has, again after its sync.
    if (m_mirror->open()) {
        countLedger();
        if (!m_mirror->isBusy())
            m_mirror->sync();
    }
}

void HomePage::countLedger()
{
    if (!m_mirror || !m_mirror->isOpen())
        return;
    if (!m_reader || m_readerPath != m_mirror->path()) {
        if (!m_reader)
            m_reader = new cache::LedgerReader(this);
        m_readerPath = m_mirror->path();
        m_reader->open(m_readerPath);
    }
    wait(ledgerSource, true);
    const QDate day = today();
    m_reader->run<LedgerCounts>(
        this,
        [day](const cache::LedgerQueries &q) {
            LedgerCounts c;
            cache::LedgerFilter overdue;
            overdue.categories = {domain::wireName(domain::CashFlowCategory::ChannelSale),
                                  domain::wireName(domain::CashFlowCategory::ChannelRecurrentSale)};
            overdue.paid = false;
            overdue.overdueBefore = day;
            const cache::LedgerTotals totals = q.totals(overdue, day);
            c.overdue = totals.count;
            c.overdueAmount = totals.in;
            const QDate first(day.year(), day.month(), 1);
            const auto months = q.commissions(first, 1, day);
            if (!months.isEmpty())
                c.month = months.first();
            for (const cache::CancellationExposure &e : q.cancellationExposure()) {
                const QDate canceled = domain::businessday::dayOf(e.canceledAt);
                if (canceled.year() == day.year() && canceled.month() == day.month()) {
                    c.lostCommission += e.lostCommission;
                    ++c.cancellations;
                }
            }
            c.error = q.error();
            return c;
        },
        [this](const LedgerCounts &c) {
            wait(ledgerSource, false);
            if (!c.error.isEmpty()) {
                for (const char *name : {"installmentsOverdue", "commissionsExpected",
                                         "commissionsReceived", "commissionsAtRisk"})
                    card(QLatin1String(name))
                        ->setFigure(QStringLiteral("–"), tr("Not available: %1").arg(c.error));
                return;
            }
            card(QStringLiteral("installmentsOverdue"))
                ->setFigure(
                    QLocale().toString(c.overdue),
                    c.overdue ? tr("%1 to collect").arg(Money::fromCents(c.overdueAmount).format())
                              : tr("Every installment on time"));
            card(QStringLiteral("commissionsExpected"))
                ->setFigure(Money::fromCents(c.month.expected).format(),
                            tr("%1 still to come").arg(Money::fromCents(c.month.due).format()));
            card(QStringLiteral("commissionsReceived"))
                ->setFigure(Money::fromCents(c.month.received).format(),
                            c.month.overdue
                                ? tr("%1 overdue").arg(Money::fromCents(c.month.overdue).format())
                                : QString());
            card(QStringLiteral("commissionsAtRisk"))
                ->setFigure(Money::fromCents(-std::abs(c.lostCommission)).format(),
                            tr("%n policy(ies) canceled this month", nullptr, c.cancellations));
        });
}

void HomePage::countCalls()
{
    if (!m_callList)
        return;
    const CallListModel *model = m_callList->callModel();
    QStringList top;
    for (int row = 0; row < model->rowCount() && top.size() < topCalls; ++row)
        if (const CallListEntry *e = model->entry(row); e && e->estimate)
            top << tr("%1 (%2%)").arg(e->name, QLocale().toString(e->estimate->percentage, 'f', 0));
    HomeCard *c = card(QStringLiteral("callList"));
    c->setFigure(QLocale().toString(model->estimatedCount()),
                 top.isEmpty() ? tr("No customer estimated yet") : top.join(QStringLiteral(", ")));
}

} // namespace brokerdesk::ui
