// --screenshot with --screenshot-size: the real workstation tours every page and state at the
// size asked (1280x720 when none is), and every picture it saves is exactly that size.
#include <QDir>
#include <QImageReader>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr int tourMs = 400000; // a shared, loaded machine

struct Run
{
    int exitCode = -1;
    QString errors;
};

Run runDesk(const QTemporaryDir &home, const QStringList &arguments, int waitMs)
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(BROKERDESK_APP_BIN), arguments);
    Run run;
    if (!app.waitForFinished(waitMs)) {
        app.kill();
        app.waitForFinished();
        run.errors = QStringLiteral("did not finish in time");
        return run;
    }
    run.exitCode = app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1;
    run.errors = QString::fromUtf8(app.readAllStandardError());
    return run;
}

} // namespace

class TestScreenshotSize : public QObject
{
    Q_OBJECT

private slots:
    void wrongSize_isRefusedNamingTheOption_data();
    void wrongSize_isRefusedNamingTheOption();
    void tour_savesEveryPictureAtTheSizeAsked_data();
    void tour_savesEveryPictureAtTheSizeAsked();
};

void TestScreenshotSize::wrongSize_isRefusedNamingTheOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said");
    const QString dir = QDir::temp().filePath(QStringLiteral("brokerdesk-never-written"));
    for (const char *wrong :
         {"1920", "1920x", "x1080", "big", "100x100", "99999x1080", "1920x1080x2", "-1920x1080"})
        QTest::newRow(wrong) << QStringList{QStringLiteral("--screenshot"), dir,
                                            QStringLiteral("--screenshot-size"),
                                            QString::fromLatin1(wrong)}
                             << QStringLiteral("--screenshot-size %1").arg(QLatin1String(wrong));
    QTest::newRow("without --screenshot")
        << QStringList{QStringLiteral("--screenshot-size"), QStringLiteral("1920x1080")}
        << QStringLiteral("--screenshot-size is for --screenshot");
}

void TestScreenshotSize::wrongSize_isRefusedNamingTheOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    QTemporaryDir home;
    const Run run = runDesk(
        home, QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + arguments, 30000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.errors.contains(said), qPrintable(run.errors));
}

void TestScreenshotSize::tour_savesEveryPictureAtTheSizeAsked_data()
{
    QTest::addColumn<QStringList>("sizeOption");
    QTest::addColumn<QSize>("size");
    QTest::newRow("default 1280x720") << QStringList() << QSize(1280, 720);
    QTest::newRow("1920x1080") << QStringList{QStringLiteral("--screenshot-size"),
                                              QStringLiteral("1920x1080")}
                               << QSize(1920, 1080);
}

void TestScreenshotSize::tour_savesEveryPictureAtTheSizeAsked()
{
    QFETCH(QStringList, sizeOption);
    QFETCH(QSize, size);
    QTemporaryDir home;
    const QString shots = home.filePath(QStringLiteral("shots"));
    const Run run = runDesk(home,
                            QStringList{QStringLiteral("--lang"), QStringLiteral("pt_BR"),
                                        QStringLiteral("--screenshot"), shots} +
                                sizeOption,
                            tourMs);
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    const QStringList pictures =
        QDir(shots).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
    // Every page and the states the issues asked for: the broker's desk, checkout, the
    // commissions, a customer and their estimate, the folded connection opened.
    for (const char *expected :
         {"-home.png", "-renewals.png", "-customers-customer.png", "-customers-estimate.png",
          "-quote-multicalculo-auto.png", "-sales-checkout.png", "-cashflow-commissions.png",
          "-settings.png", "-settings-connection.png"}) {
        bool found = false;
        for (const QString &p : pictures)
            found = found || p.endsWith(QLatin1String(expected));
        QVERIFY2(found, expected);
    }
    for (const QString &p : pictures) {
        const QSize got = QImageReader(QDir(shots).filePath(p)).size();
        QVERIFY2(
            got == size,
            qPrintable(QStringLiteral("%1 is %2x%3").arg(p).arg(got.width()).arg(got.height())));
    }
}

QTEST_GUILESS_MAIN(TestScreenshotSize)
#include "tst_screenshotsize.moc"
