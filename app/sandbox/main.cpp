// brokerdesk-sandbox: runs the brokerage service standalone, for teams and scripts.
#include "options.h"
#include "sandbox.h"

#include <brokerdesk/version.h>

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto n = ::write(signalPipe[1], &byte, 1);
}

// SIGINT/SIGTERM end the event loop, so the database closes cleanly.
void quitOnSignals(QCoreApplication &app)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) != 0)
        return;
    auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, &app);
    QObject::connect(notifier, &QSocketNotifier::activated, &app, [&app] {
        char byte = 0;
        [[maybe_unused]] const auto n = ::read(signalPipe[0], &byte, 1);
        qInfo("Stopping.");
        app.quit();
    });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

void applyLogLevel(const QString &level)
{
    QString rules = QStringLiteral("*.debug=false\n");
    if (level == QStringLiteral("debug"))
        rules = QStringLiteral("*.debug=true\n");
    else if (level == QStringLiteral("warning"))
        rules += QStringLiteral("*.info=false\n");
    else if (level == QStringLiteral("error"))
        rules += QStringLiteral("*.info=false\n*.warning=false\n");
    QLoggingCategory::setFilterRules(rules);
    qSetMessagePattern(QStringLiteral(
        "%{time yyyy-MM-ddThh:mm:ss.zzz} %{type} %{if-category}%{category}: %{endif}%{message}"));
}

} // namespace

int main(int argc, char *argv[])
{
    // Qt's own event dispatcher, not GLib's: GLib adds and removes a poll source each time Qt
    // toggles a socket's read notifier, twice a request (about a tenth of a list page's time).
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("BrokerDesk"));
    QCoreApplication::setApplicationName(QStringLiteral("brokerdesk-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BROKERDESK_VERSION));

    SandboxCommandLine options;
    QString error;
    if (!parseCommandLine(QCoreApplication::arguments(), &options, &error)) {
        std::fprintf(stderr, "brokerdesk-sandbox: %s\nTry --help.\n", qPrintable(error));
        return 2;
    }
    applyLogLevel(options.logLevel);
    if (options.webhookStatus) {
        const auto status =
            brokerdesk::sandbox::Sandbox::webhookStatus(options.settings.dbPath, &error);
        if (!status) {
            std::fprintf(stderr, "brokerdesk-sandbox: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("%s", QJsonDocument(*status).toJson().constData());
        return 0;
    }
    quitOnSignals(app);

    brokerdesk::sandbox::Sandbox sandbox(options.settings);
    if (!sandbox.start(options.address, options.port, &error)) {
        std::fprintf(stderr, "brokerdesk-sandbox: %s\n", qPrintable(error));
        return 1;
    }
    if (!options.address.isLoopback())
        qWarning("Listening on %s, which is not a loopback address: other machines can reach "
                 "this sandbox.",
                 qPrintable(options.address.toString()));

    std::printf("BrokerDesk sandbox %s listening on %s\n", BROKERDESK_VERSION,
                qPrintable(sandbox.baseUrl().toString()));
    std::printf("Token URL: %s   (audience: %s)\n", qPrintable(sandbox.tokenUrl().toString()),
                qPrintable(brokerdesk::sandbox::AuthService::audience));
    std::printf("Database: %s\n", qPrintable(options.settings.dbPath));
    if (options.settings.strict)
        std::printf("Strict: only the operator's documented routes; webhooks unsigned.\n");
    for (const auto &b : sandbox.brokers())
        std::printf("Demo broker \"%s\": client_id=%s client_secret=%s broker_channel_id=%s\n",
                    qPrintable(b.name), qPrintable(b.clientId), qPrintable(b.clientSecret),
                    qPrintable(b.channelId));
    std::fflush(stdout);

    if (!options.credentialsFile.isEmpty()) {
        QSaveFile file(options.credentialsFile);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(QJsonDocument(sandbox.credentialsJson()).toJson()) < 0 ||
            !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
            !file.commit()) {
            std::fprintf(stderr, "brokerdesk-sandbox: cannot write %s: %s\n",
                         qPrintable(options.credentialsFile), qPrintable(file.errorString()));
            return 1;
        }
    }
    return app.exec();
}
