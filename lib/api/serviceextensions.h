#pragma once

#include <QObject>

namespace brokerdesk::api {

struct ApiError;

// The calls the desk makes beyond docs/interface.md (docs/sandbox.md, "Operations"). The
// operator may lack any of them: each page keeps working without it.
enum class Extension {
    QuoteList, // GET /v1/quotes: the operator's 2021 ListQuote, how a quote answered later is
               // followed
    SaleList,  // GET /v1/sales: the office's sales, from every desk
    Leads,     // POST and GET /v1/leads: people met before they hold anything
};

// What this service lacks, as its answers told: a 404 to an extension's call means it has no
// such route. The finding lasts the session (or until the desk points at another service), so
// the call is not made again and the page says once what is unavailable.
class ServiceExtensions final : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    bool isMissing(Extension extension) const { return m_missing & bit(extension); }
    // Reads a failed call of `extension`: true when it tells the route is missing.
    bool noteFailure(Extension extension, const ApiError &error);
    void noteMissing(Extension extension);
    void reset();

signals:
    // An extension was found missing (once per extension and session), or reset() forgot.
    void changed();

private:
    static unsigned bit(Extension e) { return 1u << unsigned(e); }
    unsigned m_missing = 0;
};

} // namespace brokerdesk::api
