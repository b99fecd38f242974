#pragma once

class QDateEdit;

namespace brokerdesk::ui {

// The locale's short date with a four-digit year (dd/MM/yyyy in Portuguese): with a two-digit
// year, typed digits such as "85" land in the wrong century and are refused by the date range.
void useFullYearFormat(QDateEdit *edit);

} // namespace brokerdesk::ui
