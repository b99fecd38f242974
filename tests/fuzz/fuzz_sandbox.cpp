// libFuzzer target: one request (see badinput::frame: "METHOD target\nauth\n\nbody") written as
// HTTP/1.1, framed by lib/http's parser, made an HttpRequest as the server makes it, and through
// Sandbox::handle, the same function the server calls, with no sockets. Any 5xx, or a 4xx
// without the contract's error body, is a bug and aborts.
#include "http/requestparser.h"
#include "sandbox.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QUrlQuery>

#include <cstdio>
#include <cstdlib>

using namespace brokerdesk::sandbox;
namespace http = brokerdesk::http;

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

    const bool form = requestLine.mid(space + 1).startsWith("/oauth2/");
    QByteArray wire = requestLine + " HTTP/1.1\r\nHost: sandbox\r\nContent-Type: " +
                      (form ? "application/x-www-form-urlencoded" : "application/json") + "\r\n";
    if (auth == "0" || auth == "1")
        wire += "Authorization: Bearer " + tokens[auth == "1" ? 1 : 0] + "\r\n";
    else if (auth == "forged")
        wire += "Authorization: Bearer forged.token.value\r\n";
    const QByteArray payload = input.mid(headEnd + 2);
    wire += "Content-Length: " + QByteArray::number(payload.size()) + "\r\n\r\n" + payload;

    http::RequestParser parser{http::Limits{}};
    parser.append(wire);
    http::RequestParser::Step step = parser.next();
    if (step == http::RequestParser::Step::Head)
        step = parser.next();
    if (step != http::RequestParser::Step::Request)
        return 0; // not a request line HTTP frames (a space or CR in the target): refused before
    http::Request framed = parser.take();
    framed.peer = QHostAddress::LocalHost;
    const HttpRequest in = HttpRequest::fromWire(std::move(framed));
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
