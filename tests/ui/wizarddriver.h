#pragma once

// Drives the real quoting wizard with QTest, step by step, as a broker would (shared by the
// UI tests of the quote → sale flow).

#include "uifixture.h"
#include "salesflow.h"

#include "quoting/items/itemform.h"
#include "quoting/quotewizard.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QTest>

namespace wizarddriver {

using brokerdesk::ui::QuoteWizard;

inline bool waitForStep(QuoteWizard *w, int id, int timeoutMs = 8000)
{
    return QTest::qWaitFor([&] { return w->currentId() == id; }, timeoutMs);
}

inline bool nextEnabled(QuoteWizard *w)
{
    return QTest::qWaitFor([&] { return w->button(QWizard::NextButton)->isEnabled(); }, 8000);
}

inline void type(QuoteWizard *w, const QString &name, const QString &text)
{
    auto *edit = w->findChild<QLineEdit *>(name);
    QVERIFY2(edit, qPrintable(name));
    edit->clear();
    QTest::keyClicks(edit, text);
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
    emit f.workspace.quoteRequested(bp);
    if (!clickNext(w) || !waitForStep(w, QuoteWizard::PlanStepId) || !clickNext(w)
        || !waitForStep(w, QuoteWizard::HolderStepId))
        return {};
    fillHolder(w);
    if (!clickNext(w) || !waitForStep(w, QuoteWizard::ItemStepId))
        return {};
    if (productType == 1)
        fillAuto(w);
    if (!clickNext(w) || !waitForStep(w, QuoteWizard::LifetimeStepId) || !clickNext(w)
        || !waitForStep(w, QuoteWizard::ResultsStepId))
        return {};
    return w->draft().quote ? w->draft().quote->id : QString();
}

} // namespace wizarddriver
