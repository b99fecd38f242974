#pragma once

#include <QList>
#include <QString>

#include <optional>

// The enumerations of docs/interface.md. Integer-coded ones keep any code the service sends
// (a code this version does not know survives a round trip and shows as "Unknown (7)");
// string-coded ones decode unknown names to Unknown and keep the original text in the value's
// `extra`, so nothing the service said is lost.
namespace brokerdesk::domain {

// ---- integer codes on the wire ----
enum class ProductType : int {
    Unknown = 0,
    Auto = 1,
    Business = 2,
    Educational = 3,
    Home = 4,
    Life = 5,
    Funeral = 6,
    Moneylender = 7,
    Electronic = 8,
    Global = 9,
    Warranty = 10,
    PersonalAccident = 11,
    Travel = 12,
};
enum class QuoteStatus : int { Unknown = 0, Started = 1, Pending, Failed, Finished, Rejected };
enum class SaleStatus : int { Unknown = 0, Started = 1, Pending, Failed, Finished, Canceled };
enum class PolicyStatus : int { Unknown = 0, Active = 1, Canceled = 2 };
enum class AffinityStatus : int { Unknown = 0, Issued = 1, Canceled, Expired, Renewed, Pending };
enum class AttachmentType : int {
    Unknown = 0,
    CertificateOfInsurance = 1,
    GeneralCondition,
    CapitalizationRegulation,
    Cancel,
};
enum class CancelReason : int {
    Unknown = 0,
    PolicyholderRequested = 1,
    Default,
    Claimed,
    InsurerRequest,
};

// ---- names on the wire ----
enum class PaymentMethod : int {
    Unknown = 0,
    Billet,
    CreditCard,
    DebitCard,
    WireTransfer,
    AccountDebit,
    Pix,
};
enum class ReversalMethod : int { Unknown = 0, CreditCard, WireTransfer, Pix };
enum class CashFlowCategory : int {
    Unknown = 0,
    ChannelSale,
    ChannelRecurrentSale,
    Deductible,
    PolicyReversal,
    Fine,
    Taxes,
    BrokerAgency,
    BrokerCommission,
    StipulateProLabor,
    Claim,
    BalanceAdjustment,
};
enum class InstallmentPeriod : int { Unknown = 0, Daily, Monthly, Yearly };

// Readable, translated names (English source strings; context = the enum's name).
QString displayName(ProductType value);
QString displayName(QuoteStatus value);
QString displayName(SaleStatus value);
QString displayName(PolicyStatus value);
QString displayName(AffinityStatus value);
QString displayName(AttachmentType value);
QString displayName(CancelReason value);
QString displayName(PaymentMethod value);
QString displayName(ReversalMethod value);
QString displayName(CashFlowCategory value);
QString displayName(InstallmentPeriod value);

// The wire spelling of a string-coded value ("CreditCard", "monthly"); empty for Unknown.
QString wireName(PaymentMethod value);
QString wireName(ReversalMethod value);
QString wireName(CashFlowCategory value);
QString wireName(InstallmentPeriod value);

// The value a wire name stands for; nothing for a name this version does not know.
template <typename E> std::optional<E> fromWireName(QStringView name);
template <> std::optional<PaymentMethod> fromWireName<PaymentMethod>(QStringView name);
template <> std::optional<ReversalMethod> fromWireName<ReversalMethod>(QStringView name);
template <> std::optional<CashFlowCategory> fromWireName<CashFlowCategory>(QStringView name);
template <> std::optional<InstallmentPeriod> fromWireName<InstallmentPeriod>(QStringView name);

// Every known value, in the spec's order (for combo boxes and filters).
template <typename E> QList<E> knownValues();
template <> QList<ProductType> knownValues<ProductType>();
template <> QList<QuoteStatus> knownValues<QuoteStatus>();
template <> QList<SaleStatus> knownValues<SaleStatus>();
template <> QList<PolicyStatus> knownValues<PolicyStatus>();
template <> QList<AffinityStatus> knownValues<AffinityStatus>();
template <> QList<AttachmentType> knownValues<AttachmentType>();
template <> QList<CancelReason> knownValues<CancelReason>();
template <> QList<PaymentMethod> knownValues<PaymentMethod>();
template <> QList<ReversalMethod> knownValues<ReversalMethod>();
template <> QList<CashFlowCategory> knownValues<CashFlowCategory>();
template <> QList<InstallmentPeriod> knownValues<InstallmentPeriod>();

} // namespace brokerdesk::domain
