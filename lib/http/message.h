#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QPair>

namespace brokerdesk::http {

using Headers = QList<QPair<QByteArray, QByteArray>>;

// One request as it came off the wire, its body whole (a chunked body decoded): what every server
// of the project (the sandbox, the desk's webhook receiver, the test servers) hands its handler.
struct Request
{
    QByteArray method; // "GET", "POST", ...
    // As sent: "/v1/cash-flow?rows=10"; a proxy's "http://host:port/p?q"; CONNECT's "host:port".
    QByteArray target;
    int version = 11; // 10 or 11 (HTTP/1.0, HTTP/1.1)
    Headers headers;  // names lower-cased, values without the whitespace around them, in order
    QByteArray body;
    QHostAddress peer;
    bool keepAlive = true; // HTTP/1.1 without "Connection: close", or 1.0 with "keep-alive"

    QByteArray header(QByteArrayView name) const; // case-insensitive; the first; empty if absent
    bool expectsContinue() const;                 // "Expect: 100-continue"
    // The target as an origin server takes it: a proxy's absolute "http://host:port/p?q" as
    // "/p?q"; any other target as it is.
    QByteArray originForm() const;
    // The request line and headers as sent on the wire, up to and with the empty line.
    QByteArray headBytes() const;
};

// How an answer leaves the connection, in its Connection header.
enum class Persist {
    Default,   // HTTP/1.1 keeps the connection: no header
    KeepAlive, // an HTTP/1.0 client asked to keep it: "Connection: keep-alive"
    Close,     // "Connection: close", and the connection ends after this answer
};

// An answer as written on the wire.
struct Response
{
    int status = 200;
    QByteArray contentType = "application/json"; // none written when empty
    Headers headers;                             // more headers, written as they are
    QByteArray body;

    void addHeader(const QByteArray &name, const QByteArray &value)
    {
        headers.append({name, value});
    }
    // Status line, Content-Type, Content-Length, the headers, Connection, then the body: one
    // array, so it leaves in one send().
    QByteArray toBytes(Persist persist) const;
};

// Whether the answer to `request` keeps the connection, and how it says so.
Persist persistFor(const Request &request, bool closing = false);

// The reason phrase of a status line ("Not Found"); "Error" for a status HTTP does not define.
QByteArray reasonPhrase(int status);

} // namespace brokerdesk::http
