#include "errortext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace brokerdesk::ui::errortext {

namespace {
struct ErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)
};
} // namespace

QString forCode(const QString &code)
{
    // Built on each call: tr() must run after the translator is installed.
    const QHash<QString, QString> sentences{
        {QStringLiteral("validation_failed"), ErrorText::tr("Some fields need to be corrected.")},
        {QStringLiteral("malformed_json"),
         ErrorText::tr("The service could not read what BrokerDesk sent.")},
        {QStringLiteral("quote_expired"),
         ErrorText::tr("This quote has expired. Quote again to get current prices.")},
        {QStringLiteral("quote_not_available"),
         ErrorText::tr("This quote can no longer be sold: it was sold already, or the insurer "
                       "did not accept it.")},
        {QStringLiteral("product_not_authorized"),
         ErrorText::tr("The insurer does not let this brokerage sell this product.")},
        {QStringLiteral("installment_not_in_quote"),
         ErrorText::tr("The chosen installment plan is not part of this quote.")},
        {QStringLiteral("payment_method_not_available"),
         ErrorText::tr("This payment method is not offered for the chosen installments.")},
        {QStringLiteral("payment_refused"), ErrorText::tr("The payment was refused.")},
        {QStringLiteral("sale_exists"), ErrorText::tr("This quote has already been sold.")},
        {QStringLiteral("sale_request_exists"),
         ErrorText::tr("This sale was already sent; its result is on the Sales page.")},
        {QStringLiteral("idempotency_key_reused"),
         ErrorText::tr("This request was already sent with other data. Start it again.")},
        {QStringLiteral("policy_already_canceled"),
         ErrorText::tr("This policy is already canceled.")},
        {QStringLiteral("policy_expired"),
         ErrorText::tr("This policy has ended and can no longer be changed.")},
        {QStringLiteral("affinity_already_canceled"),
         ErrorText::tr("This affinity is already canceled.")},
        {QStringLiteral("affinity_expired"), ErrorText::tr("This affinity has expired.")},
        {QStringLiteral("already_evaluated"),
         ErrorText::tr("This affinity request has already been evaluated.")},
        {QStringLiteral("invalid_evaluate_token"),
         ErrorText::tr("The evaluation link is no longer valid.")},
        {QStringLiteral("not_found"),
         ErrorText::tr("The service does not know this item. It may belong to another broker "
                       "or no longer exist.")},
        {QStringLiteral("invalid_query"), ErrorText::tr("The service refused the list request.")},
        {QStringLiteral("invalid_cursor"),
         ErrorText::tr("The list changed on the service. Refresh it.")},
        {QStringLiteral("payload_too_large"),
         ErrorText::tr("The request is too large for the service.")},
        {QStringLiteral("headers_too_large"),
         ErrorText::tr("The request is too large for the service.")},
        {QStringLiteral("uri_too_long"),
         ErrorText::tr("The request is too large for the service.")},
        {QStringLiteral("malformed_request"),
         ErrorText::tr("The service could not read what BrokerDesk sent.")},
        {QStringLiteral("not_implemented"),
         ErrorText::tr("The service could not read what BrokerDesk sent.")},
        {QStringLiteral("too_many_connections"),
         ErrorText::tr("The service is busy. Try again in a moment.")},
        {QStringLiteral("method_not_allowed"),
         ErrorText::tr("The service does not offer this operation.")},
        {QStringLiteral("rate_limited"),
         ErrorText::tr("The service is busy and asked BrokerDesk to slow down. Try again in a "
                       "moment.")},
        {QStringLiteral("storage_failed"),
         ErrorText::tr("The service could not save the change. Try again later.")},
        {QStringLiteral("invalid_token"),
         ErrorText::tr("The sign-in expired. BrokerDesk signs in again; try once more.")},
        {QStringLiteral("missing_token"), ErrorText::tr("BrokerDesk is not signed in.")},
        {QStringLiteral("insufficient_scope"), ErrorText::tr("This account may not do that.")},
        {QStringLiteral("invalid_client"),
         ErrorText::tr("The service did not accept the sign-in. Check the client id and secret "
                       "in Settings.")},
        {QStringLiteral("invalid_scope"),
         ErrorText::tr("The service did not grant the permissions asked for. Check the scopes "
                       "in Settings.")},
        {QStringLiteral("invalid_request"),
         ErrorText::tr("The service refused the sign-in request. Check the sign-in address in "
                       "Settings.")},
        {QStringLiteral("unsupported_grant_type"),
         ErrorText::tr("The service refused the sign-in request. Check the sign-in address in "
                       "Settings.")},
    };
    return sentences.value(code);
}

QString sentence(const api::ApiError &error)
{
    if (QString ours = forCode(error.code); !ours.isEmpty())
        return ours;
    // The service's own words go to the details: a sentence for the kind of failure instead.
    if (!error.serviceMessage.isEmpty() || error.message.isEmpty())
        return api::ApiError::describe(error.kind, error.httpStatus);
    return error.message;
}

QString quoteRefusal(domain::QuoteStatus status)
{
    switch (status) {
    case domain::QuoteStatus::Rejected:
        return ErrorText::tr("The insurer declined this risk.");
    case domain::QuoteStatus::Failed:
        return ErrorText::tr("The insurer could not price this quote. Quote again later.");
    default:
        return {};
    }
}

QString fieldReason(const QString &reason)
{
    // The service's reasons (sandbox/validation), told in the interface's language; %1, %2
    // are the numbers or names they carry.
    struct Known
    {
        const char *pattern;
        QString text;
    };
    const Known known[] = {
        {"^is required", ErrorText::tr("is required")},
        {"^must not be empty$", ErrorText::tr("must not be empty")},
        {"^is not a valid CPF", ErrorText::tr("is not a valid CPF (check the digits)")},
        {"^is not a valid CNPJ", ErrorText::tr("is not a valid CNPJ (check the digits)")},
        {"^a company cannot hold", ErrorText::tr("a company cannot hold this product")},
        {"^must be a plate", ErrorText::tr("must be a plate such as ABC1234 or ABC1D23")},
        {"^must be 17 letters", ErrorText::tr("must be 17 letters and digits (no I, O or Q)")},
        {"^must be like 005340-6$", ErrorText::tr("must be a FIPE code such as 005340-6")},
        {"^must be a CEP", ErrorText::tr("must be a CEP of 8 digits")},
        {"^must be an e-mail address$", ErrorText::tr("must be an e-mail address")},
        {"^must be a phone number", ErrorText::tr("must be a phone number with its area code")},
        {"^must be 15 digits with a valid check digit$",
         ErrorText::tr("must be 15 digits with a valid check digit")},
        {"^must be (a date|an RFC 3339)", ErrorText::tr("must be a date")},
        {"^must be in the past$", ErrorText::tr("must be in the past")},
        {"^must not be (in the past|before today)", ErrorText::tr("must not be before today")},
        {"^must be after lifetime_start$", ErrorText::tr("must come after the start of cover")},
        {"^must be at most (\\d+) years after lifetime_start$",
         ErrorText::tr("the cover may last %1 years at most")},
        {"^must be at most (\\d+) days after lifetime_start",
         ErrorText::tr("the cover may last %1 days at most")},
        {"^must be the manufacture year or the year after it$",
         ErrorText::tr("must be the manufacture year or the year after it")},
        {"^a 0 km vehicle", ErrorText::tr("a 0 km vehicle must be made this year or last year")},
        {"^must be between (-?\\d+) and (-?\\d+)$", ErrorText::tr("must be between %1 and %2")},
        {"^must be at most (\\d+) characters", ErrorText::tr("must have at most %1 characters")},
        {"^is longer than (\\d+) characters", ErrorText::tr("must have at most %1 characters")},
        {"^must be (\\d+) to (\\d+) digits$", ErrorText::tr("must have %1 to %2 digits")},
        {"^must have at least (\\d+) entr", ErrorText::tr("needs at least %1")},
        {"^must have at most (\\d+) entries$", ErrorText::tr("may have %1 at most")},
        {"^percents must sum to 100 \\(they sum to (.*)\\)$",
         ErrorText::tr("the shares must add up to 100% (they add up to %1%)")},
        {"^must be a number above 0 and at most 100$",
         ErrorText::tr("must be above 0 and at most 100")},
        {"^is repeated", ErrorText::tr("is repeated")},
        {"^is not a plan of", ErrorText::tr("is not one of the plans offered")},
        {"^is not a coverage of the plan$", ErrorText::tr("is not a coverage of the plan")},
        {"^is not an assist of the plan$", ErrorText::tr("is not an assist of the plan")},
        {"^is not an option of", ErrorText::tr("is not one of the options offered")},
        {"^must include the required coverage [^ ]+ \\((.*)\\)$",
         ErrorText::tr("must include the required coverage %1")},
        {"^must not exceed the item's invoice_amount$",
         ErrorText::tr("must not exceed the invoice amount")},
        {"^is not an installment of the quote$",
         ErrorText::tr("is not one of this quote's installment options")},
        {"^is not offered for this installment$",
         ErrorText::tr("is not offered for these installments")},
        {"^is required when reversal_method is WireTransfer$",
         ErrorText::tr("is required for a refund by bank transfer")},
        {"^is only used when reversal_method is WireTransfer$",
         ErrorText::tr("is only used for a refund by bank transfer")},
        {"^is not accepted: card data", ErrorText::tr("card data is never sent in a sale")},
        {"^is not a cursor this list gave$", ErrorText::tr("the list changed; refresh it")},
        {"^must be (one of|a string|an integer|true or false|an object|an array)",
         ErrorText::tr("has a value the service does not accept")},
    };
    for (const Known &k : known) {
        const QRegularExpression re(QString::fromLatin1(k.pattern));
        const auto m = re.match(reason);
        if (!m.hasMatch())
            continue;
        QString text = k.text;
        for (int i = 1; i <= m.lastCapturedIndex(); ++i)
            text = text.arg(m.captured(i));
        return text;
    }
    return ErrorText::tr("was not accepted by the service");
}

QString fieldLabel(const QString &path)
{
    const QHash<QString, QString> labels{
        {QStringLiteral("plate"), ErrorText::tr("Plate")},
        {QStringLiteral("chassis"), ErrorText::tr("Chassis")},
        {QStringLiteral("cpf"), ErrorText::tr("CPF")},
        {QStringLiteral("cnpj"), ErrorText::tr("CNPJ")},
        {QStringLiteral("birth_date"), ErrorText::tr("Birth date")},
        {QStringLiteral("lifetime_start"), ErrorText::tr("Start of cover")},
        {QStringLiteral("lifetime_end"), ErrorText::tr("End of cover")},
        {QStringLiteral("zip_code"), ErrorText::tr("CEP")},
        {QStringLiteral("email"), ErrorText::tr("E-mail")},
        {QStringLiteral("phone"), ErrorText::tr("Phone")},
        {QStringLiteral("mobile_phone"), ErrorText::tr("Mobile phone")},
        {QStringLiteral("first_name"), ErrorText::tr("First name")},
        {QStringLiteral("last_name"), ErrorText::tr("Last name")},
        {QStringLiteral("corporate_name"), ErrorText::tr("Corporate name")},
        {QStringLiteral("imei"), ErrorText::tr("IMEI")},
        {QStringLiteral("invoice_amount"), ErrorText::tr("Invoice amount")},
        {QStringLiteral("brand_name"), ErrorText::tr("Brand")},
        {QStringLiteral("model_name"), ErrorText::tr("Model")},
        {QStringLiteral("model_year"), ErrorText::tr("Model year")},
        {QStringLiteral("manufacture_year"), ErrorText::tr("Manufacture year")},
        {QStringLiteral("street_name"), ErrorText::tr("Street")},
        {QStringLiteral("number"), ErrorText::tr("Number")},
        {QStringLiteral("district_name"), ErrorText::tr("District")},
        {QStringLiteral("city_name"), ErrorText::tr("City")},
        {QStringLiteral("state_code"), ErrorText::tr("State")},
        {QStringLiteral("payment_method"), ErrorText::tr("Payment method")},
        {QStringLiteral("installment_id"), ErrorText::tr("Installments")},
        {QStringLiteral("card_number"), ErrorText::tr("Card number")},
        {QStringLiteral("cancel_reason"), ErrorText::tr("Reason")},
        {QStringLiteral("reversal_method"), ErrorText::tr("Reversal method")},
        {QStringLiteral("plan_id"), ErrorText::tr("Plan")},
        {QStringLiteral("product_id"), ErrorText::tr("Product")},
        {QStringLiteral("policy_holder"), ErrorText::tr("Policy holder")},
        {QStringLiteral("income_monthly"), ErrorText::tr("Monthly income")},
        {QStringLiteral("occupation_name"), ErrorText::tr("Occupation")},
        {QStringLiteral("destination"), ErrorText::tr("Destination")},
        {QStringLiteral("bank_code"), ErrorText::tr("Bank")},
        {QStringLiteral("agency"), ErrorText::tr("Branch")},
        {QStringLiteral("account"), ErrorText::tr("Account")},
        {QStringLiteral("account_digit"), ErrorText::tr("Account digit")},
        {QStringLiteral("reversal_bank_account"), ErrorText::tr("Bank account")},
        {QStringLiteral("brokerage_susep"), ErrorText::tr("Brokerage SUSEP code")},
        {QStringLiteral("brokerage_logo"), ErrorText::tr("Brokerage logo")},
        {QStringLiteral("proposal_footer"), ErrorText::tr("Proposal footer")},
    };
    const QHash<QString, QString> lists{
        {QStringLiteral("items"), ErrorText::tr("item %1")},
        {QStringLiteral("drivers"), ErrorText::tr("driver %1")},
        {QStringLiteral("beneficiaries"), ErrorText::tr("beneficiary %1")},
        {QStringLiteral("travelers"), ErrorText::tr("traveler %1")},
    };
    // "items[0].drivers[1].cpf": the last name is the field, each indexed list says whose.
    static const QRegularExpression indexed(QStringLiteral("^([a-z_]+)\\[(\\d+)\\]$"));
    const QStringList parts = path.split(u'.', Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return path;
    QStringList whose;
    for (int i = 0; i + 1 < parts.size(); ++i) {
        const auto m = indexed.match(parts.at(i));
        if (m.hasMatch() && lists.contains(m.captured(1)))
            whose << lists.value(m.captured(1)).arg(m.captured(2).toInt() + 1);
    }
    QString last = parts.last();
    const auto m = indexed.match(last);
    if (m.hasMatch()) {
        last = m.captured(1);
        if (lists.contains(last))
            whose << lists.value(last).arg(m.captured(2).toInt() + 1);
    }
    QString label = labels.value(last);
    if (label.isEmpty()) {
        label = last;
        label.replace(u'_', u' ');
        if (!label.isEmpty())
            label[0] = label.at(0).toUpper();
    }
    return whose.isEmpty() ? label
                           : ErrorText::tr("%1 (%2)").arg(label, whose.join(QStringLiteral(", ")));
}

} // namespace brokerdesk::ui::errortext
