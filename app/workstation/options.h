#pragma once

#include <QSize>
#include <QString>
#include <QUrl>

#include <optional>

// The workstation's command line.
struct DeskOptions
{
    bool forceSandbox = false;       // --sandbox
    QUrl server;                     // --server URL
    QString language;                // --lang pt_BR|en
    QString screenshotDir;           // --screenshot DIR
    QSize screenshotSize{1280, 720}; // --screenshot-size WxH: a small office screen by default
    bool startupBenchmark = false;   // --startup-benchmark
};

// "1920x1080" as a window size a screen can have (640x480 to 7680x4320); nothing otherwise.
std::optional<QSize> parseScreenSize(const QString &text);

// Parses the arguments; handles --help and --version itself. Returns an exit code to leave
// with, or -1 to go on.
int parseDeskOptions(const QStringList &arguments, DeskOptions *options);
