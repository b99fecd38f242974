#include "addresslookup.h"

#include "lookupjson.h"

#include <QRegularExpression>

namespace brokerdesk::api {

AddressLookup::AddressLookup(LookupFetcher &fetcher, QObject *parent)
    : QObject(parent), m_fetcher(fetcher)
{
}

LookupResult<CepAddress> AddressLookup::decode(const QByteArray &body)
{
    using R = LookupResult<CepAddress>;
    QString why;
    const QJsonObject o = lookupjson::object(body, &why);
    if (!why.isEmpty())
        return R::failed(LookupProblem::BadAnswer, why);
    if (o.contains(QLatin1String("erro"))) // ViaCEP has sent true and "true"
        return R::failed(LookupProblem::NotFound, QStringLiteral("the service knows no such CEP"));
    CepAddress a;
    lookupjson::Reader r(o);
    a.cep = r.text("cep", true);
    a.street = r.text("logradouro", false);
    a.district = r.text("bairro", false);
    a.city = r.text("localidade", true);
    a.stateCode = r.text("uf", true);
    static const QRegularExpression cep(QStringLiteral("^[0-9]{5}-?[0-9]{3}$"));
    static const QRegularExpression uf(QStringLiteral("^[A-Z]{2}$"));
    if (r.problem().isEmpty() && !cep.match(a.cep).hasMatch())
        r.fail(QStringLiteral("\"cep\" is not a CEP"));
    if (r.problem().isEmpty() && !uf.match(a.stateCode).hasMatch())
        r.fail(QStringLiteral("\"uf\" is not a state code"));
    if (!r.problem().isEmpty())
        return R::failed(LookupProblem::BadAnswer, r.problem());
    R out;
    out.value = a;
    return out;
}

void AddressLookup::find(const QString &cep, QObject *context,
                         const std::function<void(const LookupResult<CepAddress> &)> &done)
{
    QString digits = cep.trimmed();
    digits.remove(u'-');
    static const QRegularExpression eight(QStringLiteral("^[0-9]{8}$"));
    if (!eight.match(digits).hasMatch()) {
        done(LookupResult<CepAddress>::failed(LookupProblem::NotFound,
                                              QStringLiteral("a CEP has 8 digits")));
        return;
    }
    const auto check = [](const QByteArray &body, QString *reason) {
        const auto decoded = decode(body);
        *reason = decoded.reason;
        return decoded.problem;
    };
    m_fetcher.get(m_base, QStringLiteral("/ws/%1/json/").arg(digits), check, context,
                  [done](const QByteArray &body, LookupProblem problem, const QString &reason,
                         bool fromCache) {
                      auto result = problem == LookupProblem::None
                                        ? decode(body)
                                        : LookupResult<CepAddress>::failed(problem, reason);
                      result.fromCache = fromCache;
                      done(result);
                  });
}

} // namespace brokerdesk::api
