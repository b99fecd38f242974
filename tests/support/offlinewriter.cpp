// brokerdesk-offline-writer <file>: saves quotes into an offline store as fast as it can and
// prints "saved N" after each commit, until killed. tst_offlinestore kills it mid-write.
#include "offline/offlinestore.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    brokerdesk::cache::OfflineStore store;
    if (!store.open(QString::fromLocal8Bit(argv[1])).ok())
        return 3;
    const QJsonObject product{{QStringLiteral("id"), QStringLiteral("bp-1")},
                              {QStringLiteral("name"), QStringLiteral("Auto")}};
    for (int n = 0;; ++n) {
        const QString id = QStringLiteral("qt-%1").arg(n);
        QJsonArray installments;
        for (int q = 1; q <= 12; ++q)
            installments.append(QJsonObject{
                {QStringLiteral("id"), QStringLiteral("%1-in-%2").arg(id).arg(q)},
                {QStringLiteral("amount"), 100000 / q},
                {QStringLiteral("total_amount"), 100000},
                {QStringLiteral("installment_quantity"), q},
                {QStringLiteral("payment_methods"), QJsonArray{QStringLiteral("CreditCard")}}});
        const QJsonObject item{{QStringLiteral("plate"), QStringLiteral("ABC1D23")}};
        const QJsonObject request{
            {QStringLiteral("quote_request_id"), QStringLiteral("qr-1")},
            {QStringLiteral("policy_holder"),
             QJsonObject{{QStringLiteral("first_name"), QStringLiteral("Ana")}}},
            {QStringLiteral("items"), QJsonArray{item, item}}};
        const QJsonObject answer{
            {QStringLiteral("id"), id},
            {QStringLiteral("status"), 4},
            {QStringLiteral("valid_until"), QStringLiteral("2026-12-22T09:15:00Z")},
            {QStringLiteral("items"),
             QJsonArray{QJsonObject{{QStringLiteral("installments"), installments}},
                        QJsonObject{{QStringLiteral("installments"), installments}}}}};
        if (!store.saveQuote(product, request, answer)) {
            std::fprintf(stderr, "%s\n", qPrintable(store.lastError()));
            return 4;
        }
        std::printf("saved %d\n", n + 1);
        std::fflush(stdout);
    }
}
