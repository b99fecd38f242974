#include "sandboxfixture.h"

#include "services/sandboxcontrols.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QNetworkReply>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

using namespace brokerdesk::sandbox;

QByteArray SandboxFixture::Reply::header(const QByteArray &name) const
{
    for (const auto &h : headers)
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

QStringList SandboxFixture::Reply::fields() const
{
    QStringList out;
    for (const QJsonValue &f : json.value(QStringLiteral("fields")).toArray())
        out << f.toObject().value(QStringLiteral("field")).toString();
    return out;
}

SandboxSettings SandboxFixture::defaults()
{
    SandboxSettings s;
    s.dbPath = QStringLiteral(":memory:");
    s.settleDelayMs = 50;
    s.seedLedger = 30;
    s.seedPolicies = 3;
    s.strict = strictFromEnvironment();
    return s;
}

bool SandboxFixture::strictFromEnvironment()
{
    return qEnvironmentVariableIntValue("BROKERDESK_SANDBOX_STRICT") == 1;
}

bool SandboxFixture::advanceClock(int broker, const QString &duration)
{
    return m_sandbox->controls()
        .advanceClock(m_brokers.at(broker).brokerId, {{QStringLiteral("advance"), duration}})
        .ok();
}

bool SandboxFixture::setQuoting(int broker, const QString &productId, const QString &mode)
{
    return m_sandbox->controls()
        .setVendor(m_brokers.at(broker).brokerId, productId, {{QStringLiteral("quoting"), mode}})
        .ok();
}

SandboxFixture::SandboxFixture(SandboxSettings settings)
    : m_sandbox(std::make_unique<Sandbox>(std::move(settings)))
{
    m_started = m_sandbox->start(QHostAddress::LocalHost, 0, &m_error);
    if (m_started)
        m_brokers = m_sandbox->brokers();
}

brokerdesk::api::ServerSettings SandboxFixture::clientSettings(int broker) const
{
    brokerdesk::api::ServerSettings s;
    s.baseUrl = m_sandbox->baseUrl();
    s.tokenUrl = m_sandbox->tokenUrl();
    s.clientId = m_brokers.at(broker).clientId;
    s.clientSecret = m_brokers.at(broker).clientSecret;
    return s;
}

QByteArray SandboxFixture::token(int broker, const QString &scope)
{
    const BrokerCredentials &b = m_brokers.at(broker);
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("client_credentials"));
    form.addQueryItem(QStringLiteral("client_id"), b.clientId);
    form.addQueryItem(QStringLiteral("client_secret"), b.clientSecret);
    form.addQueryItem(QStringLiteral("audience"), AuthService::audience);
    if (!scope.isEmpty())
        form.addQueryItem(QStringLiteral("scope"), scope);
    const Reply r =
        postForm(QStringLiteral("/oauth2/token"), form.toString(QUrl::FullyEncoded).toUtf8());
    return r.json.value(QStringLiteral("access_token")).toString().toLatin1();
}

SandboxFixture::Reply SandboxFixture::get(const QString &pathAndQuery, const QByteArray &token)
{
    return raw("GET", pathAndQuery, {}, {{"Authorization", "Bearer " + token}});
}

SandboxFixture::Reply SandboxFixture::post(const QString &path, const QJsonObject &body,
                                           const QByteArray &token,
                                           const QList<QPair<QByteArray, QByteArray>> &headers)
{
    auto all = headers;
    all.append({"Authorization", "Bearer " + token});
    all.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
    return raw("POST", path, QJsonDocument(body).toJson(QJsonDocument::Compact), all);
}

SandboxFixture::Reply SandboxFixture::del(const QString &path, const QJsonObject &body,
                                          const QByteArray &token)
{
    return raw("DELETE", path, QJsonDocument(body).toJson(QJsonDocument::Compact),
               {{"Authorization", "Bearer " + token}, {"Content-Type", "application/json"}});
}

SandboxFixture::Reply SandboxFixture::postForm(const QString &path, const QByteArray &form,
                                               const QList<QPair<QByteArray, QByteArray>> &headers)
{
    auto all = headers;
    all.append(
        qMakePair(QByteArray("Content-Type"), QByteArray("application/x-www-form-urlencoded")));
    return raw("POST", path, form, all);
}

SandboxFixture::Reply SandboxFixture::raw(const QByteArray &method, const QString &pathAndQuery,
                                          const QByteArray &body,
                                          const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QNetworkRequest request(QUrl(m_sandbox->baseUrl().toString() + pathAndQuery));
    for (const auto &h : headers)
        request.setRawHeader(h.first, h.second);
    QNetworkReply *reply = m_http.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(15000, &loop, &QEventLoop::quit);
    loop.exec();
    Reply out;
    if (!reply->isFinished()) {
        reply->abort();
        reply->deleteLater();
        return out;
    }
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.body = reply->readAll();
    out.headers = reply->rawHeaderPairs();
    out.json = QJsonDocument::fromJson(out.body).object();
    reply->deleteLater();
    return out;
}

bool SandboxFixture::waitFor(const std::function<bool()> &pred, int timeoutMs)
{
    // Paced (a look every 10 ms or so): many predicates here ask the sandbox, and its rate
    // limit would answer a look after every event with 429.
    return QTest::qWaitFor(pred, timeoutMs);
}
