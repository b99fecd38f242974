#pragma once

#include "apiclient.h"

#include "domain/listpage.h"

#include <QDateTime>

namespace brokerdesk::api {

// One item of GET /v1/sales: what the desk shows of a sale made from any desk of the office.
struct ListedSale
{
    QString saleId;
    QString quoteId;
    QString productName;
    QJsonObject holder; // as the service sent it
    int installmentQuantity = 0;
    qint64 totalAmount = 0;  // cents
    QJsonObject installment; // the option sold, as the quote offered it
    QString paymentMethod;   // wire name
    int status = 0;          // SaleStatus code
    QString policyId;
    QDateTime created;
    // The cover the sale's quote asked for, when the service says it (calendar days; a date it
    // cannot read is none, the sale is still listed).
    QDate coverStart;
    QDate coverEnd;
    QJsonObject extra; // fields the desk does not read
};

void read(domain::JsonReader &r, ListedSale &v);

using ListedSalePage = domain::ListPage<ListedSale>;

// GET /v1/sales?rows=&page= (an extension of the interface: the office's sales, newest first).
// A service without the list answers 404: api.extensions() then has SaleList missing.
CallHandle listSales(ApiClient &api, const PageQuery &query, QObject *context,
                     ApiClient::Done<ListedSalePage> done);

} // namespace brokerdesk::api
