#include "requoter.h"

#include "workspace.h"

#include "domain/money.h"
#include "domain/quoteditem.h"

#include <QDate>

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
    auto decoded = domain::fromJson<domain::NewQuote>(before.request);
    if (!decoded) {
        m_busy = false;
        emit failed(api::ApiError::make(api::ApiError::Kind::BadAnswer, decoded.error().message()));
        return;
    }
    domain::NewQuote quote = decoded.value();
    const QDate start = QDate::currentDate().addDays(1);
    const qint64 days = quote.lifetimeStart.isValid() && quote.lifetimeEnd.isValid()
                            ? quote.lifetimeStart.daysTo(quote.lifetimeEnd)
                            : 365;
    quote.quoteRequestId = offer.id;
    quote.lifetimeStart = start;
    quote.lifetimeEnd = start.addDays(days);
    const QJsonObject body = domain::toJson(quote);
    m_workspace.api().createQuote(quote, this, [this, before, body, offer](const auto &result) {
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

QString Requoter::lifetime(const cache::SavedQuote &quote)
{
    const auto request = domain::fromJson<domain::NewQuote>(quote.request);
    const domain::NewQuote sent = request ? request.value() : domain::NewQuote();
    return tr("%1 to %2")
        .arg(QLocale().toString(sent.lifetimeStart, QLocale::ShortFormat),
             QLocale().toString(sent.lifetimeEnd, QLocale::ShortFormat));
}

QStringList Requoter::changes(const cache::SavedQuote &before, const cache::SavedQuote &after,
                              const domain::QuoteRequest &offer)
{
    QStringList out;
    out << tr("Lifetime: %1 → %2").arg(lifetime(before), lifetime(after));
    if (after.summary.status != 4) {
        const auto answer = domain::fromJson<domain::Quote>(after.answer);
        out << tr("The insurer declined the new quote: %1")
                   .arg(answer ? answer.value().error : QString());
    }
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
        const auto item = domain::fromJson<domain::QuotedItem>(before.items.at(i));
        for (const domain::CoverageChoice &c :
             item ? item.value().coverages : QList<domain::CoverageChoice>()) {
            const QString &id = c.id;
            const Money amount = c.insuredAmount;
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
