#include "pagefiller.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace brokerdesk::models {

namespace {

// The interval of `read` holding `place`, or read.cend().
QMap<qint64, qint64>::const_iterator holding(const QMap<qint64, qint64> &read, qint64 place)
{
    auto it = read.upperBound(place);
    if (it == read.cbegin())
        return read.cend();
    --it;
    return it.value() >= place ? it : read.cend();
}

void addRead(QMap<qint64, qint64> &read, qint64 first, qint64 last)
{
    // Merge with every interval that overlaps or touches first..last.
    auto it = read.upperBound(first);
    if (it != read.begin() && std::prev(it).value() >= first - 1)
        --it;
    while (it != read.end() && it.key() <= last + 1) {
        first = std::min(first, it.key());
        last = std::max(last, it.value());
        it = read.erase(it);
    }
    read.insert(first, last);
}

// Answers in a row that read nothing new before the fill gives up: the list does not give the
// places its total promises.
constexpr int barrenAnswersLimit = 32;

} // namespace

bool PageFiller::State::isComplete() const
{
    if (!isStarted())
        return false;
    return total == 0 || (read.size() == 1 && read.firstKey() == 0 && read.first() >= total - 1);
}

QByteArray PageFiller::State::toJson() const
{
    QJsonArray intervals;
    for (auto it = read.cbegin(); it != read.cend(); ++it)
        intervals.append(QJsonArray{it.key(), it.value()});
    return QJsonDocument(QJsonObject{{QStringLiteral("total"), total},
                                     {QStringLiteral("top_id"), topId},
                                     {QStringLiteral("read"), intervals}})
        .toJson(QJsonDocument::Compact);
}

PageFiller::State PageFiller::State::fromJson(const QByteArray &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    State s;
    s.total = o.value(QStringLiteral("total")).toInteger();
    s.topId = o.value(QStringLiteral("top_id")).toString();
    for (const QJsonValue v : o.value(QStringLiteral("read")).toArray()) {
        const qint64 first = v[0].toInteger(-1);
        const qint64 last = v[1].toInteger(-1);
        if (first >= 0 && last >= first && last < s.total)
            addRead(s.read, first, last);
    }
    return s.total > 0 && !s.topId.isEmpty() ? s : State{};
}

PageFiller::PageFiller(PageSource *source, QObject *parent) : QObject(parent), m_source(source)
{
    m_drain.setSingleShot(true);
    m_drain.setInterval(0);
    connect(&m_drain, &QTimer::timeout, this, &PageFiller::takeAnswer);
}

PageFiller::~PageFiller()
{
    m_handler = {};
    if (m_running)
        end(Outcome::Canceled);
}

void PageFiller::start()
{
    resume(State{});
}

void PageFiller::resume(const State &resume)
{
    if (m_running || !m_source)
        return;
    m_running = true;
    m_held = false;
    m_limit = std::numeric_limits<qint64>::max();
    m_state = resume;
    m_latestTotal = resume.total;
    m_most = 0;
    m_barren = 0;
    m_failure = {};
    if (m_state.isStarted())
        fill();
    else
        send(0); // the first answer fixes the places: one request until it is in
}

void PageFiller::cancel()
{
    if (m_running)
        end(Outcome::Canceled);
}

bool PageFiller::allRead() const
{
    if (!m_state.isStarted())
        return false;
    return stopPlace() == 0 || (!m_state.read.isEmpty() && m_state.read.firstKey() == 0 &&
                                m_state.read.first() >= stopPlace() - 1);
}

qint64 PageFiller::firstUnasked() const
{
    qint64 place = 0;
    for (bool moved = true; moved && place < stopPlace();) {
        moved = false;
        if (const auto it = holding(m_state.read, place); it != m_state.read.cend()) {
            place = it.value() + 1;
            moved = true;
        }
        for (const Request &r : m_pending)
            if (r.first <= place && place <= r.last) {
                place = r.last + 1;
                moved = true;
            }
    }
    return place;
}

void PageFiller::hold(bool held)
{
    m_held = held;
    if (held || !m_running)
        return;
    if (!m_answers.isEmpty())
        m_drain.start();
    fill();
}

void PageFiller::fill()
{
    const int most = m_held ? m_inFlight * heldReadAhead : m_inFlight;
    while (m_running && m_pending.size() < most) {
        const qint64 place = firstUnasked();
        if (place >= stopPlace())
            break;
        send(place);
    }
    if (m_running && !m_held && m_pending.isEmpty() && allRead())
        end(Outcome::Completed);
}

void PageFiller::send(qint64 place)
{
    // The place is that many records further down now: the records created since the first
    // answer sit above it.
    const qint64 pushed = m_latestTotal - m_state.total;
    const qint64 page = (place + pushed) / m_rows;
    Request r;
    r.page = page;
    r.first = std::max<qint64>(0, page * m_rows - pushed);
    r.last = page * m_rows + m_rows - 1 - pushed;
    const quint64 id = ++m_lastRequest;
    r.ticket = m_source->fetchPage(page + 1, m_rows,
                                   [this, id](const PageResult &result) { onPage(id, result); });
    m_pending.insert(id, r);
    m_most = std::max(m_most, int(m_pending.size()));
}

void PageFiller::onPage(quint64 id, const PageResult &result)
{
    if (!m_running || !m_pending.contains(id))
        return;
    m_answers.append({id, result});
    if (!m_drain.isActive())
        m_drain.start();
}

void PageFiller::takeAnswer()
{
    if (m_answers.isEmpty() || !m_running || m_held)
        return;
    const auto [id, result] = m_answers.takeFirst();
    take(id, result);
    if (m_running && !m_answers.isEmpty())
        m_drain.start();
}

void PageFiller::take(quint64 id, const PageResult &result)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    const Request request = it.value();
    m_pending.erase(it);
    if (!result.ok()) {
        m_failure = result.error();
        end(Outcome::Failed);
        return;
    }
    const domain::ListPage<QJsonObject> &page = result.value();
    if (!m_state.isStarted()) {
        m_state.total = page.total;
        m_state.topId = page.items.isEmpty()
                            ? QString()
                            : page.items.constFirst().value(QLatin1String("id")).toString();
        m_latestTotal = page.total;
        if (page.total == 0 || m_state.topId.isEmpty()) {
            m_state.total = 0;
            end(Outcome::Completed); // nothing to read
            return;
        }
    }
    if (page.total < m_state.total) {
        m_failure.code = QStringLiteral("list_shrank");
        m_failure.message = QCoreApplication::translate(
                                "brokerdesk::models::PageFiller",
                                "The list had %1 records and now has %2: it is read again from "
                                "the top instead.")
                                .arg(m_state.total)
                                .arg(page.total);
        end(Outcome::Failed);
        return;
    }
    m_latestTotal = std::max(m_latestTotal, page.total);
    const qint64 pushed = page.total - m_state.total;
    const qint64 top = request.page * m_rows - pushed; // the place of the answer's first record
    QList<Placed> fresh;
    for (int i = 0; i < page.items.size(); ++i) {
        const qint64 place = top + i;
        if (place < 0 || place >= m_state.total ||
            holding(m_state.read, place) != m_state.read.cend())
            continue; // created after the first answer, or read already
        fresh.append({place, page.items.at(i)});
    }
    const qint64 first = std::max<qint64>(0, top);
    const qint64 last = std::min(m_state.total - 1, top + page.items.size() - 1);
    if (first <= last)
        addRead(m_state.read, first, last);
    m_barren = fresh.isEmpty() ? m_barren + 1 : 0;
    if (m_barren > barrenAnswersLimit) {
        m_failure.code = QStringLiteral("list_incomplete");
        m_failure.message = QCoreApplication::translate(
            "brokerdesk::models::PageFiller",
            "The list's pages do not hold the records its total counts.");
        end(Outcome::Failed);
        return;
    }
    if (!fresh.isEmpty() && m_handler && !m_handler(fresh)) {
        end(Outcome::Canceled);
        return;
    }
    fill();
}

void PageFiller::end(Outcome outcome)
{
    m_running = false;
    m_drain.stop();
    m_answers.clear();
    const auto pending = std::exchange(m_pending, {});
    if (m_source)
        for (const Request &r : pending)
            m_source->cancel(r.ticket);
    emit finished(outcome);
}

} // namespace brokerdesk::models
