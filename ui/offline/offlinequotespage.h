#pragma once

#include "page.h"

#include "offline/offlinestore.h"

#include <functional>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace brokerdesk::ui {

class CopyReference;
class ErrorBanner;
class QuoteDetailsView;
class SavedQuotesModel;

// Every quote made on this desk, from the offline store: searchable, openable and exportable
// (JSON, CSV) with no network; "Re-quote" and "Sell" hand the quote to the other pages.
class OfflineQuotesPage final : public Page
{
    Q_OBJECT
public:
    enum class Format { Json, Csv };
    // Where to save an export; empty: the user cancelled. A file dialog unless replaced.
    using PathChooser = std::function<QString(Format format, const QString &suggestedName)>;

    explicit OfflineQuotesPage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    QList<PaletteEntry> paletteEntries() override;

    void showQuote(const QString &quoteId);
    QString currentQuoteId() const;
    // Writes the current quote; false (and the error banner says why) when it cannot.
    bool exportCurrent(Format format);
    void setPathChooser(PathChooser chooser) { m_chooser = std::move(chooser); }

    QLineEdit *searchField() const { return m_search; }
    QTableView *table() const { return m_table; }
    SavedQuotesModel *quotesModel() const { return m_model; }
    QuoteDetailsView *detailsView() const { return m_details; }
    ErrorBanner *errorBanner() const { return m_error; }
    QPushButton *requoteButton() const { return m_requote; }
    QPushButton *sellButton() const { return m_sell; }

private:
    void refresh();
    void onCurrentChanged();
    void removeCurrent();
    void undoRemove();

    QLineEdit *m_search;
    QLabel *m_count;
    QWidget *m_empty = nullptr; // what to do when nothing is saved yet
    ErrorBanner *m_error;
    QTableView *m_table;
    SavedQuotesModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QuoteDetailsView *m_details;
    QPushButton *m_requote;
    QPushButton *m_sell;
    QPushButton *m_exportJson;
    QPushButton *m_exportCsv;
    QPushButton *m_remove;
    CopyReference *m_reference; // the selected quote's, for the insurer or support
    QWidget *m_undo;            // "deleted… Undo", for a while after a delete
    QLabel *m_undoText;
    QTimer *m_undoTimer;
    std::optional<cache::SavedQuote> m_deleted; // what Undo saves again
    PathChooser m_chooser;
};

} // namespace brokerdesk::ui
