#include "pagecache.h"

#include "store/database.h"

namespace brokerdesk::sandbox {

namespace {
// What an entry costs beside its bytes (key and hash node), so that a flood of tiny pages
// (e.g. past the end) is bounded too.
constexpr qsizetype entryOverhead = 160;
} // namespace

void PageCache::forgetIfChanged()
{
    const quint64 stamp = m_db.changeStamp();
    if (stamp == m_stamp)
        return;
    m_stamp = stamp;
    m_totals.clear();
    m_pages.clear();
    m_pageBytes = 0;
}

std::optional<qint64> PageCache::total(const QString &brokerId)
{
    forgetIfChanged();
    const auto it = m_totals.constFind(brokerId);
    if (it == m_totals.constEnd())
        return std::nullopt;
    return *it;
}

void PageCache::setTotal(const QString &brokerId, qint64 total)
{
    forgetIfChanged();
    m_totals.insert(brokerId, total);
}

const QByteArray *PageCache::page(const QString &brokerId, qint64 lo, qint64 hi)
{
    forgetIfChanged();
    const auto it = m_pages.constFind(Window{brokerId, lo, hi});
    return it == m_pages.constEnd() ? nullptr : &*it;
}

void PageCache::setPage(const QString &brokerId, qint64 lo, qint64 hi, const QByteArray &page)
{
    forgetIfChanged();
    // Full: start over rather than track recency; what is read again comes back at once.
    if (m_pageBytes + page.size() + entryOverhead > m_maxBytes) {
        m_pages.clear();
        m_pageBytes = 0;
    }
    QByteArray &slot = m_pages[Window{brokerId, lo, hi}];
    m_pageBytes += slot.isNull() ? page.size() + entryOverhead : page.size() - slot.size();
    slot = page;
}

} // namespace brokerdesk::sandbox
