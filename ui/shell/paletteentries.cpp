#include "paletteentries.h"

#include "icons.h"
#include "page.h"
#include "workspace.h"

#include "common/formatting.h"
#include "common/recordnames.h"
#include "domain/documents.h"
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

// The insured item's identifiers a broker types: plate (as written and bare), chassis, IMEI.
QString policyItemKeywords(const domain::Policy &p)
{
    const domain::InsuredItemFacts item = domain::insuredItemOf(p);
    QStringList out;
    for (const QString &value : {item.plate, item.chassis, item.imei}) {
        if (!value.isEmpty())
            out << value << documents::normalized(value);
    }
    return out.join(u' ');
}

} // namespace

QList<PaletteEntry> localPaletteEntries(const QList<Page *> &pages,
                                        const std::function<void(const QString &key)> &show)
{
    QList<PaletteEntry> out;
    for (Page *p : pages) {
        const QString key = p->objectName();
        out << PaletteEntry{p->title(), Palette::tr("Page"), p->icon(), [show, key] { show(key); }};
    }
    for (Page *p : pages) {
        const QString key = p->objectName();
        for (PaletteEntry entry : p->paletteEntries()) {
            entry.run = [show, key, run = std::move(entry.run)] {
                show(key);
                run();
            };
            out << std::move(entry);
        }
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
                const QString cpf = domain::holderCpf(p.policyHolder);
                const QString cnpj = domain::holderCnpj(p.policyHolder);
                entries << PaletteEntry{
                    Palette::tr("Policy %1").arg(domain::holderName(p.policyHolder)),
                    Palette::tr("%1 · %2 · %3")
                        .arg(format::holderDocument(cpf, cnpj),
                             vigencia(p.lifetimeStart, p.lifetimeEnd),
                             domain::displayName(p.status)),
                    icon(QStringLiteral("policies")),
                    [ws, id] {
                        if (ws)
                            emit ws->policyOpened(id);
                    },
                    // Typed bare or punctuated, a document matches; so does the whole id.
                    QStringList{id, documents::normalized(cpf), documents::normalized(cnpj),
                                policyItemKeywords(p)}
                        .join(u' ')};
            }
            palette->addEntries(entries);
        });
}

} // namespace brokerdesk::ui
