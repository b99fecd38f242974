#pragma once

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>

class QWidget;

namespace brokerdesk::api {
class FileDownload;
}

namespace brokerdesk::ui {

class ErrorBanner;
class Workspace;

// Opens a document the service serves (a policy PDF) in the system's viewer. When no program
// is set up to show it, says so in the page's error banner and offers Save as…, which downloads
// the document through the client's network manager into a file the user picks.
class DocumentOpener final : public QObject
{
    Q_OBJECT
public:
    DocumentOpener(Workspace &workspace, ErrorBanner *banner, QWidget *parent);

    // False, with the banner, when no program took the document.
    bool open(const QUrl &url, const QString &suggestedName);
    void saveAs(); // the document open() could not show: asks where, then downloads it
    bool isSaving() const;

    // The system's opener (QDesktopServices::openUrl) and the save dialog, replaceable in tests.
    using UrlOpener = std::function<bool(const QUrl &)>;
    void setUrlOpener(UrlOpener opener) { m_opener = std::move(opener); }
    using PathChooser = std::function<QString(const QString &suggested)>;
    void setPathChooser(PathChooser chooser) { m_chooser = std::move(chooser); }

signals:
    void saved(const QString &path);
    void saveFailed(const QString &message);

private:
    void offerSaveAs(const QString &message);

    Workspace &m_workspace;
    ErrorBanner *m_banner;
    QWidget *m_window;
    QUrl m_url;
    QString m_name;
    QPointer<api::FileDownload> m_download;
    UrlOpener m_opener;
    PathChooser m_chooser;
};

} // namespace brokerdesk::ui
