#include "paging.h"
#include "pagereader.h"

#include "store/database.h"

#include <QMessageAuthenticationCode>
#include <QSqlQuery>

#include <sqlite3.h>

namespace brokerdesk::sandbox {

namespace {

constexpr qint64 maxRows = 100;
constexpr qint64 maxPage = 1'000'000'000;

// 1 to 10 ASCII digits, nothing else (no sign, space or newline), within [min, max].
std::optional<qint64> parseCount(const QString &text, qint64 min, qint64 max)
{
    if (text.isEmpty() || text.size() > 10)
        return std::nullopt;
    qint64 n = 0;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        n = n * 10 + (c.unicode() - u'0');
    }
    if (n < min || n > max)
        return std::nullopt;
    return n;
}

ApiError invalidQuery(const QList<FieldError> &errors)
{
    ApiError e = ApiError::validation(errors);
    e.code = QStringLiteral("invalid_query");
    return e;
}

void parseRows(const QUrlQuery &query, api::PageQuery &out, QList<FieldError> &errors)
{
    if (!query.hasQueryItem(QStringLiteral("rows")))
        return;
    if (const auto rows = parseCount(query.queryItemValue(QStringLiteral("rows")), 1, maxRows))
        out.rows = int(*rows);
    else
        errors.append({QStringLiteral("rows"), QStringLiteral("must be an integer from 1 to 100")});
}

void parsePage(const QUrlQuery &query, api::PageQuery &out, QList<FieldError> &errors)
{
    if (!query.hasQueryItem(QStringLiteral("page")))
        return;
    if (const auto page = parseCount(query.queryItemValue(QStringLiteral("page")), 1, maxPage))
        out.page = int(*page);
    else
        errors.append({QStringLiteral("page"), QStringLiteral("must be an integer of 1 or more")});
}

} // namespace

Result<api::PageQuery> parseNumberedPage(const QUrlQuery &query)
{
    api::PageQuery out;
    QList<FieldError> errors;
    parseRows(query, out, errors);
    parsePage(query, out, errors);
    if (query.hasQueryItem(QStringLiteral("cursor")))
        errors.append({QStringLiteral("cursor"),
                       QStringLiteral("is not offered by this list: it pages by page and rows")});
    if (!errors.isEmpty())
        return invalidQuery(errors);
    return out;
}

ListPager::ListPager(ServiceContext &ctx, QString table)
    : m_ctx(ctx), m_table(std::move(table)),
      m_totalSql(
          QStringLiteral("SELECT COALESCE(MAX(ord), 0) FROM %1 WHERE broker_id = ?").arg(m_table)),
      m_pageSql(
          QStringLiteral("SELECT ord, doc FROM %1 WHERE pos BETWEEN ? AND ? ORDER BY pos DESC")
              .arg(m_table)),
      m_pageSqlUtf8(m_pageSql.toUtf8()), m_cache(ctx.db)
{
}

Result<api::PageQuery> ListPager::parse(const QUrlQuery &query, const QString &brokerId) const
{
    api::PageQuery out;
    QList<FieldError> errors;
    parseRows(query, out, errors);
    const QString cursor = query.queryItemValue(QStringLiteral("cursor"), QUrl::FullyDecoded);
    if (!cursor.isEmpty()) {
        if (!ordFromCursor(brokerId, cursor))
            return ApiError{
                400,
                QStringLiteral("invalid_cursor"),
                QStringLiteral("The cursor is not valid for this list."),
                {{QStringLiteral("cursor"), QStringLiteral("is not a cursor this list gave")}}};
        out.cursor = cursor;
        out.byCursor = true;
    } else {
        parsePage(query, out, errors);
    }
    if (!errors.isEmpty())
        return invalidQuery(errors);
    return out;
}

qint64 ListPager::total(const QString &brokerId) const
{
    if (const auto cached = m_cache.total(brokerId))
        return *cached;
    QSqlQuery &q = m_ctx.db.query(m_totalSql);
    q.addBindValue(brokerId);
    const qint64 n = q.exec() && q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    m_cache.setTotal(brokerId, n);
    return n;
}

ListPager::Span ListPager::span(const QString &brokerId, const api::PageQuery &query) const
{
    Span s;
    s.total = total(brokerId);
    if (query.byCursor) // parse() checked the cursor
        s.hi = std::min(ordFromCursor(brokerId, query.cursor).value_or(1) - 1, s.total);
    else
        s.hi = s.total - (qint64(query.page) - 1) * query.rows;
    s.lo = std::max<qint64>(1, s.hi - query.rows + 1);
    s.base = base(brokerId);
    return s;
}

qint64 ListPager::base(const QString &brokerId) const
{
    if (const auto it = m_bases.constFind(brokerId); it != m_bases.constEnd())
        return *it;
    QSqlQuery &q = m_ctx.db.query(QStringLiteral("SELECT list_key FROM brokers WHERE id = ?"));
    q.addBindValue(brokerId);
    const qint64 key = q.exec() && q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    if (key <= 0)
        return 0; // no such broker: its rows are refused (pos CHECK) and its pages empty
    return *m_bases.insert(brokerId, key << 40);
}

QByteArray ListPager::page(const QString &brokerId, const api::PageQuery &query) const
{
    const Span s = span(brokerId, query);
    if (const QByteArray *cached = m_cache.page(brokerId, s.lo, s.hi))
        return *cached;
    QByteArray answer = read(m_ctx.db.nativeQuery(m_pageSql), brokerId, s);
    m_cache.setPage(brokerId, s.lo, s.hi, answer);
    return answer;
}

HttpResponse ListPager::respond(const QString &brokerId, const api::PageQuery &query) const
{
    PageReader *reader = m_ctx.pageReader;
    const Span s = span(brokerId, query);
    if (!reader || !reader->isOpen() || s.hi < 1 || m_cache.page(brokerId, s.lo, s.hi))
        return HttpResponse::rawJson(page(brokerId, query));
    const quint64 stamp = m_ctx.db.changeStamp();
    HttpResponse out = HttpResponse::rawJson({});
    out.later = [this, reader, brokerId, s, stamp](const HttpResponse::Body &send) {
        reader->read(
            stamp,
            [this, brokerId, s](PageReader::Connection &c) {
                return read(c.statement(m_pageSqlUtf8), brokerId, s);
            },
            [this, brokerId, s, stamp, send](const QByteArray &readAside) {
                if (readAside.isEmpty()) { // the reader could not read: read here
                    send(read(m_ctx.db.nativeQuery(m_pageSql), brokerId, s));
                    return;
                }
                if (m_ctx.db.changeStamp() == stamp) // still what a query would give now
                    m_cache.setPage(brokerId, s.lo, s.hi, readAside);
                send(readAside);
            });
    };
    return out;
}

QByteArray ListPager::read(sqlite3_stmt *q, const QString &brokerId, const Span &s) const
{
    QByteArray out;
    out.reserve(128 + std::max<qint64>(s.hi - s.lo + 1, 0) * 1024); // records are under 1 KB
    out += "{\"total\":";
    out += QByteArray::number(s.total);
    out += ",\"items\":[";
    qint64 last = 0; // the ord of the last item, 0 while there is none (ords start at 1)
    // Through the C API: the stored UTF-8 is copied once, straight into the answer, with no
    // QVariant or result cache per value (QSqlQuery's took a tenth of a random page's time).
    if (q && s.hi >= 1 && s.base > 0) { // a statement that did not prepare was logged
        sqlite3_bind_int64(q, 1, s.base + s.lo);
        sqlite3_bind_int64(q, 2, s.base + s.hi);
        while (sqlite3_step(q) == SQLITE_ROW) {
            if (last != 0)
                out += ',';
            last = sqlite3_column_int64(q, 0);
            const auto *doc = static_cast<const char *>(sqlite3_column_blob(q, 1));
            out.append(doc, sqlite3_column_bytes(q, 1));
        }
        sqlite3_reset(q); // on the server's connection, this ends the read transaction
    }
    out += "],\"cursor\":";
    if (last > 1) {
        out += '"';
        out += cursorFor(brokerId, last).toLatin1();
        out += '"';
    } else {
        out += "null";
    }
    out += '}';
    return out;
}

QString ListPager::cursorFor(const QString &brokerId, qint64 ord) const
{
    const QByteArray payload = QByteArray::number(ord);
    const QByteArray mac =
        QMessageAuthenticationCode::hash(m_table.toUtf8() + '|' + brokerId.toUtf8() + '|' + payload,
                                         m_ctx.secret, QCryptographicHash::Sha256);
    return QString::fromLatin1(
        QByteArray(payload + '.' + mac.left(12).toBase64(QByteArray::Base64UrlEncoding))
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<qint64> ListPager::ordFromCursor(const QString &brokerId, const QString &cursor) const
{
    if (cursor.size() > 128)
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(
        cursor.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const qsizetype dot = decoded.decoded.indexOf('.');
    if (dot <= 0)
        return std::nullopt;
    bool ok = false;
    const qint64 ord = decoded.decoded.left(dot).toLongLong(&ok);
    if (!ok || ord < 1 || cursorFor(brokerId, ord) != cursor)
        return std::nullopt;
    return ord;
}

} // namespace brokerdesk::sandbox
