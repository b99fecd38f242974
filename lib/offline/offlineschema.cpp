#include "offlineschema.h"

#include "domain/holder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace brokerdesk::cache::offline {

namespace {

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// Version 2 derived searchable columns and per-installment rows from the stored JSON.
bool backfillVersion2(QSqlDatabase &db, QString *error)
{
    QSqlQuery all(db);
    if (!all.exec(QStringLiteral("SELECT broker_product, request, answer FROM quotes"))) {
        *error = all.lastError().text();
        return false;
    }
    QList<QuoteFacts> facts;
    while (all.next())
        facts.append(
            quoteFacts(QJsonDocument::fromJson(all.value(0).toString().toUtf8()).object(),
                       QJsonDocument::fromJson(all.value(1).toString().toUtf8()).object(),
                       QJsonDocument::fromJson(all.value(2).toString().toUtf8()).object()));
    all.finish();
    for (const QuoteFacts &f : std::as_const(facts))
        if (!writeQuoteFacts(db, f, error))
            return false;
    return true;
}

} // namespace

QList<Migration> migrations()
{
    return {
        // 1: quotes kept whole as JSON; the catalog by channel and by product.
        {{QStringLiteral("CREATE TABLE quotes (quote_id TEXT PRIMARY KEY, "
                         "broker_product_id TEXT NOT NULL, broker_product TEXT NOT NULL, "
                         "request TEXT NOT NULL, answer TEXT NOT NULL, status INTEGER NOT NULL, "
                         "fetched_at TEXT NOT NULL)"),
          QStringLiteral("CREATE TABLE catalog_stores (channel_id TEXT PRIMARY KEY, "
                         "doc TEXT NOT NULL, fetched_at TEXT NOT NULL)"),
          QStringLiteral("CREATE TABLE catalog_vendors (product_id TEXT PRIMARY KEY, "
                         "doc TEXT NOT NULL, fetched_at TEXT NOT NULL)")}},
        // 2: search and the quote list without parsing JSON: names, search text, items and
        //    installments as rows.
        {{QStringLiteral("ALTER TABLE quotes ADD COLUMN product_name TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("ALTER TABLE quotes ADD COLUMN holder_name TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("ALTER TABLE quotes ADD COLUMN valid_until TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("ALTER TABLE quotes ADD COLUMN search_text TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("CREATE INDEX quotes_fetched ON quotes (fetched_at)"),
          QStringLiteral("CREATE TABLE quote_items (quote_id TEXT NOT NULL "
                         "REFERENCES quotes (quote_id) ON DELETE CASCADE, "
                         "item_index INTEGER NOT NULL, doc TEXT NOT NULL, "
                         "PRIMARY KEY (quote_id, item_index))"),
          QStringLiteral("CREATE TABLE quote_installments (quote_id TEXT NOT NULL "
                         "REFERENCES quotes (quote_id) ON DELETE CASCADE, "
                         "item_index INTEGER NOT NULL, position INTEGER NOT NULL, "
                         "installment_id TEXT NOT NULL, quantity INTEGER NOT NULL, "
                         "amount INTEGER NOT NULL, total_amount INTEGER NOT NULL, "
                         "taxes_amount INTEGER NOT NULL, payment_methods TEXT NOT NULL, "
                         "doc TEXT NOT NULL, PRIMARY KEY (quote_id, item_index, position))")},
         backfillVersion2},
    };
}

QuoteFacts quoteFacts(const QJsonObject &brokerProduct, const QJsonObject &request,
                      const QJsonObject &answer)
{
    QuoteFacts f;
    f.quoteId = answer.value(QLatin1String("id")).toString();
    f.productName = brokerProduct.value(QLatin1String("name")).toString();
    const QJsonObject holder = request.value(QLatin1String("policy_holder")).toObject();
    f.holderName = domain::holderName(holder);
    // A quote the insurer has not priced yet (Started, Pending, Failed) has no validity: an
    // empty text, never NULL, for the NOT NULL column.
    f.validUntil = answer.value(QLatin1String("valid_until")).toString(QStringLiteral(""));

    QStringList words{f.quoteId,
                      f.productName,
                      f.holderName,
                      brokerProduct.value(QLatin1String("product"))
                          .toObject()
                          .value(QLatin1String("name"))
                          .toString(),
                      domain::holderCpf(holder),
                      domain::holderCnpj(holder)};
    for (const QJsonValue item : request.value(QLatin1String("items")).toArray()) {
        const QJsonObject o = item.toObject();
        f.items.append(o);
        for (const char *key : {"plate", "brand_name", "model_name", "imei", "destination"})
            words << o.value(QLatin1String(key)).toString();
    }
    words.removeAll(QString());
    f.searchText = foldForSearch(words.join(u' '));

    const QJsonArray answerItems = answer.value(QLatin1String("items")).toArray();
    for (qsizetype i = 0; i < answerItems.size(); ++i) {
        for (const QJsonValue v :
             answerItems.at(i).toObject().value(QLatin1String("installments")).toArray()) {
            const QJsonObject o = v.toObject();
            SavedInstallment in;
            in.itemIndex = int(i);
            in.id = o.value(QLatin1String("id")).toString();
            in.quantity = o.value(QLatin1String("installment_quantity")).toInt();
            in.amount = o.value(QLatin1String("amount")).toInteger();
            in.totalAmount = o.value(QLatin1String("total_amount")).toInteger();
            in.taxesAmount = o.value(QLatin1String("taxes"))
                                 .toObject()
                                 .value(QLatin1String("total_amount"))
                                 .toInteger();
            for (const QJsonValue m : o.value(QLatin1String("payment_methods")).toArray())
                in.paymentMethods << m.toString();
            in.doc = o;
            f.installments.append(in);
        }
    }
    return f;
}

bool writeQuoteFacts(QSqlDatabase &db, const QuoteFacts &f, QString *error)
{
    QSqlQuery q(db);
    const auto run = [&](const QString &sql, const QVariantList &values) {
        q.prepare(sql);
        for (const QVariant &v : values)
            q.addBindValue(v);
        if (q.exec())
            return true;
        *error = q.lastError().text();
        return false;
    };
    if (!run(QStringLiteral("UPDATE quotes SET product_name = ?, holder_name = ?, valid_until = ?, "
                            "search_text = ? WHERE quote_id = ?"),
             {f.productName, f.holderName, f.validUntil, f.searchText, f.quoteId}) ||
        !run(QStringLiteral("DELETE FROM quote_items WHERE quote_id = ?"), {f.quoteId}) ||
        !run(QStringLiteral("DELETE FROM quote_installments WHERE quote_id = ?"), {f.quoteId}))
        return false;
    for (qsizetype i = 0; i < f.items.size(); ++i)
        if (!run(QStringLiteral("INSERT INTO quote_items VALUES (?, ?, ?)"),
                 {f.quoteId, int(i), compact(f.items.at(i))}))
            return false;
    for (qsizetype i = 0; i < f.installments.size(); ++i) {
        const SavedInstallment &in = f.installments.at(i);
        if (!run(QStringLiteral(
                     "INSERT INTO quote_installments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                 {f.quoteId, in.itemIndex, int(i), in.id, in.quantity, in.amount, in.totalAmount,
                  in.taxesAmount, in.paymentMethods.join(u','), compact(in.doc)}))
            return false;
    }
    return true;
}

} // namespace brokerdesk::cache::offline
