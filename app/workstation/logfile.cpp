#include "logfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QMutex>
#include <QRegularExpression>
#include <QStandardPaths>

#include <cstdio>

namespace {

constexpr qint64 kRotateBytes = qint64(1024) * 1024;

QMutex logMutex;
QFile *logFile = nullptr; // opened once at start, lives for the process
QtMessageHandler previousHandler = nullptr;

const char *levelName(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return "debug";
    case QtInfoMsg:
        return "info";
    case QtWarningMsg:
        return "warning";
    case QtCriticalMsg:
        return "critical";
    case QtFatalMsg:
        return "fatal";
    }
    return "?";
}

void writeMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const QString clean = redactSecrets(message);
    {
        const QMutexLocker lock(&logMutex);
        if (logFile) {
            const QString line =
                QStringLiteral("%1 %2 %3: %4\n")
                    .arg(QDateTime::currentDateTime().toString(Qt::ISODateWithMs),
                         QLatin1String(levelName(type)),
                         QLatin1String(context.category ? context.category : "default"), clean);
            logFile->write(line.toUtf8());
            logFile->flush();
        }
    }
    if (previousHandler)
        previousHandler(type, context, clean);
}

} // namespace

QString redactSecrets(QString message)
{
    static const QRegularExpression patterns[] = {
        QRegularExpression(QStringLiteral(R"((Bearer\s+)[A-Za-z0-9._~+/=-]+)"),
                           QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(
            QStringLiteral(
                R"(((?:client_secret|access_token|secret)["']?\s*[=:]\s*["']?)[^\s&"',}]+)"),
            QRegularExpression::CaseInsensitiveOption),
    };
    for (const auto &pattern : patterns)
        message.replace(pattern, QStringLiteral("\\1***"));
    return message;
}

QString installLogFile()
{
    const QString dir =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/logs");
    QDir().mkpath(dir);
    QString path = dir + QStringLiteral("/brokerdesk.log");
    if (QFileInfo(path).size() > kRotateBytes) {
        QFile::remove(path + QStringLiteral(".1"));
        QFile::rename(path, path + QStringLiteral(".1"));
    }
    auto *file = new QFile(path);
    if (!file->open(QIODevice::Append | QIODevice::Text)) {
        std::fprintf(stderr, "BrokerDesk: cannot write the log file %s: %s\n", qPrintable(path),
                     qPrintable(file->errorString()));
        delete file;
        return {};
    }
    logFile = file;
    previousHandler = qInstallMessageHandler(writeMessage);
    return path;
}
