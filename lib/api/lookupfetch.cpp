#include "lookupfetch.h"

#include "cache/lookupcache.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace brokerdesk::api {

namespace {
constexpr qint64 maxAnswerBytes = qint64(2) * 1024 * 1024; // the FIPE lists are a few KB
} // namespace

QUrl lookupUrl(const QUrl &base, const QString &path)
{
    QUrl url = base;
    QString prefix = url.path();
    while (prefix.endsWith(u'/'))
        prefix.chop(1);
    url.setPath(prefix + path);
    return url;
}

LookupFetcher::LookupFetcher(QNetworkAccessManager &network, cache::LookupCache *cache,
                             QObject *parent)
    : QObject(parent), m_network(network), m_cache(cache)
{
}

void LookupFetcher::get(const QUrl &base, const QString &path, const Check &check, QObject *context,
                        Done done)
{
    const auto kept = m_cache ? m_cache->find(path) : std::nullopt;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QPointer<QObject> guard(context);
    auto finish = [guard, done = std::move(done)](const QByteArray &body, LookupProblem problem,
                                                  const QString &reason, bool fromCache) {
        if (guard)
            done(body, problem, reason, fromCache);
    };
    QString unused;
    if (kept && kept->fetchedAt.secsTo(now) < m_freshFor.count() &&
        check(kept->body, &unused) == LookupProblem::None) {
        QMetaObject::invokeMethod(
            this, [finish, body = kept->body] { finish(body, LookupProblem::None, {}, true); },
            Qt::QueuedConnection);
        return;
    }
    const QUrl url = lookupUrl(base, path);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https")) {
        QMetaObject::invokeMethod(
            this,
            [finish, url] {
                finish({}, LookupProblem::Offline,
                       QStringLiteral("not an http(s) address: %1").arg(url.toString()), false);
            },
            Qt::QueuedConnection);
        return;
    }
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    QNetworkReply *reply = m_network.get(request);
    reply->setParent(this);
    // The whole answer within the timeout, however slowly its bytes come.
    auto *timer = new QTimer(reply);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, reply, [reply] {
        reply->setProperty("timedOut", true);
        reply->abort();
    });
    timer->start(m_timeout);
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64) {
        if (received > maxAnswerBytes) {
            reply->setProperty("tooLarge", true);
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, check, finish, path, kept, now] {
        reply->deleteLater();
        QString reason;
        LookupProblem problem = LookupProblem::None;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        QByteArray body;
        if (reply->property("timedOut").toBool()) {
            problem = LookupProblem::Slow;
            reason = QStringLiteral("no answer within %1 ms").arg(m_timeout.count());
        } else if (reply->property("tooLarge").toBool()) {
            problem = LookupProblem::BadAnswer;
            reason = QStringLiteral("an answer over %1 bytes").arg(maxAnswerBytes);
        } else if (status == 404) {
            problem = LookupProblem::NotFound;
            reason = QStringLiteral("404 from %1").arg(reply->url().toString());
        } else if (reply->error() != QNetworkReply::NoError) {
            problem = LookupProblem::Offline;
            reason = reply->errorString();
        } else {
            body = reply->readAll();
            problem = check(body, &reason);
        }
        if (problem == LookupProblem::None) {
            if (m_cache)
                m_cache->save(path, body, now);
            finish(body, problem, {}, false);
        } else if (problem != LookupProblem::NotFound && kept) {
            // The service is slow, down or confused: what it said before still holds.
            QString ignored;
            if (check(kept->body, &ignored) == LookupProblem::None)
                finish(kept->body, LookupProblem::None, {}, true);
            else
                finish({}, problem, reason, false);
        } else {
            finish({}, problem, reason, false);
        }
    });
}

} // namespace brokerdesk::api
