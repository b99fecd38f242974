#pragma once

#include "cache/policyindex.h"
#include "domain/policy.h"

#include <QElapsedTimer>
#include <QObject>

namespace brokerdesk::models {
class ApiPageSource;
class CursorWalker;
} // namespace brokerdesk::models

namespace brokerdesk::ui {

class Workspace;

// The office's policies ending soon, for Início and Renovações: a local index of the service's
// policy list (cache::PolicyIndex, in a file of its own), walked again in the background when
// asked and older than a few minutes. A policy already renewed is no longer due.
class RenewalIndex final : public QObject
{
    Q_OBJECT
public:
    // `path` empty: renewals.sqlite in the desk's data folder.
    explicit RenewalIndex(Workspace &workspace, const QString &path = {},
                          QObject *parent = nullptr);
    ~RenewalIndex() override;

    static constexpr qint64 rewalkAfterMs = 5LL * 60 * 1000;
    static constexpr int maxListed = 2000; // a window's list is read whole, bounded

    // Walks the service's list again unless one walk is running or the last one is recent
    // (`now`: whatever its age). Ends with updated().
    void refresh(bool now = false);
    bool isWalking() const { return m_walker != nullptr; }
    bool hasData() const { return m_walked || m_hasRecords; }

    // Active, not yet renewed policies ending between `today` and `today + days`, by the end
    // of their cover (soonest first); `productId` and `text` narrow it (empty: any).
    QList<domain::Policy> due(int days, const QString &brokerProductId = {},
                              const QString &text = {}) const;
    qint64 dueCount(int days) const { return due(days).size(); }
    // One policy as last listed, whatever its end; nothing when the index never saw it.
    std::optional<domain::Policy> policy(const QString &policyId) const;
    void setToday(const QDate &day) { m_today = day; }
    QDate today() const;

signals:
    void updated();

private:
    Workspace &m_workspace;
    cache::PolicyIndex m_index;
    models::ApiPageSource *m_source = nullptr;
    models::CursorWalker *m_walker = nullptr;
    QElapsedTimer m_since; // the last complete walk
    QDate m_today;
    bool m_walked = false;
    bool m_hasRecords = false;
};

} // namespace brokerdesk::ui
