#include "icons.h"

#include <QFile>
#include <QHash>

namespace brokerdesk::ui {

QIcon icon(const QString &name)
{
    // Cached: QIcon shares its engine, and pages ask for the same few icons again and again.
    static QHash<QString, QIcon> cache;
    const auto it = cache.constFind(name);
    if (it != cache.constEnd())
        return *it;
    const QString path = QStringLiteral(":/icons/") + name + QStringLiteral(".svg");
    QIcon result = QFile::exists(path) ? QIcon(path) : QIcon();
    cache.insert(name, result);
    return result;
}

QString productTypeIconName(domain::ProductType type)
{
    using T = domain::ProductType;
    switch (type) {
    case T::Auto:
        return QStringLiteral("product-auto");
    case T::Business:
        return QStringLiteral("product-business");
    case T::Educational:
        return QStringLiteral("product-educational");
    case T::Home:
        return QStringLiteral("product-home");
    case T::Life:
        return QStringLiteral("product-life");
    case T::Funeral:
        return QStringLiteral("product-funeral");
    case T::Moneylender:
        return QStringLiteral("product-moneylender");
    case T::Electronic:
        return QStringLiteral("product-electronic");
    case T::Global:
        return QStringLiteral("product-global");
    case T::Warranty:
        return QStringLiteral("product-warranty");
    case T::PersonalAccident:
        return QStringLiteral("product-personal-accident");
    case T::Travel:
        return QStringLiteral("product-travel");
    case T::Unknown:
        break;
    }
    return QStringLiteral("product-unknown");
}

QIcon productTypeIcon(domain::ProductType type)
{
    return icon(productTypeIconName(type));
}

QIcon connectionIcon(api::ConnectionState state)
{
    using S = api::ConnectionState;
    switch (state) {
    case S::Online:
        return icon(QStringLiteral("state-online"));
    case S::Offline:
        return icon(QStringLiteral("state-offline"));
    case S::SigningIn:
        return icon(QStringLiteral("state-signing-in"));
    case S::ServiceUnavailable:
        return icon(QStringLiteral("state-unavailable"));
    case S::SignedOut:
        break;
    }
    return icon(QStringLiteral("state-signed-out"));
}

} // namespace brokerdesk::ui
