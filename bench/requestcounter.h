#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

class QNetworkAccessManager;
class QNetworkReply;

namespace bench {

// Every request one QNetworkAccessManager makes, with when it started and when its answer came:
// the manager parents each reply it creates, so a child added to it is a request (read once the
// reply is built), and its `finished` signal says when the answer is in.
class RequestCounter : public QObject
{
    Q_OBJECT
public:
    RequestCounter(QNetworkAccessManager &network, const QElapsedTimer &clock);

    struct Request
    {
        double startedMs = 0;   // on the clock given
        double answeredMs = -1; // -1: no answer yet
        QString what;           // "POST /v1/sales"
    };
    // The requests started from fromMs up to toMs (every one started so far is included).
    QList<Request> between(double fromMs, double toMs);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    double now() const { return double(m_clock.nsecsElapsed()) / 1e6; }

    QNetworkAccessManager &m_network;
    const QElapsedTimer &m_clock;
    QList<Request> m_requests;
    QHash<QNetworkReply *, qsizetype> m_running; // reply → its entry, until it finishes
};

} // namespace bench
