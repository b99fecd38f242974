#pragma once

#include "sqlite/sqlitefile.h"

#include "domain/quoting.h"

#include <QDateTime>
#include <QJsonObject>
#include <QLocale>

#include <optional>

namespace brokerdesk::cache {

struct SavedInstallment
{
    int itemIndex = 0;
    QString id;
    int quantity = 0;
    qint64 amount = 0;      // cents, one installment
    qint64 totalAmount = 0; // cents, all of them
    qint64 taxesAmount = 0; // cents
    QStringList paymentMethods;
    QJsonObject doc; // as the service sent it
};

// The option as the service sent it, or (a document that does not decode) from the columns.
domain::Installment installmentOf(const SavedInstallment &saved);

// A row of the offline quote list.
struct SavedQuoteSummary
{
    QString quoteId;
    QString brokerProductId;
    QString productName;
    QString holderName;
    int status = 0;
    qint64 lowestTotal = 0; // cents: the cheapest way to pay, over all installment options
    QDateTime validUntil;
    QDateTime fetchedAt;
};

struct SavedQuote
{
    SavedQuoteSummary summary;
    QJsonObject brokerProduct; // the store's broker product the quote was made for
    QJsonObject request;       // the POST /v1/quotes body
    QJsonObject answer;        // the quote the service answered
    QList<QJsonObject> items;  // request.items, one per quoted item
    QList<SavedInstallment> installments;
};

// A catalog document (merchant store or vendor) and when it was fetched.
struct CachedDocument
{
    QJsonObject doc;
    QDateTime fetchedAt;
};

// The desk's offline memory: every quote made, with its request and installments, and the
// catalog, so both can be browsed, searched and exported with no network.
class OfflineStore
{
    Q_DECLARE_TR_FUNCTIONS(OfflineStore)
public:
    OfflineStore();

    OpenReport open(const QString &path);
    void close() { m_file.close(); }
    bool isOpen() const { return m_file.isOpen(); }
    QString lastError() const { return m_error; }
    static int schemaVersion();

    bool saveQuote(const QJsonObject &brokerProduct, const QJsonObject &request,
                   const QJsonObject &answer,
                   const QDateTime &fetchedAt = QDateTime::currentDateTimeUtc());
    // Newest first. `search` matches every word (accents and case ignored) against the
    // quote id, product, holder name and document, and item plates, brands and models.
    QList<SavedQuoteSummary> quotes(const QString &search = {}, int limit = 200,
                                    int offset = 0) const;
    std::optional<SavedQuote> quote(const QString &quoteId) const;
    bool removeQuote(const QString &quoteId);

    // {"quote", "request", "broker_product", "fetched_at"}, indented.
    QByteArray exportQuoteJson(const QString &quoteId) const;
    // One row per installment option, in the locale's spreadsheet conventions.
    QByteArray exportQuoteCsv(const QString &quoteId, const QLocale &locale = QLocale()) const;

    // A merchant store and the vendor settings of its products, fetched together.
    bool saveCatalog(const QJsonObject &store, const QList<QJsonObject> &vendors,
                     const QDateTime &fetchedAt = QDateTime::currentDateTimeUtc());
    std::optional<CachedDocument> store(const QString &brokerChannelId) const;
    QList<CachedDocument> stores() const;
    std::optional<CachedDocument> vendor(const QString &productId) const;

private:
    SqliteFile m_file;
    mutable QString m_error;
};

// Lower case, accents removed: "São Paulo" → "sao paulo". How search text is stored and matched.
QString foldForSearch(const QString &text);

} // namespace brokerdesk::cache
