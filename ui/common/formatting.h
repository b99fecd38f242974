#pragma once

#include <QDate>
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
// The local date alone ("24/11/2026"), where the time of day means nothing (a cover period, a
// cancellation date); "—" for none.
QString date(const QDateTime &utc);
QString date(const QDate &day);
// "01310-100"; anything else as given.
QString cep(const QString &cep);
// "(11) 98765-4321" / "(11) 3456-7890", with or without the country code 55; anything else as
// given.
QString phone(const QString &phone);
// "ABC-1234" (the old pattern) or "BRA2E19" (Mercosul), in capitals; anything else as given.
QString plate(const QString &plate);
// "#1A2B3C4D": the first eight characters of an id. Not for people: a screen names a record
// with common/recordnames and copies its reference with common/copyreference.
QString shortReference(const QString &id);

} // namespace brokerdesk::ui::format
