#include "requestcounter.h"

#include <QChildEvent>
#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>

namespace bench {

namespace {

QString verbOf(const QNetworkReply *reply)
{
    switch (reply->operation()) {
    case QNetworkAccessManager::HeadOperation:
        return QStringLiteral("HEAD");
    case QNetworkAccessManager::GetOperation:
        return QStringLiteral("GET");
    case QNetworkAccessManager::PutOperation:
        return QStringLiteral("PUT");
    case QNetworkAccessManager::PostOperation:
        return QStringLiteral("POST");
    case QNetworkAccessManager::DeleteOperation:
        return QStringLiteral("DELETE");
    case QNetworkAccessManager::CustomOperation:
    case QNetworkAccessManager::UnknownOperation:
        break;
    }
    return QString::fromLatin1(
        reply->request().attribute(QNetworkRequest::CustomVerbAttribute).toByteArray());
}

} // namespace

RequestCounter::RequestCounter(QNetworkAccessManager &network, const QElapsedTimer &clock)
    : m_network(network), m_clock(clock)
{
    network.installEventFilter(this);
    connect(&network, &QNetworkAccessManager::finished, this, [this](QNetworkReply *reply) {
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall); // its start first
        if (const auto it = m_running.constFind(reply); it != m_running.cend()) {
            m_requests[*it].answeredMs = now();
            m_running.erase(it);
        }
    });
}

bool RequestCounter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != &m_network || event->type() != QEvent::ChildAdded)
        return false;
    // The reply is still being constructed: what it is can be read once control returns.
    QObject *child = static_cast<QChildEvent *>(event)->child();
    const double at = now();
    QMetaObject::invokeMethod(
        this,
        [this, child, at] {
            const auto replies = m_network.findChildren<QNetworkReply *>();
            for (QNetworkReply *reply : replies)
                if (reply == child) {
                    if (!reply->isFinished())
                        m_running.insert(reply, m_requests.size());
                    m_requests.append({at, reply->isFinished() ? now() : -1,
                                       verbOf(reply) + u' ' + reply->url().path()});
                }
        },
        Qt::QueuedConnection);
    return false;
}

QList<RequestCounter::Request> RequestCounter::between(double fromMs, double toMs)
{
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    QList<Request> out;
    for (const Request &r : m_requests)
        if (r.startedMs >= fromMs && r.startedMs <= toMs)
            out.append(r);
    return out;
}

} // namespace bench
