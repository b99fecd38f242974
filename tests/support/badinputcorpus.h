#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

// Requests that must all be refused with a 4xx and the contract's error body: wrong JSON
// types, missing and extra fields, huge and negative numbers, invalid UTF-8, deep nesting, an
// oversized body, unknown enum values, SQL and path metacharacters in ids and queries, forged
// cursors and tokens, the other broker's ids. Used by sandbox.tst_badinputcorpus and as the
// seeds of the request-handler fuzzer.
namespace badinput {

enum class Auth { Broker0, Broker1, None, Forged };

struct Request
{
    QString label; // what is wrong, for failure messages
    QByteArray method;
    QString target; // path and query, already percent-encoded
    QByteArray body;
    Auth auth = Auth::Broker0;
};

// Real ids and valid bodies of broker 0, from which the corpus derives its bad requests.
struct Seeds
{
    QString channelId, quoteRequestId, quoteId, saleRequestId, saleId, policyId;
    QString affinityRequestId, recommendationId, evaluateToken, cursor;
    QJsonObject quoteRequest, quote, saleRequest, sale, cancel, affinityRequest, affinity,
        recommendation;
};

QList<Request> corpus(const Seeds &seeds);

// One request as a fuzzer input: "METHOD target\nauth\n\nbody" (auth: 0, 1, none, forged).
QByteArray frame(const Request &request);

} // namespace badinput
