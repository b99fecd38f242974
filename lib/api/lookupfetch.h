#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <chrono>
#include <functional>

class QNetworkAccessManager;

namespace brokerdesk::cache {
class LookupCache;
}

namespace brokerdesk::api {

// Why a public lookup (CEP, FIPE) gave nothing to fill with; the desk then types by hand.
enum class LookupProblem {
    None,
    NotFound,  // the service does not know it (an unknown CEP)
    Slow,      // no answer within the timeout
    Offline,   // no connection, refused, or an HTTP error
    BadAnswer, // an answer that is not the service's JSON (HTML, garbage, wrong types)
};

// One answer of a lookup, decoded: a value, or the problem with a reason for the log.
template <typename T> struct LookupResult
{
    std::optional<T> value;
    LookupProblem problem = LookupProblem::None;
    QString reason;         // English, for the log and tests; the desk shows its own words
    bool fromCache = false; // answered from the disk cache

    bool ok() const { return value.has_value(); }
    static LookupResult failed(LookupProblem problem, const QString &reason)
    {
        LookupResult r;
        r.problem = problem;
        r.reason = reason;
        return r;
    }
};

// The GET of a public lookup service: no token, a short timeout, each answer checked before
// it is used or kept, and the disk cache (fresh answers are used without asking; when the
// service is slow, down or answers garbage, an older kept answer still serves).
class LookupFetcher final : public QObject
{
    Q_OBJECT
public:
    // How an answer reads: NotFound / BadAnswer with a reason, or None when it may be used.
    using Check = std::function<LookupProblem(const QByteArray &body, QString *reason)>;
    using Done = std::function<void(const QByteArray &body, LookupProblem problem,
                                    const QString &reason, bool fromCache)>;

    LookupFetcher(QNetworkAccessManager &network, cache::LookupCache *cache,
                  QObject *parent = nullptr);

    // How long the desk waits for an answer (1 s by default).
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    // Kept answers younger than this are used without asking (a month: the FIPE table's
    // period; streets change more slowly).
    void setFreshFor(std::chrono::seconds age) { m_freshFor = age; }

    // GET base + path; `done` runs once, on this thread, unless `context` is gone by then.
    void get(const QUrl &base, const QString &path, const Check &check, QObject *context,
             Done done);

private:
    QNetworkAccessManager &m_network;
    cache::LookupCache *m_cache;
    std::chrono::milliseconds m_timeout{1000};
    std::chrono::seconds m_freshFor{std::chrono::hours(24 * 30)};
};

// The base URL with `path` appended ("https://viacep.com.br" + "/ws/01310100/json/").
QUrl lookupUrl(const QUrl &base, const QString &path);

} // namespace brokerdesk::api
