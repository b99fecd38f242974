#include "paletteentries.h"

#include "catalog/catalogpage.h"
#include "icons.h"
#include "mainwindow.h"
#include "offline/offlinequotespage.h"
#include "workspace.h"

#include "domain/catalog.h"
#include "domain/holder.h"
#include "domain/policy.h"

#include <QCoreApplication>
#include <QPointer>

namespace brokerdesk::ui {

namespace {

struct Palette
{
    Q_DECLARE_TR_FUNCTIONS(Palette)
};

} // namespace

QList<PaletteEntry> localPaletteEntries(MainWindow &window, Workspace &workspace)
{
    QList<PaletteEntry> out;
    QPointer<MainWindow> w(&window);
    for (Page *p : window.pages()) {
        const QString key = p->objectName();
        out << PaletteEntry{p->title(), Palette::tr("Page"), p->icon(), [w, key] {
                                if (w)
                                    w->showPage(key);
                            }};
    }
    cache::OfflineStore &store = workspace.offline();
    if (!store.isOpen())
        return out;
    for (const auto &doc : store.stores()) {
        const auto decoded = domain::fromJson<domain::Store>(doc.doc);
        if (!decoded)
            continue;
        for (const auto &bp : decoded.value().brokerProducts) {
            const QString id = bp.id;
            out << PaletteEntry{
                bp.name, Palette::tr("Product · %1").arg(bp.product.insurer.name),
                productTypeIcon(bp.product.type), [w, id] {
                    if (!w)
                        return;
                    w->showPage(QStringLiteral("catalog"));
                    if (auto *c = qobject_cast<CatalogPage *>(w->page(QStringLiteral("catalog"))))
                        c->showProduct(id);
                }};
        }
    }
    for (const auto &q : store.quotes({}, 200)) {
        const QString id = q.quoteId;
        out << PaletteEntry{
            Palette::tr("Quote %1 · %2").arg(q.productName, q.holderName),
            Palette::tr("Saved quote %1").arg(id), icon(QStringLiteral("quote")), [w, id] {
                if (!w)
                    return;
                w->showPage(QStringLiteral("offline"));
                if (auto *o = qobject_cast<OfflineQuotesPage *>(w->page(QStringLiteral("offline"))))
                    o->showQuote(id);
            }};
    }
    return out;
}

QList<PaletteEntry> typedPaletteEntries(Workspace &workspace, const QString &text)
{
    // Ids are opaque, but never short and never contain spaces.
    if (text.size() < 6 || text.contains(u' '))
        return {};
    QPointer<Workspace> ws(&workspace);
    return {
        PaletteEntry{Palette::tr("Open sale %1").arg(text), QString(),
                     icon(QStringLiteral("sales")),
                     [ws, text] {
                         if (ws)
                             emit ws->saleOpened(text);
                     }},
        PaletteEntry{Palette::tr("Open policy %1").arg(text), QString(),
                     icon(QStringLiteral("policies")),
                     [ws, text] {
                         if (ws)
                             emit ws->policyOpened(text);
                     }},
    };
}

void fetchPolicyEntries(Workspace &workspace, CommandPalette *palette)
{
    QPointer<Workspace> ws(&workspace);
    workspace.api().policies(
        api::PageQuery::number(1, 100), palette,
        [ws, palette](const api::ApiResult<domain::ListPage<domain::Policy>> &result) {
            if (!result.ok() || !ws)
                return; // offline: the palette still has everything local
            QList<PaletteEntry> entries;
            for (const auto &p : result.value().items) {
                const QString id = p.id;
                entries << PaletteEntry{
                    Palette::tr("Policy %1").arg(domain::holderName(p.policyHolder)),
                    Palette::tr("Policy %1 · %2").arg(id, domain::displayName(p.status)),
                    icon(QStringLiteral("policies")), [ws, id] {
                        if (ws)
                            emit ws->policyOpened(id);
                    }};
            }
            palette->addEntries(entries);
        });
}

} // namespace brokerdesk::ui
