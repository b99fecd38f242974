#include "catalog/catalogpage.h"
#include "common/language.h"

#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

// Brazilian Portuguese ships complete: lupdate, run on a copy of the committed .ts over the
// current sources (as scripts/translations.sh does), must find every message translated.
// A new tr() string without a translation, or an unfinished one, fails here.
class TestTranslations : public QObject
{
    Q_OBJECT

    // Not __FILE__: with CCACHE_BASEDIR it is relative to the build folder, not to the test's.
    static QString root() { return QStringLiteral(BROKERDESK_SOURCE_DIR); }

    static QString lupdate()
    {
        for (const QString &dir : {QLibraryInfo::path(QLibraryInfo::BinariesPath),
                                   QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath)}) {
            const QString candidate = dir + QStringLiteral("/lupdate");
            if (QFileInfo(candidate).isExecutable())
                return candidate;
        }
        return QStandardPaths::findExecutable(QStringLiteral("lupdate"));
    }

    // "context: source" of every message that is unfinished or has no translation.
    static QStringList untranslated(const QString &tsPath, int *total)
    {
        QFile file(tsPath);
        if (!file.open(QIODevice::ReadOnly))
            return {QStringLiteral("cannot read ") + tsPath};
        QXmlStreamReader xml(&file);
        QStringList missing;
        QString context, source;
        bool numerus = false;
        *total = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == u"name")
                context = xml.readElementText();
            else if (xml.name() == u"message") {
                numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
                ++*total;
            } else if (xml.name() == u"source")
                source = xml.readElementText();
            else if (xml.name() == u"translation") {
                const auto type = xml.attributes().value(QLatin1String("type")).toString();
                QString text;
                if (numerus) { // the forms are <numerusform> children
                    while (xml.readNextStartElement())
                        text += xml.readElementText();
                } else {
                    text = xml.readElementText();
                }
                if (type == QStringLiteral("unfinished") || text.trimmed().isEmpty())
                    missing << context + QStringLiteral(": ") + source;
            }
        }
        if (xml.hasError())
            missing << QStringLiteral("XML error: ") + xml.errorString();
        return missing;
    }

private slots:
    void portuguese_isCompleteForTheCurrentSources()
    {
        const QString tool = lupdate();
        if (tool.isEmpty())
            QFAIL("lupdate not found: install qt6-l10n-tools");
        QTemporaryDir tmp;
        const QString copy = tmp.filePath(QStringLiteral("brokerdesk_pt_BR.ts"));
        QVERIFY(QFile::copy(root() + QStringLiteral("/translations/brokerdesk_pt_BR.ts"), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        QProcess run;
        run.setWorkingDirectory(root());
        run.start(tool,
                  {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                   QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral("-extensions"), QStringLiteral("cpp,h"), QStringLiteral("lib"),
                   QStringLiteral("ui"), QStringLiteral("app"), QStringLiteral("-ts"), copy});
        QVERIFY(run.waitForFinished(120000));
        QCOMPARE(run.exitCode(), 0);

        int total = 0;
        const QStringList missing = untranslated(copy, &total);
        QVERIFY(total > 100);
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 message(s) not translated to pt_BR (run "
                                           "scripts/translations.sh, then translate):\n  ")
                                .arg(missing.size()) +
                            missing.mid(0, 40).join(QStringLiteral("\n  "))));
    }

    void embeddedTranslation_translatesTheInterface()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/brokerdesk_pt_BR.qm")));
        QCOMPARE(translator.translate("brokerdesk::ui::CatalogPage", "Catalog"),
                 QStringLiteral("Catálogo"));
    }

    // The wizards' Back/Next/Cancel and the file dialogs are Qt's own strings: in Portuguese they
    // come from Debian's qt6-translations-l10n, which the install scripts and the package pull in.
    void portuguese_alsoTranslatesQtsOwnWizardButtonsAndFileDialogs()
    {
        QVERIFY2(brokerdesk::ui::installTranslations(QStringLiteral("pt_BR")),
                 "qtbase_pt_BR.qm is missing: install qt6-translations-l10n");
        for (const auto &[context, english] :
             {std::pair{"QWizard", "&Next >"}, std::pair{"QWizard", "< &Back"},
              std::pair{"QWizard", "Cancel"}, std::pair{"QFileDialog", "Look in:"},
              std::pair{"QFileDialog", "File &name:"}}) {
            const QString shown = QCoreApplication::translate(context, english);
            QVERIFY2(shown != QLatin1String(english), english);
        }
        QCOMPARE(QCoreApplication::translate("brokerdesk::ui::SettingsPage", "Client id"),
                 QStringLiteral("ID do cliente"));
        QCOMPARE(QLocale().toString(QDate(2026, 11, 24), QLocale::ShortFormat),
                 QStringLiteral("24/11/2026"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
