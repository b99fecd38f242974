#pragma once

#include "page.h"

#include "api/apierror.h"
#include "cache/customerdirectory.h"
#include "domain/affinity.h"

#include <QJsonObject>
#include <QTimer>

#include <functional>
#include <memory>

class QMessageBox;
class QPushButton;
class QTableView;

namespace brokerdesk::api {
class FileDownload;
}
namespace brokerdesk::models {
class ApiPageSource;
class LazyListModel;
} // namespace brokerdesk::models

namespace brokerdesk::ui {

class ErrorBanner;
class FilterNote;
class PageHeader;

namespace affinities {
class AffinityDetails;
class AffinityWizard;
class PartnershipView;
} // namespace affinities

// Affinity insurance through the broker's partnership: the partner and its products, a lazy
// list of the affinities with status badges, the selected one's details and attachments, a
// wizard for new ones and their cancellation. Changes arrive live from the desk's webhook
// receiver when it has one; otherwise the list is polled while any affinity is Pending.
class AffinitiesPage final : public Page
{
    Q_OBJECT
public:
    explicit AffinitiesPage(Workspace &workspace, QWidget *parent = nullptr);
    ~AffinitiesPage() override;

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override;

    models::LazyListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    affinities::PartnershipView *partnership() const { return m_partnershipView; }
    affinities::AffinityDetails *details() const { return m_details; }
    ErrorBanner *errorBanner() const { return m_error; }
    QPushButton *newButton() const { return m_new; }
    QPushButton *cancelButton() const { return m_cancel; }
    QString selectedId() const;
    // Only the pending affinities, as Início's count opens the page (a note above the list
    // says so and clears it); false: all of them.
    void showOnlyPending(bool only);
    bool isShowingOnlyPending() const { return m_onlyPending; }
    FilterNote *filterNote() const { return m_filterNote; }

    // Not yet shown (tests drive them; the buttons open them).
    affinities::AffinityWizard *createWizard(const QString &productId = {});
    QMessageBox *createCancelDialog(); // nullptr unless an Issued or Pending one is selected

    // Downloads an attachment to `path` (Save as… asks for it first).
    void saveAttachment(const QUrl &url, const QString &path);

    // Polling, when no live updates reach the desk.
    bool isPolling() const { return m_poll.isActive(); }
    void setPollInterval(int ms) { m_poll.setInterval(ms); }

private:
    void loadPartnership();
    void showPartnership(const domain::AffinityPartnership &partnership);
    void onCurrentChanged();
    void onPageLoaded(qint64 page);
    void applyUpdate(const QJsonObject &affinity);
    void updatePolling();
    void newAffinity(const QString &productId = {});
    void onCreated(const QString &id, const QString &planId, const QString &planName);
    void cancelSelected();
    // `again`: Retry after a failure, when "already canceled" means the first one went through.
    void cancelAffinity(const domain::Affinity &affinity, bool again = false);
    void askWhereToSave(const QUrl &url, const QString &suggestedName);
    void showError(const api::ApiError &error, std::function<void()> retry);
    void setNamesChanged();
    void hideFilteredOut(); // loaded rows showOnlyPending leaves out; the others come and go

    models::ApiPageSource *m_source;
    std::shared_ptr<QHash<QString, QString>> m_names; // product and plan ids → names
    models::LazyListModel *m_model;
    QTableView *m_view;
    affinities::PartnershipView *m_partnershipView;
    affinities::AffinityDetails *m_details;
    ErrorBanner *m_error;
    QPushButton *m_new;
    QPushButton *m_refresh;
    QPushButton *m_cancel;
    PageHeader *m_header;
    QTimer m_poll;
    std::optional<domain::AffinityPartnership> m_partnership;
    std::optional<cache::Customer> m_customerForNext; // the holder of the next new affinity
    bool m_loadingPartnership = false;
    bool m_listFailed = false; // the banner shows why the list is empty
    int m_calls = 0;           // cancels and downloads under way
    std::function<void()> m_retry;
    QString m_selectId; // select this affinity once its row is loaded
    // The affinity the details show, so a repaint does not rebuild them.
    std::optional<domain::Affinity> m_shown;
    FilterNote *m_filterNote;
    bool m_onlyPending = false;
};

} // namespace brokerdesk::ui
