#include "shotquote.h"

#include "mainwindow.h"
#include "workspace.h"

#include "catalog/catalogpage.h"
#include "catalog/productlistmodel.h"
#include "quoting/demoanswers.h"
#include "quoting/installmenttablemodel.h"
#include "quoting/quotepage.h"
#include "quoting/quotewizard.h"
#include "quoting/resultsstep.h"

#include "domain/enums.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>

#include <algorithm>

using namespace brokerdesk::ui;

namespace {

// The catalog's nth auto product (the first if it has fewer), or empty.
QString autoProduct(MainWindow &window, int nth)
{
    auto *catalog = qobject_cast<CatalogPage *>(window.page(QStringLiteral("catalog")));
    if (!catalog)
        return {};
    QStringList ids;
    const ProductListModel *model = catalog->productModel();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex i = model->index(row);
        if (i.data(ProductListModel::TypeRole).toInt() ==
            int(brokerdesk::domain::ProductType::Auto))
            ids << i.data(ProductListModel::IdRole).toString();
    }
    return ids.isEmpty() ? QString() : ids.at(nth < ids.size() ? nth : 0);
}

// Fills the named fields of the wizard; the names of those it does not have.
QStringList fill(QWidget *wizard, const QList<std::pair<const char *, QString>> &fields)
{
    QStringList absent;
    for (const auto &[name, text] : fields) {
        if (auto *edit = wizard->findChild<QLineEdit *>(QLatin1String(name)))
            edit->setText(text);
        else
            absent << QLatin1String(name);
    }
    return absent;
}

QString fillHolder(QuoteWizard *wizard)
{
    const QStringList absent = demo::fillHolder(wizard, true);
    return absent.isEmpty() ? QString() : QStringLiteral("no field ") + absent.join(u", ");
}

// Each taken coverage's insured amount, which starts empty: a round quarter of its range.
QString fillPlan(QuoteWizard *wizard)
{
    int filled = 0;
    for (auto *box : wizard->currentPage()->findChildren<QSpinBox *>()) {
        if (!box->objectName().startsWith(QLatin1String("insuredAmount:")) || !box->isEnabled())
            continue;
        const int quarter = box->minimum() + (box->maximum() - box->minimum()) / 4;
        box->setValue(std::max(box->minimum() + 1, quarter / 1000 * 1000));
        ++filled;
    }
    return filled > 0 ? QString() : QStringLiteral("no insured amount on the plan step");
}

QString fillCar(QuoteWizard *wizard)
{
    const QStringList absent = fill(wizard, {{"item.plate", QStringLiteral("ABC1D23")}});
    return absent.isEmpty() ? QString() : QStringLiteral("no field ") + absent.join(u", ");
}

// The FIPE chooser, one list after the other as the broker leaves each field: a car's brand,
// then its model once the brand's models are in, then its model year once those are.
QLineEdit *itemField(QuoteWizard *wizard, const char *name)
{
    return wizard->findChild<QLineEdit *>(QLatin1String(name));
}

QString choose(QLineEdit *edit, const QString &text)
{
    if (!edit)
        return QStringLiteral("no FIPE chooser");
    edit->setText(text);
    emit edit->editingFinished();
    return QString();
}

bool hasChoices(QLineEdit *edit)
{
    return edit && edit->completer() && edit->completer()->model()->rowCount() > 0;
}

} // namespace

QList<Shot> quoteShots(MainWindow &window, Workspace &workspace, int nth, bool pictures,
                       const std::shared_ptr<ShotQuote> &made)
{
    auto *page = qobject_cast<QuotePage *>(window.page(QStringLiteral("quote")));
    if (!page)
        return {};
    QuoteWizard *wizard = page->wizard();
    const QString quote = QStringLiteral("quote");
    const QString step = QStringLiteral("*");
    const auto on = [wizard](int id) { return [wizard, id] { return wizard->currentId() == id; }; };
    const auto nextEnabled = [wizard] { return wizard->button(QWizard::NextButton)->isEnabled(); };
    // Next, once the step has what it needs; says what is missing when it never does.
    const auto next = [wizard, quote, step, nextEnabled](int to, const QString &name) {
        Shot wait{quote, step, {}, nextEnabled, [wizard] {
                      return QStringLiteral("Next enabled (%1)").arg(wizard->missingText());
                  }};
        wait.afterPrevious = true;
        Shot press{quote, step,
                   [wizard] {
                       wizard->next();
                       return QString();
                   },
                   [wizard, to] { return wizard->currentId() == to; },
                   [name] { return QStringLiteral("the wizard on the %1 step").arg(name); }};
        press.afterPrevious = true;
        return QList<Shot>{wait, press};
    };

    QList<Shot> shots;
    // "Quote this" in the catalog: the wizard opens on the product's plan step.
    shots << Shot{quote, step,
                  [&window, &workspace, nth] {
                      const QString product = autoProduct(window, nth);
                      if (product.isEmpty())
                          return QStringLiteral("no auto product in the catalog");
                      emit workspace.quoteRequested(product);
                      return QString();
                  },
                  on(QuoteWizard::PlanStepId),
                  [] { return QStringLiteral("the wizard on the plan step"); }};
    Shot plan{quote, pictures ? QStringLiteral("plan") : step,
              [wizard] { return fillPlan(wizard); }, nextEnabled,
              [wizard] { return wizard->missingText(); }};
    plan.afterPrevious = true;
    shots << plan << next(QuoteWizard::HolderStepId, QStringLiteral("holder"));
    Shot holder{
        quote, pictures ? QStringLiteral("holder") : step, [wizard] { return fillHolder(wizard); },
        [wizard] {
            const auto *street =
                wizard->findChild<QLineEdit *>(QStringLiteral("holder.address.street_name"));
            return street && !street->text().isEmpty();
        },
        [] { return QStringLiteral("the address filled from its CEP"); }};
    holder.afterPrevious = true;
    shots << holder << next(QuoteWizard::ItemStepId, QStringLiteral("item"));
    Shot car{quote, step, [wizard] { return fillCar(wizard); }};
    car.afterPrevious = true;
    shots << car;
    const auto chooser = [&](const char *field, const QString &text) {
        Shot s{quote, step,
               [wizard, field, text] { return choose(itemField(wizard, field), text); },
               [wizard, field] { return hasChoices(itemField(wizard, field)); },
               [] { return QStringLiteral("the FIPE table's list"); }};
        s.afterPrevious = true;
        return s;
    };
    shots << chooser("item.brand_name", QStringLiteral("VW - VolksWagen"))
          << chooser("item.model_name", QStringLiteral("Gol 1.0 Flex 12V 5p"));
    // The model's years come in their own request after the model is chosen (slow under load).
    Shot yearsIn{quote,
                 step,
                 {},
                 [wizard] {
                     const auto *box =
                         wizard->findChild<QComboBox *>(QStringLiteral("item.fipe_year"));
                     return box && box->count() >= 3;
                 },
                 [] { return QStringLiteral("the model years from the FIPE table"); }};
    yearsIn.afterPrevious = true;
    shots << yearsIn;
    Shot year{quote, step,
              [wizard] {
                  auto *years = wizard->findChild<QComboBox *>(QStringLiteral("item.fipe_year"));
                  if (!years || years->count() < 3)
                      return QStringLiteral("no model years from the FIPE table");
                  years->setCurrentIndex(2);
                  emit years->activated(2);
                  return QString();
              },
              [wizard] { return !itemField(wizard, "item.fipe_code")->text().isEmpty(); },
              [] { return QStringLiteral("the FIPE value of the car"); }};
    year.afterPrevious = true;
    Shot vehicle{quote, pictures ? QStringLiteral("vehicle") : step, {}, nextEnabled, [wizard] {
                     return wizard->missingText();
                 }};
    vehicle.afterPrevious = true;
    shots << year << vehicle << next(QuoteWizard::LifetimeStepId, QStringLiteral("lifetime"));
    // The cover's dates, typed as dd/mm/aaaa (a picture of its own in the tour only).
    Shot lifetime{
        quote, pictures ? QStringLiteral("lifetime") : step, {}, on(QuoteWizard::LifetimeStepId)};
    lifetime.afterPrevious = true;
    shots << lifetime << next(QuoteWizard::ResultsStepId, QStringLiteral("results"));
    // The insurers' answers in: the quote finished, its installments listed, the first chosen.
    auto *results = qobject_cast<ResultsStep *>(wizard->page(QuoteWizard::ResultsStepId));
    Shot answered{quote,
                  pictures ? QStringLiteral("results") : step,
                  {},
                  [wizard, results] {
                      const auto &q = wizard->draft().quote;
                      return wizard->currentId() == QuoteWizard::ResultsStepId && q &&
                             q->status == brokerdesk::domain::QuoteStatus::Finished &&
                             results->model()->rowCount() > 0;
                  },
                  [] { return QStringLiteral("the quote's installments on the results step"); }};
    answered.ready = [results, ready = answered.ready] {
        if (!ready())
            return false;
        if (!results->table()->currentIndex().isValid())
            results->table()->selectRow(0);
        return true;
    };
    answered.after = [wizard, results, made] {
        const auto &q = wizard->draft().quote;
        if (!q || results->model()->rowCount() == 0)
            return;
        const QModelIndex first = results->model()->index(0, 0);
        made->quoteId = q->id;
        made->itemIndex = first.data(InstallmentTableModel::ItemIndexRole).toInt();
        made->installmentId = first.data(InstallmentTableModel::InstallmentIdRole).toString();
    };
    answered.afterPrevious = true;
    shots << answered;
    return shots;
}
