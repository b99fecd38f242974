#pragma once

#include "pagesource.h"

#include <QMap>
#include <QPointer>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace brokerdesk::models {

// Reads a whole newest-first list by page number with several requests in flight: over a
// network of 60 ms a round trip, ten thousand pages one after another take ten minutes.
//
// Each record is handed with its place in the list as it stood at the first answer (0 = the
// newest then). Records created meanwhile go on top and push every page down; each answer's
// total says by how much, so a record's place is exact whatever the order the answers come in.
// Places already read are dropped (pages overlap after a push) and places a push skipped are
// asked for again. Records created after the first answer are not handed: a cursor walk from
// the top fetches them. The list must only grow at its top (CONTRACT.md, Lists); an answer whose
// total shrank fails the fill.
class PageFiller final : public QObject
{
    Q_OBJECT
public:
    enum class Outcome { Completed, Canceled, Failed };
    Q_ENUM(Outcome)

    struct Placed
    {
        qint64 place = 0;
        QJsonObject record;
    };
    // Gets each answer's new records; returns false to stop (the fill then ends Canceled).
    using Handler = std::function<bool(const QList<Placed> &records)>;

    // Where a fill stands: enough to resume it in another run.
    struct State
    {
        qint64 total = 0;          // of the list at the first answer: places 0..total-1
        QString topId;             // the newest record then
        QMap<qint64, qint64> read; // places read, as first → last, disjoint and merged
        bool isStarted() const { return !topId.isEmpty() || total > 0; }
        bool isComplete() const;
        QByteArray toJson() const;
        static State fromJson(const QByteArray &json);
    };

    explicit PageFiller(PageSource *source, QObject *parent = nullptr);
    ~PageFiller() override;

    void setSource(PageSource *source) { m_source = source; }
    void setRows(int rows) { m_rows = std::clamp(rows, 1, 100); }
    void setInFlight(int requests) { m_inFlight = std::max(1, requests); }
    void setHandler(Handler handler) { m_handler = std::move(handler); }

    void start();                    // from nothing
    void resume(const State &state); // where an earlier fill stood
    void cancel();
    // Reads only places 0..places-1 (of the first answer's list) from now on; the fill
    // completes once those are read. Answers to pages already asked past it are still handed.
    void limitTo(qint64 places) { m_limit = std::min(m_limit, std::max<qint64>(0, places)); }
    // Held, the fill hands no answer (the handler's side can do something long elsewhere) but
    // reads on, up to heldReadAhead times as many pages as in flight, so the network is not
    // idle meanwhile.
    void hold(bool held);
    static constexpr int heldReadAhead = 4;
    bool isHeld() const { return m_held; }

    bool isRunning() const { return m_running; }
    const State &state() const { return m_state; }
    qint64 latestTotal() const { return m_latestTotal; } // the list's, at the last answer
    int mostInFlight() const { return m_most; }
    const api::ApiError &lastFailure() const { return m_failure; }

signals:
    void finished(brokerdesk::models::PageFiller::Outcome outcome);

private:
    struct Request
    {
        qint64 page = 0;  // 0-based
        qint64 first = 0; // the places it was sent for
        qint64 last = 0;
        PageSource::Ticket ticket = 0;
    };
    void fill();
    void send(qint64 place);
    void onPage(quint64 id, const PageResult &result);
    void takeAnswer();
    void take(quint64 id, const PageResult &result);
    qint64 stopPlace() const { return std::min(m_state.total, m_limit); } // past the last to read
    bool allRead() const;
    qint64 firstUnasked() const;
    void end(Outcome outcome);

    QPointer<PageSource> m_source;
    Handler m_handler;
    int m_rows = 100;
    int m_inFlight = 8;
    bool m_running = false;
    State m_state;
    qint64 m_latestTotal = 0;
    qint64 m_limit = std::numeric_limits<qint64>::max();
    bool m_held = false;
    // Answered requests stay in m_pending until handled, one per pass of the event loop: a burst
    // of answers neither stalls the window nor lets more requests out than m_inFlight.
    QHash<quint64, Request> m_pending;
    QList<std::pair<quint64, PageResult>> m_answers;
    QTimer m_drain;
    quint64 m_lastRequest = 0;
    int m_most = 0;
    int m_barren = 0; // answers in a row that read nothing new
    api::ApiError m_failure;
};

} // namespace brokerdesk::models
