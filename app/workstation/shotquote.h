#pragma once

#include "shotplan.h"

#include <memory>

// The quote the tour makes, kept for the compare and checkout pictures.
struct ShotQuote
{
    QString quoteId;
    int itemIndex = 0;
    QString installmentId;
};

// Quotes the catalog's `nth` auto product as a broker would: "Quote this", the plan step, a
// demo holder and car, Next until the results. With `pictures`, the plan and results steps
// are saved as 02-quote-plan and 02-quote-results; the quote goes into `made`.
QList<Shot> quoteShots(brokerdesk::ui::MainWindow &window, brokerdesk::ui::Workspace &workspace,
                       int nth, bool pictures, const std::shared_ptr<ShotQuote> &made);
