#pragma once

// The holder's person facts a broker gives on the holder step (shared by the quoting and
// affinity wizards' tests).

#include "typist.h"

#include <QLineEdit>
#include <QTest>

#include <utility>

namespace personfacts {

// Birth date typed, then gender and marital status chosen by their first letter, as at a
// keyboard (nothing is preset: the broker gives each); a whole date and a chosen letter go on
// to the next field by themselves.
inline void fill(QWidget *w)
{
    auto *birth = w->findChild<QLineEdit *>(QStringLiteral("holder.birth_date"));
    QVERIFY(typist::click(birth));
    QVERIFY(typist::retype(QStringLiteral("15/03/1985")));
    QCOMPARE(birth->text(), QStringLiteral("15/03/1985"));
    for (const auto &[name, letter] :
         {std::pair{"holder.gender", "f"}, {"holder.marital_status", "s"}}) {
        auto *box = w->findChild<QWidget *>(QLatin1String(name));
        QTRY_VERIFY2(typist::hasKeyboard(box), name);
        QVERIFY(typist::type(QLatin1String(letter)));
    }
}

} // namespace personfacts
