#pragma once

#include "api/apierror.h"
#include "domain/money.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace brokerdesk::ui::policies {

// What cancelling now means, worked out on the desk before asking the service: the days of
// cover not yet run and the premium's pro rata for them (the service's own rule).
struct CancelPreview
{
    qint64 unexpiredDays = 0;
    domain::Money estimatedReversal;
    bool expired = false; // nothing to cancel: the cover already ended
};

CancelPreview previewCancel(domain::Money premium, const QDateTime &start, const QDateTime &end,
                            const QDateTime &now);

// The bank account a WireTransfer reversal needs, checked as CONTRACT.md states it, so a
// mistake is shown on its field before anything is sent. Field paths match the service's.
QList<api::FieldError> checkBankAccount(const QJsonObject &account);

} // namespace brokerdesk::ui::policies
