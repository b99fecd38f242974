#pragma once

#include "lookupfetch.h"

#include <QString>

namespace brokerdesk::api {

// An address as ViaCEP gives it for a CEP (street and district are empty for a town's one CEP).
struct CepAddress
{
    QString cep; // "01310-100"
    QString street;
    QString district;
    QString city;
    QString stateCode;
};

// CEP → address from a service that answers ViaCEP's `GET /ws/{cep}/json/`.
class AddressLookup final : public QObject
{
    Q_OBJECT
public:
    AddressLookup(LookupFetcher &fetcher, QObject *parent = nullptr);

    QUrl baseUrl() const { return m_base; }
    void setBaseUrl(const QUrl &base) { m_base = base; }

    // `cep`: 8 digits, with or without the hyphen; anything else fails at once (NotFound).
    void find(const QString &cep, QObject *context,
              const std::function<void(const LookupResult<CepAddress> &)> &done);

    // ViaCEP's JSON, read strictly: NotFound for {"erro": true}, BadAnswer for anything else
    // that is not the shape.
    static LookupResult<CepAddress> decode(const QByteArray &body);

private:
    LookupFetcher &m_fetcher;
    QUrl m_base;
};

} // namespace brokerdesk::api
