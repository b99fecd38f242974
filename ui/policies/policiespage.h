#pragma once

#include "page.h"

#include "domain/policy.h"

#include <QHash>
#include <QJsonObject>

#include <memory>

class QPushButton;
class QTableView;

namespace brokerdesk::models {
class ApiPageSource;
class LazyListModel;
} // namespace brokerdesk::models

namespace brokerdesk::ui {

class DocumentOpener;
class PageHeader;
class ErrorBanner;

namespace policies {
class PolicyDetails;
}

// What the catalog says of a broker product, for naming a policy's product.
struct PolicyProductLabel
{
    QString name;
    QString insurer;
};

// The broker's issued policies: a lazy list of the whole server list, the selected policy's
// details, and its cancellation (reason, reversal, preview) through CancelPolicyDialog.
class PoliciesPage : public Page
{
    Q_OBJECT
public:
    explicit PoliciesPage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override;

    models::LazyListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    policies::PolicyDetails *details() const { return m_details; }
    ErrorBanner *errorBanner() const { return m_error; }
    DocumentOpener *documentOpener() const { return m_opener; }
    QPushButton *cancelButton() const { return m_cancel; }

    // Selects the policy when its row is loaded (after a sale: Workspace::policyOpened).
    void openPolicy(const QString &policyId);
    // The dialog for the selected policy; nullptr without an active selection. Not yet shown.
    class QDialog *createCancelDialog();
    QString selectedId() const;

private:
    void onCurrentChanged();
    void onPageLoaded(qint64 page);
    bool selectPending();
    void cancelSelected();
    void applyCancel(const domain::Policy &updated);
    void loadProductLabels();

    models::ApiPageSource *m_source;
    std::shared_ptr<QHash<QString, PolicyProductLabel>> m_labels; // read by the columns
    models::LazyListModel *m_model;
    QTableView *m_view;
    policies::PolicyDetails *m_details;
    ErrorBanner *m_error;
    DocumentOpener *m_opener;
    QPushButton *m_refresh;
    QPushButton *m_cancel;
    PageHeader *m_header;
    QString m_pendingId;
    // The record the details show, so a repaint does not rebuild them; none after a cancel.
    std::optional<QJsonObject> m_shown;
};

} // namespace brokerdesk::ui
