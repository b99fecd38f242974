#pragma once

#include "sandboxfixture.h"

#include <QDate>

#include <optional>

// The quote → sale steps most sandbox tests start from, done through the real API.
namespace salesflow {

QJsonObject demoHolder();              // a person with a valid CPF, adult
QJsonObject demoItem(int productType); // a valid item for auto, home, electronic...
// The first broker product of that type in the broker's store, or empty.
QString brokerProductOfType(SandboxFixture &f, const QByteArray &token, int broker, int type);
// The name GET /v1/broker-channels gives the broker's own channel, or empty.
QString channelName(SandboxFixture &f, const QByteArray &token, int broker);
// Every plan coverage marked required, at its minimum insured amount and first option.
QJsonArray requiredCoverages(const QJsonObject &quoteRequest, const QString &planId);

struct Quote
{
    QString id;
    QJsonObject answer;
    // The installment id with this many installments (first item), or empty.
    QString installment(int quantity) const;
};
// Quote request + quote for the broker's first product of `type` (1 = Auto by default), a year
// of cover from `start` (invalid: the broker's tomorrow).
std::optional<Quote> makeQuote(SandboxFixture &f, const QByteArray &token, int broker = 0,
                               int type = 1, QDate start = {});

// Quote, sale request and sale; returns the sale id (empty on any failure).
QString makeSale(SandboxFixture &f, const QByteArray &token, int broker,
                 const QString &paymentMethod, int quantity = 1, const QJsonObject &complement = {},
                 const QDate &start = {});
// Waits until the sale is Finished and returns its policy id (empty if it never is).
QString waitForPolicy(SandboxFixture &f, const QByteArray &token, const QString &saleId);

} // namespace salesflow
