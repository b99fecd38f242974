#include "recorddetails.h"

#include "common/formatting.h"

#include "domain/bankaccount.h"
#include "domain/cashflow.h"
#include "domain/cashflowtext.h"
#include "domain/enums.h"
#include "domain/money.h"

namespace brokerdesk::ui::cashflow {

namespace {

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

QString documentText(const QString &digits)
{
    return digits.size() == 11 ? format::cpf(digits) : format::cnpj(digits);
}

class Html
{
public:
    void section(const QString &title)
    {
        close();
        m_out += QStringLiteral("<h4 style='margin-top:10px;margin-bottom:2px'>%1</h4>"
                                "<table width='100%' cellspacing='0' cellpadding='2'>")
                     .arg(escaped(title));
        m_open = true;
    }
    void row(const QString &label, const QString &value)
    {
        if (value.isEmpty())
            return;
        m_out += QStringLiteral("<tr><td style='color:palette(placeholder-text)'>%1</td>"
                                "<td>%2</td></tr>")
                     .arg(escaped(label), escaped(value));
    }
    // Money in its own right-aligned cell, which never wraps.
    void money(const QString &label, qint64 cents, const QString &note = {})
    {
        m_out += QStringLiteral("<tr><td>%1</td><td align='right' style='white-space:pre'>%2</td>"
                                "</tr>")
                     .arg(escaped(note.isEmpty()
                                      ? label
                                      : label + QStringLiteral(" (") + note + QStringLiteral(")")),
                          escaped(domain::Money::fromCents(cents).format()));
    }
    QString done()
    {
        close();
        return m_out;
    }

private:
    void close()
    {
        if (m_open)
            m_out += QStringLiteral("</table>");
        m_open = false;
    }
    QString m_out;
    bool m_open = false;
};

} // namespace

RecordDetails::RecordDetails(QWidget *parent) : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("recordDetails"));
    setAccessibleName(tr("Record details"));
    setOpenLinks(false);
    setRecord({});
}

void RecordDetails::setRecord(const QJsonObject &json)
{
    m_record = json;
    if (json.isEmpty()) {
        setPlainText(tr("Select a record to see all its details."));
        return;
    }
    const domain::Decoded<domain::CashFlowRecord> decoded =
        domain::fromJson<domain::CashFlowRecord>(json);
    if (!decoded.ok()) {
        setPlainText(tr("This record could not be read."));
        return;
    }
    const domain::CashFlowRecord &r = decoded.value();
    Html h;
    h.section(domain::displayName(r.category));
    h.row(tr("Description"), domain::CashFlowText::description(json));
    h.row(tr("Status"), !r.deletedAt.isNull() ? tr("Deleted")
                        : r.isPaid            ? tr("Paid")
                                              : tr("Not paid"));

    h.section(tr("Amount"));
    h.money(tr("Net amount"), r.amount.cents());
    for (const domain::Deduction &d : r.deductions)
        h.money(d.description.isEmpty() ? tr("Deduction") : d.description, d.amount.cents(),
                d.factor ? format::percent(*d.factor) : QString());
    h.money(tr("Total of the deductions"), r.amountDeductions.cents());

    if (r.isParceled || r.isRecurrence) {
        h.section(r.isParceled ? tr("Installments") : tr("Recurrence"));
        h.row(r.isParceled ? tr("Installment") : tr("Sequence"),
              domain::CashFlowText::sequence(json));
        if (r.isParceled && r.installmentPeriod != domain::InstallmentPeriod::Unknown)
            h.row(tr("Period"), domain::displayName(r.installmentPeriod));
    }

    if (!r.payerName.isEmpty() || !r.payerDocument.isEmpty() || !r.drawerName.isEmpty() ||
        !r.drawerDocument.isEmpty() || r.paymentMethod != domain::PaymentMethod::Unknown) {
        h.section(tr("Payment"));
        if (r.paymentMethod != domain::PaymentMethod::Unknown)
            h.row(tr("Payment method"), domain::displayName(r.paymentMethod));
        h.row(tr("Payer"), r.payerName);
        h.row(tr("Payer's document"), documentText(r.payerDocument));
        h.row(tr("Drawer"), r.drawerName);
        h.row(tr("Drawer's document"), documentText(r.drawerDocument));
        if (!r.drawerBankAccount.isEmpty()) {
            const auto bank = domain::fromJson<domain::BankAccount>(r.drawerBankAccount);
            if (bank.ok())
                h.row(tr("Drawer's bank account"),
                      tr("bank %1, agency %2, account %3-%4")
                          .arg(bank.value().bankCode, bank.value().agency, bank.value().account,
                               bank.value().accountDigit));
        }
    }

    if (!r.policyId.isEmpty() || !r.claimId.isEmpty() || !r.brokerCommissionId.isEmpty()) {
        // Named by whom they concern, never by id: "Show policy" opens the policy, which
        // copies its reference.
        h.section(tr("Linked to"));
        const QString linked = tr("linked to this record");
        if (!r.policyId.isEmpty()) {
            const QString holder = !r.payerName.isEmpty() ? r.payerName : r.drawerName;
            h.row(tr("Policy"), holder.isEmpty() ? linked : tr("of %1").arg(holder));
        }
        if (!r.claimId.isEmpty())
            h.row(tr("Claim"), linked);
        if (!r.brokerCommissionId.isEmpty())
            h.row(tr("Commission"), linked);
    }

    h.section(tr("Dates"));
    h.row(tr("Created"), format::dateTime(r.date));
    h.row(tr("Forecast"), format::date(r.dateCashInOutForecast));
    if (r.dateCashInOut.isValid())
        h.row(r.amount.cents() < 0 ? tr("Cash out") : tr("Cash in"),
              format::dateTime(r.dateCashInOut));
    if (r.deletedAt.isValid())
        h.row(tr("Deleted"), format::dateTime(r.deletedAt));
    setHtml(h.done());
}

} // namespace brokerdesk::ui::cashflow
