// brokerdesk: the workstation. Thin: options, language, then the Desk does the rest.
#include "common/language.h"
#include "common/look.h"
#include "desk.h"
#include "logfile.h"
#include "mainwindow.h"
#include "options.h"
#include "screenshots.h"

#include <brokerdesk/version.h>

#include <QApplication>

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("BrokerDesk"));
    QCoreApplication::setApplicationName(QStringLiteral("brokerdesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BROKERDESK_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    DeskOptions options;
    {
        // --help, --version and wrong options answer without needing a display.
        QCoreApplication probe(argc, argv);
        setIdentity();
        brokerdesk::ui::installTranslations(
            brokerdesk::ui::chooseLanguage(QCoreApplication::arguments()));
        if (const int code = parseDeskOptions(QCoreApplication::arguments(), &options); code >= 0)
            return code;
    }
    QApplication app(argc, argv);
    setIdentity();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("BrokerDesk"));
    brokerdesk::ui::installTranslations(
        brokerdesk::ui::chooseLanguage(QCoreApplication::arguments()));
    installLogFile();

    Desk desk(options);
    // The primary and destructive buttons' style (issue 35), once the window is built and before
    // it shows: an application style sheet makes every widget that changes parent while the
    // pages are built restyle all its children (about half the time to the first paint).
    brokerdesk::ui::applyLook(app);
    if (options.startupBenchmark)
        reportFirstPaint(desk.window());
    Screenshots *shots = nullptr;
    if (!options.screenshotDir.isEmpty()) {
        shots = new Screenshots(desk.window(), desk.workspace(), options.screenshotDir, &desk);
        shots->setSize(options.screenshotSize);
        QObject::connect(shots, &Screenshots::finished, &app, &QCoreApplication::exit);
        QObject::connect(&desk, &Desk::connected, shots, &Screenshots::start);
    }
    desk.start();
    return app.exec();
}
