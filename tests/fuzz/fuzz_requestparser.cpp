// libFuzzer target: any bytes a client may send, through lib/http's framing (RequestParser,
// Boost.Beast's parser with RFC 9112's rules on top), fed whole and split into two reads at a
// point the input chooses. The parser must never crash, must frame the same requests however
// the bytes are split (and refuse what follows them, unless a head that has not ended is still
// waiting where, whole, it was refused), must stop at a refusal, and every request it
// frames must keep the rules: within the limits, one Host on HTTP/1.1, never both
// Content-Length and Transfer-Encoding. Seeds: tests/lib/http-cases (scripts/fuzz.sh).
#include "http/requestparser.h"

#include <cstdio>
#include <cstdlib>

using namespace brokerdesk::http;

namespace {

[[noreturn]] void bug(const char *what)
{
    std::fprintf(stderr, "request parser: %s\n", what);
    std::abort();
}

void check(const Request &r, const Limits &limits)
{
    if (r.method.isEmpty() || r.target.isEmpty())
        bug("a request without its method or target");
    if (r.version != 10 && r.version != 11)
        bug("a request of another HTTP version");
    if (r.body.size() > limits.maxBodyBytes)
        bug("a body over the limit");
    int hosts = 0;
    int lengths = 0;
    int codings = 0;
    for (const auto &h : r.headers) {
        hosts += h.first == "host" ? 1 : 0;
        lengths += h.first == "content-length" ? 1 : 0;
        codings += h.first == "transfer-encoding" ? 1 : 0;
        if (h.second.contains('\r') || h.second.contains('\n') || h.second.contains('\0'))
            bug("a field value with CR, LF or NUL");
    }
    if (hosts > 1 || (r.version == 11 && hosts != 1))
        bug("an HTTP/1.1 request without exactly one Host");
    if (lengths > 1 || codings > 1 || (lengths > 0 && codings > 0))
        bug("a request framed with two lengths, or with a length and a transfer coding");
}

// What the parser makes of `pieces`: the requests framed (method, target and body, each), then
// the refusal's status or "-".
QByteArray frame(const QList<QByteArrayView> &pieces, const Limits &limits)
{
    RequestParser parser(limits);
    QByteArray outcome;
    for (const QByteArrayView part : pieces) {
        parser.append(part);
        for (;;) {
            const RequestParser::Step step = parser.next();
            if (step == RequestParser::Step::NeedMore)
                break;
            if (step == RequestParser::Step::Refused) {
                const Refusal &r = parser.refusal();
                if ((r.status != 400 && r.status != 413 && r.status != 414 && r.status != 431 &&
                     r.status != 501) ||
                    r.code.isEmpty() || r.message.isEmpty())
                    bug("a refusal without its status, code or words");
                if (parser.next() != RequestParser::Step::Refused)
                    bug("framed something after a refusal");
                return outcome + "refused " + QByteArray::number(r.status);
            }
            if (step == RequestParser::Step::Request) {
                const Request r = parser.take();
                check(r, limits);
                outcome += r.method + ' ' + r.target + ' ' + QByteArray::number(r.body.size()) +
                           ' ' + r.body + '\n';
            }
        }
    }
    return outcome + '-';
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    Limits limits;
    limits.maxBodyBytes = 4096;
    limits.maxHeadBytes = 2048;
    limits.maxRequestLineBytes = 512;
    const QByteArrayView input(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    const qsizetype split = std::min(qsizetype(data[0]) * 64, input.size());
    const QByteArray whole = frame({input}, limits);
    const QByteArray split2 = frame({input.first(split), input.sliced(split)}, limits);
    // The same requests, then the same end. Two differences are allowed: once a head stalled,
    // Beast reads it again only when its end has come, so a malformed head that has not ended
    // may still wait (to be refused when it ends, or at its limit or deadline) where, whole,
    // it was refused at once; and bytes with two faults (malformed and too long) may be refused
    // for either.
    const auto requests = [](const QByteArray &outcome) {
        return outcome.first(outcome.lastIndexOf('\n') + 1);
    };
    const auto refused = [](const QByteArray &outcome) {
        return outcome.sliced(outcome.lastIndexOf('\n') + 1).startsWith("refused ");
    };
    const bool same = requests(whole) == requests(split2) &&
                      (whole == split2 || refused(whole) || refused(split2));
    if (!same) {
        std::fprintf(stderr, "whole: %s\nsplit at %lld: %s\n", whole.constData(),
                     static_cast<long long>(split), split2.constData());
        bug("the bytes frame differently when split");
    }
    return 0;
}
