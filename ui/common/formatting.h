#pragma once

#include <QDateTime>
#include <QString>

namespace brokerdesk::ui::format {

// "11.222.333/0001-81" (also the alphanumeric CNPJ); anything else as given.
QString cnpj(const QString &cnpj);
// "123.456.789-09"; anything else as given.
QString cpf(const QString &cpf);
// A holder's document: the CPF when there is one, else the CNPJ, formatted.
QString holderDocument(const QString &cpf, const QString &cnpj);
// "12%" / "2.5%" in the user's locale.
QString percent(double value);
// Local date and time in the user's locale, short form; "—" for none.
QString dateTime(const QDateTime &utc);

} // namespace brokerdesk::ui::format
