#pragma once

#include "support/servicecontext.h"

#include <QDateTime>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <optional>

namespace brokerdesk::sandbox {

// How long an answered quote may be sold, from the moment the insurer answered it.
inline constexpr int quoteValidityDays = 30;

// How a broker's insurer answers quotes of one product (POST /sandbox/vendors/{product_id}):
// at once, after a review by hand, or never, its rating system being down.
enum class QuotingMode { Instant, Review, Unavailable };

// Quotes an insurer answers later: Started when created, Pending once the insurer takes them
// (a second later by the broker's clock), then answered after the settle delay — Finished or
// Rejected as priced when created, or Failed when the rating system is down. Timers and
// POST /sandbox/clock move them on; state lives in the database, so a restart resumes.
class QuoteReview
{
public:
    explicit QuoteReview(ServiceContext &ctx) : m_ctx(ctx) {}

    static std::optional<QuotingMode> modeNamed(const QString &name);
    static QString nameOf(QuotingMode mode);

    QuotingMode mode(const QString &brokerId, const QString &productId) const;
    bool setMode(const QString &brokerId, const QString &productId, QuotingMode mode);

    // The answer a review starts with: the final answer's items with no installments yet.
    static QJsonObject startedAnswer(const QString &quoteId, const QJsonObject &answer);
    // Records, inside the transaction that stores the Started quote, what the insurer will
    // answer (status, items, error; valid_until is added when answered), and schedules it.
    bool open(const QString &quoteId, const QString &brokerId, const QDateTime &created,
              const QJsonObject &answer);

    // Picks up reviews a previous run left open (after a restart).
    void resumeOpen();
    // Moves on, in order, the broker's open quotes due by its clock; the next moment one is
    // due, or invalid.
    QDateTime runDue(const QString &brokerId);

private:
    struct OpenQuote;
    // One step of the quote if due now; the moment of its next step, or invalid when answered.
    QDateTime step(const OpenQuote &quote);
    void advance(const QString &quoteId);
    void schedule(const QString &quoteId, const QString &brokerId, const QDateTime &due);

    ServiceContext &m_ctx;
    QObject m_timers; // parent of the review timers: they die with the service
};

} // namespace brokerdesk::sandbox
