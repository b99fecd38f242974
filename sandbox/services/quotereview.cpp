#include "quotereview.h"

#include "quotelist.h"

#include "store/database.h"
#include "store/states.h"
#include "support/jsoncheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlQuery>
#include <QTimer>

#include <chrono>

Q_LOGGING_CATEGORY(lcReview, "brokerdesk.sandbox.quotereview")

namespace brokerdesk::sandbox {

namespace {

// The insurer takes a new quote on its next round, a second after it came in.
constexpr qint64 takeAfterMs = 1000;

QString stamp(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime fromStamp(const QVariant &v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

} // namespace

struct QuoteReview::OpenQuote
{
    QString id;
    QString brokerId;
    QuoteStatus status = QuoteStatus::Started;
    QDateTime takeAt;
    QDateTime answerAt;
    QJsonObject answer;
};

std::optional<QuotingMode> QuoteReview::modeNamed(const QString &name)
{
    for (const QuotingMode mode :
         {QuotingMode::Instant, QuotingMode::Review, QuotingMode::Unavailable})
        if (nameOf(mode) == name)
            return mode;
    return std::nullopt;
}

QString QuoteReview::nameOf(QuotingMode mode)
{
    switch (mode) {
    case QuotingMode::Review:
        return QStringLiteral("review");
    case QuotingMode::Unavailable:
        return QStringLiteral("unavailable");
    case QuotingMode::Instant:
        break;
    }
    return QStringLiteral("instant");
}

QuotingMode QuoteReview::mode(const QString &brokerId, const QString &productId) const
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT mode FROM vendor_quoting WHERE broker_id = ? AND product_id = ?"));
    q.addBindValue(brokerId);
    q.addBindValue(productId);
    std::optional<QuotingMode> found;
    if (q.exec() && q.next())
        found = modeNamed(q.value(0).toString());
    q.finish();
    return found.value_or(QuotingMode::Instant);
}

bool QuoteReview::setMode(const QString &brokerId, const QString &productId, QuotingMode mode)
{
    return m_ctx.db.exec(QStringLiteral("INSERT OR REPLACE INTO vendor_quoting (broker_id, "
                                        "product_id, mode) VALUES (?, ?, ?)"),
                         {brokerId, productId, nameOf(mode)});
}

QJsonObject QuoteReview::startedAnswer(const QString &quoteId, const QJsonObject &answer)
{
    QJsonArray items;
    for (qsizetype i = 0; i < answer.value(QStringLiteral("items")).toArray().size(); ++i)
        items.append(QJsonObject{{QStringLiteral("installments"), QJsonArray()}});
    return {{QStringLiteral("id"), quoteId},
            {QStringLiteral("status"), code(QuoteStatus::Started)},
            {QStringLiteral("items"), items}};
}

bool QuoteReview::open(const QString &quoteId, const QString &brokerId, const QDateTime &created,
                       const QJsonObject &answer)
{
    const QDateTime takeAt = created.addMSecs(takeAfterMs);
    const QDateTime answerAt = takeAt.addMSecs(m_ctx.settings.settleDelayMs);
    if (!m_ctx.db.exec(QStringLiteral("INSERT INTO quote_reviews (quote_id, broker_id, take_at, "
                                      "answer_at, answer) VALUES (?, ?, ?, ?, ?)"),
                       {quoteId, brokerId, stamp(takeAt), stamp(answerAt), compactJson(answer)}))
        return false;
    schedule(quoteId, brokerId, takeAt);
    return true;
}

void QuoteReview::schedule(const QString &quoteId, const QString &brokerId, const QDateTime &due)
{
    const qint64 wait = std::max<qint64>(0, m_ctx.clock.now(brokerId).msecsTo(due));
    QTimer::singleShot(std::chrono::milliseconds(wait), &m_timers,
                       [this, quoteId] { advance(quoteId); });
}

void QuoteReview::resumeOpen()
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT r.quote_id, r.broker_id FROM quote_reviews r JOIN quotes q ON "
                       "q.id = r.quote_id WHERE q.status IN (?, ?)"));
    q.addBindValue(code(QuoteStatus::Started));
    q.addBindValue(code(QuoteStatus::Pending));
    QList<QPair<QString, QString>> open;
    if (q.exec())
        while (q.next())
            open.append({q.value(0).toString(), q.value(1).toString()});
    q.finish();
    for (const auto &[id, broker] : open)
        schedule(id, broker, m_ctx.clock.now(broker));
}

QDateTime QuoteReview::runDue(const QString &brokerId)
{
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT r.quote_id, q.status, r.take_at, r.answer_at, r.answer FROM quote_reviews r "
        "JOIN quotes q ON q.id = r.quote_id WHERE r.broker_id = ? AND q.status IN (?, ?) "
        "ORDER BY r.take_at, r.quote_id"));
    q.addBindValue(brokerId);
    q.addBindValue(code(QuoteStatus::Started));
    q.addBindValue(code(QuoteStatus::Pending));
    QList<OpenQuote> open;
    if (q.exec())
        while (q.next())
            open.append({q.value(0).toString(), brokerId, QuoteStatus(q.value(1).toInt()),
                         fromStamp(q.value(2)), fromStamp(q.value(3)),
                         QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object()});
    q.finish();
    QDateTime next;
    for (const OpenQuote &quote : std::as_const(open)) {
        const QDateTime at = step(quote);
        if (at.isValid() && (!next.isValid() || at < next))
            next = at;
    }
    return next;
}

void QuoteReview::advance(const QString &quoteId)
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT r.broker_id, q.status, r.take_at, r.answer_at, r.answer FROM "
                       "quote_reviews r JOIN quotes q ON q.id = r.quote_id WHERE r.quote_id = ?"));
    q.addBindValue(quoteId);
    if (!q.exec() || !q.next()) {
        q.finish();
        return; // never stored (its transaction rolled back)
    }
    const OpenQuote quote{quoteId,
                          q.value(0).toString(),
                          QuoteStatus(q.value(1).toInt()),
                          fromStamp(q.value(2)),
                          fromStamp(q.value(3)),
                          QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object()};
    q.finish();
    if (quote.status != QuoteStatus::Started && quote.status != QuoteStatus::Pending)
        return;
    const QDateTime next = step(quote);
    if (next.isValid())
        schedule(quoteId, quote.brokerId, next);
}

QDateTime QuoteReview::step(const OpenQuote &quote)
{
    const QDateTime now = m_ctx.clock.now(quote.brokerId);
    if (quote.status == QuoteStatus::Started) {
        if (now < quote.takeAt)
            return quote.takeAt;
        QJsonObject taken = startedAnswer(quote.id, quote.answer);
        taken.insert(QStringLiteral("status"), code(QuoteStatus::Pending));
        Transaction tx(m_ctx.db);
        if (!m_ctx.db.exec(QStringLiteral("UPDATE quotes SET status = ?, doc = ? WHERE id = ?"),
                           {code(QuoteStatus::Pending), compactJson(taken), quote.id}) ||
            !storeQuoteListRow(m_ctx, quote.id) || !tx.commit()) {
            qCWarning(lcReview) << "could not mark quote pending; retrying" << quote.id;
            return now.addSecs(1);
        }
    }
    if (now < quote.answerAt)
        return quote.answerAt;
    QJsonObject answered = quote.answer;
    answered.insert(QStringLiteral("id"), quote.id);
    const int finalStatus = answered.value(QStringLiteral("status")).toInt();
    QString validUntil = QStringLiteral(""); // not null: a Failed quote has no date
    // Only a priced answer (Finished or Rejected) has a validity, counted from now.
    if (finalStatus != code(QuoteStatus::Failed)) {
        const QDateTime at = now.addMSecs(-now.time().msec());
        validUntil = toRfc3339(at.addDays(quoteValidityDays));
        answered.insert(QStringLiteral("valid_until"), validUntil);
    }
    Transaction tx(m_ctx.db);
    if (!m_ctx.db.exec(
            QStringLiteral("UPDATE quotes SET status = ?, valid_until = ?, doc = ? WHERE id = ?"),
            {finalStatus, validUntil, compactJson(answered), quote.id}) ||
        !storeQuoteListRow(m_ctx, quote.id) || !tx.commit()) {
        qCWarning(lcReview) << "could not answer quote; retrying" << quote.id;
        return now.addSecs(1);
    }
    return {};
}

} // namespace brokerdesk::sandbox
