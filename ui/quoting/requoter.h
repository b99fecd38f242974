#pragma once

#include "api/apierror.h"
#include "cache/offlinestore.h"
#include "domain/quoting.h"

#include <QObject>

namespace brokerdesk::ui {

class Workspace;

// Re-quotes a saved quote with the same data and a new lifetime of the same length starting
// tomorrow: a fresh quote request for the product, then the quote, saved like any other.
class Requoter : public QObject
{
    Q_OBJECT
public:
    Requoter(Workspace &workspace, QObject *parent = nullptr);

    void requote(const cache::SavedQuote &before);
    bool isBusy() const { return m_busy; }

    // What changed from `before` to `after`, one plain sentence per line: lifetime, price of
    // each installment option, and coverages no longer offered or outside the new limits.
    static QStringList changes(const cache::SavedQuote &before, const cache::SavedQuote &after,
                               const domain::QuoteRequest &offer);

signals:
    void requoted(const QString &oldQuoteId, const QString &newQuoteId, const QStringList &changes);
    void failed(const brokerdesk::api::ApiError &error);

private:
    // "<start> to <end>" of the quote's request, in the user's short date format.
    static QString lifetime(const cache::SavedQuote &quote);
    void createQuote(const cache::SavedQuote &before, const domain::QuoteRequest &offer);

    Workspace &m_workspace;
    bool m_busy = false;
};

} // namespace brokerdesk::ui
