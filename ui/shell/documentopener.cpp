#include "documentopener.h"

#include "common/errortext.h"
#include "errorbanner.h"
#include "workspace.h"

#include "api/filedownload.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QStandardPaths>

namespace brokerdesk::ui {

namespace {
QString notOpened()
{
    return DocumentOpener::tr("The document could not be opened: no program to show PDF files is "
                              "set up on this computer. You can save it as a file instead.");
}
} // namespace

DocumentOpener::DocumentOpener(Workspace &workspace, ErrorBanner *banner, QWidget *parent)
    : QObject(parent), m_workspace(workspace), m_banner(banner), m_window(parent),
      m_opener([](const QUrl &url) { return QDesktopServices::openUrl(url); })
{
    m_chooser = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(m_window, tr("Save the document"), suggested,
                                            tr("PDF documents (*.pdf);;All files (*)"));
    };
    connect(m_banner, &ErrorBanner::actionRequested, this, [this] {
        if (m_url.isValid())
            saveAs();
    });
}

bool DocumentOpener::open(const QUrl &url, const QString &suggestedName)
{
    m_url = url;
    m_name = suggestedName;
    if (m_opener(url)) {
        m_url.clear(); // the banner's action is no longer ours to answer
        return true;
    }
    // Without a registered viewer Qt only logs a warning: say it where the user looks.
    offerSaveAs(notOpened());
    return false;
}

bool DocumentOpener::isSaving() const
{
    return m_download != nullptr;
}

void DocumentOpener::offerSaveAs(const QString &message)
{
    m_banner->showMessage(message);
    m_banner->showAction(tr("Sa&ve as…"));
}

void DocumentOpener::saveAs()
{
    if (!m_url.isValid() || isSaving())
        return;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = m_chooser(QDir(dir).filePath(m_name));
    if (path.isEmpty()) {
        offerSaveAs(notOpened()); // still on offer
        return;
    }
    emit m_workspace.status(tr("Saving %1…").arg(QDir::toNativeSeparators(path)));
    // FileDownload writes through a QSaveFile: the file appears whole or not at all.
    m_download = new api::FileDownload(m_workspace.api().network(), m_url, path, this);
    connect(m_download, &api::FileDownload::saved, this, [this, path] {
        m_download->deleteLater();
        m_download = nullptr;
        m_url.clear();
        emit m_workspace.status(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
        emit saved(path);
    });
    connect(m_download, &api::FileDownload::failed, this, [this](const api::ApiError &error) {
        m_download->deleteLater();
        m_download = nullptr;
        emit m_workspace.status(QString());
        const QString message =
            tr("The document could not be saved: %1").arg(errortext::sentence(error));
        offerSaveAs(message);
        emit saveFailed(message);
    });
}

} // namespace brokerdesk::ui
