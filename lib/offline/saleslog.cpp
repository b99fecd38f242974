#include "saleslog.h"

#include "domain/enums.h"
#include "domain/isodate.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QStandardPaths>

namespace brokerdesk::cache {

namespace {

constexpr quint32 salesLogApplicationId = 0x42445331; // "BDS1"

QList<Migration> migrations()
{
    return {
        {{QStringLiteral("CREATE TABLE sales (sale_id TEXT PRIMARY KEY, quote_id TEXT NOT NULL, "
                         "product_name TEXT, holder_name TEXT, installment_quantity INTEGER, "
                         "total_amount INTEGER, payment_method TEXT, status INTEGER NOT NULL, "
                         "policy_id TEXT, document_url TEXT, timeline TEXT, created TEXT NOT NULL, "
                         "updated TEXT NOT NULL)"),
          QStringLiteral("CREATE INDEX sales_created ON sales (created DESC)")}},
        // Version 2: the option sold, so the list says how it is paid ("12× de R$ 75,72").
        {{QStringLiteral("ALTER TABLE sales ADD COLUMN installment TEXT")}},
        // Version 3: what became of a saved quote: its sale, looked up by quote.
        {{QStringLiteral("CREATE INDEX sales_quote ON sales (quote_id, created DESC)")}}};
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

SaleRecord fromRow(const QSqlQuery &q)
{
    SaleRecord r;
    r.saleId = q.value(0).toString();
    r.quoteId = q.value(1).toString();
    r.productName = q.value(2).toString();
    r.holderName = q.value(3).toString();
    r.installmentQuantity = q.value(4).toInt();
    r.totalAmount = q.value(5).toLongLong();
    r.paymentMethod = q.value(6).toString();
    r.status = q.value(7).toInt();
    r.policyId = q.value(8).toString();
    r.documentUrl = q.value(9).toString();
    r.timeline = QJsonDocument::fromJson(q.value(10).toString().toUtf8()).object();
    r.created = domain::parseTimestamp(q.value(11).toString());
    r.updated = domain::parseTimestamp(q.value(12).toString());
    r.installment = QJsonDocument::fromJson(q.value(13).toString().toUtf8()).object();
    return r;
}

const QString columns = QStringLiteral(
    "sale_id, quote_id, product_name, holder_name, installment_quantity, total_amount, "
    "payment_method, status, policy_id, document_url, timeline, created, updated, installment");

} // namespace

SalesLog::SalesLog() : m_file(salesLogApplicationId, migrations(), tr("sales log")) {}

OpenReport SalesLog::open(const QString &path)
{
    if (path != QLatin1String(":memory:"))
        QDir().mkpath(QFileInfo(path).absolutePath());
    return m_file.open(path);
}

QString SalesLog::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/sales.db");
}

bool SalesLog::record(const SaleRecord &s)
{
    QSqlQuery q(m_file.db());
    q.prepare(
        QStringLiteral("INSERT OR REPLACE INTO sales (%1) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
            .arg(columns));
    const QString created = (s.created.isValid() ? s.created : QDateTime::currentDateTimeUtc())
                                .toUTC()
                                .toString(Qt::ISODateWithMs);
    for (const QVariant &v : QVariantList{
             s.saleId, s.quoteId, s.productName, s.holderName, s.installmentQuantity, s.totalAmount,
             s.paymentMethod, s.status, s.policyId, s.documentUrl,
             QString::fromUtf8(QJsonDocument(s.timeline).toJson(QJsonDocument::Compact)), created,
             now(), QString::fromUtf8(QJsonDocument(s.installment).toJson(QJsonDocument::Compact))})
        q.addBindValue(v);
    return q.exec();
}

bool SalesLog::updateStatus(const QString &saleId, int status, const QString &policyId,
                            const QString &documentUrl, const QJsonObject &timeline)
{
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("UPDATE sales SET status = ?, policy_id = ?, document_url = ?, "
                             "timeline = ?, updated = ? WHERE sale_id = ?"));
    for (const QVariant &v :
         QVariantList{status, policyId, documentUrl,
                      QString::fromUtf8(QJsonDocument(timeline).toJson(QJsonDocument::Compact)),
                      now(), saleId})
        q.addBindValue(v);
    return q.exec() && q.numRowsAffected() == 1;
}

QList<SaleRecord> SalesLog::sales(int limit) const
{
    QList<SaleRecord> out;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT %1 FROM sales ORDER BY created DESC LIMIT ?").arg(columns));
    q.addBindValue(limit);
    if (q.exec())
        while (q.next())
            out << fromRow(q);
    return out;
}

std::optional<SaleRecord> SalesLog::sale(const QString &saleId) const
{
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT %1 FROM sales WHERE sale_id = ?").arg(columns));
    q.addBindValue(saleId);
    if (q.exec() && q.next())
        return fromRow(q);
    return std::nullopt;
}

QSet<QString> SalesLog::soldQuotes() const
{
    QSet<QString> out;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT DISTINCT quote_id FROM sales WHERE status <> ?"));
    q.addBindValue(int(domain::SaleStatus::Failed));
    if (q.exec())
        while (q.next())
            out.insert(q.value(0).toString());
    return out;
}

std::optional<SaleRecord> SalesLog::saleOfQuote(const QString &quoteId) const
{
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT %1 FROM sales WHERE quote_id = ? AND status <> ? "
                             "ORDER BY created DESC LIMIT 1")
                  .arg(columns));
    q.addBindValue(quoteId);
    q.addBindValue(int(domain::SaleStatus::Failed));
    if (q.exec() && q.next())
        return fromRow(q);
    return std::nullopt;
}

} // namespace brokerdesk::cache
