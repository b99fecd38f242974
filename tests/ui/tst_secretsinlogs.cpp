// After a full run of the real workstation (signs in to its embedded service and opens every
// page, with every logging category on), no client secret or access token is in its log file,
// its settings (if it wrote any) or what it printed.
#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestSecretsInLogs : public QObject
{
    Q_OBJECT

private slots:
    void fullRun_leavesNoSecretOrTokenInLogsSettingsOrOutput()
    {
        QTemporaryDir home;
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*=true\nqt.*=false"));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(BROKERDESK_APP_BIN),
                  {QStringLiteral("--sandbox"), QStringLiteral("--screenshot"),
                   home.filePath(QStringLiteral("shots"))});
        QVERIFY(app.waitForFinished(120000));
        QCOMPARE(app.exitCode(), 0);
        const QByteArray printed = app.readAllStandardOutput() + app.readAllStandardError();
        QVERIFY2(printed.contains("brokerdesk.sandbox.http"),
                 "the run logged no request: nothing to scan");

        // The secrets the desk signed in with, from the embedded service's own database.
        QStringList secrets;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("scan"));
            db.setDatabaseName(
                home.filePath(QStringLiteral("data/BrokerDesk/brokerdesk/sandbox.db")));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT client_secret FROM brokers")));
            while (q.next())
                secrets << q.value(0).toString();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("scan"));
        QVERIFY(!secrets.isEmpty());

        QList<QPair<QString, QByteArray>> scanned{{QStringLiteral("output"), printed}};
        for (const QString &folder :
             {QStringLiteral("config"), QStringLiteral("data/BrokerDesk/brokerdesk/logs")}) {
            QDirIterator it(home.filePath(folder), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile file(it.next());
                QVERIFY(file.open(QIODevice::ReadOnly));
                scanned.append({file.fileName(), file.readAll()});
            }
        }
        QVERIFY2(QFile::exists(home.filePath(
                     QStringLiteral("data/BrokerDesk/brokerdesk/logs/brokerdesk.log"))),
                 "the run wrote no log file: nothing to scan");
        // An access token is 43 characters of base64url; request ids are 36-character UUIDs.
        static const QRegularExpression token(
            QStringLiteral("(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])"));
        for (const auto &[name, content] : scanned) {
            const QString text = QString::fromUtf8(content);
            for (const QString &secret : secrets)
                QVERIFY2(!text.contains(secret),
                         qPrintable(name + QStringLiteral(" holds a client secret")));
            QVERIFY2(!text.contains(QStringLiteral("Bearer "), Qt::CaseInsensitive),
                     qPrintable(name));
            const auto match = token.match(text);
            QVERIFY2(!match.hasMatch(),
                     qPrintable(name + QStringLiteral(" holds a token-like value: ") +
                                match.captured()));
        }
    }
};

QTEST_GUILESS_MAIN(TestSecretsInLogs)
#include "tst_secretsinlogs.moc"
