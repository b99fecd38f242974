#include "lookups.h"

#include "seed/lookupdata.h"
#include "support/clock.h"
#include "support/servicecontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

namespace brokerdesk::sandbox {

namespace {

HttpResponse jsonArray(const QJsonArray &array)
{
    return HttpResponse::rawJson(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

// ViaCEP answers a CEP that is not 8 digits with its own HTML error page, status 400.
HttpResponse viaCepBadRequest()
{
    HttpResponse r;
    r.status = 400;
    r.contentType = "text/html; charset=utf-8";
    r.body = "<!DOCTYPE html><html><head><title>ViaCEP 400</title></head>"
             "<body><h1>Http 400</h1><h3>Verifique a sua URL (Bad Request)</h3></body></html>";
    return r;
}

// The FIPE API's answer to a brand, model or year it does not have.
HttpResponse fipeNotFound()
{
    return HttpResponse::json({{QStringLiteral("error"), QStringLiteral("Not Found")}}, 404);
}

QJsonObject cepJson(const CepRecord &c)
{
    const QString cep = QString::fromLatin1(c.cep);
    return {{QStringLiteral("cep"), QString(cep.left(5) + u'-' + cep.mid(5))},
            {QStringLiteral("logradouro"), QString::fromUtf8(c.street)},
            {QStringLiteral("complemento"), QString::fromUtf8(c.complement)},
            {QStringLiteral("unidade"), QString()},
            {QStringLiteral("bairro"), QString::fromUtf8(c.district)},
            {QStringLiteral("localidade"), QString::fromUtf8(c.city)},
            {QStringLiteral("uf"), QString::fromLatin1(c.state)},
            {QStringLiteral("estado"), QString::fromUtf8(c.stateName)},
            {QStringLiteral("regiao"), QString::fromUtf8(c.region)},
            {QStringLiteral("ibge"), QString::fromLatin1(c.ibge)},
            {QStringLiteral("gia"), QString()},
            {QStringLiteral("ddd"), QString::fromLatin1(c.ddd)},
            {QStringLiteral("siafi"), QString::fromLatin1(c.siafi)}};
}

QJsonObject named(const QString &code, const QString &name)
{
    return {{QStringLiteral("codigo"), code}, {QStringLiteral("nome"), name}};
}

QString yearCode(const FipeYear &y)
{
    return QString::number(y.year) + u'-' + QString::number(y.fuel);
}

QJsonArray yearsJson(const FipeModel &m, const QDate &today)
{
    QJsonArray out;
    for (const FipeYear &y : fipeYears(m, today))
        out.append(named(yearCode(y), QString::number(y.year) + u' ' + fipeFuelName(y.fuel)));
    return out;
}

// "R$ 52.000,00", as the FIPE API writes values.
QString fipeValue(qint64 cents)
{
    const QLocale br(QLocale::Portuguese, QLocale::Brazil);
    return QStringLiteral("R$ ") + br.toString(double(cents) / 100.0, 'f', 2);
}

} // namespace

void LookupService::registerRoutes(Router &router)
{
    // ViaCEP: the trailing slash is optional here (the router ignores empty segments).
    router.add("GET", QStringLiteral("/ws/{cep}/json"), {}, [](const RequestContext &c) {
        static const QRegularExpression eight(QStringLiteral("^[0-9]{8}$"));
        const QString cep = c.args.at(0);
        if (!eight.match(cep).hasMatch())
            return viaCepBadRequest();
        const CepRecord *found = findCep(cep);
        return found ? HttpResponse::json(cepJson(*found))
                     : HttpResponse::json({{QStringLiteral("erro"), true}});
    });
    router.add("GET", QStringLiteral("/fipe/api/v1/carros/marcas"), {}, [](const RequestContext &) {
        QJsonArray out;
        for (const FipeBrand &b : fipeBrands())
            out.append(named(QString::fromLatin1(b.code), QString::fromUtf8(b.name)));
        return jsonArray(out);
    });
    router.add("GET", QStringLiteral("/fipe/api/v1/carros/marcas/{marca}/modelos"), {},
               [this](const RequestContext &c) {
                   const FipeBrand *brand = findBrand(c.args.at(0));
                   if (!brand)
                       return fipeNotFound();
                   QJsonArray models;
                   QSet<QString> seen;
                   QJsonArray years;
                   const QDate today = m_ctx.clock.today(QString());
                   for (const FipeModel &m : brand->models) {
                       models.append(
                           QJsonObject{{QStringLiteral("codigo"), m.code},
                                       {QStringLiteral("nome"), QString::fromUtf8(m.name)}});
                       for (const auto &y : yearsJson(m, today))
                           if (!seen.contains(y[QLatin1String("codigo")].toString())) {
                               seen.insert(y[QLatin1String("codigo")].toString());
                               years.append(y);
                           }
                   }
                   return HttpResponse::json(
                       {{QStringLiteral("modelos"), models}, {QStringLiteral("anos"), years}});
               });
    router.add("GET", QStringLiteral("/fipe/api/v1/carros/marcas/{marca}/modelos/{modelo}/anos"),
               {}, [this](const RequestContext &c) {
                   const FipeBrand *brand = findBrand(c.args.at(0));
                   const FipeModel *model = brand ? findModel(*brand, c.args.at(1)) : nullptr;
                   return model ? jsonArray(yearsJson(*model, m_ctx.clock.today(QString())))
                                : fipeNotFound();
               });
    router.add("GET",
               QStringLiteral("/fipe/api/v1/carros/marcas/{marca}/modelos/{modelo}/anos/{ano}"), {},
               [this](const RequestContext &c) {
                   const FipeBrand *brand = findBrand(c.args.at(0));
                   const FipeModel *model = brand ? findModel(*brand, c.args.at(1)) : nullptr;
                   if (!model)
                       return fipeNotFound();
                   const QDate today = m_ctx.clock.today(QString());
                   for (const FipeYear &y : fipeYears(*model, today)) {
                       if (yearCode(y) != c.args.at(2))
                           continue;
                       const QLocale br(QLocale::Portuguese, QLocale::Brazil);
                       return HttpResponse::json(
                           {{QStringLiteral("TipoVeiculo"), 1},
                            {QStringLiteral("Valor"), fipeValue(y.valueCents)},
                            {QStringLiteral("Marca"), QString::fromUtf8(brand->name)},
                            {QStringLiteral("Modelo"), QString::fromUtf8(model->name)},
                            {QStringLiteral("AnoModelo"), y.year},
                            {QStringLiteral("Combustivel"), fipeFuelName(y.fuel)},
                            {QStringLiteral("CodigoFipe"), QString::fromLatin1(model->fipeCode)},
                            {QStringLiteral("MesReferencia"),
                             QString(br.standaloneMonthName(today.month()).toLower() +
                                     QStringLiteral(" de ") + QString::number(today.year()))},
                            {QStringLiteral("SiglaCombustivel"), fipeFuelName(y.fuel).left(1)}});
                   }
                   return fipeNotFound();
               });
}

} // namespace brokerdesk::sandbox
