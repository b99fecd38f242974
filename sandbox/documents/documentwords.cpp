#include "documentwords.h"

#include "domain/documents.h"
#include "pricing/installments.h"
#include "support/jsoncheck.h"
#include "support/producttype.h"

#include <QJsonArray>
#include <QLocale>
#include <QTimeZone>

namespace brokerdesk::sandbox::words {

namespace {

const QLocale &brazil()
{
    static const QLocale locale(QLocale::Portuguese, QLocale::Brazil);
    return locale;
}

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString().trimmed();
}

QString joined(const QStringList &parts, const QString &separator)
{
    QStringList kept;
    for (const QString &p : parts)
        if (!p.trimmed().isEmpty())
            kept << p.trimmed();
    return kept.join(separator);
}

QString vehicle(const QJsonObject &item)
{
    const int model = item.value(QStringLiteral("model_year")).toInt();
    const int made = item.value(QStringLiteral("manufacture_year")).toInt();
    const QString years = made > 0 && model > 0 ? QStringLiteral("%1/%2").arg(made).arg(model)
                          : model > 0           ? QString::number(model)
                                                : QString();
    QStringList parts{
        joined({text(item, "brand_name"), text(item, "model_name"), years}, QStringLiteral(" "))};
    if (!text(item, "plate").isEmpty())
        parts << QStringLiteral("placa ") + text(item, "plate");
    if (!text(item, "chassis").isEmpty())
        parts << QStringLiteral("chassi ") + text(item, "chassis");
    if (item.value(QStringLiteral("is_0km")).toBool())
        parts << QStringLiteral("0 km");
    return joined(parts, QStringLiteral(", "));
}

QString address(const QJsonObject &a)
{
    const QString street =
        joined({text(a, "street_name"), text(a, "number")}, QStringLiteral(", "));
    const QString place =
        joined({text(a, "city_name"), text(a, "state_code")}, QStringLiteral("/"));
    const QString zip = text(a, "zip_code");
    return joined(
        {joined({street, text(a, "complement")}, QStringLiteral(" ")), text(a, "district_name"),
         place,
         zip.size() == 8 ? QStringLiteral("CEP ") + zip.left(5) + u'-' + zip.mid(5) : QString()},
        QStringLiteral(" – "));
}

QString home(const QJsonObject &item)
{
    static const QHash<QString, QString> kinds{
        {QStringLiteral("house"), QStringLiteral("Casa")},
        {QStringLiteral("apartment"), QStringLiteral("Apartamento")},
        {QStringLiteral("condo_house"), QStringLiteral("Casa em condomínio")},
        {QStringLiteral("farm"), QStringLiteral("Sítio")}};
    const QString kind = kinds.value(text(item, "property_type"), QStringLiteral("Residência"));
    return kind + QStringLiteral(": ") + address(item.value(QStringLiteral("address")).toObject());
}

QString electronic(const QJsonObject &item)
{
    QStringList parts{
        joined({text(item, "brand_name"), text(item, "model_name")}, QStringLiteral(" "))};
    if (!text(item, "imei").isEmpty())
        parts << QStringLiteral("IMEI ") + text(item, "imei");
    if (item.contains(QStringLiteral("invoice_amount")))
        parts << QStringLiteral("nota fiscal de ") +
                     brl(item.value(QStringLiteral("invoice_amount")).toInteger());
    return joined(parts, QStringLiteral(", "));
}

QString travel(const QJsonObject &item)
{
    static const QHash<QString, QString> regions{
        {QStringLiteral("brazil"), QStringLiteral("Brasil")},
        {QStringLiteral("south_america"), QStringLiteral("América do Sul")},
        {QStringLiteral("central_america"), QStringLiteral("América Central")},
        {QStringLiteral("north_america"), QStringLiteral("América do Norte")},
        {QStringLiteral("europe"), QStringLiteral("Europa")},
        {QStringLiteral("africa"), QStringLiteral("África")},
        {QStringLiteral("asia"), QStringLiteral("Ásia")},
        {QStringLiteral("oceania"), QStringLiteral("Oceania")}};
    QStringList names;
    for (const QJsonValue t : item.value(QStringLiteral("travelers")).toArray())
        names << joined({text(t.toObject(), "first_name"), text(t.toObject(), "last_name")},
                        QStringLiteral(" "));
    const QString where = regions.value(text(item, "destination"), text(item, "destination"));
    return joined({QStringLiteral("Viagem: ") + where,
                   names.isEmpty() ? QString()
                                   : (names.size() == 1 ? QStringLiteral("viajante ")
                                                        : QStringLiteral("viajantes ")) +
                                         names.join(QStringLiteral(", "))},
                  QStringLiteral(", "));
}

QString beneficiaries(const QJsonObject &item)
{
    QStringList people;
    for (const QJsonValue b : item.value(QStringLiteral("beneficiaries")).toArray())
        people << QStringLiteral("%1 (%2, %3%)")
                      .arg(text(b.toObject(), "name"), text(b.toObject(), "relationship"),
                           brazil().toString(b[QStringLiteral("percent")].toDouble(), 'g', 4));
    return people.isEmpty() ? QStringLiteral("Beneficiários: herdeiros legais")
                            : QStringLiteral("Beneficiários: ") + people.join(QStringLiteral("; "));
}

// A product with no fixed item shape: its fields as "name: value".
QString keyValues(const QJsonObject &item)
{
    QStringList parts;
    for (auto it = item.begin(); it != item.end(); ++it) {
        const QJsonValue v = it.value();
        if (v.isString() || v.isDouble())
            parts << it.key() + QStringLiteral(": ") +
                         (v.isString() ? v.toString() : brazil().toString(v.toDouble(), 'g', 12));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString brl(qint64 cents)
{
    return QStringLiteral("R$ ") + brazil().toString(double(cents) / 100.0, 'f', 2);
}

QString calendarDate(const QString &wire)
{
    const QDate day = QDate::fromString(wire.left(10), Qt::ISODate);
    return day.isValid() ? day.toString(QStringLiteral("dd/MM/yyyy")) : QStringLiteral("—");
}

QString dayInBrasilia(const QString &wireInstant)
{
    const QDateTime at = parseTimestampOrDate(wireInstant);
    if (!at.isValid())
        return QStringLiteral("—");
    return at.toTimeZone(QTimeZone(QByteArrayLiteral("America/Sao_Paulo")))
        .date()
        .toString(QStringLiteral("dd/MM/yyyy"));
}

QString number(const QString &id)
{
    QString hex = id;
    hex.remove(u'-');
    bool ok = false;
    const qulonglong value = hex.left(8).toULongLong(&ok, 16); // 2^32 - 1: ten digits at most
    return ok ? QString::number(value).rightJustified(10, u'0') : QString();
}

QString holderDocument(const QJsonObject &holder)
{
    const QString cnpj = text(holder, "cnpj");
    if (!cnpj.isEmpty())
        return QStringLiteral("CNPJ ") + documents::formattedCnpj(cnpj);
    const QString cpf = text(holder, "cpf");
    return cpf.isEmpty() ? QString() : QStringLiteral("CPF ") + documents::formattedCpf(cpf);
}

QString paymentMethod(const QString &wire)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("Billet"), QStringLiteral("Boleto")},
        {QStringLiteral("CreditCard"), QStringLiteral("Cartão de crédito")},
        {QStringLiteral("DebitCard"), QStringLiteral("Cartão de débito")},
        {QStringLiteral("WireTransfer"), QStringLiteral("Transferência bancária")},
        {QStringLiteral("AccountDebit"), QStringLiteral("Débito em conta")},
        {QStringLiteral("Pix"), QStringLiteral("Pix")}};
    return names.value(wire, QStringLiteral("—"));
}

QString policySituation(int status)
{
    switch (status) {
    case 1:
        return QStringLiteral("Ativa");
    case 2:
        return QStringLiteral("Cancelada");
    default:
        return QStringLiteral("Em análise");
    }
}

QString affinitySituation(int status)
{
    switch (status) {
    case 1:
        return QStringLiteral("Emitida");
    case 2:
        return QStringLiteral("Cancelada");
    case 3:
        return QStringLiteral("Expirada");
    case 4:
        return QStringLiteral("Renovada");
    default:
        return QStringLiteral("Em emissão");
    }
}

QString cancelReason(int reason)
{
    switch (reason) {
    case 1:
        return QStringLiteral("a pedido do segurado");
    case 2:
        return QStringLiteral("por falta de pagamento");
    case 3:
        return QStringLiteral("por sinistro");
    case 4:
        return QStringLiteral("por iniciativa da seguradora");
    default:
        return QString();
    }
}

QString insuredItem(int productType, const QJsonObject &item)
{
    QString out;
    switch (productType) {
    case producttype::Auto:
        out = vehicle(item);
        break;
    case producttype::Home:
        out = home(item);
        break;
    case producttype::Electronic:
        out = electronic(item);
        break;
    case producttype::Travel:
        out = travel(item);
        break;
    case producttype::Life:
    case producttype::Funeral:
    case producttype::PersonalAccident:
        out = beneficiaries(item);
        break;
    default:
        out = keyValues(item);
        break;
    }
    return out.isEmpty() ? QStringLiteral("—") : out;
}

QString installmentPlan(const QJsonObject &installment)
{
    const qint64 amount = installment.value(QStringLiteral("amount")).toInteger();
    const qint64 total = installment.value(QStringLiteral("total_amount")).toInteger();
    const int quantity = installment.value(QStringLiteral("installment_quantity")).toInt();
    const QJsonObject recurrence = installment.value(QStringLiteral("recurrence")).toObject();
    const int period = recurrence.value(QStringLiteral("period_days")).toInt();
    if (period == installments::recurrencePeriodDays) {
        const int months = recurrence.value(QStringLiteral("quantity")).toInt();
        return QStringLiteral("%1 por mês (%2 meses, %3 no total)")
            .arg(brl(amount))
            .arg(months)
            .arg(brl(total));
    }
    if (quantity > 1) {
        const QString every =
            period == installments::yearPeriodDays  ? QStringLiteral(", uma por ano")
            : period == installments::dayPeriodDays ? QStringLiteral(", uma por dia")
                                                    : QString();
        return QStringLiteral("%1× de %2 (%3 no total%4)")
            .arg(quantity)
            .arg(brl(amount), brl(total), every);
    }
    return QStringLiteral("À vista: ") + brl(total);
}

} // namespace brokerdesk::sandbox::words
