#pragma once

#include "domain/policy.h"
#include "offline/offlinestore.h"
#include "offline/saleslog.h"

#include <QDate>
#include <QString>

namespace brokerdesk::ui {

// How the desk names a policy, sale or quote, the way a broker says it on the phone: customer ·
// product · vigência ("Ana Souza · Auto Fácil · 01/12/2026 a 01/12/2027"). Never an id: the
// reference stays a "Copy reference" away (common/copyreference.h). Parts that are not known
// are left out.
QString recordName(const QString &customer, const QString &product, const QDate &start,
                   const QDate &end);
// "01/12/2026 to 01/12/2027" (pt_BR: "a"); empty when neither date is known.
QString vigencia(const QDate &start, const QDate &end);

// A policy with its product's catalog name; without one, the kind of product it is.
QString policyName(const domain::Policy &policy, const QString &productName);
// A quote kept on this desk: its holder, product and the cover it was quoted for.
QString quoteName(const cache::SavedQuote &quote);
// A sale: its cover as the office's list gave it, else the sold quote's when it is saved here.
QString saleName(const cache::SaleRecord &sale, const std::optional<cache::SavedQuote> &quote);

} // namespace brokerdesk::ui
