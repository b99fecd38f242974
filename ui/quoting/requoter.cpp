#include "requoter.h"

#include "workspace.h"

#include "domain/money.h"

#include <QDate>
#include <QJsonArray>

namespace brokerdesk::ui {

using domain::Money;

Requoter::Requoter(Workspace &workspace, QObject *parent) : QObject(parent), m_workspace(workspace)
{
}

void Requoter::requote(const cache::SavedQuote &before)
{
    if (m_busy)
        return;
    m_busy = true;
    domain::NewQuoteRequest request;
    request.brokerProductId = before.summary.brokerProductId;
    request.brokerChannelId = m_workspace.brokerChannelId();
    m_workspace.api().createQuoteRequest(request, this, [this, before](const auto &result) {
        if (!result.ok()) {
            m_busy = false;
            emit failed(result.error());
            return;
        }
        createQuote(before, result.value());
    });
}

void Requoter::createQuote(const cache::SavedQuote &before, const domain::QuoteRequest &offer)
{
    QJsonObject body = before.request;
    const QDate oldStart = parseTimestampOrDate(body.value(QStringLiteral("lifetime_start")));
    const QDate oldEnd = parseTimestampOrDate(body.value(QStringLiteral("lifetime_end")));
    const QDate start = QDate::currentDate().addDays(1);
    const qint64 days = oldStart.isValid() && oldEnd.isValid() ? oldStart.daysTo(oldEnd) : 365;
    body.insert(QStringLiteral("quote_request_id"), offer.id);
    body.insert(QStringLiteral("lifetime_start"), start.toString(Qt::ISODate));
    body.insert(QStringLiteral("lifetime_end"), start.addDays(days).toString(Qt::ISODate));
    auto decoded = domain::fromJson<domain::NewQuote>(body);
    if (!decoded) {
        m_busy = false;
        emit failed(api::ApiError::make(api::ApiError::Kind::BadAnswer, decoded.error().message()));
        return;
    }
    m_workspace.api().createQuote(
        decoded.value(), this, [this, before, body, offer](const auto &result) {
            m_busy = false;
            if (!result.ok()) {
                emit failed(result.error());
                return;
            }
            const QJsonObject answer = domain::toJson(result.value());
            cache::OfflineStore &store = m_workspace.offline();
            store.saveQuote(before.brokerProduct, body, answer);
            const auto after = store.quote(result.value().id);
            emit requoted(before.summary.quoteId, result.value().id,
                          after ? changes(before, *after, offer) : QStringList());
        });
}

QDate Requoter::parseTimestampOrDate(const QJsonValue &value)
{
    const QDateTime t = domain::parseTimestamp(value.toString());
    return t.isValid() ? t.date() : QDate();
}

QStringList Requoter::changes(const cache::SavedQuote &before, const cache::SavedQuote &after,
                              const domain::QuoteRequest &offer)
{
    QStringList out;
    const auto lifetime = [](const cache::SavedQuote &q) {
        return tr("%1 to %2")
            .arg(QLocale().toString(
                     parseTimestampOrDate(q.request.value(QStringLiteral("lifetime_start"))),
                     QLocale::ShortFormat),
                 QLocale().toString(
                     parseTimestampOrDate(q.request.value(QStringLiteral("lifetime_end"))),
                     QLocale::ShortFormat));
    };
    out << tr("Lifetime: %1 → %2").arg(lifetime(before), lifetime(after));
    if (after.summary.status != 4)
        out << tr("The insurer declined the new quote: %1")
                   .arg(after.answer.value(QStringLiteral("error")).toString());
    for (const auto &now : after.installments) {
        const cache::SavedInstallment *was = nullptr;
        for (const auto &old : before.installments)
            if (old.itemIndex == now.itemIndex && old.quantity == now.quantity)
                was = &old;
        const Money total = Money::fromCents(now.totalAmount);
        if (!was) {
            out << tr("Item %1, %2×: new option, total %3")
                       .arg(now.itemIndex + 1)
                       .arg(now.quantity)
                       .arg(total.format());
            continue;
        }
        const Money delta = total - Money::fromCents(was->totalAmount);
        if (delta.isZero()) {
            out << tr("Item %1, %2×: total unchanged at %3")
                       .arg(now.itemIndex + 1)
                       .arg(now.quantity)
                       .arg(total.format());
            continue;
        }
        const double percent =
            was->totalAmount ? double(delta.cents()) * 100.0 / double(was->totalAmount) : 0;
        out << tr("Item %1, %2×: total %3 → %4 (%5%6, %7%)")
                   .arg(now.itemIndex + 1)
                   .arg(now.quantity)
                   .arg(Money::fromCents(was->totalAmount).format(), total.format(),
                        delta.isNegative() ? QString() : QStringLiteral("+"), delta.format(),
                        QLocale().toString(percent, 'f', 1));
    }
    for (const auto &old : before.installments) {
        bool kept = false;
        for (const auto &now : after.installments)
            kept = kept || (old.itemIndex == now.itemIndex && old.quantity == now.quantity);
        if (!kept)
            out << tr("Item %1, %2×: no longer offered").arg(old.itemIndex + 1).arg(old.quantity);
    }
    // Coverages: the same ones were asked for; say which the product no longer offers as asked.
    for (qsizetype i = 0; i < before.items.size(); ++i) {
        for (const QJsonValue &c :
             before.items.at(i).value(QStringLiteral("coverages")).toArray()) {
            const QString id = c[QStringLiteral("id")].toString();
            const Money amount = Money::fromCents(c[QStringLiteral("insured_amount")].toInteger());
            const domain::Coverage *offered = nullptr;
            for (const auto &o : offer.coverages)
                if (o.id == id)
                    offered = &o;
            if (!offered)
                out << tr("Item %1: coverage %2 is no longer offered").arg(i + 1).arg(id);
            else if (amount < offered->insuredAmountMin || amount > offered->insuredAmountMax)
                out << tr("Item %1: %2 insured for %3 is now outside %4 – %5")
                           .arg(i + 1)
                           .arg(offered->name, amount.format(), offered->insuredAmountMin.format(),
                                offered->insuredAmountMax.format());
            else
                out << tr("Item %1: %2 insured for %3, unchanged")
                           .arg(i + 1)
                           .arg(offered->name, amount.format());
        }
    }
    return out;
}

} // namespace brokerdesk::ui
