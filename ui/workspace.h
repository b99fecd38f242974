#pragma once

#include "api/apiclient.h"
#include "api/lookups.h"
#include "cache/customerdirectory.h"
#include "offline/offlinestore.h"
#include "offline/saleslog.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

namespace brokerdesk::ui {

class AffinityUpdates;
class Page;

// What every page works with: the one API client, the offline store and the broker's channel.
// Pages ask for navigation through the requests below; the main window carries them out.
class Workspace final : public QObject
{
    Q_OBJECT
public:
    Workspace(api::ApiClient &api, cache::OfflineStore &offline, QObject *parent = nullptr)
        : QObject(parent), m_api(api), m_offline(offline)
    {
    }

    api::ApiClient &api() const { return m_api; }
    cache::OfflineStore &offline() const { return m_offline; }

    QString brokerChannelId() const { return m_brokerChannelId; }
    void setBrokerChannelId(const QString &id)
    {
        if (id == m_brokerChannelId)
            return;
        m_brokerChannelId = id;
        emit brokerChannelIdChanged(id);
    }

    // Affinity updates pushed by the service reach the desk (its webhook receiver runs and is
    // the service's target): the affinities page then needs no polling.
    bool hasLiveAffinityUpdates() const { return m_liveAffinityUpdates; }
    void setLiveAffinityUpdates(bool live) { m_liveAffinityUpdates = live; }

    // The desk's customer directory, which the holder forms search and new leads join (none in
    // some tests: the forms then offer no search).
    cache::CustomerDirectory *customers() const { return m_customers; }
    void setCustomers(cache::CustomerDirectory *customers) { m_customers = customers; }

    // The sales made from this desk (the Sales page keeps them; none in some tests): what became
    // of a saved quote.
    cache::SalesLog *sales() const { return m_sales; }
    void setSales(cache::SalesLog *sales) { m_sales = sales; }

    // The receiver for a real service's updates, run from Settings (none in some tests).
    AffinityUpdates *affinityUpdates() const { return m_affinityUpdates; }
    void setAffinityUpdates(AffinityUpdates *updates) { m_affinityUpdates = updates; }

    // The CEP and FIPE lookups the forms fill from (none in some tests: the broker types).
    api::Lookups *lookups() const { return m_lookups; }
    void setLookups(api::Lookups *lookups) { m_lookups = lookups; }

signals:
    void brokerChannelIdChanged(const QString &id);
    // A complete affinity as the service pushed it (see setLiveAffinityUpdates).
    void affinityUpdated(const QJsonObject &affinity);
    // Navigation requests, carried out by the main window.
    void quoteRequested(const QString &brokerProductId); // open the wizard on that product
    // Open the wizard to quote a saved quote again: its customer, item, coverages and amounts,
    // new cover dates (ui/quoting/requoter.h).
    void requoteRequested(const QString &savedQuoteId);
    void checkoutRequested(const QString &quoteId, int itemIndex, const QString &installmentId,
                           const QString &paymentMethod); // empty ids: the user chooses
    void saleOpened(const QString &saleId);
    void policyOpened(const QString &policyId);
    void savedQuoteOpened(const QString &quoteId); // a quote kept on this desk
    void quoteSold(const QString &quoteId);        // a sale of it was just made
    void affinityOpened(const QString &affinityId);
    // Work for one customer, prefilled: a quote or an affinity with them as the holder, an
    // estimate with what their record tells.
    void quoteForCustomerRequested(const brokerdesk::cache::Customer &customer);
    void affinityForCustomerRequested(const brokerdesk::cache::Customer &customer);
    void estimateForCustomerRequested(const brokerdesk::cache::Customer &customer);
    // Open the Cliente view of this customer (inside the Customers page).
    void customerOpened(const brokerdesk::cache::Customer &customer);
    // Open a page by its sidebar key ("sales", "cashflow"…), as Início's counts do.
    void pageRequested(const QString &pageKey);
    // A list opened from one of Início's counts, showing only what it counts (the card's name:
    // "salesWaiting", "salesFailed", "installmentsOverdue", "commissions…", "affinitiesPending",
    // "callList"); the page sets the filter where the broker sees and clears it. pageRequested
    // follows.
    void listFilterRequested(const QString &filter);
    // Renovações with the policies ending within `days` (Início's renewal counts).
    void renewalsDueRequested(int days);
    // Quote a policy's renewal: the quote wizard filled from the policy (customer, item,
    // coverages and amounts, product), cover from its end, sent with the `renewal`.
    void renewalRequested(const QString &policyId);
    // A page's status line ("Loading policies…"); empty clears it.
    void status(const QString &text);

private:
    api::ApiClient &m_api;
    cache::OfflineStore &m_offline;
    QString m_brokerChannelId;
    bool m_liveAffinityUpdates = false;
    AffinityUpdates *m_affinityUpdates = nullptr;
    cache::CustomerDirectory *m_customers = nullptr;
    cache::SalesLog *m_sales = nullptr;
    api::Lookups *m_lookups = nullptr;
};

} // namespace brokerdesk::ui
