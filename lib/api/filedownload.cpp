#include "filedownload.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace brokerdesk::api {

namespace {
constexpr int transferTimeoutMs = 30000;
}

FileDownload::FileDownload(QNetworkAccessManager &network, const QUrl &url, const QString &path,
                           QObject *parent)
    : QObject(parent), m_url(url), m_file(path)
{
    if (!m_file.open(QIODevice::WriteOnly)) {
        // Never before the caller could connect.
        QTimer::singleShot(0, this, [this, reason = m_file.errorString()] { failWriting(reason); });
        return;
    }
    QNetworkRequest request(url);
    request.setTransferTimeout(transferTimeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    m_reply = network.get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &FileDownload::write);
    connect(m_reply, &QNetworkReply::finished, this, &FileDownload::done);
}

FileDownload::~FileDownload()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    m_file.cancelWriting();
}

void FileDownload::write()
{
    if (append(m_reply->readAll()))
        return;
    m_reply->disconnect(this);
    m_reply->abort();
    m_reply->deleteLater();
    m_reply = nullptr;
}

bool FileDownload::append(const QByteArray &chunk)
{
    if (m_file.write(chunk) == chunk.size())
        return true;
    failWriting(m_file.errorString());
    return false;
}

void FileDownload::done()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 400)
        fail(ApiError::fromHttp(status, reply->readAll(), false));
    else if (reply->error() != QNetworkReply::NoError)
        fail(ApiError::fromNetwork(reply->error(), reply->errorString()));
    else if (!append(reply->readAll()))
        return;
    else if (!m_file.commit())
        failWriting(m_file.errorString());
    else
        emit saved();
}

void FileDownload::fail(const ApiError &error)
{
    m_file.cancelWriting();
    emit failed(error);
}

void FileDownload::failWriting(const QString &reason)
{
    ApiError e = ApiError::make(ApiError::Kind::Http, reason);
    e.code = QStringLiteral("file_not_writable");
    e.message = tr("The file could not be written: %1").arg(reason);
    fail(e);
}

} // namespace brokerdesk::api
