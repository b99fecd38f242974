#pragma once

#include <QStringList>

namespace brokerdesk::ui {

// The interface language: --lang, else the saved setting, else the system's ("en" when it is
// English, Brazilian Portuguese otherwise).
QString chooseLanguage(const QStringList &arguments);

// Loads BrokerDesk's embedded translation and Qt's own (wizard buttons, file dialogs; Debian's
// qt6-translations-l10n) and makes the language's locale the default, so money and dates
// follow it. Returns false when Qt's own catalog is missing for a language that needs it.
bool installTranslations(const QString &language);

} // namespace brokerdesk::ui
