#pragma once

#include "models/catalogloader.h"
#include "page.h"

class QLabel;
class QLineEdit;
class QListView;
class QToolButton;

namespace brokerdesk::ui {

class ErrorBanner;
class ProductDetails;
class ProductFilterModel;
class ProductListModel;
class ProgressPanel;

// The channel's store: logo, the broker products as a searchable list or grid, and the
// selected product's details and vendor settings with "Quote this". Saved for offline use;
// with no service, the saved copy shows with the time it was fetched.
class CatalogPage final : public Page
{
    Q_OBJECT
public:
    explicit CatalogPage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    QList<PaletteEntry> paletteEntries() override;
    bool isBusy() const override { return m_loader->isLoading(); }

    // Selects a product (now, or as soon as the catalog is in).
    void showProduct(const QString &brokerProductId);
    void setGridMode(bool grid);

    QLineEdit *searchField() const { return m_search; }
    QListView *productView() const { return m_view; }
    ProductListModel *productModel() const { return m_model; }
    ProductDetails *details() const { return m_details; }
    ErrorBanner *errorBanner() const { return m_error; }
    QString noteText() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onLoaded(const models::CatalogSnapshot &snapshot);
    void onFailed(const api::ApiError &error);
    void onSelectionChanged();
    void setBusy(bool busy);

    models::CatalogLoader *m_loader;
    models::CatalogSnapshot m_snapshot;
    QString m_pendingSelection;
    bool m_loadedOnce = false;
    QLabel *m_logo;
    QLabel *m_heading;
    QLineEdit *m_search;
    QToolButton *m_listButton;
    QToolButton *m_gridButton;
    QLabel *m_note;
    ErrorBanner *m_error;
    ProgressPanel *m_progress;
    QListView *m_view;
    ProductListModel *m_model;
    ProductFilterModel *m_filter;
    ProductDetails *m_details;
};

} // namespace brokerdesk::ui
