#pragma once

#include "sqlite/sqlitefile.h"

#include <QDateTime>
#include <QJsonObject>
#include <QSet>

#include <optional>

namespace brokerdesk::cache {

// A sale made from this desk, with the last status and timeline we saw.
struct SaleRecord
{
    QString saleId;
    QString quoteId;
    QString productName;
    QString holderName;
    int installmentQuantity = 0;
    qint64 totalAmount = 0;  // cents
    QJsonObject installment; // the option sold, as the quote offered it (empty in older logs)
    QString paymentMethod;   // wire name
    int status = 0;          // SaleStatus code
    QString policyId;
    QString documentUrl;
    QJsonObject timeline; // as the service sent it
    QDateTime created;
    QDateTime updated;
    // The cover sold, when the office's list says it (not kept in the log: the desk's own
    // sales find it in their saved quote).
    QDate coverStart;
    QDate coverEnd;
};

// The desk's own list of the sales it made, in a small SQLite file of its own beside the offline
// store: what the Sales page lists when the service has no GET /v1/sales (it answers 404).
class SalesLog
{
    Q_DECLARE_TR_FUNCTIONS(SalesLog)
public:
    SalesLog();

    OpenReport open(const QString &path);
    bool isOpen() const { return m_file.isOpen(); }
    static QString defaultPath(); // <AppDataLocation>/sales.db

    bool record(const SaleRecord &sale);
    bool updateStatus(const QString &saleId, int status, const QString &policyId,
                      const QString &documentUrl, const QJsonObject &timeline);
    QList<SaleRecord> sales(int limit = 500) const; // newest first
    std::optional<SaleRecord> sale(const QString &saleId) const;
    // The sale that took this quote (the newest that did not fail: a failed payment frees the
    // quote for another); nothing when the quote is still for sale.
    std::optional<SaleRecord> saleOfQuote(const QString &quoteId) const;
    QSet<QString> soldQuotes() const; // the quotes saleOfQuote() finds a sale of

private:
    SqliteFile m_file;
};

} // namespace brokerdesk::cache
