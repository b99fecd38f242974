#include "channellogo.h"

#include <QCryptographicHash>
#include <QStringList>

#include <cmath>

namespace brokerdesk::sandbox {

namespace {

// HSL (hue in degrees, saturation and lightness 0..1) to "#rrggbb"; QColor lives in QtGui,
// which the service does not link.
QString hslColor(double hue, double saturation, double lightness)
{
    const double c = (1.0 - std::fabs(2.0 * lightness - 1.0)) * saturation;
    const double x = c * (1.0 - std::fabs(std::fmod(hue / 60.0, 2.0) - 1.0));
    const double m = lightness - c / 2.0;
    double r = 0, g = 0, b = 0;
    switch (int(hue / 60.0) % 6) {
    case 0:
        r = c;
        g = x;
        break;
    case 1:
        r = x;
        g = c;
        break;
    case 2:
        g = c;
        b = x;
        break;
    case 3:
        g = x;
        b = c;
        break;
    case 4:
        r = x;
        b = c;
        break;
    default:
        r = c;
        b = x;
        break;
    }
    const auto hex = [m](double v) {
        return QStringLiteral("%1").arg(int(std::lround((v + m) * 255.0)), 2, 16, QChar(u'0'));
    };
    return u'#' + hex(r) + hex(g) + hex(b);
}

} // namespace

QString channelInitials(const QString &channelName)
{
    QString initials;
    for (const QString &word : channelName.split(u' ', Qt::SkipEmptyParts)) {
        if (initials.size() == 2)
            break;
        if (word.front().isLetterOrNumber())
            initials.append(word.front().toUpper());
    }
    return initials.isEmpty() ? QStringLiteral("?") : initials;
}

QByteArray channelLogoSvg(const QString &channelId, const QString &channelName)
{
    const QByteArray digest =
        QCryptographicHash::hash(channelId.toUtf8(), QCryptographicHash::Sha256);
    const int hue = (quint8(digest.at(0)) << 8 | quint8(digest.at(1))) % 360;
    // Saturated and dark enough for white text to stay readable.
    const QString fill = hslColor(hue, 0.6, 0.36);
    const QString svg =
        QStringLiteral(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"128\" height=\"128\" "
            "viewBox=\"0 0 128 128\" role=\"img\" aria-label=\"%1\">"
            "<title>%1</title>"
            "<rect width=\"128\" height=\"128\" rx=\"28\" fill=\"%2\"/>"
            "<text x=\"64\" y=\"64\" dy=\"0.35em\" text-anchor=\"middle\" "
            "font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"52\" font-weight=\"bold\" "
            "fill=\"#ffffff\">%3</text></svg>\n")
            .arg(channelName.toHtmlEscaped(), fill, channelInitials(channelName).toHtmlEscaped());
    return svg.toUtf8();
}

} // namespace brokerdesk::sandbox
