#pragma once

#include "apierror.h"

#include <QObject>
#include <QPointer>
#include <QSaveFile>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace brokerdesk::api {

// Saves a document behind a URL the service returned (an affinity attachment, a policy PDF)
// to a file, through the client's one network manager. Streams to disk; the file appears
// whole or not at all. saved() or failed() comes once, asynchronously; deleting the object
// aborts.
class FileDownload final : public QObject
{
    Q_OBJECT
public:
    FileDownload(QNetworkAccessManager &network, const QUrl &url, const QString &path,
                 QObject *parent = nullptr);
    ~FileDownload() override;

    QUrl url() const { return m_url; }
    QString path() const { return m_file.fileName(); }

signals:
    void saved();
    void failed(const brokerdesk::api::ApiError &error);

private:
    void write();
    bool append(const QByteArray &chunk);
    void done();
    void fail(const ApiError &error);
    void failWriting(const QString &reason);

    QUrl m_url;
    QSaveFile m_file;
    QPointer<QNetworkReply> m_reply;
};

} // namespace brokerdesk::api
