#include "pages.h"

#include "affinities/affinitiespage.h"
#include "cashflow/cashflowpage.h"
#include "catalog/catalogpage.h"
#include "customers/customerspage.h"
#include "offline/offlinequotespage.h"
#include "policies/policiespage.h"
#include "quoting/quotepage.h"
#include "recommendations/recommendationspage.h"
#include "sales/salespage.h"
#include "settings/settingspage.h"

namespace brokerdesk::ui {

namespace {

template <typename P> Page *make(Workspace &w)
{
    return new P(w);
}

} // namespace

QStringList pageKeys()
{
    return {QStringLiteral("catalog"),         QStringLiteral("quote"),
            QStringLiteral("sales"),           QStringLiteral("policies"),
            QStringLiteral("cashflow"),        QStringLiteral("affinities"),
            QStringLiteral("recommendations"), QStringLiteral("offline"),
            QStringLiteral("settings"),        QStringLiteral("customers")};
}

QList<Page *> createPages(Workspace &w)
{
    QList<Page *> pages{make<CatalogPage>(w),         make<QuotePage>(w),
                        make<SalesPage>(w),           make<PoliciesPage>(w),
                        make<CashFlowPage>(w),        make<AffinitiesPage>(w),
                        make<RecommendationsPage>(w), make<OfflineQuotesPage>(w),
                        make<SettingsPage>(w),        make<CustomersPage>(w)};
    const QStringList keys = pageKeys();
    for (int i = 0; i < pages.size(); ++i)
        pages[i]->setObjectName(keys.at(i));
    return pages;
}

} // namespace brokerdesk::ui
