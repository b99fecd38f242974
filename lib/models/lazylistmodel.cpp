#include "lazylistmodel.h"

#include <algorithm>

namespace brokerdesk::models {

namespace {
// Pages touched but not yet requested are remembered up to this many per in-flight slot;
// older wishes belong to rows the view has already scrolled past.
constexpr int wantedPerSlot = 2;
} // namespace

LazyListModel::LazyListModel(PageSource *source, QList<ListColumn> columns, QObject *parent)
    : LazyListModel(source, std::move(columns), Options(), parent)
{
}

LazyListModel::LazyListModel(PageSource *source, QList<ListColumn> columns, Options options,
                             QObject *parent)
    : QAbstractTableModel(parent), m_source(source), m_columns(std::move(columns)),
      m_options(options)
{
    m_options.pageSize = std::clamp(m_options.pageSize, 1, 100);
    m_options.maxInFlight = std::max(1, m_options.maxInFlight);
    m_options.maxPages = std::max(m_options.maxPages, m_options.maxInFlight + 2);
    m_pumpTimer.setSingleShot(true);
    m_pumpTimer.setInterval(0);
    connect(&m_pumpTimer, &QTimer::timeout, this, &LazyListModel::pump);
}

LazyListModel::~LazyListModel()
{
    cancelAll();
}

int LazyListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    // A view addresses rows with int; lists beyond that are cut, not wrapped.
    return int(std::min<qint64>(total(), std::numeric_limits<int>::max()));
}

int LazyListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

LazyListModel::LoadState LazyListModel::rowState(int row) const
{
    const auto it = m_pages.constFind(row / m_options.pageSize);
    if (it == m_pages.cend())
        return LoadState::Loading;
    if (!it->error.isEmpty())
        return LoadState::Failed;
    return row % m_options.pageSize < it->rows.size() ? LoadState::Loaded : LoadState::Loading;
}

QVariant LazyListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const qint64 page = index.row() / m_options.pageSize;
    const qsizetype offset = index.row() % m_options.pageSize;
    touch(page);

    const auto it = m_pages.constFind(page);
    const bool failed = it != m_pages.cend() && !it->error.isEmpty();
    const bool loaded = it != m_pages.cend() && !failed && offset < it->rows.size();
    const ListColumn &column = m_columns.at(index.column());

    if (role == LoadStateRole)
        return QVariant::fromValue(failed ? LoadState::Failed
                                          : (loaded ? LoadState::Loaded : LoadState::Loading));
    if (role == Qt::TextAlignmentRole)
        return column.alignment.toInt();
    if (failed) {
        if (role == ErrorRole || role == Qt::ToolTipRole)
            return it->error;
        if (role == Qt::DisplayRole && index.column() == 0)
            return tr("Not loaded: %1").arg(it->error);
        return {};
    }
    if (!loaded) {
        if (role == Qt::DisplayRole && index.column() == 0)
            return tr("Loading…");
        return {};
    }
    const QJsonObject &record = it->rows.at(offset);
    switch (role) {
    case Qt::DisplayRole:
        return column.displayText(record);
    case Qt::ToolTipRole:
        return {};
    case RawValueRole:
        return column.rawValue(record);
    case RecordRole:
        return record;
    case IdRole:
        return record.value(QLatin1String("id")).toString();
    case ValueRole:
        return it->values.value(offset);
    default:
        return {};
    }
}

QVariant LazyListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= 0 && section < m_columns.size()) {
        if (role == Qt::DisplayRole)
            return m_columns.at(section).header;
        if (role == Qt::TextAlignmentRole)
            return m_columns.at(section).alignment.toInt();
        return {};
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

QHash<int, QByteArray> LazyListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(RawValueRole, "rawValue");
    names.insert(RecordRole, "record");
    names.insert(LoadStateRole, "loadState");
    names.insert(ErrorRole, "error");
    names.insert(IdRole, "recordId");
    names.insert(ValueRole, "value");
    return names;
}

bool LazyListModel::canFetchMore(const QModelIndex &parent) const
{
    // Only the first page is "more": after it, rows exist and load as they are looked at.
    return !parent.isValid() && m_total < 0 && m_inFlight.isEmpty() && !m_firstError && m_source;
}

void LazyListModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        start(0);
}

qint64 LazyListModel::pageCount() const
{
    return (total() + m_options.pageSize - 1) / m_options.pageSize;
}

bool LazyListModel::isFar(qint64 page) const
{
    return std::abs(page - m_focus) > m_options.maxInFlight;
}

void LazyListModel::touch(qint64 page) const
{
    const auto it = m_pages.find(page);
    if (it != m_pages.end()) {
        it->used = ++m_tick;
        if (!it->stale)
            return; // a reader of rows already here (a delegate, row 0) moves no focus
    }
    // Only looks at rows still to load say where the view is: requests far from there go.
    m_focus = page;
    if (!m_inFlight.contains(page))
        want(page);
}

void LazyListModel::want(qint64 page) const
{
    if (!m_wanted.isEmpty() && m_wanted.constLast() == page)
        return; // the common case: the view paints every column of the same rows
    m_wanted.removeOne(page);
    m_wanted.append(page);
    const qsizetype cap = qsizetype(m_options.maxInFlight) * wantedPerSlot;
    if (m_wanted.size() > cap)
        m_wanted.remove(0, m_wanted.size() - cap);
    if (!m_pumpTimer.isActive())
        m_pumpTimer.start();
}

void LazyListModel::pump()
{
    if (!m_source || m_total < 0)
        return;
    // Page 0 is always worth asking: it also says the total, so an empty list can grow.
    m_wanted.removeIf([this](qint64 p) { return isFar(p) || (p > 0 && p >= pageCount()); });
    while (!m_wanted.isEmpty()) {
        const qint64 page = m_wanted.constLast();
        const auto cached = m_pages.constFind(page);
        if (m_inFlight.contains(page) || (cached != m_pages.cend() && !cached->stale)) {
            m_wanted.removeLast();
            continue;
        }
        if (m_inFlight.size() >= m_options.maxInFlight) {
            // Free the slot of the request farthest from where the view is now, if it is far.
            auto victim = m_inFlight.end();
            for (auto it = m_inFlight.begin(); it != m_inFlight.end(); ++it)
                if (isFar(it.key()) &&
                    (victim == m_inFlight.end() ||
                     std::abs(it.key() - m_focus) > std::abs(victim.key() - m_focus)))
                    victim = it;
            if (victim == m_inFlight.end())
                return; // every slot serves a page near the view: wait for one to answer
            m_source->cancel(victim.value());
            m_inFlight.erase(victim);
            ++m_dropped;
        }
        m_wanted.removeLast();
        start(page);
    }
}

void LazyListModel::start(qint64 page)
{
    if (!m_source)
        return;
    const bool wasBusy = isBusy();
    const PageSource::Ticket ticket = m_source->fetchPage(
        page + 1, m_options.pageSize, [this, page](const PageResult &r) { onPage(page, r); });
    m_inFlight.insert(page, ticket);
    ++m_requests;
    if (!wasBusy)
        emit busyChanged(true);
}

void LazyListModel::onPage(qint64 page, const PageResult &result)
{
    // The page leaves m_inFlight only at the end: the row signals sent meanwhile reach views
    // that call canFetchMore() and data(), which must not ask for this page again.
    if (!result.ok()) {
        if (m_total < 0) {
            m_firstError = result.error();
        } else {
            m_pages[page] = Page{{}, result.error().message, false, ++m_tick, {}};
            evict(page);
            emitPageChanged(page);
        }
        m_inFlight.remove(page);
        emit pageFailed(page, result.error());
    } else {
        m_firstError.reset();
        const domain::ListPage<QJsonObject> &answer = result.value();
        QList<QVariant> values;
        if (m_decoder)
            for (const QJsonObject &record : answer.items)
                values << m_decoder(record);
        m_pages[page] = Page{answer.items, {}, false, ++m_tick, std::move(values)};
        if (answer.total != m_total)
            setTotal(answer.total, page);
        evict(page);
        emitPageChanged(page);
        m_inFlight.remove(page);
        emit pageLoaded(page);
    }
    if (!isBusy())
        emit busyChanged(false);
    pump();
}

void LazyListModel::setTotal(qint64 newTotal, qint64 keepPage)
{
    const qint64 shown = std::min<qint64>(newTotal, std::numeric_limits<int>::max());
    const qint64 before = rowCount();
    if (m_total >= 0) {
        // The list changed under us: every other cached page may now sit at shifted rows.
        for (auto it = m_pages.begin(); it != m_pages.end(); ++it)
            if (it.key() != keepPage)
                it->stale = true;
    }
    if (shown > before) {
        beginInsertRows({}, int(before), int(shown - 1));
        m_total = newTotal;
        endInsertRows();
    } else if (shown < before) {
        beginRemoveRows({}, int(shown), int(before - 1));
        m_total = newTotal;
        m_pages.removeIf([this](PageMap::iterator it) { return it.key() >= pageCount(); });
        endRemoveRows();
    } else {
        m_total = newTotal;
    }
    emit totalChanged(newTotal);
}

void LazyListModel::evict(qint64 keepPage)
{
    // Evicted rows need no dataChanged: the record is the same, only not resident; the view
    // asks again when it paints them, and that refetches.
    while (m_pages.size() > m_options.maxPages) {
        auto oldest = m_pages.end();
        for (auto it = m_pages.begin(); it != m_pages.end(); ++it)
            if (it.key() != keepPage && (oldest == m_pages.end() || it->used < oldest->used))
                oldest = it;
        if (oldest == m_pages.end())
            return;
        m_pages.erase(oldest);
    }
}

void LazyListModel::emitPageChanged(qint64 page)
{
    const qint64 first = page * m_options.pageSize;
    const qint64 last = std::min<qint64>(first + m_options.pageSize, rowCount()) - 1;
    if (first <= last && !m_columns.isEmpty())
        emit dataChanged(index(int(first), 0), index(int(last), int(m_columns.size()) - 1));
}

void LazyListModel::cancelAll()
{
    if (m_source)
        for (const PageSource::Ticket t : std::as_const(m_inFlight))
            m_source->cancel(t);
    m_inFlight.clear();
}

void LazyListModel::refresh()
{
    if (m_total < 0 && m_inFlight.contains(0))
        return; // the first page is on its way: it is as fresh as a new request would be
    const bool wasBusy = isBusy();
    cancelAll();
    m_wanted.clear();
    if (m_total < 0) {
        m_firstError.reset();
        start(0);
        return;
    }
    // Keep showing what is here (marked stale) and refetch first what was looked at last.
    m_pages.removeIf([](PageMap::iterator it) { return !it->error.isEmpty(); });
    QList<QPair<quint64, qint64>> recent;
    for (auto it = m_pages.begin(); it != m_pages.end(); ++it) {
        it->stale = true;
        recent.append({it->used, it.key()});
    }
    std::sort(recent.begin(), recent.end());
    if (recent.isEmpty())
        recent.append({0, m_focus});
    for (const auto &r : recent)
        m_wanted.append(r.second);
    m_focus = recent.constLast().second;
    const qsizetype cap = qsizetype(m_options.maxInFlight) * wantedPerSlot;
    if (m_wanted.size() > cap)
        m_wanted.remove(0, m_wanted.size() - cap);
    pump();
    if (wasBusy && !isBusy())
        emit busyChanged(false);
}

bool LazyListModel::updateRecord(const QJsonObject &record)
{
    const QJsonValue id = record.value(QLatin1String("id"));
    for (auto it = m_pages.begin(); it != m_pages.end(); ++it) {
        const qsizetype offset = std::find_if(it->rows.cbegin(), it->rows.cend(),
                                              [&id](const QJsonObject &r) {
                                                  return r.value(QLatin1String("id")) == id;
                                              }) -
                                 it->rows.cbegin();
        if (offset == it->rows.size())
            continue;
        it->rows[offset] = record;
        if (offset < it->values.size())
            it->values[offset] = m_decoder(record);
        const int row = int(it.key() * m_options.pageSize + offset);
        if (row < rowCount() && !m_columns.isEmpty())
            emit dataChanged(index(row, 0), index(row, int(m_columns.size()) - 1));
        return true;
    }
    return false;
}

bool LazyListModel::anyLoadedRecord(const std::function<bool(const QJsonObject &)> &match) const
{
    return std::any_of(m_pages.cbegin(), m_pages.cend(), [&match](const Page &p) {
        return std::any_of(p.rows.cbegin(), p.rows.cend(), match);
    });
}

bool LazyListModel::anyLoadedValue(const std::function<bool(const QVariant &)> &match) const
{
    return std::any_of(m_pages.cbegin(), m_pages.cend(), [&match](const Page &p) {
        return std::any_of(p.values.cbegin(), p.values.cend(), match);
    });
}

void LazyListModel::retry()
{
    if (m_total < 0) {
        if (m_inFlight.isEmpty()) {
            m_firstError.reset();
            start(0);
        }
        return;
    }
    QList<QPair<quint64, qint64>> failed;
    for (auto it = m_pages.cbegin(); it != m_pages.cend(); ++it)
        if (!it->error.isEmpty())
            failed.append({it->used, it.key()});
    std::sort(failed.begin(), failed.end());
    for (const auto &f : failed) {
        m_pages.remove(f.second);
        emitPageChanged(f.second); // back to "loading" until the answer comes
        m_wanted.removeOne(f.second);
        m_wanted.append(f.second);
    }
    if (!failed.isEmpty())
        m_focus = failed.constLast().second;
    pump();
}

} // namespace brokerdesk::models
