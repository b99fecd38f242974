// libFuzzer target: one framed request (see badinput::frame: "METHOD target\nauth\n\nbody")
// through Sandbox::handle, the same function the HTTP listener calls, with no sockets. Any
// 5xx, or a 4xx without the contract's error body, is a bug and aborts.
#include "sandbox.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QUrlQuery>

#include <cstdio>
#include <cstdlib>

using namespace brokerdesk::sandbox;

namespace {

Sandbox *sandbox = nullptr;
QByteArray tokens[2];

QByteArray tokenFor(const BrokerCredentials &broker)
{
    HttpRequest r;
    r.method = "POST";
    r.path = QStringLiteral("/oauth2/token");
    r.headers = {{"content-type", "application/x-www-form-urlencoded"}};
    r.body = "grant_type=client_credentials&client_id=" + QUrl::toPercentEncoding(broker.clientId) +
             "&client_secret=" + QUrl::toPercentEncoding(broker.clientSecret);
    r.peer = QHostAddress::LocalHost;
    return QJsonDocument::fromJson(sandbox->handle(r).body)[QStringLiteral("access_token")]
        .toString()
        .toLatin1();
}

[[noreturn]] void bug(const char *what, const HttpRequest &in, const HttpResponse &out)
{
    std::fprintf(stderr, "%s: %s %s -> %d %.300s\n", what, in.method.constData(),
                 qPrintable(in.path), out.status, out.body.constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    SandboxSettings settings;
    settings.seedLedger = 50;
    settings.seedPolicies = 3;
    settings.rateLimitPerSecond = 0;
    sandbox = new Sandbox(settings);
    QString error;
    if (!sandbox->start(QHostAddress::LocalHost, 0, &error)) {
        std::fprintf(stderr, "sandbox did not start: %s\n", qPrintable(error));
        std::abort();
    }
    tokens[0] = tokenFor(sandbox->brokers().at(0));
    tokens[1] = tokenFor(sandbox->brokers().at(1));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype lineEnd = input.indexOf('\n');
    const qsizetype headEnd = input.indexOf("\n\n");
    if (lineEnd < 0 || headEnd < lineEnd)
        return 0;
    const QByteArray requestLine = input.left(lineEnd);
    const QByteArray auth = input.mid(lineEnd + 1, headEnd - lineEnd - 1).trimmed();
    const qsizetype space = requestLine.indexOf(' ');
    if (space <= 0)
        return 0;

    HttpRequest in;
    in.method = requestLine.left(space);
    const QUrl target(QString::fromUtf8(requestLine.mid(space + 1)));
    in.path = target.path();
    in.query = QUrlQuery(target.query());
    in.body = input.mid(headEnd + 2);
    in.peer = QHostAddress::LocalHost;
    const bool form = in.path.startsWith(QStringLiteral("/oauth2/"));
    in.headers.append(
        {QByteArray("content-type"),
         QByteArray(form ? "application/x-www-form-urlencoded" : "application/json")});
    if (auth == "0" || auth == "1")
        in.headers.append({"authorization", "Bearer " + tokens[auth == "1" ? 1 : 0]});
    else if (auth == "forged")
        in.headers.append({QByteArray("authorization"), QByteArray("Bearer forged.token.value")});

    const HttpResponse out = sandbox->handle(in);
    if (out.status >= 500)
        bug("server error", in, out);
    if (out.status >= 400) {
        const QJsonObject body = QJsonDocument::fromJson(out.body).object();
        if (body.value(QStringLiteral("error")).toString().isEmpty())
            bug("error without its body", in, out);
    }
    return 0;
}
