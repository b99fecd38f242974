#pragma once

#include "listcolumn.h"
#include "pagesource.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <optional>

namespace brokerdesk::models {

// A random-access table over a server list that pages lazily. rowCount() is the server's
// `total` once the first page answered; a row whose page is not here shows a placeholder and
// asks for its page. Only touched pages are fetched, each once, at most maxInFlight at a time;
// a request for a page the view has left far behind gives its slot to a newer one. At most
// maxPages pages stay in memory (least recently used go first). A failed page shows an error
// on its rows until retry(); it never shortens the list.
class LazyListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(qint64 total READ total NOTIFY totalChanged)
    Q_PROPERTY(bool busy READ isBusy NOTIFY busyChanged)
public:
    enum Role {
        RawValueRole = Qt::UserRole + 1, // the column's value, typed (cents, UTC QDateTime...)
        RecordRole,                      // the whole record as a QJsonObject
        LoadStateRole,                   // LoadState
        ErrorRole,                       // why the row's page failed, or empty
        IdRole,                          // the record's "id"
        ValueRole, // the record as its domain value (setDecoder), decoded when its page came
    };
    enum class LoadState { Loaded, Loading, Failed };
    Q_ENUM(LoadState)

    struct Options
    {
        int pageSize = 100;  // rows per request (1..100)
        int maxInFlight = 4; // N
        int maxPages = 32;   // M; at least maxInFlight + 2
    };

    LazyListModel(PageSource *source, QList<ListColumn> columns, QObject *parent = nullptr);
    LazyListModel(PageSource *source, QList<ListColumn> columns, Options options,
                  QObject *parent = nullptr);
    ~LazyListModel() override;

    // Turns a record into its domain value (invalid when it is none) for ValueRole: each
    // record is decoded once, as its page arrives, so readers never go back to its JSON.
    using Decoder = std::function<QVariant(const QJsonObject &record)>;
    void setDecoder(Decoder decoder) { m_decoder = std::move(decoder); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    const QList<ListColumn> &columns() const { return m_columns; }
    const Options &options() const { return m_options; }
    qint64 total() const { return m_total < 0 ? 0 : m_total; }
    bool hasTotal() const { return m_total >= 0; }
    bool isBusy() const { return !m_inFlight.isEmpty(); }
    // Why the first page failed (the list is empty until retry()), or nothing.
    QString errorString() const { return m_firstError ? m_firstError->message : QString(); }
    LoadState rowState(int row) const;

    // Fetches the pages again while the rows keep showing; rowCount changes only if the
    // server's total did, at the end, so the view keeps its position.
    void refresh();
    // Fetches failed pages again (the first page, if that is what failed).
    void retry();
    // Replaces the loaded record with the same "id" (an update the service pushed) and tells
    // the views; false when no page in memory holds it (refresh() then brings it).
    bool updateRecord(const QJsonObject &record);
    // Whether a record of the pages in memory matches (without touching them).
    bool anyLoadedRecord(const std::function<bool(const QJsonObject &)> &match) const;
    // The same over the decoded records (setDecoder).
    bool anyLoadedValue(const std::function<bool(const QVariant &)> &match) const;

    // For tests, benchmarks and diagnostics.
    int inFlightCount() const { return int(m_inFlight.size()); }
    int cachedPageCount() const { return int(m_pages.size()); }
    qint64 requestCount() const { return m_requests; }
    qint64 droppedCount() const { return m_dropped; }
    bool isPageCached(qint64 page) const { return m_pages.contains(page); }

signals:
    void totalChanged(qint64 total);
    void busyChanged(bool busy);
    void pageLoaded(qint64 page); // 0-based
    void pageFailed(qint64 page, const brokerdesk::api::ApiError &error);

private:
    struct Page
    {
        QList<QJsonObject> rows;
        QString error; // non-empty: the fetch failed
        bool stale = false;
        mutable quint64 used = 0; // LRU clock; data() is const but must record the touch
        QList<QVariant> values;   // the rows decoded, when there is a decoder
    };
    using PageMap = QHash<qint64, Page>;

    void touch(qint64 page) const;
    void want(qint64 page) const;
    void pump();
    void start(qint64 page);
    void onPage(qint64 page, const PageResult &result);
    void setTotal(qint64 total, qint64 keepPage);
    void evict(qint64 keepPage);
    void cancelAll();
    void emitPageChanged(qint64 page);
    bool isFar(qint64 page) const;
    qint64 pageCount() const;

    QPointer<PageSource> m_source;
    QList<ListColumn> m_columns;
    Decoder m_decoder;
    Options m_options;
    PageMap m_pages;
    QHash<qint64, PageSource::Ticket> m_inFlight;
    qint64 m_total = -1; // unknown until the first page answers
    std::optional<api::ApiError> m_firstError;
    qint64 m_requests = 0;
    qint64 m_dropped = 0;

    // Touched from data(), which is const: bookkeeping of what the view looks at.
    mutable QList<qint64> m_wanted; // most recently touched last
    mutable qint64 m_focus = 0;     // the last page looked at that still had to load
    mutable quint64 m_tick = 0;
    mutable QTimer m_pumpTimer;
};

} // namespace brokerdesk::models
