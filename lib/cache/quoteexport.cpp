// Exports of one saved quote: the JSON as kept, and a spreadsheet of its installment options.
#include "csvwriter.h"
#include "offlinestore.h"

#include <QBuffer>
#include <QJsonDocument>

namespace brokerdesk::cache {

QByteArray OfflineStore::exportQuoteJson(const QString &quoteId) const
{
    const auto saved = quote(quoteId);
    if (!saved)
        return {};
    const QJsonObject out{
        {QStringLiteral("quote"), saved->answer},
        {QStringLiteral("request"), saved->request},
        {QStringLiteral("broker_product"), saved->brokerProduct},
        {QStringLiteral("fetched_at"), saved->summary.fetchedAt.toString(Qt::ISODate)},
    };
    return QJsonDocument(out).toJson(QJsonDocument::Indented);
}

QByteArray OfflineStore::exportQuoteCsv(const QString &quoteId, const QLocale &locale) const
{
    const auto saved = quote(quoteId);
    if (!saved)
        return {};
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    CsvWriter csv(&buffer, CsvFormat::forLocale(locale));
    csv.text(tr("Quote"))
        .text(tr("Product"))
        .text(tr("Holder"))
        .text(tr("Item"))
        .text(tr("Installment option"))
        .text(tr("Installments"))
        .text(tr("Installment amount"))
        .text(tr("Total"))
        .text(tr("Taxes"))
        .text(tr("Payment methods"))
        .text(tr("Valid until (UTC)"))
        .text(tr("Fetched at (UTC)"));
    csv.endRow();
    const QString validUntil =
        saved->summary.validUntil.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    const QString fetchedAt =
        saved->summary.fetchedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    for (const SavedInstallment &in : saved->installments) {
        csv.text(saved->summary.quoteId)
            .text(saved->summary.productName)
            .text(saved->summary.holderName)
            .number(in.itemIndex + 1)
            .text(in.id)
            .number(in.quantity)
            .money(in.amount)
            .money(in.totalAmount)
            .money(in.taxesAmount)
            .text(in.paymentMethods.join(QStringLiteral(" ")))
            .text(validUntil)
            .text(fetchedAt);
        csv.endRow();
    }
    return bytes;
}

} // namespace brokerdesk::cache
