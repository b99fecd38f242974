#pragma once

#include <QString>
#include <QUrl>

// The workstation's command line.
struct DeskOptions
{
    bool forceSandbox = false;     // --sandbox
    QUrl server;                   // --server URL
    QString language;              // --lang pt_BR|en
    QString screenshotDir;         // --screenshot DIR
    bool startupBenchmark = false; // --startup-benchmark
};

// Parses the arguments; handles --help and --version itself. Returns an exit code to leave
// with, or -1 to go on.
int parseDeskOptions(const QStringList &arguments, DeskOptions *options);
