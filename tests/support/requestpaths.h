#pragma once

#include <QChildEvent>
#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>

#include <algorithm>

// The paths of the requests a network manager makes (its replies are its children).
class RequestPaths : public QObject
{
public:
    explicit RequestPaths(QNetworkAccessManager &network) : m_network(network)
    {
        network.installEventFilter(this);
    }
    qsizetype count(const QString &prefix) const
    {
        QCoreApplication::sendPostedEvents();
        return std::count_if(paths.cbegin(), paths.cend(),
                             [&prefix](const QString &p) { return p.startsWith(prefix); });
    }
    QStringList paths;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == &m_network && event->type() == QEvent::ChildAdded) {
            QObject *child = static_cast<QChildEvent *>(event)->child();
            // Read once the reply is built.
            QMetaObject::invokeMethod(
                this,
                [this, child] {
                    for (QNetworkReply *reply : m_network.findChildren<QNetworkReply *>())
                        if (reply == child)
                            paths << reply->url().path();
                },
                Qt::QueuedConnection);
        }
        return false;
    }

private:
    QNetworkAccessManager &m_network;
};
