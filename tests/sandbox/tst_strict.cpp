#include "affinityflow.h"
#include "sandboxfixture.h"
#include "webhooksink.h"

#include "http/routeorigin.h"
#include "sandbox.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace brokerdesk::sandbox;
using namespace Qt::StringLiterals;

// `brokerdesk-sandbox --strict`: only what the operator documents is served, every other route
// answers exactly as a path nobody serves, and webhooks go out as the operator documents them.
class TestStrict : public QObject
{
    Q_OBJECT

    static SandboxSettings strict(SandboxSettings s = SandboxFixture::defaults())
    {
        s.strict = true;
        return s;
    }
    // "/v1/sales/{sale_id}" with a made-up id.
    static QString probe(const QString &pattern)
    {
        QString path = pattern;
        return path.replace(QRegularExpression(u"\\{[^}]+\\}"_s), u"probe-1"_s);
    }
    // The pattern with its placeholders unnamed, as docs and router may name them differently.
    static QString shape(const QByteArray &method, QString pattern)
    {
        pattern = pattern.section(u'?', 0, 0);
        return QString::fromLatin1(method) + u' ' +
               pattern.replace(QRegularExpression(u"\\{[^}]+\\}"_s), u"{}"_s);
    }

    // method path → (origin, strict) from the operations table of docs/sandbox.md.
    static QHash<QString, QPair<QString, QString>> documentedRoutes()
    {
        QFile file(QStringLiteral(BROKERDESK_SANDBOX_MD));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        static const QRegularExpression row(
            u"^\\| `(GET|POST|DELETE|PUT|PATCH) ([^`]+)` \\|[^|]*\\| ([a-zA-Z]+) \\| ([^|]+?) \\|"_s);
        QHash<QString, QPair<QString, QString>> out;
        for (const QByteArray &line : file.readAll().split('\n')) {
            const auto m = row.match(QString::fromUtf8(line));
            if (m.hasMatch())
                out.insert(shape(m.captured(1).toLatin1(), m.captured(2)),
                           {m.captured(3), m.captured(4).trimmed()});
        }
        return out;
    }

private slots:
    void everyRoute_hasItsOriginAndWhatStrictDoes_inDocsSandboxMd()
    {
        SandboxFixture all;
        QVERIFY2(all.started(), qPrintable(all.startError()));
        const auto documented = documentedRoutes();
        QVERIFY2(documented.size() >= 30, "the operations table of docs/sandbox.md was not read");
        QSet<QString> served;
        for (const auto &[method, pattern] : all.sandbox().routes()) {
            const QString key = shape(method, pattern);
            served.insert(key);
            QVERIFY2(documented.contains(key), qPrintable(key + u" is not in docs/sandbox.md"_s));
            QCOMPARE(documented.value(key).first.toLower(),
                     routeOriginName(routeOrigin(method, pattern)));
            QCOMPARE(documented.value(key).second,
                     servedWhenStrict(method, pattern) ? u"served"_s : u"404"_s);
            // What is ours is never served strict.
            QVERIFY(routeOrigin(method, pattern) != RouteOrigin::Ours ||
                    !servedWhenStrict(method, pattern));
        }
        for (const QString &key : documented.keys())
            QVERIFY2(served.contains(key), qPrintable(key + u" is documented, not served"_s));
    }

    void strictSandbox_answersWithheldRoutesExactlyAsAPathNobodyServes()
    {
        SandboxFixture all;
        SandboxFixture f(strict());
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        QVERIFY(!token.isEmpty());
        int withheld = 0;
        for (const auto &[method, pattern] : all.sandbox().routes()) {
            if (servedWhenStrict(method, pattern))
                continue;
            ++withheld;
            const QString path = probe(pattern);
            const QString nowhere = u"/v1/nowhere-at-all"_s;
            const auto unknown =
                f.raw(method, nowhere, "{}", {{"Content-Type", "application/json"}});
            QCOMPARE(unknown.status, 404);
            const QByteArray expected =
                QByteArray(unknown.body).replace(nowhere.toUtf8(), path.toUtf8());
            for (const QByteArray &bearer : {QByteArray(), token}) {
                QList<QPair<QByteArray, QByteArray>> headers{{"Content-Type", "application/json"}};
                if (!bearer.isEmpty())
                    headers.append({"Authorization", "Bearer " + bearer});
                const auto r = f.raw(method, path, "{}", headers);
                const QString what = QString::fromLatin1(method) + u' ' + path;
                QVERIFY2(r.status == 404,
                         qPrintable(what + u" answered "_s + QString::number(r.status)));
                QVERIFY2(r.body == expected,
                         qPrintable(what + u": "_s + QString::fromUtf8(r.body)));
                QCOMPARE(r.header("content-type"), unknown.header("content-type"));
            }
        }
        // GET /v1/quotes/{id}, GET /v1/sales, the leads, /sandbox/*, /admin/webhooks at least.
        QVERIFY(withheld >= 9);
        QVERIFY(!f.sandbox().routes().contains(qMakePair(QByteArray("GET"), u"/v1/sales"_s)));
    }

    void strictSandbox_servesTheDocumentedRoutes()
    {
        SandboxFixture f(strict());
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        for (const auto &[method, pattern] : f.sandbox().routes()) {
            QVERIFY(servedWhenStrict(method, pattern));
            const auto r =
                f.raw(method, probe(pattern), "{}",
                      {{"Authorization", "Bearer " + token}, {"Content-Type", "application/json"}});
            const QString what = QString::fromLatin1(method) + u' ' + pattern;
            QVERIFY2(r.status != 405, qPrintable(what));
            QVERIFY2(!(r.status == 404 && r.error().startsWith(u"Path "_s)), qPrintable(what));
        }
        QCOMPARE(f.get(u"/v1/quotes?rows=5"_s, token).status, 200);
        QCOMPARE(f.get(u"/v1/health"_s, {}).status, 200);
        QCOMPARE(f.get(u"/v1/broker-products?page=1&rows=5"_s, token).status, 200);
    }

    void strictSandbox_sendsWebhooksWithNoHeaderBeyondContentType()
    {
        WebhookSink sink;
        auto settings = strict(affinityflow::fastSettings());
        settings.webhookTargets.append({u"demo-broker-1"_s, QUrl(sink.url()), {}});
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const auto created = affinityflow::create(f, token);
        QCOMPARE(created.status, 200);
        QVERIFY(SandboxFixture::waitFor([&] { return !sink.deliveries.isEmpty(); }, 10000));
        // What any HTTP client sends besides; nothing of Standard Webhooks, nothing signed.
        const QSet<QByteArray> transport{"host",       "content-type",    "content-length",
                                         "connection", "accept-encoding", "accept-language",
                                         "user-agent"};
        for (const WebhookSink::Delivery &d : std::as_const(sink.deliveries)) {
            QCOMPARE(d.headers.value("content-type"), QByteArray("application/json"));
            for (auto h = d.headers.cbegin(); h != d.headers.cend(); ++h)
                QVERIFY2(transport.contains(h.key()), h.key().constData());
            const QJsonObject body = QJsonDocument::fromJson(d.body).object();
            QCOMPARE(body.value(u"id"_s).toString(), created.json.value(u"id"_s).toString());
            QVERIFY(body.contains(u"affinity_request_id"_s));
            QVERIFY(body.contains(u"status"_s));
        }
    }
};

QTEST_MAIN(TestStrict)
#include "tst_strict.moc"
