#pragma once

#include "cache/offlinestore.h"

#include <QObject>

namespace brokerdesk::ui {

// The customer's proposal for a saved quote: product, holder, lifetime and every way to pay.
QString proposalHtml(const cache::SavedQuote &quote, const QLocale &locale = QLocale());

// Writes the proposal as a PDF on a worker thread; `done(ok, error)` comes back on `context`'s
// thread. Laying out and writing a document must never freeze the window.
void writeProposalPdf(const cache::SavedQuote &quote, const QString &path, QObject *context,
                      std::function<void(bool ok, const QString &error)> done);

} // namespace brokerdesk::ui
