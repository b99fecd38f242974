#include "cancelpreview.h"

#include "domain/cancelrefund.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace brokerdesk::ui::policies {

CancelPreview previewCancel(domain::Money premium, const QDateTime &start, const QDateTime &end,
                            const QDateTime &now,
                            const std::optional<QList<QJsonObject>> &policyRecords)
{
    CancelPreview p;
    const qint64 whole = start.secsTo(end);
    if (!start.isValid() || !end.isValid() || whole <= 0 || now >= end) {
        p.expired = now >= end;
        return p;
    }
    const QDateTime from = now > start ? now : start;
    p.unexpiredDays = (from.secsTo(end) + 86399) / 86400; // a day begun counts as a day left
    p.atMost = domain::Money::fromCents(domain::unexpiredShare(premium.cents(), start, end, now));
    if (policyRecords) {
        const domain::CancelFigures f = domain::cancelFigures(*policyRecords, start, end, now);
        p.paidKnown = true;
        p.premiumPaid = domain::Money::fromCents(f.premiumPaid);
        p.estimatedReversal = domain::Money::fromCents(f.reversal);
        p.chargeback = domain::Money::fromCents(f.chargeback);
    }
    return p;
}

QList<api::FieldError> checkBankAccount(const domain::BankAccount &account)
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("brokerdesk::ui::policies::BankAccount", text);
    };
    QList<api::FieldError> errors;
    const auto fail = [&](const char *key, const char *reason) {
        errors.append({QStringLiteral("reversal_bank_account.") + QLatin1String(key), tr(reason)});
    };
    static const QRegularExpression onlyDigits(QStringLiteral("^[0-9]+$"));
    const auto digits = [&](const QString &value, const char *key, int min, int max,
                            const char *reason) {
        if (value.size() < min || value.size() > max || !onlyDigits.match(value).hasMatch())
            fail(key, reason);
    };
    namespace key = domain::bankaccountkey;
    digits(account.bankCode, key::bankCode, 3, 3,
           QT_TRANSLATE_NOOP("brokerdesk::ui::policies::BankAccount",
                             "The bank code has exactly 3 digits."));
    digits(account.agency, key::agency, 1, 5,
           QT_TRANSLATE_NOOP("brokerdesk::ui::policies::BankAccount",
                             "The agency has 1 to 5 digits."));
    digits(account.account, key::account, 1, 12,
           QT_TRANSLATE_NOOP("brokerdesk::ui::policies::BankAccount",
                             "The account number has 1 to 12 digits."));
    static const QRegularExpression oneDigit(QStringLiteral("^[0-9Xx]$"));
    if (!oneDigit.match(account.accountDigit).hasMatch())
        fail(key::accountDigit, QT_TRANSLATE_NOOP("brokerdesk::ui::policies::BankAccount",
                                                  "The account digit is one digit or X."));
    return errors;
}

} // namespace brokerdesk::ui::policies
