#pragma once

#include "support/servicecontext.h"

#include <QHostAddress>
#include <QStringList>

struct SandboxCommandLine
{
    brokerdesk::sandbox::SandboxSettings settings;
    QHostAddress address = QHostAddress::LocalHost;
    quint16 port = 0;
    QString credentialsFile;
    QString logLevel = QStringLiteral("info");
    bool webhookStatus = false;
};

// Parses the command line; on a wrong value, returns false with a message naming the option.
// --help and --version print and exit inside.
bool parseCommandLine(const QStringList &arguments, SandboxCommandLine *out, QString *error);
