#include "cashflowtext.h"

#include "cashflow.h"

#include <QRegularExpression>

namespace brokerdesk::domain {

QString CashFlowText::description(const QJsonObject &record)
{
    // " — apólice 1a2b3c4d", " sinistro 1a2b3c4d-…": a word naming what the id is, then the id
    // (whole or its first 8 hex digits); and any bare UUID.
    static const QRegularExpression named(
        QStringLiteral("\\s*(?:—|-)?\\s*\\b(?:apólice|apolice|sinistro|policy|claim)\\s+"
                       "[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){0,3}(?:-[0-9a-fA-F]{12})?\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression uuid(QStringLiteral(
        "\\s*\\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\b"));
    static const QRegularExpression trailing(QStringLiteral("[\\s—–-]+$"));
    QString text = record.value(QLatin1String(cashflowkey::description)).toString();
    text.remove(named).remove(uuid).remove(trailing);
    return text.trimmed();
}

QString CashFlowText::sequence(const QJsonObject &record)
{
    const auto field = [&record](const char *name) { return record.value(QLatin1String(name)); };
    if (field(cashflowkey::isParceled).toBool())
        return tr("%1 of %2")
            .arg(field(cashflowkey::installmentNumber).toInt())
            .arg(field(cashflowkey::installmentTotal).toInt());
    if (field(cashflowkey::isRecurrence).toBool())
        return tr("recurrence %1").arg(field(cashflowkey::recurrenceSequenceNumber).toInt());
    return {};
}

QString CashFlowText::sequenceOf(const CashFlowRecord &record)
{
    if (record.isParceled)
        return tr("%1 of %2").arg(record.installmentNumber).arg(record.installmentTotal);
    if (record.isRecurrence)
        return tr("recurrence %1").arg(record.recurrenceSequenceNumber);
    return {};
}

} // namespace brokerdesk::domain
