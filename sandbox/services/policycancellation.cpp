#include "policycancellation.h"

#include "cancelledger.h"
#include "domain/cancelrefund.h"
#include "domain/holder.h"
#include "domain/isodate.h"
#include "domain/policy.h"
#include "ledger.h"
#include "policies.h"
#include "salelist.h"
#include "sales.h"
#include "store/database.h"
#include "store/states.h"
#include "support/jsoncheck.h"

#include <QRegularExpression>

namespace brokerdesk::sandbox {

namespace {

const QStringList reversalMethods{QStringLiteral("CreditCard"), QStringLiteral("WireTransfer"),
                                  QStringLiteral("Pix")};

void checkBankAccount(JsonCheck &check, const QJsonObject &account, const QString &path)
{
    const auto digits = [&](const char *key, int min, int max) {
        const QString k = QString::fromLatin1(key);
        const auto v = check.string(account, path, k, JsonCheck::Required, max);
        static const QRegularExpression onlyDigits(QStringLiteral("^[0-9]+$"));
        if (v && (v->size() < min || !onlyDigits.match(*v).hasMatch()))
            check.fail(JsonCheck::join(path, k),
                       QStringLiteral("must be %1 to %2 digits").arg(min).arg(max));
    };
    digits("bank_code", 3, 3);
    digits("agency", 1, 5);
    digits("account", 1, 12);
    const auto digit =
        check.string(account, path, QStringLiteral("account_digit"), JsonCheck::Required, 1);
    static const QRegularExpression oneDigit(QStringLiteral("^[0-9Xx]$"));
    if (digit && !oneDigit.match(*digit).hasMatch())
        check.fail(JsonCheck::join(path, QStringLiteral("account_digit")),
                   QStringLiteral("must be one digit or X"));
}

} // namespace

Result<QJsonObject> PolicyCancellation::cancel(const QString &brokerId, const QString &policyId,
                                               const QJsonObject &body)
{
    JsonCheck check;
    const auto reason = check.integer(body, {}, QStringLiteral("cancel_reason"), 1, 4);
    const auto description =
        check.string(body, {}, QStringLiteral("cancel_description"), JsonCheck::Optional, 500);
    const auto method = check.oneOf(body, {}, QStringLiteral("reversal_method"), reversalMethods,
                                    JsonCheck::Optional);
    const auto account =
        check.object(body, {}, QStringLiteral("reversal_bank_account"), JsonCheck::Optional);
    if (method == QStringLiteral("WireTransfer") && !account)
        check.fail(QStringLiteral("reversal_bank_account"),
                   QStringLiteral("is required when reversal_method is WireTransfer"));
    if (account && method != QStringLiteral("WireTransfer"))
        check.fail(QStringLiteral("reversal_bank_account"),
                   QStringLiteral("is only used when reversal_method is WireTransfer"));
    if (account)
        checkBankAccount(check, *account, QStringLiteral("reversal_bank_account"));
    if (!check.ok())
        return check.error();

    auto found = m_policies.policy(brokerId, policyId);
    if (!found)
        return ApiError::notFound(QStringLiteral("Policy"));
    QJsonObject p = *found;
    if (PolicyStatus(p.value(QStringLiteral("status")).toInt()) == PolicyStatus::Canceled)
        return ApiError::badRequest(QStringLiteral("policy_already_canceled"),
                                    QStringLiteral("Policy is already canceled."));
    const QDateTime now = m_ctx.clock.now(brokerId);
    const auto decoded = domain::fromJson<domain::Policy>(p);
    if (!decoded)
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The stored policy could not be read; nothing changed."),
                        {}};
    const domain::Policy &policy = decoded.value();
    if (m_ctx.clock.dayOf(now) >= policy.lifetimeEnd) // the cover runs until its end day
        return ApiError::badRequest(QStringLiteral("policy_expired"),
                                    QStringLiteral("Policy has already expired and cannot be "
                                                   "canceled."));

    // The money goes back a way the customer can receive it: the way it was paid when that way
    // takes money back (a card sale to the card), else Pix unless told otherwise (a transfer
    // needs the account the body did not give).
    const QList<domain::ReversalMethod> receivable =
        domain::reversalMethodsFor(policy.paymentMethod);
    const domain::ReversalMethod usual = receivable.value(0, domain::ReversalMethod::Pix);
    const auto chosen = method ? domain::fromWireName<domain::ReversalMethod>(*method)
                               : std::optional<domain::ReversalMethod>();
    if (chosen && !receivable.isEmpty() && !receivable.contains(*chosen))
        return ApiError::validation({{QStringLiteral("reversal_method"),
                                      QStringLiteral("cannot return a payment made by %1; use %2")
                                          .arg(domain::wireName(policy.paymentMethod),
                                               domain::wireName(receivable.first()))}});
    const QString reversalMethod = method.value_or(domain::wireName(
        usual == domain::ReversalMethod::WireTransfer ? domain::ReversalMethod::Pix : usual));

    // The same rule the desk previews with (lib/domain/cancelrefund.h). Every sale reaches the
    // service through its API: a remote sale, with the 7-day withdrawal right.
    const domain::CancelTerms terms =
        domain::cancelTerms(policy, domain::CancelReason(*reason), m_ctx.clock.dayOf(now));
    PolicyLedgerCancel ledger{brokerId,
                              policyId,
                              m_ledger.policyRecords(brokerId, policyId),
                              {},
                              terms.charged,
                              0,
                              now,
                              m_ctx.clock.dayOf(now)};
    const domain::PolicyMoney money = domain::policyMoney(ledger.records);
    ledger.paidCharged = money.premiumPaid;
    ledger.figures = domain::cancelFigures(terms, money);
    const qint64 reversal = ledger.figures.refund;
    const QString nowText = toRfc3339(now);

    p.insert(QStringLiteral("status"), code(PolicyStatus::Canceled));
    p.insert(QStringLiteral("date_end"), nowText);
    p.insert(QStringLiteral("last_update"), nowText);
    p.insert(QStringLiteral("cancel_reason"), int(*reason));
    if (description)
        p.insert(QStringLiteral("cancel_description"), *description);
    p.insert(QStringLiteral("reversal_method"), reversalMethod);
    p.insert(QStringLiteral("reversal_amount"), reversal);

    const QJsonObject holder = p.value(QStringLiteral("policy_holder")).toObject();
    QJsonObject row{
        {QStringLiteral("amount"), -reversal},
        {QStringLiteral("category"), QStringLiteral("PolicyReversal")},
        {QStringLiteral("description"), QString(QStringLiteral("Estorno — apólice ") + policyId)},
        {QStringLiteral("is_paid"), false},
        {QStringLiteral("payment_method"), reversalMethod},
        {QStringLiteral("policy_id"), policyId},
        {QStringLiteral("drawer_name"), domain::holderName(holder)},
        {QStringLiteral("drawer_document"),
         holder.value(QStringLiteral("cnpj"))
             .toString(holder.value(QStringLiteral("cpf")).toString())},
        {QStringLiteral("date_cash_in_out_forecast"),
         domain::calendarDateStamp(ledger.today.addDays(5))},
    };
    if (account)
        row.insert(QStringLiteral("drawer_bank_account"), *account);

    // The sale moves to Canceled and its timeline says so.
    const QString saleId = p.value(QStringLiteral("sale_id")).toString();
    const auto saleCanceled = [&] {
        return saleId.isEmpty() ||
               (m_ctx.db.exec(
                    QStringLiteral("UPDATE sales SET status = ? WHERE id = ? AND status = ?"),
                    {code(SaleStatus::Canceled), saleId, code(SaleStatus::Finished)}) &&
                appendSaleEvent(m_ctx.db, saleId, now, QStringLiteral("policy_canceled"),
                                policyId) &&
                storeSaleListRow(m_ctx, saleId));
    };
    Transaction tx(m_ctx.db);
    // The reversal row goes last: clients read it as the newest record of the cancel.
    if (!m_policies.update(p) || !cancelPolicyLedger(m_ledger, ledger) ||
        !m_ledger.append(brokerId, row) || !saleCanceled() || !tx.commit())
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The cancellation could not be stored; nothing changed."),
                        {}};
    return QJsonObject{{QStringLiteral("id"), policyId},
                       {QStringLiteral("status"), code(PolicyStatus::Canceled)},
                       {QStringLiteral("date_end"), nowText},
                       {QStringLiteral("cancel_reason"), int(*reason)},
                       {QStringLiteral("reversal_method"), reversalMethod},
                       {QStringLiteral("reversal_amount"), reversal}};
}

} // namespace brokerdesk::sandbox
