#include "saleslist.h"

#include "domain/isodate.h"

#include <QPointer>

namespace brokerdesk::api {

void read(domain::JsonReader &r, ListedSale &v)
{
    using domain::Need;
    v.saleId = r.string("id", Need::Required);
    v.status = r.int32("status", Need::Required);
    v.paymentMethod = r.string("payment_method", Need::Required);
    v.policyId = r.string("policy_id");
    v.created = r.timestamp("created");
    v.quoteId = r.string("quote_id");
    v.productName = r.string("product_name");
    v.holder = r.object("policy_holder");
    v.installment = r.object("installment");
    v.installmentQuantity = v.installment.value(QStringLiteral("installment_quantity")).toInt();
    v.totalAmount = v.installment.value(QStringLiteral("total_amount")).toInteger();
    const QJsonObject rest = r.rest();
    v.coverStart =
        domain::parseCalendarDate(rest.value(QLatin1String("lifetime_start")).toString());
    v.coverEnd = domain::parseCalendarDate(rest.value(QLatin1String("lifetime_end")).toString());
}

CallHandle listSales(ApiClient &api, const PageQuery &query, QObject *context,
                     ApiClient::Done<ListedSalePage> done)
{
    QUrl url = api.settings().baseUrl;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + QStringLiteral("/v1/sales"));
    // Percent-encoded by hand: QUrlQuery would leave a '+' of a cursor, read as a space.
    QByteArray where = "page=" + QByteArray::number(query.page);
    if (query.byCursor)
        where = "cursor=" + QUrl::toPercentEncoding(query.cursor);
    url.setQuery(QString::fromLatin1("rows=" + QByteArray::number(query.rows) + '&' + where));
    // A same-origin GET carries the broker's token (ApiClient::file); the answer is decoded here.
    return api.file(
        url, context,
        [extensions = QPointer(&api.extensions()),
         done = std::move(done)](const ApiResult<QByteArray> &answer) {
            if (!answer.ok()) {
                if (extensions)
                    extensions->noteFailure(Extension::SaleList, answer.error());
                done(ApiResult<ListedSalePage>(answer.error()));
                return;
            }
            domain::Decoded<ListedSalePage> page = domain::fromJson<ListedSalePage>(answer.value());
            if (!page) {
                ApiError e = ApiError::make(ApiError::Kind::BadAnswer, page.error().message());
                e.httpStatus = 200;
                e.requestId = answer.requestId();
                done(ApiResult<ListedSalePage>(e));
                return;
            }
            done(ApiResult<ListedSalePage>(std::move(page).value(), answer.requestId()));
        });
}

} // namespace brokerdesk::api
