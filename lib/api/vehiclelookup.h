#pragma once

#include "domain/money.h"
#include "lookupfetch.h"

#include <QList>
#include <QString>

namespace brokerdesk::api {

// One entry of a FIPE list: a brand, a model or a model year ("2020-1", "2020 Gasolina").
struct FipeEntry
{
    QString code;
    QString name;
};

// What the FIPE table says a car is worth this month.
struct FipePrice
{
    domain::Money value;
    QString brand;
    QString model;
    int modelYear = 0;
    QString fuel; // "Gasolina", "Álcool", "Diesel", ...
    QString fipeCode;
    QString referenceMonth; // "novembro de 2026"
};

// Brand → model → model year → price from a service that answers the public FIPE API
// (`GET /fipe/api/v1/carros/marcas/...`).
class VehicleLookup final : public QObject
{
    Q_OBJECT
public:
    using List = LookupResult<QList<FipeEntry>>;
    using Price = LookupResult<FipePrice>;

    VehicleLookup(LookupFetcher &fetcher, QObject *parent = nullptr);

    QUrl baseUrl() const { return m_base; }
    void setBaseUrl(const QUrl &base) { m_base = base; }

    void brands(QObject *context, std::function<void(const List &)> done);
    void models(const QString &brand, QObject *context, std::function<void(const List &)> done);
    void years(const QString &brand, const QString &model, QObject *context,
               std::function<void(const List &)> done);
    void price(const QString &brand, const QString &model, const QString &year, QObject *context,
               std::function<void(const Price &)> done);

    // The API's JSON, read strictly (BadAnswer naming the first problem).
    static List decodeList(const QByteArray &body);   // [{"codigo","nome"}]
    static List decodeModels(const QByteArray &body); // {"modelos": [...], "anos": [...]}
    static Price decodePrice(const QByteArray &body);
    // "R$ 52.000,00" → 5200000 cents; nothing for anything else.
    static std::optional<domain::Money> parseValue(const QString &text);

private:
    template <typename T>
    void fetch(const QString &path, LookupResult<T> (*decode)(const QByteArray &), QObject *context,
               std::function<void(const LookupResult<T> &)> done);

    LookupFetcher &m_fetcher;
    QUrl m_base;
};

} // namespace brokerdesk::api
