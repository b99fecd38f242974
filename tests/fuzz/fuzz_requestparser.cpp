// libFuzzer target: any bytes a client may send, through the sandbox's HTTP/1.1 framing
// (RequestParser), split into two reads at a point the input chooses. The parser must never
// crash, must stop at a refusal, and every request it frames must be within the limits.
#include "http/requestparser.h"

#include <cstdio>
#include <cstdlib>

using namespace brokerdesk::sandbox;

namespace {

[[noreturn]] void bug(const char *what)
{
    std::fprintf(stderr, "request parser: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    ConnectionLimits limits;
    limits.maxBodyBytes = 4096;
    limits.maxHeaderBytes = 2048;
    RequestParser parser(limits);
    const QByteArrayView input(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    const qsizetype split = std::min(qsizetype(data[0]) * 64, input.size());
    for (const QByteArrayView part : {input.first(split), input.sliced(split)}) {
        parser.append(part);
        for (;;) {
            const RequestParser::Step step = parser.next();
            if (step == RequestParser::Step::NeedMore)
                break;
            if (step == RequestParser::Step::Refused) {
                const auto &r = parser.refusal();
                if ((r.status != 400 && r.status != 413) || r.code.isEmpty() || r.message.isEmpty())
                    bug("a refusal without its status, code or words");
                if (parser.next() != RequestParser::Step::Refused)
                    bug("framed something after a refusal");
                return 0;
            }
            if (step == RequestParser::Step::Request) {
                const WireRequest r = parser.take();
                if (r.method.isEmpty() || r.target.isEmpty())
                    bug("a request without its method or target");
                if (r.body.size() > limits.maxBodyBytes)
                    bug("a body over the limit");
            }
        }
    }
    return 0;
}
