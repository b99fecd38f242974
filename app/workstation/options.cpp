#include "options.h"

#include <brokerdesk/version.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cstdio>

namespace {
struct Options
{
    Q_DECLARE_TR_FUNCTIONS(Options)
};
} // namespace

std::optional<QSize> parseScreenSize(const QString &text)
{
    static const QRegularExpression shape(QStringLiteral("^([0-9]{3,4})[xX×]([0-9]{3,4})$"));
    const QRegularExpressionMatch m = shape.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const QSize size(m.captured(1).toInt(), m.captured(2).toInt());
    if (size.width() < 640 || size.height() < 480 || size.width() > 7680 || size.height() > 4320)
        return std::nullopt;
    return size;
}

int parseDeskOptions(const QStringList &arguments, DeskOptions *options)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Options::tr(
        "BrokerDesk, the workstation for insurance broker staff. With nothing configured it "
        "starts a built-in demo service and signs in to it."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption server(QStringLiteral("server"),
                                    Options::tr("Use the brokerage service at <url> (token URL, "
                                                "client id and secret come from the settings)."),
                                    Options::tr("url"));
    const QCommandLineOption sandbox(
        QStringLiteral("sandbox"),
        Options::tr("Use the built-in demo service, whatever the settings say."));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  Options::tr("Language of the interface: pt_BR or en."),
                                  Options::tr("language"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        Options::tr("Render every page with demo data to PNG "
                                                    "files in <dir>, then quit."),
                                        Options::tr("dir"));
    const QCommandLineOption screenshotSize(
        QStringLiteral("screenshot-size"),
        Options::tr("Size of the window the screenshots show, such as 1920x1080 (default "
                    "1280x720)."),
        Options::tr("WxH"));
    const QCommandLineOption benchmark(QStringLiteral("startup-benchmark"),
                                       Options::tr("Print when the window was first painted "
                                                   "(milliseconds since the epoch), then quit."));
    parser.addOptions({server, sandbox, lang, screenshot, screenshotSize, benchmark});
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "brokerdesk: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(help)) {
        std::printf("%s", qPrintable(parser.helpText()));
        return 0;
    }
    if (parser.isSet(version)) {
        std::printf("BrokerDesk %s\n", BROKERDESK_VERSION);
        return 0;
    }
    if (parser.isSet(server) && parser.isSet(sandbox)) {
        std::fprintf(stderr, "brokerdesk: %s\n",
                     qPrintable(Options::tr("--server and --sandbox cannot be used together.")));
        return 2;
    }
    if (parser.isSet(server)) {
        options->server = QUrl::fromUserInput(parser.value(server));
        if (!options->server.isValid() || options->server.host().isEmpty()) {
            std::fprintf(
                stderr, "brokerdesk: %s\n",
                qPrintable(Options::tr("Not a server address: %1").arg(parser.value(server))));
            return 2;
        }
    }
    options->forceSandbox = parser.isSet(sandbox);
    options->language = parser.value(lang);
    if (!options->language.isEmpty() && options->language != QStringLiteral("pt_BR") &&
        options->language != QStringLiteral("en")) {
        std::fprintf(
            stderr, "brokerdesk: %s\n",
            qPrintable(
                Options::tr("Unknown language %1: use pt_BR or en.").arg(options->language)));
        return 2;
    }
    options->screenshotDir = parser.value(screenshot);
    if (parser.isSet(screenshotSize)) {
        const auto size = parseScreenSize(parser.value(screenshotSize));
        const QString why =
            !parser.isSet(screenshot)
                ? Options::tr("--screenshot-size is for --screenshot: give both.")
            : !size ? Options::tr("--screenshot-size %1: give the width and height in pixels, "
                                  "such as 1920x1080, from 640x480 to 7680x4320.")
                          .arg(parser.value(screenshotSize))
                    : QString();
        if (!why.isEmpty()) {
            std::fprintf(stderr, "brokerdesk: %s\n", qPrintable(why));
            return 2;
        }
        options->screenshotSize = *size;
    }
    options->startupBenchmark = parser.isSet(benchmark);
    return -1;
}
