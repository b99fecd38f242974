#pragma once

#include <QStringList>

// The interface language: --lang, else the saved setting, else the system's ("pt_BR" when it is
// any Portuguese, "en" otherwise).
QString chooseLanguage(const QStringList &arguments);

// Loads BrokerDesk's embedded translation (and Qt's own, when installed) and makes the
// language's locale the default, so money and dates follow it.
void installTranslations(const QString &language);
