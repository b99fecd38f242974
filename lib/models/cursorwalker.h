#pragma once

#include "pagesource.h"

#include <QPointer>

#include <algorithm>

namespace brokerdesk::models {

// Streams a whole list through its cursor, page after page, for export and mirroring. The
// next page is requested before the handler runs, so the handler's work (decoding, writing)
// overlaps the network. Progress counts records seen against the server's total.
class CursorWalker final : public QObject
{
    Q_OBJECT
public:
    enum class Outcome {
        Completed, // reached the last page
        Stopped,   // the page handler asked to stop
        Canceled,  // cancel() was called
        Failed,    // a page failed: see error()
    };
    Q_ENUM(Outcome)

    // Gets each page's records and the cursor that follows them (empty after the last page);
    // returns false to stop the walk there.
    using PageHandler =
        std::function<bool(const QList<QJsonObject> &items, const QString &nextCursor)>;

    explicit CursorWalker(PageSource *source, QObject *parent = nullptr);
    ~CursorWalker() override;

    void setSource(PageSource *source) { m_source = source; }
    void setRows(int rows) { m_rows = std::clamp(rows, 1, 100); }
    void setPageHandler(PageHandler handler) { m_handler = std::move(handler); }

    // Walks from the top of the list, or from just after `cursor`.
    void start(const QString &cursor = {});
    void cancel();

    bool isRunning() const { return m_running; }
    qint64 visited() const { return m_visited; }
    qint64 total() const { return m_total; }
    int pagesFetched() const { return m_pages; }
    const api::ApiError &lastFailure() const { return m_failure; }
    QString error() const { return m_failure.message; }

signals:
    void progress(qint64 visited, qint64 total);
    void finished(brokerdesk::models::CursorWalker::Outcome outcome);

private:
    void request(const QString &cursor);
    void onPage(const PageResult &result);
    void end(Outcome outcome);

    QPointer<PageSource> m_source;
    PageHandler m_handler;
    int m_rows = 100;
    bool m_running = false;
    PageSource::Ticket m_ticket = 0;
    qint64 m_visited = 0;
    qint64 m_total = 0;
    int m_pages = 0;
    api::ApiError m_failure; // message empty: none
};

} // namespace brokerdesk::models
