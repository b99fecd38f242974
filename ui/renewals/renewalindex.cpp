#include "renewalindex.h"

#include "domain/businessday.h"
#include "domain/isodate.h"
#include "domain/policy.h"
#include "models/apipagesource.h"
#include "models/cursorwalker.h"
#include "workspace.h"

#include <QDir>
#include <QStandardPaths>

#include <algorithm>

namespace brokerdesk::ui {

RenewalIndex::RenewalIndex(Workspace &workspace, const QString &path, QObject *parent)
    : QObject(parent), m_workspace(workspace)
{
    QString file = path;
    if (file.isEmpty()) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
        QDir().mkpath(dir);
        file = dir + QStringLiteral("/renewals.sqlite");
    }
    if (const auto report = m_index.open(file); !report.ok())
        qWarning("Renewal index unavailable: %s", qPrintable(report.message));
    m_hasRecords = m_index.isOpen() && m_index.count({}) > 0;
}

RenewalIndex::~RenewalIndex()
{
    delete m_walker; // it answers into this object
    m_walker = nullptr;
}

QDate RenewalIndex::today() const
{
    return m_today.isValid() ? m_today : domain::businessday::today();
}

void RenewalIndex::refresh(bool now)
{
    if (m_walker || !m_index.isOpen() ||
        (!now && m_since.isValid() && m_since.elapsed() < rewalkAfterMs))
        return;
    const api::ServerSettings &server = m_workspace.api().settings();
    // Another service or channel has other policies: the index starts over.
    if (!m_index.useService(server.baseUrl.host() + u'|' + server.clientId + u'|' +
                            m_workspace.brokerChannelId()))
        return;
    if (!m_source)
        m_source = new models::ApiPageSource(&m_workspace.api(), api::ListResource::Policies, this);
    m_walker = new models::CursorWalker(m_source, this);
    m_walker->setRows(100);
    auto position = std::make_shared<qint64>(0);
    // The service's records go to the index as they are: it keeps them for the lists.
    m_walker->setPageHandler([this, position](const auto &items, const QString &) {
        const bool written = m_index.add(items, *position);
        *position += items.size();
        if (!written)
            qWarning("Renewal index not updated: %s", qPrintable(m_index.lastError()));
        return written;
    });
    connect(m_walker, &models::CursorWalker::finished, this,
            [this](models::CursorWalker::Outcome outcome) {
                if (outcome == models::CursorWalker::Outcome::Completed) {
                    m_since.start();
                    m_walked = true;
                }
                m_walker->deleteLater();
                m_walker = nullptr;
                m_hasRecords = m_index.count({}) > 0;
                emit updated();
            });
    m_walker->start();
}

QList<domain::Policy> RenewalIndex::due(int days, const QString &brokerProductId,
                                        const QString &text) const
{
    if (!m_index.isOpen() || days <= 0)
        return {};
    cache::PolicyFilter filter;
    filter.endsWithinDays = days;
    filter.today = today();
    filter.brokerProductId = brokerProductId;
    filter.text = text;
    QList<domain::Policy> out = m_index.policies(filter, maxListed, 0);
    // Renewed already (docs/sandbox.md, "Renewals"): nothing left to do for it.
    out.removeIf([](const domain::Policy &p) { return !p.renewedBy.isEmpty(); });
    std::stable_sort(out.begin(), out.end(), [](const domain::Policy &a, const domain::Policy &b) {
        return a.lifetimeEnd < b.lifetimeEnd;
    });
    return out;
}

std::optional<domain::Policy> RenewalIndex::policy(const QString &policyId) const
{
    return m_index.isOpen() ? m_index.policy(policyId) : std::nullopt;
}

} // namespace brokerdesk::ui
