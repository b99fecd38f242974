#pragma once

#include "quotedraft.h"

#include "domain/policy.h"

#include <QCoreApplication>

namespace brokerdesk::ui {

// "Re-quote" means one thing wherever it is offered (the saved quotes, Compare): the quoting
// wizard opens on the quote's product with exactly its customer, item, plan, coverages and
// amounts, and new cover dates of the same length, from today, or from the end of the previous
// cover when the quote was sold (a renewal). Nothing of another quote stays in the wizard.
class Requoter
{
    Q_DECLARE_TR_FUNCTIONS(brokerdesk::ui::Requoter)
public:
    // What the wizard starts from to quote `saved` again on `today`; nothing (and `why`) when
    // its saved body cannot be read.
    static std::optional<Requote> requoteOf(const cache::SavedQuote &saved, const QDate &today,
                                            bool renewal, QString *why);
    // A policy's renewal: its customer, item, plan, coverages and amounts as quoted, cover of
    // the same length from its end (from `today` once it has ended), and the `renewal` naming
    // it at its bonus class plus one; nothing (and `why`) when the policy does not say what was
    // quoted.
    static std::optional<Requote> renewalOf(const domain::Policy &policy, const QDate &today,
                                            QString *why);

    // What changed from `before` to `after`, one plain sentence per line: lifetime, price of
    // each installment option, and coverages no longer offered or outside the new limits.
    static QStringList changes(const cache::SavedQuote &before, const cache::SavedQuote &after,
                               const domain::QuoteRequest &offer);

private:
    // "<start> to <end>" of the quote's request, in the user's short date format.
    static QString lifetime(const cache::SavedQuote &quote);
};

} // namespace brokerdesk::ui
