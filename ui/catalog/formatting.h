#pragma once

#include <QDateTime>
#include <QString>

namespace brokerdesk::ui::format {

// "11.222.333/0001-81" (also the alphanumeric CNPJ); anything else as given.
QString cnpj(const QString &cnpj);
// "12%" / "2.5%" in the user's locale.
QString percent(double value);
// Local date and time in the user's locale, short form; "—" for none.
QString dateTime(const QDateTime &utc);

} // namespace brokerdesk::ui::format
