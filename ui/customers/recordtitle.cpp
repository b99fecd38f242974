#include "recordtitle.h"

#include "common/formatting.h"
#include "workspace.h"

#include "api/saleslist.h"
#include "domain/affinity.h"
#include "domain/catalog.h"
#include "domain/policy.h"

namespace brokerdesk::ui {

namespace {

// The catalog saved last names broker products (and the insurers' products behind them).
QString productOf(const Workspace &w, const QString &brokerProductId, const QString &productId)
{
    const auto cached = w.offline().store(w.brokerChannelId());
    if (!cached)
        return {};
    const auto store = domain::fromJson<domain::Store>(cached->doc);
    if (!store)
        return {};
    for (const domain::BrokerProduct &bp : store.value().brokerProducts)
        if ((!brokerProductId.isEmpty() && bp.id == brokerProductId) ||
            (!productId.isEmpty() && bp.productId == productId))
            return bp.name;
    return {};
}

QString joined(const QString &what, const QString &when)
{
    return what.isEmpty() ? when : what + QStringLiteral(" · ") + when;
}

} // namespace

QString recordTitle(const cache::CustomerLink &link, const Workspace &workspace)
{
    const auto day = [&link] { return format::date(link.date); };
    switch (link.source) {
    case cache::CustomerSource::Policy:
        if (const auto p = domain::fromJson<domain::Policy>(link.record);
            p && !link.record.isEmpty())
            return joined(productOf(workspace, p.value().brokerProductId, p.value().productId),
                          QStringLiteral("%1 – %2").arg(format::date(p.value().lifetimeStart),
                                                        format::date(p.value().lifetimeEnd)));
        break;
    case cache::CustomerSource::Affinity:
        if (const auto a = domain::fromJson<domain::Affinity>(link.record);
            a && !link.record.isEmpty())
            return joined(productOf(workspace, {}, a.value().productId),
                          QStringLiteral("%1 – %2").arg(format::date(a.value().lifetimeStart),
                                                        format::date(a.value().lifetimeEnd)));
        break;
    case cache::CustomerSource::Quote:
        if (const auto saved = workspace.offline().quote(link.id))
            return joined(saved->summary.productName, day());
        break;
    case cache::CustomerSource::Sale:
        if (const auto mine = workspace.sales() ? workspace.sales()->sale(link.id) : std::nullopt)
            return joined(mine->productName, day());
        if (const auto listed = domain::fromJson<api::ListedSale>(link.record))
            return joined(listed.value().productName, day());
        break;
    case cache::CustomerSource::Lead:
        break;
    }
    return day();
}

} // namespace brokerdesk::ui
