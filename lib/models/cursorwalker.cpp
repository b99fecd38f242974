#include "cursorwalker.h"

namespace brokerdesk::models {

CursorWalker::CursorWalker(PageSource *source, QObject *parent) : QObject(parent), m_source(source)
{
}

CursorWalker::~CursorWalker()
{
    if (m_ticket && m_source)
        m_source->cancel(m_ticket);
}

void CursorWalker::start(const QString &cursor)
{
    if (m_running)
        cancel();
    m_running = true;
    m_visited = 0;
    m_total = 0;
    m_pages = 0;
    m_failure = {};
    if (!m_source) {
        m_failure = api::ApiError::make(api::ApiError::Kind::NotConfigured);
        m_failure.message = tr("There is no list to walk.");
        end(Outcome::Failed);
        return;
    }
    request(cursor);
}

void CursorWalker::cancel()
{
    if (!m_running)
        return;
    if (m_ticket && m_source)
        m_source->cancel(m_ticket);
    m_ticket = 0;
    end(Outcome::Canceled);
}

void CursorWalker::request(const QString &cursor)
{
    m_ticket = m_source->fetchAfter(cursor, m_rows, [this](const PageResult &r) { onPage(r); });
}

void CursorWalker::onPage(const PageResult &result)
{
    m_ticket = 0;
    if (!result.ok()) {
        m_failure = result.error();
        end(Outcome::Failed);
        return;
    }
    ++m_pages;
    const domain::ListPage<QJsonObject> &page = result.value();
    m_total = page.total;
    // A page with no records but a cursor would walk forever; treat it as the end.
    const bool more = !page.cursor.isEmpty() && !page.items.isEmpty();
    if (more)
        request(page.cursor);
    const bool goOn = !m_handler || m_handler(page.items, more ? page.cursor : QString());
    if (!m_running)
        return; // the handler canceled the walk
    m_visited += page.items.size();
    emit progress(m_visited, std::max(m_total, m_visited));
    if (!m_running)
        return; // canceled from a progress slot
    if (!goOn) {
        if (m_ticket && m_source)
            m_source->cancel(m_ticket);
        m_ticket = 0;
        end(Outcome::Stopped);
    } else if (!more) {
        end(Outcome::Completed);
    }
}

void CursorWalker::end(Outcome outcome)
{
    m_running = false;
    emit finished(outcome);
}

} // namespace brokerdesk::models
