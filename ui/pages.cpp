#include "pages.h"

#include "catalog/catalogpage.h"
#include "offline/offlinequotespage.h"
#include "settings/settingspage.h"
#include "shell/placeholderpage.h"

// Pages built by other parts of the work join as soon as their header is in the tree.
#if __has_include("quoting/quotepage.h")
#include "quoting/quotepage.h"
#define BROKERDESK_HAS_QUOTE_PAGE 1
#endif
#if __has_include("sales/salespage.h")
#include "sales/salespage.h"
#define BROKERDESK_HAS_SALES_PAGE 1
#endif
#if __has_include("policies/policiespage.h")
#include "policies/policiespage.h"
#define BROKERDESK_HAS_POLICIES_PAGE 1
#endif
#if __has_include("cashflow/cashflowpage.h")
#include "cashflow/cashflowpage.h"
#define BROKERDESK_HAS_CASHFLOW_PAGE 1
#endif
#if __has_include("affinities/affinitiespage.h")
#include "affinities/affinitiespage.h"
#define BROKERDESK_HAS_AFFINITIES_PAGE 1
#endif
#if __has_include("recommendations/recommendationspage.h")
#include "recommendations/recommendationspage.h"
#define BROKERDESK_HAS_RECOMMENDATIONS_PAGE 1
#endif

#include <QCoreApplication>

namespace brokerdesk::ui {

namespace {

struct Translate
{
    Q_DECLARE_TR_FUNCTIONS(Pages)
};

template<typename P>
Page *make(Workspace &w)
{
    return new P(w);
}

[[maybe_unused]] Page *placeholder(Workspace &w, const QString &title, const QString &key)
{
    return new PlaceholderPage(w, title, key);
}

} // namespace

QStringList pageKeys()
{
    return {QStringLiteral("catalog"),    QStringLiteral("quote"),
            QStringLiteral("sales"),      QStringLiteral("policies"),
            QStringLiteral("cashflow"),   QStringLiteral("affinities"),
            QStringLiteral("recommendations"), QStringLiteral("offline"),
            QStringLiteral("settings")};
}

QList<Page *> createPages(Workspace &w)
{
    QList<Page *> pages;
    pages << make<CatalogPage>(w);
#ifdef BROKERDESK_HAS_QUOTE_PAGE
    pages << make<QuotePage>(w);
#else
    pages << placeholder(w, Translate::tr("Quote"), QStringLiteral("quote"));
#endif
#ifdef BROKERDESK_HAS_SALES_PAGE
    pages << make<SalesPage>(w);
#else
    pages << placeholder(w, Translate::tr("Sales"), QStringLiteral("sales"));
#endif
#ifdef BROKERDESK_HAS_POLICIES_PAGE
    pages << make<PoliciesPage>(w);
#else
    pages << placeholder(w, Translate::tr("Policies"), QStringLiteral("policies"));
#endif
#ifdef BROKERDESK_HAS_CASHFLOW_PAGE
    pages << make<CashFlowPage>(w);
#else
    pages << placeholder(w, Translate::tr("Cash flow"), QStringLiteral("cashflow"));
#endif
#ifdef BROKERDESK_HAS_AFFINITIES_PAGE
    pages << make<AffinitiesPage>(w);
#else
    pages << placeholder(w, Translate::tr("Affinities"), QStringLiteral("affinities"));
#endif
#ifdef BROKERDESK_HAS_RECOMMENDATIONS_PAGE
    pages << make<RecommendationsPage>(w);
#else
    pages << placeholder(w, Translate::tr("Recommendations"), QStringLiteral("recommendations"));
#endif
    pages << make<OfflineQuotesPage>(w);
    pages << make<SettingsPage>(w);
    const QStringList keys = pageKeys();
    for (int i = 0; i < pages.size(); ++i)
        pages[i]->setObjectName(keys.at(i));
    return pages;
}

} // namespace brokerdesk::ui
