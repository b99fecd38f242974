#include "cancelpreview.h"

#include "common/formatting.h"
#include "domain/money.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace brokerdesk::ui::policies {

namespace {
struct CancelPreviewText
{
    Q_DECLARE_TR_FUNCTIONS(CancelPreview)
};
} // namespace

CancelPreview previewCancel(const domain::Policy &policy, domain::CancelReason reason,
                            const QDate &today, const std::optional<domain::PolicyMoney> &paid)
{
    CancelPreview p;
    p.expired = policy.lifetimeEnd.isValid() && today >= policy.lifetimeEnd;
    p.reasonChosen = reason != domain::CancelReason::Unknown;
    p.paidKnown = paid.has_value();
    p.figures = domain::cancelFigures(domain::cancelTerms(policy, reason, today),
                                      paid.value_or(domain::PolicyMoney{}));
    return p;
}

QString ruleText(const domain::CancelFigures &f)
{
    using domain::RefundRule;
    const QString earned =
        CancelPreviewText::tr("After %1 of %2 days of cover the insurer keeps %3 of the premium "
                              "(%4).")
            .arg(QLocale().toString(f.daysRun), QLocale().toString(f.coverDays),
                 format::percent(f.earnedPercent), domain::Money::fromCents(f.earned).format());
    switch (f.rule) {
    case RefundRule::BeforeCover:
        return CancelPreviewText::tr("Before the cover starts: everything paid goes back.");
    case RefundRule::Withdrawal:
        return CancelPreviewText::tr(
            "Right of withdrawal, within 7 days of a sale made at a distance (consumer "
            "code, art. 49): everything paid goes back.");
    case RefundRule::ShortRate:
        return CancelPreviewText::tr("Insured's request: short-rate table.") + u' ' + earned;
    case RefundRule::ProRata:
        return CancelPreviewText::tr("Insurer's request: pro rata of the days run.") + u' ' +
               earned;
    case RefundRule::Default:
        return CancelPreviewText::tr(
            "Payment default: nothing goes back; what was paid bought cover by the "
            "short-rate table.");
    case RefundRule::Claim:
        return CancelPreviewText::tr("Claim: the premium is earned; nothing goes back.");
    }
    return {};
}

QString reversalWayText(domain::PaymentMethod paidWith, domain::ReversalMethod method)
{
    if (paidWith == domain::PaymentMethod::Unknown || method == domain::ReversalMethod::Unknown)
        return CancelPreviewText::tr(
            "Refund the way it was paid, as the insurer has it on record.");
    const auto sameWay = domain::fromWireName<domain::ReversalMethod>(domain::wireName(paidWith));
    if (sameWay == method)
        return CancelPreviewText::tr("Refund by: %1, the way it was paid.")
            .arg(domain::displayName(method));
    if (!sameWay)
        return CancelPreviewText::tr("Paid with: %1 (it cannot receive a refund). Refund by: %2.")
            .arg(domain::displayName(paidWith), domain::displayName(method));
    return CancelPreviewText::tr("Paid with: %1. Refund by: %2.")
        .arg(domain::displayName(paidWith), domain::displayName(method));
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
