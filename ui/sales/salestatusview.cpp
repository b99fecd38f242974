#include "salestatusview.h"

#include "domain/businessday.h"

#include "common/copyreference.h"
#include "common/formatting.h"
#include "common/recordnames.h"
#include "offline/offlinestore.h"
#include "offline/saleslog.h"
#include "shell/documentopener.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

QString eventName(const domain::TimelineEvent &event)
{
    using Kind = domain::TimelineEventKind;
    switch (event.what()) {
    case Kind::SaleStarted:
        return SaleStatusView::tr("Sale started");
    case Kind::PaymentPending:
        return SaleStatusView::tr("Waiting for the payment");
    case Kind::PaymentConfirmed:
        return SaleStatusView::tr("Payment confirmed");
    case Kind::PaymentRefused:
        return SaleStatusView::tr("Payment refused");
    case Kind::PolicyIssued:
        return SaleStatusView::tr("Policy issued");
    case Kind::PolicyCanceled:
        return SaleStatusView::tr("Policy cancelled");
    case Kind::Other:
        break;
    }
    return event.kind;
}

bool isFinal(domain::SaleStatus s)
{
    return s == domain::SaleStatus::Finished || s == domain::SaleStatus::Failed ||
           s == domain::SaleStatus::Canceled;
}

// The first wait between two reads of a sale, and the longest by how soon its payment
// settles: a card or Pix in seconds, the banks' methods in days.
constexpr int firstPollMs = 250;
constexpr int fastMethodPollMs = 500;
constexpr int bankMethodPollMs = 15000;

} // namespace

SaleStatusView::SaleStatusView(Workspace &workspace, cache::SalesLog &log, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_log(log), m_title(new QLabel(this)),
      m_state(new QLabel(this)), m_next(new QLabel(this)), m_events(new QListWidget(this)),
      m_openDocument(new QPushButton(tr("Open policy &document"), this)),
      m_openPolicy(new QPushButton(tr("Show &policy"), this)),
      m_tryAnotherMethod(new QPushButton(tr("&Try another payment method"), this)),
      m_reference(new CopyReference(this)), m_error(new ErrorBanner(this)),
      m_opener(new DocumentOpener(workspace, m_error, this))
{
    m_timer.setSingleShot(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state->setObjectName(QStringLiteral("saleState"));
    QFont big = m_state->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_state->setFont(big);
    m_next->setObjectName(QStringLiteral("saleNext"));
    m_next->setWordWrap(true);
    m_events->setObjectName(QStringLiteral("timeline"));
    m_events->setAccessibleName(tr("Sale timeline"));
    m_openDocument->setObjectName(QStringLiteral("openDocument"));
    m_openDocument->setEnabled(false);
    m_openPolicy->setEnabled(false);
    m_tryAnotherMethod->setObjectName(QStringLiteral("tryAnotherMethod"));
    m_tryAnotherMethod->setVisible(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openDocument);
    buttons->addWidget(m_openPolicy);
    buttons->addWidget(m_tryAnotherMethod);
    buttons->addStretch();
    buttons->addWidget(m_reference);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_title);
    layout->addWidget(m_state);
    layout->addWidget(m_next);
    layout->addWidget(new QLabel(tr("Timeline:"), this));
    layout->addWidget(m_events, 1);
    layout->addLayout(buttons);
    connect(&m_timer, &QTimer::timeout, this, &SaleStatusView::poll);
    connect(m_error, &ErrorBanner::retryRequested, this, [this] {
        m_pollDelayMs = firstPollMs;
        m_pollFailed = false; // an answer still out then reads again (settled())
        poll();
    });
    connect(m_openDocument, &QPushButton::clicked, this,
            [this] { m_opener->open(m_document, tr("Policy document.pdf")); });
    connect(m_openPolicy, &QPushButton::clicked, this,
            [this] { emit m_workspace.policyOpened(m_policyId); });
    connect(m_tryAnotherMethod, &QPushButton::clicked, this, &SaleStatusView::tryAnotherMethod);
}

void SaleStatusView::showSale(const QString &saleId, const std::optional<cache::SaleRecord> &listed)
{
    m_saleId = saleId;
    m_document.clear();
    m_policyId.clear();
    m_installmentId.clear();
    m_timelineJson = {};
    m_policyCanceledOn = {};
    m_events->clear();
    m_error->clear();
    m_openDocument->setEnabled(false);
    m_openPolicy->setEnabled(false);
    m_status = domain::SaleStatus::Unknown;
    auto record = m_log.sale(saleId);
    if (!record)
        record = listed;
    else if (listed && !record->coverStart.isValid()) { // the office's list says the cover
        record->coverStart = listed->coverStart;
        record->coverEnd = listed->coverEnd;
    }
    // Named as the broker says it; the reference is a button away, never printed.
    m_productName = record ? record->productName : QString();
    const auto quote = record && !record->coverStart.isValid()
                           ? m_workspace.offline().quote(record->quoteId)
                           : std::nullopt;
    // Named in full now, or once the timeline brings the policy and its cover.
    m_named = record && (record->coverStart.isValid() || quote);
    m_title->setText(record
                         ? QStringLiteral("<b>%1</b>").arg(saleName(*record, quote).toHtmlEscaped())
                         : tr("Sale"));
    m_reference->setReference(saleId);
    m_paymentMethod = record ? record->paymentMethod : QString(); // until the service says
    if (record) {
        m_status = domain::SaleStatus(record->status);
        if (auto t = domain::fromJson<domain::Timeline>(record->timeline);
            t && !record->timeline.isEmpty())
            showTimeline(t.value()); // what we saw last, until the service answers
    }
    showStatus();
    m_timer.stop();
    m_timelineRead = false;
    m_pollDelayMs = firstPollMs;
    poll();
}

void SaleStatusView::poll()
{
    if (m_saleId.isEmpty() || m_inFlight > 0)
        return;
    const QString id = m_saleId;
    m_pollFailed = false;
    ++m_inFlight;
    // The timeline changes only with the status: read with the first read, when the status
    // moves, and while an issued policy's document is still to come.
    const bool timelineToo =
        !m_timelineRead || (m_status == domain::SaleStatus::Finished && !m_document.isValid());
    m_workspace.api().sale(id, this, [this, id, timelineToo](const auto &result) {
        --m_inFlight;
        if (id != m_saleId) {
            if (m_inFlight == 0)
                poll(); // the sale shown since, whose first read waited for these answers
            return;
        }
        if (!result.ok()) {
            m_pollFailed = true;
            m_error->showError(result.error());
            return;
        }
        const bool moved = result.value().status != m_status;
        m_status = result.value().status;
        m_policyId = result.value().policyId;
        // Only a failed sale's retry reads them.
        m_installmentId = result.value().installmentId;
        m_paymentMethod = result.value().paymentMethod;
        showStatus();
        if (moved && !timelineToo)
            readTimeline();
        settled();
    });
    if (timelineToo)
        readTimeline();
}

void SaleStatusView::readTimeline()
{
    const QString id = m_saleId;
    ++m_inFlight;
    m_workspace.api().saleTimeline(id, this, [this, id](const auto &result) {
        --m_inFlight;
        if (id != m_saleId) {
            if (m_inFlight == 0)
                poll(); // the sale shown since, whose first read waited for these answers
            return;
        }
        if (!result.ok()) {
            m_pollFailed = true;
            m_error->showError(result.error());
            return;
        }
        m_timelineRead = true;
        m_timelineJson = domain::toJson(result.value());
        showTimeline(result.value());
        settled();
    });
}

void SaleStatusView::showTimeline(const domain::Timeline &timeline)
{
    m_events->clear();
    m_policyCanceledOn = {};
    for (const auto &e : timeline.events) {
        // Each event carries the policy as it is now; a service that keeps the sale Finished
        // still shows the cancellation there, so either sign is enough.
        if (e.what() == domain::TimelineEventKind::PolicyCanceled)
            m_policyCanceledOn =
                e.policy && e.policy->dateEnd.isValid() ? e.policy->dateEnd : e.date;
        else if (e.policy && e.policy->status == domain::PolicyStatus::Canceled &&
                 !m_policyCanceledOn.isValid())
            m_policyCanceledOn = e.policy->dateEnd;
        QString text = tr("%1 — %2").arg(
            QLocale().toString(e.date.toLocalTime(), QLocale::ShortFormat), eventName(e));
        if (e.policy) {
            if (const QString cover = vigencia(e.policy->lifetimeStart, e.policy->lifetimeEnd);
                !cover.isEmpty())
                text += tr(" (policy %1)").arg(cover);
            if (!m_named) { // its cover unknown so far: named by its policy
                m_title->setText(QStringLiteral("<b>%1</b>")
                                     .arg(policyName(*e.policy, m_productName).toHtmlEscaped()));
                m_named = true;
            }
            if (e.policy->documentUrl.isValid())
                m_document = e.policy->documentUrl;
            m_policyId = e.policy->id;
        }
        m_events->addItem(text);
    }
    m_openDocument->setEnabled(m_document.isValid());
    m_openPolicy->setEnabled(!m_policyId.isEmpty());
    showStatus();
}

void SaleStatusView::showStatus()
{
    using S = domain::SaleStatus;
    QString text;
    QString color = QStringLiteral("#555");
    m_tryAnotherMethod->setVisible(canTryAnotherMethod());
    m_next->setText(m_status == domain::SaleStatus::Pending ? whatHappensNext() : QString());
    m_next->setVisible(!m_next->text().isEmpty());
    const bool issued = m_status == S::Finished || m_status == S::Canceled;
    if (issued && m_policyCanceledOn.isValid()) {
        m_state->setText(tr("Policy cancelled on %1")
                             .arg(QLocale().toString(domain::businessday::dayOf(m_policyCanceledOn),
                                                     QLocale::ShortFormat)));
        m_state->setStyleSheet(QStringLiteral("color: #a4281b"));
        return;
    }
    switch (m_status) {
    case S::Finished:
        text = tr("Policy issued");
        color = QStringLiteral("#1e7b34");
        break;
    case S::Failed:
        text = tr("Payment refused: the sale failed");
        color = QStringLiteral("#a4281b");
        break;
    case S::Canceled:
        text = tr("Canceled");
        break;
    case S::Pending:
        text = tr("Waiting for the payment…");
        break;
    case S::Started:
        text = tr("Sale started…");
        break;
    case S::Unknown:
        text = tr("Loading…");
        break;
    }
    m_state->setText(text);
    m_state->setStyleSheet(QStringLiteral("color: %1").arg(color));
}

QString SaleStatusView::whatHappensNext() const
{
    using M = domain::PaymentMethod;
    // Banks confirm a boleto and a debit on business days: the date a broker can promise.
    QDate by = domain::businessday::today();
    for (int days = 0; days < 2;) {
        by = by.addDays(1);
        if (by.dayOfWeek() <= 5)
            ++days;
    }
    const QString date = format::date(by);
    switch (domain::fromWireName<M>(m_paymentMethod).value_or(M::Unknown)) {
    case M::Pix:
        return tr("The customer pays with the Pix code the insurer sent; the policy is issued as "
                  "soon as the payment arrives, usually in minutes.");
    case M::Billet:
        return tr("The customer pays the boleto by its due date; the bank confirms it in up to two "
                  "business days (by %1), and the policy is issued then.")
            .arg(date);
    case M::WireTransfer:
        return tr("The policy is issued when the transfer reaches the insurer, usually the same "
                  "business day.");
    case M::AccountDebit:
        return tr("The bank debits the account and confirms it in up to two business days (by "
                  "%1); the policy is issued then.")
            .arg(date);
    case M::CreditCard:
    case M::DebitCard:
        return tr("The card operator is confirming the payment, usually in seconds.");
    case M::Unknown:
        break;
    }
    return tr("The policy is issued once the insurer confirms the payment.");
}

// The read's answers are all in: record what we saw, and read again later unless nothing more
// will happen or a failure is shown (the client already waited out what was worth retrying).
void SaleStatusView::settled()
{
    if (m_inFlight > 0)
        return;
    m_log.updateStatus(m_saleId, int(m_status), m_policyId, m_document.toString(), m_timelineJson);
    emit saleUpdated(m_saleId);
    const bool documentDue = m_status == domain::SaleStatus::Finished && !m_document.isValid();
    if (m_pollFailed || (isFinal(m_status) && !documentDue))
        return;
    const int longest = longestPollMs();
    m_timer.start(std::min(m_pollDelayMs, longest));
    m_pollDelayMs = std::min(m_pollDelayMs * 2, longest);
}

int SaleStatusView::longestPollMs() const
{
    if (m_longestPollMs > 0)
        return m_longestPollMs;
    using M = domain::PaymentMethod;
    switch (domain::fromWireName<M>(m_paymentMethod).value_or(M::Unknown)) {
    case M::Billet:
    case M::WireTransfer:
    case M::AccountDebit:
        return bankMethodPollMs;
    case M::CreditCard:
    case M::DebitCard:
    case M::Pix:
    case M::Unknown:
        break;
    }
    return fastMethodPollMs;
}

bool SaleStatusView::canTryAnotherMethod() const
{
    if (m_status != domain::SaleStatus::Failed || m_installmentId.isEmpty())
        return false;
    const auto record = m_log.sale(m_saleId);
    const auto quote = record ? m_workspace.offline().quote(record->quoteId) : std::nullopt;
    if (!quote)
        return false;
    for (const auto &in : quote->installments)
        if (in.id == m_installmentId)
            return in.paymentMethods.size() > 1 || !in.paymentMethods.contains(m_paymentMethod);
    return false;
}

// The service frees a quote whose payment was refused: a new sale request on it may pay
// another way, so the checkout opens on the same installment with another method chosen.
void SaleStatusView::tryAnotherMethod()
{
    const auto record = m_log.sale(m_saleId);
    const auto quote = record ? m_workspace.offline().quote(record->quoteId) : std::nullopt;
    if (!quote)
        return;
    for (const auto &in : quote->installments) {
        if (in.id != m_installmentId)
            continue;
        QString other;
        for (const QString &method : in.paymentMethods)
            if (method != m_paymentMethod && other.isEmpty())
                other = method;
        emit m_workspace.checkoutRequested(record->quoteId, in.itemIndex, in.id, other);
        return;
    }
}

} // namespace brokerdesk::ui
