#pragma once

#include <QByteArray>
#include <QString>

namespace brokerdesk::sandbox {

// The channel's initials on a rounded badge whose colour is derived from the channel id:
// every channel gets a stable, distinct logo without any stored image.
QByteArray channelLogoSvg(const QString &channelId, const QString &channelName);

// "Aurora Seguros Online" → "AS": the first letters of the first two words.
QString channelInitials(const QString &channelName);

} // namespace brokerdesk::sandbox
