#include "offlinestore.h"

#include "cache/csvwriter.h"
#include "offlineschema.h"

#include "domain/installmentplan.h"
#include "domain/isodate.h"
#include "domain/quoting.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace brokerdesk::cache {

namespace {

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject parse(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

QString stamp(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime unstamp(const QVariant &text)
{
    return domain::parseTimestamp(text.toString());
}

// LIKE pattern for one word, with LIKE's own wildcards taken literally.
QString likePattern(const QString &word)
{
    QString w = word;
    w.replace(u'\\', QStringLiteral("\\\\"))
        .replace(u'%', QStringLiteral("\\%"))
        .replace(u'_', QStringLiteral("\\_"));
    return u'%' + w + u'%';
}

const QString summaryColumns = QStringLiteral(
    "q.quote_id, q.broker_product_id, q.product_name, q.holder_name, q.status, q.valid_until, "
    "q.fetched_at, (SELECT MIN(total_amount) FROM quote_installments i WHERE i.quote_id = "
    "q.quote_id)");

SavedQuoteSummary readSummary(const QSqlQuery &q)
{
    SavedQuoteSummary s;
    s.quoteId = q.value(0).toString();
    s.brokerProductId = q.value(1).toString();
    s.productName = q.value(2).toString();
    s.holderName = q.value(3).toString();
    s.status = q.value(4).toInt();
    s.validUntil = domain::parseTimestamp(q.value(5).toString());
    s.fetchedAt = unstamp(q.value(6));
    s.lowestTotal = q.value(7).toLongLong();
    return s;
}

} // namespace

QString foldForSearch(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed)
        if (c.category() != QChar::Mark_NonSpacing)
            out += c.toLower();
    return out;
}

OfflineStore::OfflineStore()
    : m_file(offline::applicationId, offline::migrations(), tr("offline store"))
{
}

int OfflineStore::schemaVersion()
{
    return int(offline::migrations().size());
}

OpenReport OfflineStore::open(const QString &path)
{
    OpenReport report = m_file.open(path);
    m_error = report.ok() ? QString() : report.message;
    return report;
}

bool OfflineStore::saveQuote(const QJsonObject &brokerProduct, const QJsonObject &request,
                             const QJsonObject &answer, const QDateTime &fetchedAt)
{
    const offline::QuoteFacts facts = offline::quoteFacts(brokerProduct, request, answer);
    if (!isOpen() || facts.quoteId.isEmpty()) {
        m_error = isOpen() ? tr("The quote has no id.") : tr("The offline store is not open.");
        return false;
    }
    QSqlDatabase db = m_file.db();
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO quotes (quote_id, broker_product_id, broker_product, request, answer, status, "
        "fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (quote_id) DO UPDATE SET "
        "broker_product_id = excluded.broker_product_id, broker_product = excluded.broker_product, "
        "request = excluded.request, answer = excluded.answer, status = excluded.status, "
        "fetched_at = excluded.fetched_at"));
    q.addBindValue(facts.quoteId);
    q.addBindValue(brokerProduct.value(QLatin1String("id")).toString());
    q.addBindValue(compact(brokerProduct));
    q.addBindValue(compact(request));
    q.addBindValue(compact(answer));
    q.addBindValue(answer.value(QLatin1String("status")).toInt());
    q.addBindValue(stamp(fetchedAt));
    bool ok = q.exec();
    if (!ok)
        m_error = q.lastError().text();
    if (ok)
        ok = offline::writeQuoteFacts(db, facts, &m_error);
    if (ok && db.commit())
        return true;
    db.rollback();
    return false;
}

QList<SavedQuoteSummary> OfflineStore::quotes(const QString &search, int limit, int offset) const
{
    QList<SavedQuoteSummary> out;
    if (!isOpen())
        return out;
    const QStringList words = foldForSearch(search).split(u' ', Qt::SkipEmptyParts);
    QString sql = QStringLiteral("SELECT %1 FROM quotes q").arg(summaryColumns);
    for (qsizetype i = 0; i < words.size(); ++i)
        sql += (i == 0 ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) +
               QStringLiteral("q.search_text LIKE ? ESCAPE '\\'");
    sql += QStringLiteral(" ORDER BY q.fetched_at DESC, q.quote_id LIMIT ? OFFSET ?");
    QSqlQuery q(m_file.db());
    q.prepare(sql);
    for (const QString &w : words)
        q.addBindValue(likePattern(w));
    q.addBindValue(limit);
    q.addBindValue(offset);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next())
        out.append(readSummary(q));
    return out;
}

std::optional<SavedQuote> OfflineStore::quote(const QString &quoteId) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT %1, q.broker_product, q.request, q.answer FROM quotes q "
                             "WHERE q.quote_id = ?")
                  .arg(summaryColumns));
    q.addBindValue(quoteId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    SavedQuote s;
    s.summary = readSummary(q);
    s.brokerProduct = parse(q.value(8));
    s.request = parse(q.value(9));
    s.answer = parse(q.value(10));

    q.prepare(QStringLiteral("SELECT doc FROM quote_items WHERE quote_id = ? ORDER BY item_index"));
    q.addBindValue(quoteId);
    q.exec();
    while (q.next())
        s.items.append(parse(q.value(0)));

    q.prepare(QStringLiteral("SELECT item_index, installment_id, quantity, amount, total_amount, "
                             "taxes_amount, payment_methods, doc FROM quote_installments "
                             "WHERE quote_id = ? ORDER BY item_index, position"));
    q.addBindValue(quoteId);
    q.exec();
    while (q.next()) {
        SavedInstallment in;
        in.itemIndex = q.value(0).toInt();
        in.id = q.value(1).toString();
        in.quantity = q.value(2).toInt();
        in.amount = q.value(3).toLongLong();
        in.totalAmount = q.value(4).toLongLong();
        in.taxesAmount = q.value(5).toLongLong();
        in.paymentMethods = q.value(6).toString().split(u',', Qt::SkipEmptyParts);
        in.doc = parse(q.value(7));
        s.installments.append(in);
    }
    return s;
}

bool OfflineStore::removeQuote(const QString &quoteId)
{
    if (!isOpen())
        return false;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("DELETE FROM quotes WHERE quote_id = ?"));
    q.addBindValue(quoteId);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    return q.numRowsAffected() > 0;
}

bool OfflineStore::saveCatalog(const QJsonObject &store, const QList<QJsonObject> &vendors,
                               const QDateTime &fetchedAt)
{
    const QString channel = store.value(QLatin1String("broker_channel_id")).toString();
    if (!isOpen() || channel.isEmpty()) {
        m_error = isOpen() ? tr("The store has no broker_channel_id.")
                           : tr("The offline store is not open.");
        return false;
    }
    QSqlDatabase db = m_file.db();
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO catalog_stores VALUES (?, ?, ?)"));
    q.addBindValue(channel);
    q.addBindValue(compact(store));
    q.addBindValue(stamp(fetchedAt));
    bool ok = q.exec();
    for (const QJsonObject &v : vendors) {
        if (!ok)
            break;
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO catalog_vendors VALUES (?, ?, ?)"));
        q.addBindValue(v.value(QLatin1String("product_id")).toString());
        q.addBindValue(compact(v));
        q.addBindValue(stamp(fetchedAt));
        ok = q.exec();
    }
    if (!ok)
        m_error = q.lastError().text();
    if (ok && db.commit())
        return true;
    db.rollback();
    return false;
}

std::optional<CachedDocument> OfflineStore::store(const QString &brokerChannelId) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT doc, fetched_at FROM catalog_stores WHERE channel_id = ?"));
    q.addBindValue(brokerChannelId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return CachedDocument{parse(q.value(0)), unstamp(q.value(1))};
}

QList<CachedDocument> OfflineStore::stores() const
{
    QList<CachedDocument> out;
    if (!isOpen())
        return out;
    QSqlQuery q(m_file.db());
    q.exec(QStringLiteral("SELECT doc, fetched_at FROM catalog_stores ORDER BY channel_id"));
    while (q.next())
        out.append({parse(q.value(0)), unstamp(q.value(1))});
    return out;
}

std::optional<CachedDocument> OfflineStore::vendor(const QString &productId) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT doc, fetched_at FROM catalog_vendors WHERE product_id = ?"));
    q.addBindValue(productId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return CachedDocument{parse(q.value(0)), unstamp(q.value(1))};
}

// Exports of one saved quote: the JSON as kept, and a spreadsheet of its installment options.
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
    // A price sheet for people: named by product, holder and cover, each option in words; no
    // id (the JSON export keeps the whole quote).
    csv.text(tr("Product"))
        .text(tr("Holder"))
        .text(tr("Cover"))
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
    const domain::SavedQuoteBody body = domain::readSavedQuoteBody(saved->request);
    const QString days = csvDateFormat(locale);
    const QString cover = body.lifetimeStart.isValid() || body.lifetimeEnd.isValid()
                              ? tr("%1 to %2")
                                    .arg(locale.toString(body.lifetimeStart, days),
                                         locale.toString(body.lifetimeEnd, days))
                              : QString();
    for (const SavedInstallment &in : saved->installments) {
        csv.text(saved->summary.productName)
            .text(saved->summary.holderName)
            .text(cover)
            .number(in.itemIndex + 1)
            .text(domain::InstallmentText::describe(domain::planOf(installmentOf(in)), locale))
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

domain::Installment installmentOf(const SavedInstallment &saved)
{
    if (const auto decoded = domain::fromJson<domain::Installment>(saved.doc))
        return decoded.value();
    domain::Installment in;
    in.id = saved.id;
    in.amount = domain::Money::fromCents(saved.amount);
    in.totalAmount = domain::Money::fromCents(saved.totalAmount);
    in.installmentQuantity = saved.quantity;
    in.taxes.totalAmount = domain::Money::fromCents(saved.taxesAmount);
    return in;
}

} // namespace brokerdesk::cache
