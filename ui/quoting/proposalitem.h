#pragma once

#include "domain/enums.h"
#include "domain/holder.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>

namespace brokerdesk::ui {

// The insured item of a proposal as a customer reads it (HTML): plate and model for a vehicle,
// IMEI and model for an electronic, the address for a home; codes such as "condo_house" in
// words. An item that does not decode shows its fields as saved.
QString proposalItemHtml(domain::ProductType type, const QJsonObject &item,
                         const QLocale &locale = QLocale());

// "Av. Paulista, 1000, Bela Vista, São Paulo – SP, 01310-100" (plain text).
QString proposalAddress(const domain::Address &address);

} // namespace brokerdesk::ui
