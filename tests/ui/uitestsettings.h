#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>

// Gives a UI test its own QSettings files and data folder (mirror, sales log, customers) in a
// temporary folder, so tests never read or write the user's real files, nor each other's when
// they run in parallel, and always start from nothing.
class IsolatedSettings
{
public:
    IsolatedSettings()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("BrokerDeskTests"));
        QCoreApplication::setApplicationName(QStringLiteral("brokerdesk-ui-test"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        QSettings().clear();
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
    }
    ~IsolatedSettings()
    {
        // A newer one made before this one goes (`m_settings = make_unique<…>()`) keeps its
        // own folder: putting back the older value would share the user's between tests.
        if (qgetenv("XDG_DATA_HOME") != m_dir.filePath(QStringLiteral("data")).toLocal8Bit())
            return;
        if (m_dataHome.isNull())
            qunsetenv("XDG_DATA_HOME");
        else
            qputenv("XDG_DATA_HOME", m_dataHome);
    }
    IsolatedSettings(const IsolatedSettings &) = delete;
    IsolatedSettings &operator=(const IsolatedSettings &) = delete;

private:
    QTemporaryDir m_dir;
    QByteArray m_dataHome = qgetenv("XDG_DATA_HOME");
};
