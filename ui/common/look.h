#pragma once

#include <QFont>
#include <QString>

class QApplication;
class QPushButton;
class QWidget;

namespace brokerdesk::ui {

// The desk's one visual language (docs/glossary.md, issue 35): a button's role is the dynamic
// property "role" ("primary": the one accent-coloured action of a view, which Enter presses;
// "destructive": what cannot be undone), styled once by the application's style sheet.
inline constexpr const char *accentColour = "#1565c0";

void markPrimary(QPushButton *button);
void markDestructive(QPushButton *button);
bool isPrimary(const QWidget *widget);
// A label where a page's totals live, drawn as a card (role "kpi"): amounts in bold inside.
void markKpi(QWidget *label);

// Enter (Return or the keypad's) anywhere inside `scope` clicks `button` while it is visible
// and enabled, as a dialog's default button does: a page is not a dialog, so Qt gives it none.
void enterPresses(QPushButton *button, QWidget *scope);

// The style sheet of the roles, the KPI cards and the chips; set once on the application.
QString styleSheet();
void applyLook(QApplication &app);

// Money and counts: bold, in a face whose digits all have one width (DejaVu Sans, Debian's
// default sans, has tabular figures by default), so columns of amounts line up.
QFont moneyFont(const QFont &base);

} // namespace brokerdesk::ui
