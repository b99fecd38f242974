#include "pages.h"

#include "affinities/affinitiespage.h"
#include "cashflow/cashflowpage.h"
#include "catalog/catalogpage.h"
#include "customers/calllist.h"
#include "customers/customerspage.h"
#include "home/homepage.h"
#include "offline/offlinequotespage.h"
#include "policies/policiespage.h"
#include "quoting/quotepage.h"
#include "renewals/renewalindex.h"
#include "renewals/renewalspage.h"
#include "sales/salespage.h"
#include "settings/settingspage.h"
#include "workspace.h"

namespace brokerdesk::ui {

namespace {

template <typename P> Page *make(Workspace &w)
{
    return new P(w);
}

} // namespace

QStringList pageKeys()
{
    QStringList keys{
        QStringLiteral("catalog"),  QStringLiteral("quote"),    QStringLiteral("sales"),
        QStringLiteral("policies"), QStringLiteral("cashflow"), QStringLiteral("affinities"),
        QStringLiteral("offline"),  QStringLiteral("settings"), QStringLiteral("customers")};
    keys.prepend(QStringLiteral("home")); // Início, the page shown at start (issue 34)
    keys.append(QStringLiteral("renewals"));
    return keys;
}

QList<Page *> createPages(Workspace &w)
{
    // Início and Renovações share the index of policies ending soon.
    auto *renewals = new RenewalIndex(w, {}, &w);
    auto *home = new HomePage(w, *renewals);
    QList<Page *> pages{make<CatalogPage>(w),       make<QuotePage>(w),    make<SalesPage>(w),
                        make<PoliciesPage>(w),      make<CashFlowPage>(w), make<AffinitiesPage>(w),
                        make<OfflineQuotesPage>(w), make<SettingsPage>(w), make<CustomersPage>(w)};
    pages.prepend(home);
    pages.append(new RenewalsPage(w, *renewals));
    const QStringList keys = pageKeys();
    for (int i = 0; i < pages.size(); ++i)
        pages[i]->setObjectName(keys.at(i));
    home->setLedger(
        qobject_cast<CashFlowPage *>(pages.at(keys.indexOf(u"cashflow")))->mirrorView());
    home->setCallList(
        qobject_cast<CustomersPage *>(pages.at(keys.indexOf(u"customers")))->callList());
    // A renewal is quoted on every product of its risk, filled from the policy as last listed.
    auto *quote = qobject_cast<QuotePage *>(pages.at(keys.indexOf(u"quote")));
    QObject::connect(&w, &Workspace::renewalRequested, quote, [renewals, quote](const QString &id) {
        if (const auto policy = renewals->policy(id))
            quote->renew(*policy);
    });
    return pages;
}

} // namespace brokerdesk::ui
