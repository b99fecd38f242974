#include "shotplan.h"

#include "mainwindow.h"
#include "page.h"
#include "pages.h"
#include "shotmulti.h"
#include "shotquote.h"
#include "workspace.h"

#include "affinities/affinitiespage.h"
#include "affinities/affinitywizard.h"
#include "cashflow/commissionsview.h"
#include "cashflow/ledgermirrorview.h"
#include "customers/calllist.h"
#include "customers/calllistmodel.h"
#include "customers/customerlistmodel.h"
#include "customers/customerspage.h"
#include "customers/customerview.h"
#include "customers/duplicatesdialog.h"
#include "policies/cancelpolicydialog.h"
#include "policies/policiespage.h"
#include "quoting/compareview.h"
#include "quoting/installmentmatrixmodel.h"
#include "quoting/quotepage.h"
#include "recommendations/estimatedialog.h"
#include "sales/saleslistmodel.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"
#include "settings/settingspage.h"

#include "domain/enums.h"
#include "models/lazylistmodel.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>

using namespace brokerdesk::ui;

namespace {

// The page's first filled list, preferring one with nothing chosen yet.
QAbstractItemView *recordList(Page *page)
{
    QAbstractItemView *chosen = nullptr;
    for (auto *view : page->findChildren<QAbstractItemView *>()) {
        if (!view->isVisible() || !view->model() || view->model()->rowCount() == 0 ||
            view->visualRect(view->model()->index(0, 0)).isEmpty())
            continue;
        if (!view->currentIndex().isValid())
            return view;
        if (!chosen)
            chosen = view;
    }
    return chosen;
}

// The page as it opens, once it has its data.
Shot opened(MainWindow &window, const QString &key)
{
    return Shot{key, {}, [&window, key] {
                    window.showPage(key);
                    return QString();
                }};
}

// A record chosen, as a broker's click does: the first, or the next one on a page that opens
// with its first already shown. Skipped on a page with no list.
Shot details(MainWindow &window, const QString &key)
{
    Shot shot{key, QStringLiteral("details"), [&window, key] {
                  QAbstractItemView *list = recordList(window.page(key));
                  if (!list)
                      return QStringLiteral("no list with records");
                  const QModelIndex current = list->currentIndex();
                  const int row = current.isValid() ? current.row() + 1 : 0;
                  if (row >= list->model()->rowCount())
                      return QStringLiteral("no other record");
                  list->setCurrentIndex(list->model()->index(row, 0));
                  return QString();
              }};
    shot.optional = true;
    return shot;
}

// Compare and re-quote with every quote saved on this desk checked.
Shot compare(MainWindow &window, Workspace &workspace)
{
    auto *page = qobject_cast<QuotePage *>(window.page(QStringLiteral("quote")));
    return Shot{QStringLiteral("quote"), QStringLiteral("compare"),
                [page, &workspace] {
                    page->showCompare();
                    QStringList ids;
                    for (const auto &q : workspace.offline().quotes())
                        ids << q.quoteId;
                    if (ids.isEmpty())
                        return QStringLiteral("no quote saved to compare");
                    page->compare()->setChecked(ids);
                    return QString();
                },
                [page] { return page->compare()->matrix()->rowCount() > 0; },
                [] { return QStringLiteral("the comparison's rows"); }};
}

// The checkout of the tour's quote, as its results step's Sell asks for it.
Shot checkout(MainWindow &window, Workspace &workspace, const std::shared_ptr<ShotQuote> &made)
{
    auto *page = qobject_cast<SalesPage *>(window.page(QStringLiteral("sales")));
    return Shot{QStringLiteral("sales"), QStringLiteral("checkout"),
                [&workspace, made] {
                    if (made->quoteId.isEmpty())
                        return QStringLiteral("no quote made to sell");
                    emit workspace.checkoutRequested(made->quoteId, made->itemIndex,
                                                     made->installmentId, QString());
                    return QString();
                },
                [page] { return page->isShowingCheckout(); },
                [] { return QStringLiteral("the checkout"); }};
}

// A sale of the office's list whose policy is issued, with its timeline.
QList<Shot> timeline(MainWindow &window, Workspace &workspace)
{
    auto *page = qobject_cast<SalesPage *>(window.page(QStringLiteral("sales")));
    auto saleId = std::make_shared<QString>();
    const auto findIssued = [page, saleId] {
        const SalesListModel *model = page->salesModel();
        for (int row = 0; row < model->rowCount(); ++row) {
            const auto &sale = model->sale(row);
            if (sale.status == int(brokerdesk::domain::SaleStatus::Finished) &&
                !sale.policyId.isEmpty()) {
                *saleId = sale.saleId;
                return true;
            }
        }
        return false;
    };
    Shot listed{QStringLiteral("sales"), QStringLiteral("*"), {}, findIssued, [] {
                    return QStringLiteral("a sale with its policy issued in the list");
                }};
    Shot shown{QStringLiteral("sales"), QStringLiteral("timeline"),
               [&workspace, saleId] {
                   emit workspace.saleOpened(*saleId);
                   return QString();
               },
               [page, saleId] {
                   const SaleStatusView *status = page->saleStatus();
                   return page->isShowingSale() && status->saleId() == *saleId &&
                          status->status() == brokerdesk::domain::SaleStatus::Finished &&
                          !status->isPolling();
               },
               [] { return QStringLiteral("the sale's timeline"); }};
    shown.afterPrevious = true;
    return {listed, shown};
}

// The cancel dialog of the selected policy (the first that can be cancelled), a reason
// chosen so that its preview shows; closed without cancelling.
Shot cancelPolicy(MainWindow &window)
{
    auto *page = qobject_cast<PoliciesPage *>(window.page(QStringLiteral("policies")));
    auto dialog = std::make_shared<QPointer<QDialog>>();
    Shot shot{QStringLiteral("policies"), QStringLiteral("cancel"), [page, dialog] {
                  QDialog *d = page->createCancelDialog();
                  for (int row = 0; !d && row < page->model()->rowCount(); ++row) {
                      page->view()->setCurrentIndex(page->model()->index(row, 0));
                      d = page->createCancelDialog();
                  }
                  if (!d)
                      return QStringLiteral("no policy that can be cancelled");
                  *dialog = d;
                  d->show();
                  if (auto *reason = d->findChild<QComboBox *>(QStringLiteral("reason")))
                      reason->setCurrentIndex(1);
                  return QString();
              }};
    shot.ready = [dialog] {
        auto *d = qobject_cast<policies::CancelPolicyDialog *>(dialog->data());
        return d && !d->isReadingLedger();
    };
    shot.awaited = [] { return QStringLiteral("the cancel preview"); };
    shot.overlay = [dialog] { return dialog->data(); };
    shot.after = [dialog] {
        if (QDialog *d = dialog->data()) {
            d->hide(); // never accepted: nothing is cancelled
            d->deleteLater();
        }
    };
    return shot;
}

// The cash flow's Comissões tab (commission per month and what cancellations took away), its
// tab clicked as a broker does; ready once the view answered.
Shot commissions(MainWindow &window)
{
    Page *page = window.page(QStringLiteral("cashflow"));
    auto view = std::make_shared<QPointer<cashflow::CommissionsView>>();
    auto answered = std::make_shared<bool>(false);
    Shot shot{QStringLiteral("cashflow"), QStringLiteral("commissions"), [page, view, answered] {
                  auto *mirror = page ? page->findChild<cashflow::LedgerMirrorView *>() : nullptr;
                  if (!mirror)
                      return QStringLiteral("no cash-flow mirror");
                  *view = mirror->commissions();
                  QObject::connect(mirror->commissions(), &cashflow::CommissionsView::loaded,
                                   mirror, [answered] { *answered = true; });
                  mirror->tabs()->setCurrentWidget(mirror->commissions());
                  return QString();
              }};
    // Answered now, or before the tab was shown (the view reads after every sync).
    shot.ready = [view, answered] {
        return *answered || (*view && (*view)->exposureTotals().policies > 0);
    };
    shot.awaited = [] { return QStringLiteral("the commissions view"); };
    return shot;
}

// The new-affinity wizard, opened as its button does once the partnership is in.
QList<Shot> affinityWizard(MainWindow &window)
{
    auto *page = qobject_cast<AffinitiesPage *>(window.page(QStringLiteral("affinities")));
    auto wizard = std::make_shared<QPointer<QWidget>>();
    Shot partnership{QStringLiteral("affinities"),
                     QStringLiteral("*"),
                     {},
                     [page] { return page->newButton()->isEnabled(); },
                     [] { return QStringLiteral("the partnership (New enabled)"); }};
    Shot shot{QStringLiteral("affinities"), QStringLiteral("wizard"), [page, wizard] {
                  affinities::AffinityWizard *w = page->createWizard();
                  if (!w)
                      return QStringLiteral("no partnership to start an affinity on");
                  *wizard = w;
                  w->show();
                  return QString();
              }};
    shot.ready = [wizard] { return *wizard && (*wizard)->isVisible(); };
    shot.overlay = [wizard] { return wizard->data(); };
    shot.after = [wizard] {
        if (QWidget *w = wizard->data()) {
            w->hide(); // nothing typed, nothing to keep
            w->deleteLater();
        }
    };
    shot.afterPrevious = true;
    return {partnership, shot};
}

// One customer, everything: one with a policy, of the most kinds of records, then the most
// records.
Shot customer(MainWindow &window)
{
    auto *page = qobject_cast<CustomersPage *>(window.page(QStringLiteral("customers")));
    Shot shot{
        QStringLiteral("customers"), QStringLiteral("customer"),
        [page] {
            qint64 best = 0;
            qsizetype most = -1;
            for (const auto &s : page->directory().search({}, 500)) {
                const auto c = page->directory().customer(s.id);
                if (!c)
                    continue;
                QSet<int> kinds;
                for (const auto &link : c->links)
                    kinds.insert(int(link.source));
                const qsizetype score =
                    (kinds.contains(int(brokerdesk::cache::CustomerSource::Policy)) ? 100000 : 0) +
                    kinds.size() * 1000 + c->links.size();
                if (score > most) {
                    most = score;
                    best = s.id;
                }
            }
            return page->openCustomer(best) ? QString() : QStringLiteral("no customer to open");
        },
        [page] { return !page->customerView()->isLoading(); },
        [] { return QStringLiteral("the customer's records"); }};
    shot.after = [page] { page->closeCustomer(); };
    return shot;
}

// The possible duplicates the directory offers, over the customers' list.
Shot duplicates(MainWindow &window)
{
    auto *page = qobject_cast<CustomersPage *>(window.page(QStringLiteral("customers")));
    auto dialog = std::make_shared<QPointer<DuplicatesDialog>>();
    Shot shot{QStringLiteral("customers"), QStringLiteral("duplicates"), [page, dialog] {
                  *dialog = page->createDuplicatesDialog();
                  (*dialog)->show();
                  return QString();
              }};
    shot.ready = [dialog] { return *dialog && (*dialog)->isVisible(); };
    shot.overlay = [dialog] { return dialog->data(); };
    shot.after = [dialog] {
        if (QWidget *d = dialog->data()) {
            d->hide();
            d->deleteLater();
        }
    };
    return shot;
}

// The chance that a customer buys, asked from their record: the first customer the directory
// knows enough of, estimated for the first kind of insurance.
Shot estimate(MainWindow &window)
{
    auto *page = qobject_cast<CustomersPage *>(window.page(QStringLiteral("customers")));
    Shot shot{
        QStringLiteral("customers"), QStringLiteral("estimate"), [page] {
            // As a broker does: the customer chosen in the list, then Estimate.
            const CustomerListModel *model = page->customersModel();
            for (int row = 0; row < model->rowCount(); ++row) {
                const auto *summary = model->customer(row);
                const auto c = summary ? page->directory().customer(summary->id) : std::nullopt;
                QStringList missing;
                if (!c)
                    continue;
                CallListModel::recommendationInput(c->person, brokerdesk::domain::ProductType::Auto,
                                                   QDate::currentDate(), &missing);
                if (!missing.isEmpty())
                    continue;
                page->table()->selectRow(row);
                if (auto *ask =
                        page->findChild<QPushButton *>(QStringLiteral("estimateForCustomer")))
                    ask->click();
                EstimateDialog *dialog = page->estimateDialog();
                return dialog && dialog->estimate() ? QString()
                                                    : QStringLiteral("the estimate not sent");
            }
            return QStringLiteral("no customer with what an estimate needs");
        }};
    shot.ready = [page] {
        const EstimateDialog *d = page->estimateDialog();
        return d && d->isVisible() && !d->isBusy() && d->recommendation().has_value();
    };
    shot.awaited = [] { return QStringLiteral("the customer's estimate"); };
    shot.overlay = [page] { return page->estimateDialog(); };
    shot.after = [page] {
        if (EstimateDialog *d = page->estimateDialog())
            d->close();
    };
    return shot;
}

// Settings with the administrator's connection unfolded (folded as the page opens).
Shot settingsConnection(MainWindow &window)
{
    auto *page = qobject_cast<SettingsPage *>(window.page(QStringLiteral("settings")));
    Shot shot{QStringLiteral("settings"), QStringLiteral("connection"), [page] {
                  page->connectionToggle()->setChecked(true);
                  return QString();
              }};
    shot.ready = [page] { return page->connectionSection()->isVisible(); };
    shot.after = [page] { page->connectionToggle()->setChecked(false); };
    return shot;
}

// The customers' call list, scored.
Shot callList(MainWindow &window)
{
    auto *page = qobject_cast<CustomersPage *>(window.page(QStringLiteral("customers")));
    return Shot{QStringLiteral("customers"), QStringLiteral("calllist"), [page] {
                    page->tabs()->setCurrentWidget(page->callList());
                    page->callList()->startScoring();
                    return QString();
                }};
}

} // namespace

QList<Shot> shotPlan(MainWindow &window, Workspace &workspace)
{
    auto made = std::make_shared<ShotQuote>();
    QList<Shot> plan;
    for (const QString &key : pageKeys()) {
        if (!window.page(key))
            continue;
        plan << opened(window, key);
        if (key == u"quote") {
            plan << multiShots(window);
            // Two quotes, so that compare has two columns; the first is pictured and sold.
            plan << quoteShots(window, workspace, 0, true, made)
                 << quoteShots(window, workspace, 1, false, std::make_shared<ShotQuote>())
                 << compare(window, workspace);
        } else if (key == u"sales") {
            plan << checkout(window, workspace, made) << timeline(window, workspace);
        } else if (key == u"customers") {
            plan << customer(window);
            plan << estimate(window);
            plan << duplicates(window);
            plan << callList(window);
        } else {
            plan << details(window, key);
        }
        if (key == u"policies")
            plan << cancelPolicy(window);
        else if (key == u"cashflow")
            plan << commissions(window);
        else if (key == u"affinities")
            plan << affinityWizard(window);
        else if (key == u"settings")
            plan << settingsConnection(window);
    }
    return plan;
}
