#pragma once

// Drives the real quoting wizard with QTest, step by step, as a broker would (shared by the
// UI tests of the quote → sale flow).

#include "personfacts.h"
#include "salesflow.h"
#include "typist.h"
#include "uifixture.h"
#include "waituntil.h"

#include "forms/items/itemform.h"
#include "quoting/quotewizard.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

namespace wizarddriver {

using brokerdesk::ui::QuoteWizard;

inline bool waitForStep(QuoteWizard *w, int id, int timeoutMs = 8000)
{
    return waitUntil([&] { return w->currentId() == id; }, timeoutMs);
}

inline bool nextEnabled(QuoteWizard *w)
{
    return waitUntil([&] { return w->button(QWizard::NextButton)->isEnabled(); }, 8000);
}

// Clicks the field, selects what it holds and types over it, into whatever has the focus.
inline void type(QuoteWizard *w, const QString &name, const QString &text)
{
    auto *edit = w->findChild<QLineEdit *>(name);
    QVERIFY2(edit, qPrintable(name));
    QVERIFY2(typist::click(edit), qPrintable(name));
    QVERIFY(typist::retype(text));
    QCOMPARE(edit->text(), text);
}

// A spin box: clicked, its number selected and typed over.
inline void typeNumber(QuoteWizard *w, const QString &name, const QString &digits)
{
    auto *box = w->findChild<QAbstractSpinBox *>(name);
    QVERIFY2(box, qPrintable(name));
    QVERIFY2(typist::click(box), qPrintable(name));
    QVERIFY(typist::retype(digits));
    QVERIFY(typist::tab()); // the value is taken when the field is left
    QCOMPARE(box->text(), digits);
}

// Plan step: each taken coverage's insured amount, which starts empty, typed as a broker does
// (a click on the field, the digits, Tab): its lowest allowed amount. False if one is refused.
inline bool fillPlan(QuoteWizard *w)
{
    for (auto *box : w->currentPage()->findChildren<QSpinBox *>()) {
        if (!box->objectName().startsWith(QLatin1String("insuredAmount:")) || !box->isEnabled() ||
            box->value() > box->minimum())
            continue;
        const int amount = box->minimum() + 1;
        if (!typist::click(box) || !typist::type(QString::number(amount)) || !typist::tab() ||
            box->value() != amount)
            return false;
    }
    return true;
}

inline bool clickNext(QuoteWizard *w)
{
    if (!nextEnabled(w))
        return false;
    QTest::mouseClick(w->button(QWizard::NextButton), Qt::LeftButton);
    return true;
}

// Holder step: a valid adult person with an address (ASCII only: keyClicks asserts otherwise).
inline void fillHolder(QuoteWizard *w, const QString &cpf = QStringLiteral("29141777638"))
{
    type(w, QStringLiteral("holder.first_name"), QStringLiteral("Ana"));
    type(w, QStringLiteral("holder.last_name"), QStringLiteral("Souza"));
    type(w, QStringLiteral("holder.cpf"), cpf);
    personfacts::fill(w);
    type(w, QStringLiteral("holder.email"), QStringLiteral("ana@example.com"));
    type(w, QStringLiteral("holder.phone"), QStringLiteral("+5511999990000"));
    type(w, QStringLiteral("holder.address.zip_code"), QStringLiteral("01310100"));
    type(w, QStringLiteral("holder.address.street_name"), QStringLiteral("Av. Paulista"));
    type(w, QStringLiteral("holder.address.number"), QStringLiteral("1000"));
    type(w, QStringLiteral("holder.address.city_name"), QStringLiteral("Sao Paulo"));
}

inline void fillAuto(QuoteWizard *w)
{
    type(w, QStringLiteral("item.plate"), QStringLiteral("ABC1D23"));
    type(w, QStringLiteral("item.brand_name"), QStringLiteral("Volkswagen"));
    type(w, QStringLiteral("item.model_name"), QStringLiteral("Gol"));
}

// From "quote this product" to the results step; the quote id, or empty on any failure.
inline QString quote(UiFixture &f, QuoteWizard *w, int productType)
{
    const QString bp = salesflow::brokerProductOfType(f.server, f.server.token(0), 0, productType);
    if (bp.isEmpty())
        return {};
    emit f.workspace.quoteRequested(bp); // opens on the plan step
    if (!waitForStep(w, QuoteWizard::PlanStepId) || !fillPlan(w) || !clickNext(w) ||
        !waitForStep(w, QuoteWizard::HolderStepId))
        return {};
    fillHolder(w);
    if (!clickNext(w) || !waitForStep(w, QuoteWizard::ItemStepId))
        return {};
    if (productType == 1)
        fillAuto(w);
    if (!clickNext(w) || !waitForStep(w, QuoteWizard::LifetimeStepId) || !clickNext(w) ||
        !waitForStep(w, QuoteWizard::ResultsStepId))
        return {};
    return w->draft().quote ? w->draft().quote->id : QString();
}

} // namespace wizarddriver
