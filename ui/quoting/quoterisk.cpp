#include "quoterisk.h"

#include "domain/catalog.h"
#include "domain/holder.h"

#include <QJsonDocument>

namespace brokerdesk::ui {

namespace {

QString digits(const QString &text)
{
    QString out;
    for (const QChar c : text)
        if (c.isLetterOrNumber()) // an alphanumeric CNPJ keeps its letters
            out += c.toUpper();
    return out;
}

} // namespace

QuoteRisk QuoteRisk::of(const cache::SavedQuote &quote)
{
    const QJsonObject holder = quote.request.value(QStringLiteral("policy_holder")).toObject();
    QuoteRisk r;
    const QString document = digits(domain::holderCpf(holder) + domain::holderCnpj(holder));
    const QString email = holder.value(QStringLiteral("email")).toString().trimmed().toLower();
    const QString name = domain::holderName(holder);
    r.customer = !document.isEmpty() ? document
                 : !email.isEmpty()  ? email
                                     : name.simplified().toLower();

    const auto product = domain::fromJson<domain::BrokerProduct>(quote.brokerProduct);
    const domain::ProductType type =
        product ? product.value().product.type : domain::ProductType::Unknown;
    QJsonObject item = quote.items.value(0);
    item.remove(QStringLiteral("coverages"));
    item.remove(QStringLiteral("assists"));
    QString identity;
    QString shown;
    if (const QString plate = digits(item.value(QStringLiteral("plate")).toString());
        !plate.isEmpty()) {
        identity = plate;
        shown = plate;
    } else if (const QString imei = item.value(QStringLiteral("imei")).toString();
               !imei.isEmpty()) {
        identity = imei;
    } else if (const QJsonObject address = item.value(QStringLiteral("address")).toObject();
               !address.isEmpty()) {
        identity = digits(address.value(QStringLiteral("zip_code")).toString()) + u'/' +
                   address.value(QStringLiteral("number")).toString().trimmed().toLower();
        shown = address.value(QStringLiteral("street_name")).toString() + u' ' +
                address.value(QStringLiteral("number")).toString();
    } else {
        identity = QString::fromUtf8(QJsonDocument(item).toJson(QJsonDocument::Compact));
    }
    r.risk = QString::number(int(type)) + u':' + identity;
    const QString kind = domain::displayName(type);
    r.description = shown.trimmed().isEmpty() ? tr("%1 · %2").arg(name, kind)
                                              : tr("%1 · %2 %3").arg(name, kind, shown.trimmed());
    return r;
}

} // namespace brokerdesk::ui
