#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>

// Gives a UI test its own QSettings files in a temporary folder, so tests never read or
// write the user's real settings and always start from nothing.
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
    }

private:
    QTemporaryDir m_dir;
};
