#include "enums.h"

#include <QCoreApplication>

#include <span>

namespace brokerdesk::domain {

namespace {

struct Entry
{
    int value;
    const char *wire; // null for integer-coded enumerations
    const char *name; // English source string, translated in the enum's context
};

constexpr Entry productTypes[] = {
    {1, nullptr, QT_TRANSLATE_NOOP("ProductType", "Auto")},
    {2, nullptr, QT_TRANSLATE_NOOP("ProductType", "Business")},
    {3, nullptr, QT_TRANSLATE_NOOP("ProductType", "Educational")},
    {4, nullptr, QT_TRANSLATE_NOOP("ProductType", "Home")},
    {5, nullptr, QT_TRANSLATE_NOOP("ProductType", "Life")},
    {6, nullptr, QT_TRANSLATE_NOOP("ProductType", "Funeral")},
    {7, nullptr, QT_TRANSLATE_NOOP("ProductType", "Moneylender")},
    {8, nullptr, QT_TRANSLATE_NOOP("ProductType", "Electronic")},
    {9, nullptr, QT_TRANSLATE_NOOP("ProductType", "Global")},
    {10, nullptr, QT_TRANSLATE_NOOP("ProductType", "Warranty")},
    {11, nullptr, QT_TRANSLATE_NOOP("ProductType", "Personal accident")},
    {12, nullptr, QT_TRANSLATE_NOOP("ProductType", "Travel")},
};
constexpr Entry quoteStatuses[] = {
    {1, nullptr, QT_TRANSLATE_NOOP("QuoteStatus", "Started")},
    {2, nullptr, QT_TRANSLATE_NOOP("QuoteStatus", "Pending")},
    {3, nullptr, QT_TRANSLATE_NOOP("QuoteStatus", "Failed")},
    {4, nullptr, QT_TRANSLATE_NOOP("QuoteStatus", "Finished")},
    {5, nullptr, QT_TRANSLATE_NOOP("QuoteStatus", "Rejected")},
};
constexpr Entry saleStatuses[] = {
    {1, nullptr, QT_TRANSLATE_NOOP("SaleStatus", "Started")},
    {2, nullptr, QT_TRANSLATE_NOOP("SaleStatus", "Pending")},
    {3, nullptr, QT_TRANSLATE_NOOP("SaleStatus", "Failed")},
    {4, nullptr, QT_TRANSLATE_NOOP("SaleStatus", "Finished")},
    {5, nullptr, QT_TRANSLATE_NOOP("SaleStatus", "Canceled")},
};
constexpr Entry policyStatuses[] = {
    {1, nullptr, QT_TRANSLATE_NOOP("PolicyStatus", "Active")},
    {2, nullptr, QT_TRANSLATE_NOOP("PolicyStatus", "Canceled")},
};
constexpr Entry affinityStatuses[] = {
    {1, nullptr, QT_TRANSLATE_NOOP("AffinityStatus", "Issued")},
    {2, nullptr, QT_TRANSLATE_NOOP("AffinityStatus", "Canceled")},
    {3, nullptr, QT_TRANSLATE_NOOP("AffinityStatus", "Expired")},
    {4, nullptr, QT_TRANSLATE_NOOP("AffinityStatus", "Renewed")},
    {5, nullptr, QT_TRANSLATE_NOOP("AffinityStatus", "Pending")},
};
constexpr Entry attachmentTypes[] = {
    {1, nullptr, QT_TRANSLATE_NOOP("AttachmentType", "Certificate of insurance")},
    {2, nullptr, QT_TRANSLATE_NOOP("AttachmentType", "General conditions")},
    {3, nullptr, QT_TRANSLATE_NOOP("AttachmentType", "Capitalization regulation")},
    {4, nullptr, QT_TRANSLATE_NOOP("AttachmentType", "Cancellation")},
};
constexpr Entry cancelReasons[] = {
    {1, nullptr, QT_TRANSLATE_NOOP("CancelReason", "Requested by the policyholder")},
    {2, nullptr, QT_TRANSLATE_NOOP("CancelReason", "Payment default")},
    {3, nullptr, QT_TRANSLATE_NOOP("CancelReason", "Claimed")},
    {4, nullptr, QT_TRANSLATE_NOOP("CancelReason", "Requested by the insurer")},
};
constexpr Entry paymentMethods[] = {
    {1, "Billet", QT_TRANSLATE_NOOP("PaymentMethod", "Bank slip (boleto)")},
    {2, "CreditCard", QT_TRANSLATE_NOOP("PaymentMethod", "Credit card")},
    {3, "DebitCard", QT_TRANSLATE_NOOP("PaymentMethod", "Debit card")},
    {4, "WireTransfer", QT_TRANSLATE_NOOP("PaymentMethod", "Wire transfer")},
    {5, "AccountDebit", QT_TRANSLATE_NOOP("PaymentMethod", "Account debit")},
    {6, "Pix", QT_TRANSLATE_NOOP("PaymentMethod", "Pix")},
};
constexpr Entry reversalMethods[] = {
    {1, "CreditCard", QT_TRANSLATE_NOOP("ReversalMethod", "Credit card")},
    {2, "WireTransfer", QT_TRANSLATE_NOOP("ReversalMethod", "Wire transfer")},
    {3, "Pix", QT_TRANSLATE_NOOP("ReversalMethod", "Pix")},
};
constexpr Entry cashFlowCategories[] = {
    {1, "ChannelSale", QT_TRANSLATE_NOOP("CashFlowCategory", "Channel sale")},
    {2, "ChannelRecurrentSale", QT_TRANSLATE_NOOP("CashFlowCategory", "Recurrent channel sale")},
    {3, "Deductible", QT_TRANSLATE_NOOP("CashFlowCategory", "Deductible")},
    {4, "PolicyReversal", QT_TRANSLATE_NOOP("CashFlowCategory", "Policy reversal")},
    {5, "Fine", QT_TRANSLATE_NOOP("CashFlowCategory", "Fine")},
    {6, "Taxes", QT_TRANSLATE_NOOP("CashFlowCategory", "Taxes")},
    {7, "BrokerAgency", QT_TRANSLATE_NOOP("CashFlowCategory", "Broker agency")},
    {8, "BrokerCommission", QT_TRANSLATE_NOOP("CashFlowCategory", "Broker commission")},
    {9, "StipulateProLabor", QT_TRANSLATE_NOOP("CashFlowCategory", "Stipulant pro-labore")},
    {10, "Claim", QT_TRANSLATE_NOOP("CashFlowCategory", "Claim")},
    {11, "BalanceAdjustment", QT_TRANSLATE_NOOP("CashFlowCategory", "Balance adjustment")},
};
constexpr Entry installmentPeriods[] = {
    {1, "daily", QT_TRANSLATE_NOOP("InstallmentPeriod", "Daily")},
    {2, "monthly", QT_TRANSLATE_NOOP("InstallmentPeriod", "Monthly")},
    {3, "yearly", QT_TRANSLATE_NOOP("InstallmentPeriod", "Yearly")},
};

QString nameOf(const char *context, std::span<const Entry> table, int value)
{
    for (const Entry &e : table)
        if (e.value == value)
            return QCoreApplication::translate(context, e.name);
    if (value != 0 && table.front().wire == nullptr)
        return QCoreApplication::translate("Enumerations", "Unknown (%1)").arg(value);
    return QCoreApplication::translate("Enumerations", "Unknown");
}

QString wireOf(std::span<const Entry> table, int value)
{
    for (const Entry &e : table)
        if (e.value == value)
            return QString::fromLatin1(e.wire);
    return {};
}

template <typename E> std::optional<E> valueOf(std::span<const Entry> table, QStringView wire)
{
    for (const Entry &e : table)
        if (wire == QLatin1String(e.wire))
            return static_cast<E>(e.value);
    return std::nullopt;
}

template <typename E> QList<E> valuesOf(std::span<const Entry> table)
{
    QList<E> out;
    for (const Entry &e : table)
        out.append(static_cast<E>(e.value));
    return out;
}

int code(auto value)
{
    return static_cast<int>(value);
}

} // namespace

// clang-format off
QString displayName(ProductType v) { return nameOf("ProductType", productTypes, code(v)); }
QString displayName(QuoteStatus v) { return nameOf("QuoteStatus", quoteStatuses, code(v)); }
QString displayName(SaleStatus v) { return nameOf("SaleStatus", saleStatuses, code(v)); }
QString displayName(PolicyStatus v) { return nameOf("PolicyStatus", policyStatuses, code(v)); }
QString displayName(AffinityStatus v) { return nameOf("AffinityStatus", affinityStatuses, code(v)); }
QString displayName(AttachmentType v) { return nameOf("AttachmentType", attachmentTypes, code(v)); }
QString displayName(CancelReason v) { return nameOf("CancelReason", cancelReasons, code(v)); }
QString displayName(PaymentMethod v) { return nameOf("PaymentMethod", paymentMethods, code(v)); }
QString displayName(ReversalMethod v) { return nameOf("ReversalMethod", reversalMethods, code(v)); }
QString displayName(CashFlowCategory v) { return nameOf("CashFlowCategory", cashFlowCategories, code(v)); }
QString displayName(InstallmentPeriod v) { return nameOf("InstallmentPeriod", installmentPeriods, code(v)); }

QString wireName(PaymentMethod v) { return wireOf(paymentMethods, code(v)); }
QString wireName(ReversalMethod v) { return wireOf(reversalMethods, code(v)); }
QString wireName(CashFlowCategory v) { return wireOf(cashFlowCategories, code(v)); }
QString wireName(InstallmentPeriod v) { return wireOf(installmentPeriods, code(v)); }

template<> std::optional<PaymentMethod> fromWireName<PaymentMethod>(QStringView n) { return valueOf<PaymentMethod>(paymentMethods, n); }
template<> std::optional<ReversalMethod> fromWireName<ReversalMethod>(QStringView n) { return valueOf<ReversalMethod>(reversalMethods, n); }
template<> std::optional<CashFlowCategory> fromWireName<CashFlowCategory>(QStringView n) { return valueOf<CashFlowCategory>(cashFlowCategories, n); }
template<> std::optional<InstallmentPeriod> fromWireName<InstallmentPeriod>(QStringView n) { return valueOf<InstallmentPeriod>(installmentPeriods, n); }

template<> QList<ProductType> knownValues<ProductType>() { return valuesOf<ProductType>(productTypes); }
template<> QList<QuoteStatus> knownValues<QuoteStatus>() { return valuesOf<QuoteStatus>(quoteStatuses); }
template<> QList<SaleStatus> knownValues<SaleStatus>() { return valuesOf<SaleStatus>(saleStatuses); }
template<> QList<PolicyStatus> knownValues<PolicyStatus>() { return valuesOf<PolicyStatus>(policyStatuses); }
template<> QList<AffinityStatus> knownValues<AffinityStatus>() { return valuesOf<AffinityStatus>(affinityStatuses); }
template<> QList<AttachmentType> knownValues<AttachmentType>() { return valuesOf<AttachmentType>(attachmentTypes); }
template<> QList<CancelReason> knownValues<CancelReason>() { return valuesOf<CancelReason>(cancelReasons); }
template<> QList<PaymentMethod> knownValues<PaymentMethod>() { return valuesOf<PaymentMethod>(paymentMethods); }
template<> QList<ReversalMethod> knownValues<ReversalMethod>() { return valuesOf<ReversalMethod>(reversalMethods); }
template<> QList<CashFlowCategory> knownValues<CashFlowCategory>() { return valuesOf<CashFlowCategory>(cashFlowCategories); }
template<> QList<InstallmentPeriod> knownValues<InstallmentPeriod>() { return valuesOf<InstallmentPeriod>(installmentPeriods); }
// clang-format on

} // namespace brokerdesk::domain
