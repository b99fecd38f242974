#include "migrations.h"

namespace brokerdesk::sandbox {

namespace {

// A list row's place in its table: rows of one broker's list lie together, newest last, so a
// page is one range of the table's own B-tree (an index on (broker_id, ord) needed a second
// lookup per row). 2^40 rows per broker; ListPager::rowKey() computes the same.
const QString rowKey = QStringLiteral(
    "(SELECT list_key FROM brokers WHERE brokers.id = broker_id) * 1099511627776 + ord");

// Rebuilds a paged list table with `pos` (rowKey) as its row id. `columns` are those after ord,
// with their types; `indexes` are recreated. A row whose broker is unknown fails the CHECK, and
// with it the migration, rather than be lost.
QStringList clusterByOrd(const QString &table, const QStringList &columns,
                         const QStringList &indexes)
{
    QStringList names{QStringLiteral("id"), QStringLiteral("broker_id"), QStringLiteral("ord")};
    for (const QString &column : columns)
        names << column.section(u' ', 0, 0);
    const QString list = names.join(QStringLiteral(", "));
    const QStringList out{
        QStringLiteral("CREATE TABLE %1_clustered (pos INTEGER PRIMARY KEY "
                       "CHECK (pos > 1099511627776), id TEXT NOT NULL UNIQUE, "
                       "broker_id TEXT NOT NULL, ord INTEGER NOT NULL, %2, "
                       "UNIQUE (broker_id, ord))")
            .arg(table, columns.join(QStringLiteral(", "))),
        QStringLiteral("INSERT INTO %1_clustered (pos, %2) SELECT %3, %2 FROM %1 ORDER BY 1")
            .arg(table, list, rowKey),
        QStringLiteral("DROP TABLE %1").arg(table),
        QStringLiteral("ALTER TABLE %1_clustered RENAME TO %1").arg(table),
    };
    return out + indexes;
}

} // namespace

// Lists that page (policies, cash flow) carry `ord`: a dense 1..N sequence per broker in
// creation order, so page N and a cursor are both one range lookup (of the table itself since
// version 7). `doc` holds the resource exactly as the API answers it.
const QList<QStringList> &schemaMigrations()
{
    static const QList<QStringList> migrations{
        {
            QStringLiteral("CREATE TABLE brokers (id TEXT PRIMARY KEY, name TEXT NOT NULL, "
                           "client_id TEXT NOT NULL UNIQUE, client_secret TEXT NOT NULL, "
                           "scopes TEXT NOT NULL, channel_id TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE channels (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "name TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE insurers (id TEXT PRIMARY KEY, name TEXT NOT NULL, "
                           "cnpj TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE products (id TEXT PRIMARY KEY, type INTEGER NOT NULL, "
                           "insurer_id TEXT NOT NULL, doc TEXT NOT NULL, rules TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE broker_products (id TEXT PRIMARY KEY, "
                           "broker_id TEXT NOT NULL, channel_id TEXT NOT NULL, "
                           "product_id TEXT NOT NULL, position INTEGER NOT NULL, "
                           "doc TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX broker_products_channel ON broker_products "
                           "(channel_id, position)"),
            QStringLiteral("CREATE TABLE vendors (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "product_id TEXT NOT NULL, doc TEXT NOT NULL, "
                           "UNIQUE (broker_id, product_id))"),
            QStringLiteral("CREATE TABLE quote_requests (id TEXT PRIMARY KEY, "
                           "broker_id TEXT NOT NULL, broker_product_id TEXT NOT NULL, "
                           "product_id TEXT NOT NULL, created TEXT NOT NULL, doc TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE quotes (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "quote_request_id TEXT NOT NULL, status INTEGER NOT NULL, "
                           "created TEXT NOT NULL, valid_until TEXT NOT NULL, "
                           "request TEXT NOT NULL, doc TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE installments (id TEXT PRIMARY KEY, "
                           "quote_id TEXT NOT NULL, item_index INTEGER NOT NULL, "
                           "doc TEXT NOT NULL, net_premium INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE INDEX installments_quote ON installments (quote_id)"),
            QStringLiteral("CREATE TABLE sale_requests (id TEXT PRIMARY KEY, "
                           "broker_id TEXT NOT NULL, quote_id TEXT NOT NULL UNIQUE, "
                           "created TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE sales (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "sale_request_id TEXT NOT NULL UNIQUE, installment_id TEXT NOT NULL, "
                           "payment_method TEXT NOT NULL, complement TEXT NOT NULL, "
                           "status INTEGER NOT NULL, created TEXT NOT NULL, "
                           "settle_at TEXT NOT NULL, policy_id TEXT)"),
            QStringLiteral("CREATE INDEX sales_open ON sales (status)"),
            QStringLiteral("CREATE TABLE timeline_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, "
                           "sale_id TEXT NOT NULL, date TEXT NOT NULL, kind TEXT NOT NULL, "
                           "policy_id TEXT)"),
            QStringLiteral("CREATE INDEX timeline_sale ON timeline_events (sale_id, seq)"),
            QStringLiteral("CREATE TABLE policies (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "ord INTEGER NOT NULL, sale_id TEXT, status INTEGER NOT NULL, "
                           "doc TEXT NOT NULL, UNIQUE (broker_id, ord))"),
            QStringLiteral("CREATE TABLE cash_flow (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "ord INTEGER NOT NULL, category TEXT NOT NULL, policy_id TEXT, "
                           "doc TEXT NOT NULL, UNIQUE (broker_id, ord))"),
            QStringLiteral("CREATE INDEX cash_flow_policy ON cash_flow (policy_id)"),
        },
        {
            // Idempotency-Key answers, kept 24 h: the same key and body replay the first answer.
            QStringLiteral("CREATE TABLE idempotency (broker_id TEXT NOT NULL, key TEXT NOT NULL, "
                           "request_hash TEXT NOT NULL, status INTEGER NOT NULL, "
                           "body BLOB NOT NULL, created TEXT NOT NULL, "
                           "PRIMARY KEY (broker_id, key))"),
            QStringLiteral("CREATE INDEX idempotency_created ON idempotency (created)"),
            // One logistic-regression model per product type, updated by every evaluation.
            QStringLiteral("CREATE TABLE recommendation_models (product_type INTEGER PRIMARY KEY, "
                           "weights TEXT NOT NULL, evaluations INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE TABLE recommendations (id TEXT PRIMARY KEY, "
                           "broker_id TEXT NOT NULL, product_type INTEGER NOT NULL, "
                           "input TEXT NOT NULL, percentage REAL NOT NULL, "
                           "token_hash TEXT NOT NULL, evaluation INTEGER, created TEXT NOT NULL, "
                           "evaluated TEXT)"),
            // Affinity insurance through the broker's partnership.
            QStringLiteral("CREATE TABLE affinity_partnerships (broker_id TEXT PRIMARY KEY, "
                           "customer TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE affinity_products (id TEXT PRIMARY KEY, "
                           "broker_id TEXT NOT NULL, product_type INTEGER NOT NULL, "
                           "position INTEGER NOT NULL, doc TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE affinity_requests (id TEXT PRIMARY KEY, "
                           "broker_id TEXT NOT NULL, product_id TEXT NOT NULL, "
                           "created TEXT NOT NULL, doc TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE affinities (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "ord INTEGER NOT NULL, status INTEGER NOT NULL, "
                           "issue_at TEXT NOT NULL, lifetime_end TEXT NOT NULL, "
                           "doc TEXT NOT NULL, UNIQUE (broker_id, ord))"),
            QStringLiteral("CREATE INDEX affinities_due ON affinities (status, issue_at)"),
            QStringLiteral("CREATE INDEX affinities_expiring ON affinities (status, lifetime_end)"),
            // The webhook outbox: one row per event and target, kept until a 200 acknowledges it.
            QStringLiteral("CREATE TABLE webhook_outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, "
                           "target TEXT NOT NULL, event_id TEXT NOT NULL, body BLOB NOT NULL, "
                           "created TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, "
                           "next_attempt TEXT NOT NULL, last_error TEXT, delivered TEXT)"),
            QStringLiteral(
                "CREATE INDEX webhook_pending ON webhook_outbox (target, delivered, seq)"),
        },
        {
            // A failed payment frees its quote: a quote may have several sale requests, of
            // which at most one ever gets a sale that is not Failed (services/sales.cpp).
            QStringLiteral("CREATE TABLE sale_requests_v3 (id TEXT PRIMARY KEY, "
                           "broker_id TEXT NOT NULL, quote_id TEXT NOT NULL, "
                           "created TEXT NOT NULL)"),
            QStringLiteral("INSERT INTO sale_requests_v3 SELECT id, broker_id, quote_id, created "
                           "FROM sale_requests"),
            QStringLiteral("DROP TABLE sale_requests"),
            QStringLiteral("ALTER TABLE sale_requests_v3 RENAME TO sale_requests"),
            QStringLiteral("CREATE INDEX sale_requests_quote ON sale_requests (quote_id)"),
        },
        {
            // Leads: the people a broker meets before they hold anything, paged like policies.
            QStringLiteral("CREATE TABLE leads (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "ord INTEGER NOT NULL, doc TEXT NOT NULL, UNIQUE (broker_id, ord))"),
        },
        {
            // GET /v1/sales: one row per sale, its doc rewritten when the sale's status changes
            // (services/salelist.cpp); older sales are listed at start-up.
            QStringLiteral("CREATE TABLE sale_list (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "ord INTEGER NOT NULL, doc TEXT NOT NULL, UNIQUE (broker_id, ord))"),
            // GET /v1/quotes: one row per quote, written with it (services/quotelist.cpp).
            QStringLiteral("CREATE TABLE quote_list (id TEXT PRIMARY KEY, broker_id TEXT NOT NULL, "
                           "ord INTEGER NOT NULL, doc TEXT NOT NULL, UNIQUE (broker_id, ord))"),
        },
        {
            // How each broker's insurer answers quotes of a product, and the quotes it answers
            // later with what it will answer (services/quotereview.cpp).
            QStringLiteral("CREATE TABLE vendor_quoting (broker_id TEXT NOT NULL, "
                           "product_id TEXT NOT NULL, mode TEXT NOT NULL, "
                           "PRIMARY KEY (broker_id, product_id))"),
            QStringLiteral("CREATE TABLE quote_reviews (quote_id TEXT PRIMARY KEY, "
                           "broker_id TEXT NOT NULL, take_at TEXT NOT NULL, "
                           "answer_at TEXT NOT NULL, answer TEXT NOT NULL)"),
        },
        QStringList{
            // Numbers brokers 1..N for rowKey (a rowid would change on VACUUM).
            QStringLiteral("ALTER TABLE brokers ADD COLUMN list_key INTEGER"),
            QStringLiteral("UPDATE brokers SET list_key = (SELECT COUNT(*) FROM brokers b "
                           "WHERE b.rowid <= brokers.rowid)"),
            QStringLiteral("CREATE UNIQUE INDEX brokers_list_key ON brokers (list_key)"),
        } +
            clusterByOrd(
                QStringLiteral("cash_flow"),
                {QStringLiteral("category TEXT NOT NULL"), QStringLiteral("policy_id TEXT"),
                 QStringLiteral("doc TEXT NOT NULL")},
                {QStringLiteral("CREATE INDEX cash_flow_policy ON cash_flow (policy_id)")}) +
            clusterByOrd(QStringLiteral("policies"),
                         {QStringLiteral("sale_id TEXT"), QStringLiteral("status INTEGER NOT NULL"),
                          QStringLiteral("doc TEXT NOT NULL")},
                         {}) +
            clusterByOrd(
                QStringLiteral("affinities"),
                {QStringLiteral("status INTEGER NOT NULL"),
                 QStringLiteral("issue_at TEXT NOT NULL"),
                 QStringLiteral("lifetime_end TEXT NOT NULL"), QStringLiteral("doc TEXT NOT NULL")},
                {QStringLiteral("CREATE INDEX affinities_due ON affinities (status, issue_at)"),
                 QStringLiteral(
                     "CREATE INDEX affinities_expiring ON affinities (status, lifetime_end)")}) +
            clusterByOrd(QStringLiteral("leads"), {QStringLiteral("doc TEXT NOT NULL")}, {}) +
            clusterByOrd(QStringLiteral("sale_list"), {QStringLiteral("doc TEXT NOT NULL")}, {}) +
            clusterByOrd(QStringLiteral("quote_list"), {QStringLiteral("doc TEXT NOT NULL")}, {}),
    };
    return migrations;
}

} // namespace brokerdesk::sandbox
