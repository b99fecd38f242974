#include "shotmulti.h"

#include "mainwindow.h"
#include "quoting/multiquoteview.h"
#include "quoting/quotepage.h"

#include "domain/enums.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>

using namespace brokerdesk::ui;
using brokerdesk::domain::ProductType;

namespace {

// The tour's holder (and car), typed into the view's named fields.
QString answer(MultiQuoteView *view, ProductType type, int insuredReais)
{
    view->startFor(std::nullopt);
    const int risk = view->risk()->findData(int(type));
    if (risk < 0)
        return QStringLiteral("no product of the channel for this risk");
    view->risk()->setCurrentIndex(risk);
    QList<std::pair<const char *, QString>> fields{
        {"holder.first_name", QStringLiteral("Ana")},
        {"holder.last_name", QStringLiteral("Souza")},
        {"holder.cpf", QStringLiteral("29141777638")},
        {"holder.birth_date", QStringLiteral("15/03/1985")},
        {"holder.email", QStringLiteral("ana.souza@example.com")},
        {"holder.phone", QStringLiteral("+5511999990000")},
        {"holder.address.zip_code", QStringLiteral("01310100")},
        {"holder.address.street_name", QStringLiteral("Av. Paulista")},
        {"holder.address.number", QStringLiteral("1000")},
        {"holder.address.city_name", QStringLiteral("São Paulo")}};
    if (type == ProductType::Auto)
        fields << std::pair{"item.plate", QStringLiteral("ABC1D23")}
               << std::pair{"item.brand_name", QStringLiteral("Volkswagen")}
               << std::pair{"item.model_name", QStringLiteral("Gol")};
    for (const auto &[name, text] : fields)
        if (auto *edit = view->findChild<QLineEdit *>(QLatin1String(name)))
            edit->setText(text);
    for (const char *name : {"holder.gender", "holder.marital_status"})
        if (auto *box = view->findChild<QComboBox *>(QLatin1String(name)))
            box->setCurrentIndex(1);
    view->insuredAmount()->setValue(insuredReais);
    if (!view->quoteButton()->isEnabled())
        return QStringLiteral("cannot quote yet: ") + view->missingText();
    view->quoteAll();
    return {};
}

Shot compared(MultiQuoteView *view, ProductType type, const QString &state, int insuredReais)
{
    return Shot{QStringLiteral("quote"), state,
                [view, type, insuredReais] { return answer(view, type, insuredReais); },
                [view] { return view->isComparing() && !view->quotes()->isRunning(); },
                [] { return QStringLiteral("every product's answer in the comparison"); }};
}

} // namespace

QList<Shot> multiShots(MainWindow &window)
{
    auto *page = qobject_cast<QuotePage *>(window.page(QStringLiteral("quote")));
    if (!page)
        return {};
    MultiQuoteView *view = page->multi();
    Shot catalog{QStringLiteral("quote"), QStringLiteral("*"),
                 [page] {
                     page->showMulti();
                     return QString();
                 },
                 [view] { return view->risk()->count() > 0; },
                 [] { return QStringLiteral("the channel's kinds of risk"); }};
    Shot life = compared(view, ProductType::Life, QStringLiteral("multicalculo-life"), 200000);
    life.afterPrevious = true;
    return {catalog, compared(view, ProductType::Auto, QStringLiteral("multicalculo-auto"), 60000),
            life};
}
