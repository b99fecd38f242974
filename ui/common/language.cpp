#include "language.h"

#include "settings/desksettings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace brokerdesk::ui {

QString chooseLanguage(const QStringList &arguments)
{
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QStringLiteral("--lang") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(QStringLiteral("--lang=")))
            return a.mid(7);
    }
    QString saved = DeskSettings::load().language;
    if (!saved.isEmpty())
        return saved;
    // Brazilian broker offices first: English only where the system asks for it.
    return QLocale::system().language() == QLocale::English ? QStringLiteral("en")
                                                            : QStringLiteral("pt_BR");
}

bool installTranslations(const QString &language)
{
    const bool portuguese = language == QStringLiteral("pt_BR");
    // Day-first dates in English too: the desk serves Brazilian offices (docs/interface.md).
    QLocale::setDefault(portuguese ? QLocale(QLocale::Portuguese, QLocale::Brazil)
                                   : QLocale(QLocale::English, QLocale::UnitedKingdom));
    auto *ours = new QTranslator(qApp);
    if (ours->load(QStringLiteral(":/i18n/brokerdesk_") +
                   (portuguese ? language : QStringLiteral("en"))))
        QCoreApplication::installTranslator(ours);
    if (!portuguese)
        return true;
    auto *qt = new QTranslator(qApp);
    if (!qt->load(QStringLiteral("qtbase_pt_BR"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qWarning("Qt's own Portuguese catalog (qtbase_pt_BR.qm) is not installed: its dialogs stay "
                 "in English");
        delete qt;
        return false;
    }
    QCoreApplication::installTranslator(qt);
    return true;
}

} // namespace brokerdesk::ui
