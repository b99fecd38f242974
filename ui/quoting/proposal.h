#pragma once

#include "domain/quoting.h"
#include "offline/offlinestore.h"

#include <QObject>

#include <functional>

namespace brokerdesk::ui {

// The brokerage a proposal comes from, as Settings holds it (DeskSettings::issuerName/Susep).
struct ProposalIssuer
{
    QString name;
    QString susep;    // the brokerage's SUSEP registration
    QString logoFile; // a picture beside the name; empty or unreadable: the name alone
    QString footer;   // the brokerage's closing lines (address, phone...)
};

// The customer's proposal for a saved quote: the brokerage, product, holder, item, the plan's
// coverages and assists, every way to pay and how long the prices hold. `offer` is the quote
// request the quote was made from: the saved quote names coverages and assists by id only.
QString proposalHtml(const cache::SavedQuote &quote, const ProposalIssuer &issuer,
                     const domain::QuoteRequest &offer, const QLocale &locale = QLocale());

// Writes the proposal as a PDF on a worker thread; `done(ok, error)` comes back on `context`'s
// thread. Laying out and writing a document must never freeze the window.
void writeProposalPdf(const cache::SavedQuote &quote, const ProposalIssuer &issuer,
                      const domain::QuoteRequest &offer, const QString &path, QObject *context,
                      std::function<void(bool ok, const QString &error)> done);

} // namespace brokerdesk::ui
