#pragma once

#include <QString>

// Qt's messages also go to a log file support can ask for:
// <data folder>/logs/brokerdesk.log, the previous one kept as brokerdesk.log.1 when it passes
// 1 MB. Bearer tokens and client secrets are masked before anything is written.
QString installLogFile();

// The text a log line will carry: credentials masked.
QString redactSecrets(QString message);
