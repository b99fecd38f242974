#include "productstep.h"

#include "shell/errorbanner.h"
#include "workspace.h"

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {
constexpr int ProductIdRole = Qt::UserRole + 1;
}

ProductStep::ProductStep(QWidget *parent)
    : QuoteStep(parent), m_search(new QLineEdit(this)), m_list(new QListWidget(this)),
      m_note(new QLabel(this)), m_error(new ErrorBanner(this))
{
    setTitle(tr("Product"));
    setSubTitle(tr("Choose the broker product to quote."));
    m_search->setPlaceholderText(tr("Filter by product, insurer or type"));
    m_search->setAccessibleName(tr("Filter products"));
    m_search->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("products"));
    m_list->setAccessibleName(tr("Broker products"));
    m_list->setAlternatingRowColors(true);
    m_note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_note);
    setFocusProxy(m_search);
    connect(m_search, &QLineEdit::textChanged, this, &ProductStep::filter);
    connect(m_list, &QListWidget::currentRowChanged, this, &QWizardPage::completeChanged);
    connect(m_list, &QListWidget::itemActivated, this, [this] { wizard()->next(); });
    connect(m_error, &ErrorBanner::retryRequested, this,
            [this] { m_failed == Failed::QuoteRequest ? openQuoteRequest() : loadStore(); });
}

void ProductStep::initializePage()
{
    if (quoteWizard()->draft().request.id.isEmpty())
        m_readyFor.clear(); // started over: a new quote request is needed
    // A catalog asked for before the desk was connected is asked again once the channel is known.
    connect(&quoteWizard()->workspace(), &Workspace::brokerChannelIdChanged, this,
            &ProductStep::loadStore, Qt::UniqueConnection);
    if (!m_loaded)
        loadStore();
    else
        showProducts(m_products, m_productJson);
}

void ProductStep::loadStore()
{
    auto *w = quoteWizard();
    const QString channel = w->workspace().brokerChannelId();
    if (m_storeCall.isRunning() && channel == m_storeChannel)
        return;
    m_storeCall.cancel(); // a load for another channel is of no use now
    m_storeChannel = channel;
    setBusy(true);
    m_error->clear();
    m_storeCall =
        w->workspace().api().merchantStore(channel, this, [this, channel](const auto &result) {
            setBusy(false);
            domain::Store store;
            if (result.ok()) {
                store = result.value();
            } else if (const auto cached = quoteWizard()->workspace().offline().store(channel)) {
                // Offline: the last catalog we saw (saved as the codec wrote it) still lets the
                // user choose.
                if (const auto decoded = domain::fromJson<domain::Store>(cached->doc))
                    store = decoded.value();
                m_note->setText(tr("Showing the catalog saved on %1; the service is not reachable.")
                                    .arg(QLocale().toString(cached->fetchedAt.toLocalTime(),
                                                            QLocale::ShortFormat)));
            } else {
                m_failed = Failed::Store;
                m_error->showError(result.error());
                return;
            }
            QList<QJsonObject> json;
            for (const auto &p : store.brokerProducts)
                json << domain::toJson(p);
            m_loaded = true;
            showProducts(store.brokerProducts, json);
        });
}

void ProductStep::showProducts(const QList<domain::BrokerProduct> &products,
                               const QList<QJsonObject> &json)
{
    m_products = products;
    m_productJson = json;
    const QString wanted = quoteWizard()->pendingProductId();
    m_list->clear();
    for (const auto &p : products) {
        auto *row = new QListWidgetItem(
            tr("%1 — %2 · %3")
                .arg(p.name, domain::displayName(p.product.type), p.product.insurer.name),
            m_list);
        row->setData(ProductIdRole, p.id);
        row->setToolTip(p.description);
        if (p.id == wanted)
            m_list->setCurrentItem(row);
    }
    filter(m_search->text());
    if (!wanted.isEmpty() && selectedId() != wanted && quoteWizard()->draft().requote)
        m_note->setText(tr("The product of the quote to re-quote is no longer in the catalog: "
                           "choose another one."));
    emit completeChanged();
    if (!wanted.isEmpty() && selectedId() == wanted && quoteWizard()->takeOpenPending())
        openQuoteRequest(); // asked for from elsewhere: the plan step comes first
}

void ProductStep::filter(const QString &text)
{
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setHidden(!m_list->item(i)->text().contains(text, Qt::CaseInsensitive));
}

QString ProductStep::selectedId() const
{
    const auto *row = m_list->currentItem();
    return row && !row->isHidden() ? row->data(ProductIdRole).toString() : QString();
}

bool ProductStep::isComplete() const
{
    return !m_busy && !selectedId().isEmpty();
}

bool ProductStep::validatePage()
{
    if (!m_readyFor.isEmpty() && m_readyFor == selectedId())
        return true;
    openQuoteRequest();
    return false; // continues in the answer
}

void ProductStep::openQuoteRequest()
{
    const QString id = selectedId();
    auto *w = quoteWizard();
    if (id.isEmpty())
        return;
    domain::NewQuoteRequest request;
    request.brokerProductId = id;
    request.brokerChannelId = w->workspace().brokerChannelId();
    setBusy(true);
    m_error->clear();
    emit w->workspace().status(tr("Opening a quote request…"));
    const QByteArray key = m_create.keyFor(id);
    w->workspace().api().createQuoteRequest(
        request, this,
        [this, id](const auto &result) {
            setBusy(false);
            auto *wiz = quoteWizard();
            emit wiz->workspace().status(QString());
            m_create.settle(result);
            if (!result.ok()) {
                m_failed = Failed::QuoteRequest;
                m_error->showError(result.error());
                return;
            }
            QuoteDraft &draft = wiz->draft();
            // A new product starts a new draft; a customer chosen to quote for stays, and so
            // does a re-quote while its own product is the one opened.
            auto customer = std::move(draft.customer);
            auto requote = std::move(draft.requote);
            draft = {};
            draft.customer = std::move(customer);
            if (requote && requote->before.summary.brokerProductId == id)
                draft.requote = std::move(requote);
            for (int i = 0; i < m_products.size(); ++i)
                if (m_products.at(i).id == id) {
                    draft.product = m_products.at(i);
                    draft.productJson = m_productJson.at(i);
                }
            draft.request = result.value();
            draft.openedRequestId = result.value().id;
            m_readyFor = id;
            wiz->next();
        },
        key);
}

void ProductStep::setBusy(bool busy)
{
    m_busy = busy;
    m_list->setEnabled(!busy);
    emit completeChanged();
    emit quoteWizard()->busyChanged(busy);
}

} // namespace brokerdesk::ui
