#include "requoter.h"

#include "common/errortext.h"

#include "domain/money.h"
#include "domain/policy.h"
#include "domain/quoteditem.h"

#include <QDate>

namespace brokerdesk::ui {

using domain::Money;

namespace {

// The same length of cover from `start`: whole years and months stay whole (a year from
// 29/02 or from 31/01 ends where the calendar says), anything else keeps its days.
QDate sameTermEnd(const QDate &oldStart, const QDate &oldEnd, const QDate &start)
{
    const int months = (oldEnd.year() - oldStart.year()) * 12 + oldEnd.month() - oldStart.month();
    if (months > 0 && oldStart.addMonths(months) == oldEnd)
        return start.addMonths(months);
    return start.addDays(oldStart.daysTo(oldEnd));
}

} // namespace

std::optional<Requote> Requoter::requoteOf(const cache::SavedQuote &saved, const QDate &today,
                                           bool renewal, QString *why)
{
    const auto decoded = domain::fromJson<domain::NewQuote>(saved.request);
    const auto item = decoded && !decoded.value().items.isEmpty()
                          ? domain::fromJson<domain::QuotedItem>(decoded.value().items.first())
                          : domain::Decoded<domain::QuotedItem>(domain::QuotedItem());
    if (!decoded || !item) {
        if (why)
            *why = !decoded ? decoded.error().message() : item.error().message();
        return std::nullopt;
    }
    const domain::NewQuote &body = decoded.value();
    Requote r;
    r.before = saved;
    r.planId = body.planId;
    r.coverages = item.value().coverages;
    r.assists = item.value().assists;
    r.holder = body.policyHolder;
    r.item = item.value().extra;
    // A renewal follows the cover it renews; a cover already over, or a quote never sold,
    // starts today.
    const bool renews = renewal && body.lifetimeEnd.isValid() && body.lifetimeEnd >= today;
    r.lifetimeStart = renews ? body.lifetimeEnd : today;
    r.lifetimeEnd = body.lifetimeStart.isValid() && body.lifetimeStart < body.lifetimeEnd
                        ? sameTermEnd(body.lifetimeStart, body.lifetimeEnd, r.lifetimeStart)
                        : r.lifetimeStart.addYears(1);
    return r;
}

std::optional<Requote> Requoter::renewalOf(const domain::Policy &p, const QDate &today,
                                           QString *why)
{
    // What was quoted comes with the policy (docs/sandbox.md, "Renewals").
    const std::optional<domain::QuotedItem> item = domain::quotedItemOf(p);
    if (!item) {
        if (why)
            *why = tr("the service did not say what the policy insures");
        return std::nullopt;
    }
    Requote r;
    r.before.summary.brokerProductId = p.brokerProductId;
    r.planId = domain::quotedPlanOf(p);
    r.coverages = item->coverages;
    r.assists = item->assists;
    r.holder = p.policyHolder;
    r.item = item->extra;
    // What the sale completed of the item (a plate given at checkout) is the item renewed.
    const auto sold = domain::soldItemOf(p);
    for (auto it = sold.begin(); it != sold.end(); ++it)
        r.item.insert(it.key(), it.value());
    r.lifetimeStart = p.lifetimeEnd.isValid() && p.lifetimeEnd >= today ? p.lifetimeEnd : today;
    r.lifetimeEnd = p.lifetimeStart.isValid() && p.lifetimeStart < p.lifetimeEnd
                        ? sameTermEnd(p.lifetimeStart, p.lifetimeEnd, r.lifetimeStart)
                        : r.lifetimeStart.addYears(1);
    domain::PreviousPolicy previous;
    previous.number = p.id;
    // A year without claims earns a class (docs/sandbox.md, "Renewals").
    previous.bonusClass =
        std::min(p.bonusClass.value_or(0) + 1, domain::PreviousPolicy::maxBonusClass);
    r.renewal = previous;
    return r;
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
    if (const QString refusal = errortext::quoteRefusal(domain::QuoteStatus(after.summary.status));
        !refusal.isEmpty())
        out << refusal;
    // Only what changed is listed, each; what did not is said once.
    qsizetype samePrices = 0;
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
            ++samePrices;
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
    if (samePrices > 0)
        out << (samePrices == after.installments.size()
                    ? tr("Prices: every option costs what it did")
                    : tr("Prices: the other options cost what they did"));
    // Coverages: the same ones were asked for; say which the product no longer offers as asked.
    const qsizetype listed = out.size();
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
                out << tr("Item %1: a coverage of the earlier quote is no longer offered")
                           .arg(i + 1);
            else if (amount.cents() < offered->insuredAmountMin.cents() ||
                     amount.cents() > offered->insuredAmountMax.cents())
                out << tr("Item %1: %2 insured for %3 is now outside %4 – %5")
                           .arg(i + 1)
                           .arg(offered->name, amount.format(), offered->insuredAmountMin.format(),
                                offered->insuredAmountMax.format());
        }
    }
    if (out.size() == listed)
        out << tr("Coverages and insured amounts: as before");
    return out;
}

} // namespace brokerdesk::ui
