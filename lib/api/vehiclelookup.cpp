#include "vehiclelookup.h"

#include "lookupjson.h"

#include <QRegularExpression>

namespace brokerdesk::api {

namespace {

const QString root = QStringLiteral("/fipe/api/v1/carros/marcas");

// Codes go into the path: only what the API's codes are made of.
bool isCode(const QString &code)
{
    static const QRegularExpression re(QStringLiteral("^[0-9A-Za-z-]{1,20}$"));
    return re.match(code).hasMatch();
}

VehicleLookup::List readList(const QJsonArray &array, const QString &what)
{
    QList<FipeEntry> entries;
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject())
            return VehicleLookup::List::failed(
                LookupProblem::BadAnswer,
                QStringLiteral("%1[%2] is not an object").arg(what).arg(i));
        const QJsonObject o = array.at(i).toObject();
        lookupjson::Reader r(o);
        FipeEntry e{r.code("codigo"), r.text("nome", true)};
        if (r.problem().isEmpty() && !isCode(e.code))
            r.fail(QStringLiteral("\"codigo\" is not a code"));
        if (!r.problem().isEmpty())
            return VehicleLookup::List::failed(
                LookupProblem::BadAnswer,
                QStringLiteral("%1[%2]: %3").arg(what).arg(i).arg(r.problem()));
        entries.append(e);
    }
    VehicleLookup::List out;
    out.value = entries;
    return out;
}

} // namespace

VehicleLookup::VehicleLookup(LookupFetcher &fetcher, QObject *parent)
    : QObject(parent), m_fetcher(fetcher)
{
}

std::optional<domain::Money> VehicleLookup::parseValue(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^R\\$\\s*([0-9]{1,3}(?:\\.[0-9]{3})*),([0-9]{2})$"));
    const auto m = re.match(text.trimmed().replace(QChar(0xa0), u' '));
    if (!m.hasMatch() || m.captured(1).size() > 15)
        return std::nullopt;
    const qint64 reais = m.captured(1).remove(u'.').toLongLong();
    return domain::Money::fromCents(reais * 100 + m.captured(2).toInt());
}

VehicleLookup::List VehicleLookup::decodeList(const QByteArray &body)
{
    QString why;
    const QJsonArray a = lookupjson::array(body, &why);
    return why.isEmpty() ? readList(a, QStringLiteral("list"))
                         : List::failed(LookupProblem::BadAnswer, why);
}

VehicleLookup::List VehicleLookup::decodeModels(const QByteArray &body)
{
    QString why;
    const QJsonObject o = lookupjson::object(body, &why);
    if (!why.isEmpty())
        return List::failed(LookupProblem::BadAnswer, why);
    if (!o.value(QLatin1String("modelos")).isArray())
        return List::failed(LookupProblem::BadAnswer, QStringLiteral("\"modelos\" is not a list"));
    return readList(o.value(QLatin1String("modelos")).toArray(), QStringLiteral("modelos"));
}

VehicleLookup::Price VehicleLookup::decodePrice(const QByteArray &body)
{
    QString why;
    const QJsonObject o = lookupjson::object(body, &why);
    if (!why.isEmpty())
        return Price::failed(LookupProblem::BadAnswer, why);
    lookupjson::Reader r(o);
    FipePrice p;
    const QString value = r.text("Valor", true);
    p.brand = r.text("Marca", true);
    p.model = r.text("Modelo", true);
    p.modelYear = r.whole("AnoModelo");
    p.fuel = r.text("Combustivel", true);
    p.fipeCode = r.text("CodigoFipe", true);
    p.referenceMonth = r.text("MesReferencia", false);
    static const QRegularExpression fipe(QStringLiteral("^[0-9]{6}-[0-9]$"));
    if (r.problem().isEmpty()) {
        if (const auto money = parseValue(value))
            p.value = *money;
        else
            r.fail(QStringLiteral("\"Valor\" is not an amount in reais"));
    }
    if (r.problem().isEmpty() && !fipe.match(p.fipeCode).hasMatch())
        r.fail(QStringLiteral("\"CodigoFipe\" is not a FIPE code"));
    // FIPE's "32000" stands for a zero-km car: no model year of its own.
    if (r.problem().isEmpty() && (p.modelYear < 1900 || p.modelYear > 2200) && p.modelYear != 32000)
        r.fail(QStringLiteral("\"AnoModelo\" is not a year"));
    if (!r.problem().isEmpty())
        return Price::failed(LookupProblem::BadAnswer, r.problem());
    Price out;
    out.value = p;
    return out;
}

template <typename T>
void VehicleLookup::fetch(const QString &path, LookupResult<T> (*decode)(const QByteArray &),
                          QObject *context, std::function<void(const LookupResult<T> &)> done)
{
    const auto check = [decode](const QByteArray &body, QString *reason) {
        const auto decoded = decode(body);
        *reason = decoded.reason;
        return decoded.problem;
    };
    m_fetcher.get(m_base, path, check, context,
                  [done, decode](const QByteArray &body, LookupProblem problem,
                                 const QString &reason, bool fromCache) {
                      auto result = problem == LookupProblem::None
                                        ? decode(body)
                                        : LookupResult<T>::failed(problem, reason);
                      result.fromCache = fromCache;
                      done(result);
                  });
}

void VehicleLookup::brands(QObject *context, std::function<void(const List &)> done)
{
    fetch<QList<FipeEntry>>(root, &decodeList, context, std::move(done));
}

void VehicleLookup::models(const QString &brand, QObject *context,
                           std::function<void(const List &)> done)
{
    if (!isCode(brand))
        return done(List::failed(LookupProblem::NotFound, QStringLiteral("not a brand code")));
    fetch<QList<FipeEntry>>(root + u'/' + brand + QStringLiteral("/modelos"), &decodeModels,
                            context, std::move(done));
}

void VehicleLookup::years(const QString &brand, const QString &model, QObject *context,
                          std::function<void(const List &)> done)
{
    if (!isCode(brand) || !isCode(model))
        return done(List::failed(LookupProblem::NotFound, QStringLiteral("not a model code")));
    fetch<QList<FipeEntry>>(root + u'/' + brand + QStringLiteral("/modelos/") + model +
                                QStringLiteral("/anos"),
                            &decodeList, context, std::move(done));
}

void VehicleLookup::price(const QString &brand, const QString &model, const QString &year,
                          QObject *context, std::function<void(const Price &)> done)
{
    if (!isCode(brand) || !isCode(model) || !isCode(year))
        return done(Price::failed(LookupProblem::NotFound, QStringLiteral("not a year code")));
    fetch<FipePrice>(root + u'/' + brand + QStringLiteral("/modelos/") + model +
                         QStringLiteral("/anos/") + year,
                     &decodePrice, context, std::move(done));
}

} // namespace brokerdesk::api
