#include "policyindex.h"

#include "offline/offlinestore.h"

#include "domain/holder.h"
#include "domain/policy.h"

#include <QJsonDocument>
#include <QSqlError>

namespace brokerdesk::cache {

namespace {

constexpr quint32 applicationId = 0x42445049; // "BDPI"

QList<Migration> migrations()
{
    return {
        {{
            QStringLiteral("CREATE TABLE meta (key TEXT NOT NULL)"),
            // `terms` is " word word …": a word is found by LIKE '% typed%'.
            // `position` is the record's place in the service's list (newest first) when last
            // walked: ties of `date` keep the service's order.
            QStringLiteral("CREATE TABLE policies (id TEXT PRIMARY KEY, position INTEGER NOT NULL, "
                           "status INTEGER NOT NULL, broker_product_id TEXT NOT NULL, "
                           "lifetime_end TEXT NOT NULL, terms TEXT NOT NULL, "
                           "body TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX policies_position ON policies (position)"),
        }},
    };
}

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

} // namespace

QString policyTerms(const QJsonObject &policy)
{
    const QJsonObject holder =
        policy.value(QLatin1String(domain::policykey::policyHolder)).toObject();
    const QJsonObject item = policy.value(QLatin1String("item")).toObject();
    QStringList words = foldForSearch(domain::holderName(holder)).split(u' ', Qt::SkipEmptyParts);
    words << foldForSearch(text(holder, "fantasy_name")).split(u' ', Qt::SkipEmptyParts);
    for (const QString &document : {domain::holderCpf(holder), domain::holderCnpj(holder)})
        if (!document.isEmpty())
            words << foldForSearch(document).remove(u'.').remove(u'-').remove(u'/');
    for (const char *key : {"plate", "imei"})
        if (!text(item, key).isEmpty())
            words << foldForSearch(text(item, key)).remove(u'-').remove(u' ');
    return u' ' + words.join(u' ');
}

PolicyIndex::PolicyIndex() : m_file(applicationId, migrations(), tr("policy index")) {}

OpenReport PolicyIndex::open(const QString &path)
{
    return m_file.open(path);
}

bool PolicyIndex::useService(const QString &key)
{
    QSqlDatabase db = m_file.db();
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT key FROM meta")) && q.next() && q.value(0) == key)
        return true;
    db.transaction();
    QSqlQuery w(db);
    const bool ok = w.exec(QStringLiteral("DELETE FROM policies")) &&
                    w.exec(QStringLiteral("DELETE FROM meta")) &&
                    w.prepare(QStringLiteral("INSERT INTO meta (key) VALUES (?)"));
    w.addBindValue(key);
    if (!ok || !w.exec() || !db.commit()) {
        m_error = w.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

bool PolicyIndex::add(const QList<QJsonObject> &policies, std::optional<qint64> firstPosition)
{
    QSqlDatabase db = m_file.db();
    if (!db.transaction()) {
        m_error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    // Without a position a record keeps the one it had; a new one goes on top.
    q.prepare(QStringLiteral(
        "INSERT INTO policies (id, position, status, broker_product_id, lifetime_end, terms, body) "
        "VALUES (?, coalesce(?, (SELECT min(position) - 1 FROM policies), 0), ?, ?, ?, ?, ?) "
        "ON CONFLICT (id) DO UPDATE SET position = coalesce(?, position), "
        "status = excluded.status, broker_product_id = excluded.broker_product_id, "
        "lifetime_end = excluded.lifetime_end, terms = excluded.terms, body = excluded.body"));
    qint64 position = firstPosition.value_or(0);
    for (const QJsonObject &p : policies) {
        const QString id = text(p, domain::policykey::id);
        if (id.isEmpty())
            continue; // nothing to find it by again
        const QVariant place = firstPosition ? QVariant(position++) : QVariant();
        q.addBindValue(id);
        q.addBindValue(place);
        q.addBindValue(p.value(QLatin1String(domain::policykey::status)).toInt());
        q.addBindValue(text(p, "broker_product_id"));
        // The cover's last day as YYYY-MM-DD, which sorts as text.
        q.addBindValue(domain::parseCalendarDate(text(p, domain::policykey::lifetimeEnd))
                           .toString(Qt::ISODate));
        q.addBindValue(policyTerms(p));
        q.addBindValue(QString::fromUtf8(QJsonDocument(p).toJson(QJsonDocument::Compact)));
        q.addBindValue(place);
        if (!q.exec()) {
            m_error = q.lastError().text();
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        m_error = db.lastError().text();
        return false;
    }
    return true;
}

QSqlQuery PolicyIndex::select(const QString &what, const PolicyFilter &filter,
                              const QString &tail) const
{
    m_error.clear();
    QStringList where;
    QVariantList values;
    for (QString word : foldForSearch(filter.text).split(u' ', Qt::SkipEmptyParts)) {
        // A document or plate typed with its punctuation finds the same words as without.
        word.remove(u'.').remove(u'-').remove(u'/');
        if (word.isEmpty())
            continue;
        word.replace(u'\\', QStringLiteral("\\\\"))
            .replace(u'%', QStringLiteral("\\%"))
            .replace(u'_', QStringLiteral("\\_"));
        where << QStringLiteral("terms LIKE ? ESCAPE '\\'");
        values << QVariant(QStringLiteral("% ") + word + u'%');
    }
    if (filter.status != 0) {
        where << QStringLiteral("status = ?");
        values << filter.status;
    }
    if (!filter.brokerProductId.isEmpty()) {
        where << QStringLiteral("broker_product_id = ?");
        values << filter.brokerProductId;
    }
    if (filter.endsWithinDays > 0) {
        where << QStringLiteral("status = ? AND lifetime_end >= ? AND lifetime_end <= ?");
        values << int(domain::PolicyStatus::Active) << filter.today.toString(Qt::ISODate)
               << filter.today.addDays(filter.endsWithinDays).toString(Qt::ISODate);
    }
    QString sql = QStringLiteral("SELECT ") + what + QStringLiteral(" FROM policies");
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    QSqlQuery q(m_file.db());
    q.prepare(sql + tail);
    for (const QVariant &v : std::as_const(values))
        q.addBindValue(v);
    if (!q.exec())
        m_error = q.lastError().text();
    return q;
}

qint64 PolicyIndex::count(const PolicyFilter &filter) const
{
    QSqlQuery q = select(QStringLiteral("count(*)"), filter, {});
    return q.next() ? q.value(0).toLongLong() : 0;
}

QList<QJsonObject> PolicyIndex::records(const PolicyFilter &filter, int limit, qint64 offset) const
{
    QSqlQuery q =
        select(QStringLiteral("body"), filter,
               QStringLiteral(" ORDER BY position LIMIT %1 OFFSET %2").arg(limit).arg(offset));
    QList<QJsonObject> out;
    while (q.next())
        out << QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
    return out;
}

std::optional<QJsonObject> PolicyIndex::record(const QString &policyId) const
{
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT body FROM policies WHERE id = ?"));
    q.addBindValue(policyId);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    return QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
}

namespace {

std::optional<domain::Policy> decoded(const QJsonObject &record)
{
    domain::Decoded<domain::Policy> p = domain::fromJson<domain::Policy>(record);
    if (!p) {
        qWarning("Policy index: a record is no policy (%s)", qPrintable(p.error().message()));
        return std::nullopt;
    }
    return std::move(p).value();
}

} // namespace

QList<domain::Policy> PolicyIndex::policies(const PolicyFilter &filter, int limit,
                                            qint64 offset) const
{
    QList<domain::Policy> out;
    for (const QJsonObject &record : records(filter, limit, offset))
        if (std::optional<domain::Policy> p = decoded(record))
            out << std::move(*p);
    return out;
}

std::optional<domain::Policy> PolicyIndex::policy(const QString &policyId) const
{
    const std::optional<QJsonObject> r = record(policyId);
    return r ? decoded(*r) : std::nullopt;
}

} // namespace brokerdesk::cache
