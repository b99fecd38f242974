// The broker's part of the quote → sale flow (bench/quoteflow_main.cpp says what is timed).
#include "quoteflow.h"

#include "clientbench.h"
#include "requestcounter.h"
#include "typist.h"

#include "domain/enums.h"
#include "quoting/installmenttablemodel.h"
#include "quoting/quotepage.h"
#include "quoting/quotewizard.h"
#include "quoting/resultsstep.h"
#include "sales/checkoutview.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

#include <algorithm>

using namespace brokerdesk;
using ui::QuoteWizard;

namespace bench {

namespace {

const QElapsedTimer startedAt = [] {
    QElapsedTimer t;
    t.start();
    return t;
}();

constexpr double quietMs = 200; // "no request in flight" once it has held this long

} // namespace

const QElapsedTimer &benchClock()
{
    return startedAt;
}

double nowMs()
{
    return double(startedAt.nsecsElapsed()) / 1e6;
}

QuoteFlow::QuoteFlow(ui::QuotePage &quotes, ui::SalesPage &sales, QNetworkAccessManager &desk,
                     RequestCounter &counter)
    : m_quotes(quotes), m_sales(sales), m_desk(desk), m_counter(counter)
{
}

QString QuoteFlow::lastSaleId() const
{
    return m_sales.saleStatus()->saleId();
}

QuoteWizard *QuoteFlow::wizard() const
{
    return m_quotes.wizard();
}

bool QuoteFlow::measure(Step &step, const std::function<void()> &act,
                        const std::function<bool()> &shown)
{
    const double t0 = lastActionMs = nowMs();
    act();
    return record(step, t0, shown);
}

bool QuoteFlow::quoteAndSell(const QString &method, const QString &letter)
{
    return quoteOnce() && sell(method, letter);
}

bool QuoteFlow::record(Step &step, double t0, const std::function<bool()> &shown)
{
    if (!waitUntil(shown, 30000))
        return fail(step.name + QStringLiteral(": not shown in time"));
    const double t1 = nowMs();
    int answered = 0;
    int trips = 0;
    double tripAnswered = -1; // the first answer of the current round trip
    QStringList what;
    const auto requests = m_counter.between(t0, t1); // in the order they started
    for (const auto &r : requests) {
        const bool waited = r.answeredMs >= 0 && r.answeredMs <= t1;
        what << (waited ? r.what : r.what + QStringLiteral(" (started)"));
        if (!waited)
            continue;
        ++answered;
        // A request sent after an answer came is a round trip of its own.
        if (tripAnswered < 0 || r.startedMs >= tripAnswered) {
            ++trips;
            tripAnswered = r.answeredMs;
        } else {
            tripAnswered = std::min(tripAnswered, r.answeredMs);
        }
    }
    step.wallMs << t1 - t0;
    step.trips << trips;
    step.answered << answered;
    step.started << double(requests.size());
    step.lastRequests = what;
    return true;
}

bool QuoteFlow::idle()
{
    double quietSince = -1;
    return waitUntil([this, &quietSince] {
        QCoreApplication::sendPostedEvents();
        const auto replies = m_desk.findChildren<QNetworkReply *>();
        if (std::any_of(replies.cbegin(), replies.cend(),
                        [](const QNetworkReply *r) { return r->isRunning(); }))
            quietSince = -1;
        else if (quietSince < 0)
            quietSince = nowMs();
        return quietSince >= 0 && nowMs() - quietSince >= quietMs;
    });
}

bool QuoteFlow::fail(const QString &why)
{
    if (failure.isEmpty())
        failure = why;
    return false;
}

bool QuoteFlow::type(const QString &name, const QString &text)
{
    auto *edit = wizard()->findChild<QLineEdit *>(name);
    if (!edit || !typist::click(edit) || !typist::retype(text) || edit->text() != text)
        return fail(QStringLiteral("could not type into %1").arg(name));
    return true;
}

bool QuoteFlow::next()
{
    QAbstractButton *button = wizard()->button(QWizard::NextButton);
    if (!waitUntil([button] { return button->isEnabled(); }, 10000))
        return fail(QStringLiteral("Next stayed disabled on step %1").arg(wizard()->currentId()));
    QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

bool QuoteFlow::onStep(int id)
{
    return waitUntil([this, id] { return wizard()->currentId() == id; }, 30000) ||
           fail(QStringLiteral("step %1 never came").arg(id));
}

bool QuoteFlow::chooseProduct()
{
    auto *list = wizard()->findChild<QListWidget *>(QStringLiteral("products"));
    if (!waitUntil([list] { return list->count() > 0 && list->isEnabled(); }, 30000))
        return fail(QStringLiteral("the catalog did not load"));
    const QString autoType = domain::displayName(domain::ProductType::Auto);
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->text().contains(QStringLiteral(" — %1 · ").arg(autoType))) {
            list->scrollToItem(list->item(i));
            if (!typist::activate(list))
                return fail(QStringLiteral("the quote window did not become active"));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(i)).center());
            return list->currentRow() == i || fail(QStringLiteral("the product click missed"));
        }
    return fail(QStringLiteral("no auto product in the store"));
}

bool QuoteFlow::fillPlan()
{
    for (auto *box : wizard()->currentPage()->findChildren<QSpinBox *>()) {
        if (!box->objectName().startsWith(QLatin1String("insuredAmount:")) || !box->isEnabled() ||
            box->value() > box->minimum())
            continue;
        const int amount = box->minimum() + 1;
        if (!typist::click(box) || !typist::type(QString::number(amount)) || !typist::tab() ||
            box->value() != amount)
            return fail(QStringLiteral("an insured amount was refused"));
    }
    return true;
}

bool QuoteFlow::fillHolder()
{
    if (!type(QStringLiteral("holder.first_name"), QStringLiteral("Ana")) ||
        !type(QStringLiteral("holder.last_name"), QStringLiteral("Souza")) ||
        !type(QStringLiteral("holder.cpf"), QStringLiteral("29141777638")) ||
        !type(QStringLiteral("holder.birth_date"), QStringLiteral("15/03/1985")))
        return false;
    // Gender and marital status: Tab, then their first letter, as at a keyboard.
    for (const char *letter : {"f", "s"})
        if (!typist::tab() || !typist::type(QLatin1String(letter)))
            return fail(QStringLiteral("the holder's choices could not be typed"));
    return type(QStringLiteral("holder.email"), QStringLiteral("ana@example.com")) &&
           type(QStringLiteral("holder.phone"), QStringLiteral("+5511999990000")) &&
           type(QStringLiteral("holder.address.zip_code"), QStringLiteral("01310100")) &&
           type(QStringLiteral("holder.address.street_name"), QStringLiteral("Av. Paulista")) &&
           type(QStringLiteral("holder.address.number"), QStringLiteral("1000")) &&
           type(QStringLiteral("holder.address.city_name"), QStringLiteral("Sao Paulo"));
}

bool QuoteFlow::quoteOnce()
{
    if (wizard()->currentId() == QuoteWizard::ResultsStepId) {
        QTest::mouseClick(wizard()->button(QWizard::FinishButton), Qt::LeftButton); // New quote
        if (!onStep(QuoteWizard::ProductStepId))
            return false;
    }
    if (!chooseProduct() || !idle())
        return false;
    auto *plan = wizard()->findChild<QComboBox *>(QStringLiteral("plan"));
    if (!measure(
            product, [this] { next(); },
            [this, plan] {
                return wizard()->currentId() == QuoteWizard::PlanStepId && plan->count() > 0;
            }))
        return false;
    if (!fillPlan() || !next() || !onStep(QuoteWizard::HolderStepId) || !fillHolder() || !next() ||
        !onStep(QuoteWizard::ItemStepId) ||
        !type(QStringLiteral("item.plate"), QStringLiteral("ABC1D23")) ||
        !type(QStringLiteral("item.brand_name"), QStringLiteral("Volkswagen")) ||
        !type(QStringLiteral("item.model_name"), QStringLiteral("Gol")) || !next() ||
        !onStep(QuoteWizard::LifetimeStepId) || !idle())
        return false;
    auto *results = qobject_cast<ui::ResultsStep *>(wizard()->page(QuoteWizard::ResultsStepId));
    return measure(
        quote, [this] { next(); },
        [this, results] {
            return wizard()->currentId() == QuoteWizard::ResultsStepId &&
                   results->model()->rowCount() > 0;
        });
}

bool QuoteFlow::sell(const QString &method, const QString &letter)
{
    auto *results = wizard()->currentPage();
    auto *sellButton = results->findChild<QPushButton *>(QStringLiteral("sell"));
    if (!sellButton || !sellButton->isVisible())
        return fail(QStringLiteral("the quote cannot be sold"));
    QTest::mouseClick(sellButton, Qt::LeftButton);
    ui::CheckoutView *checkout = m_sales.checkout();
    if (!m_sales.isShowingCheckout() || !typist::activate(checkout))
        return fail(QStringLiteral("the checkout did not open"));
    // The checkout opens on the installment; the method comes next, chosen by its letter.
    auto *methods = checkout->findChild<QComboBox *>(QStringLiteral("paymentMethod"));
    if (!typist::tab() || !typist::hasKeyboard(methods) || !typist::type(letter) ||
        methods->currentData().toString() != method)
        return fail(
            QStringLiteral("%1 could not be chosen (%2 offered: %3)")
                .arg(method,
                     checkout->findChild<QComboBox *>(QStringLiteral("installment"))->currentText())
                .arg(methods->currentText()));
    auto *confirm = checkout->findChild<QPushButton *>(QStringLiteral("confirm"));
    auto *state = m_sales.saleStatus()->findChild<QLabel *>(QStringLiteral("saleState"));
    const QString before = lastSaleId();
    if (!idle())
        return false;
    return measure(
        sale, [confirm] { QTest::mouseClick(confirm, Qt::LeftButton); },
        [this, before, state] {
            return m_sales.isShowingSale() && lastSaleId() != before &&
                   m_sales.saleStatus()->status() != domain::SaleStatus::Unknown &&
                   !state->text().isEmpty();
        });
}

} // namespace bench
