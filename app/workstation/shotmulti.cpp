#include "shotmulti.h"

#include "mainwindow.h"
#include "quoting/comparisonmodel.h"
#include "quoting/demoanswers.h"
#include "quoting/multiquoteview.h"
#include "quoting/quotepage.h"

#include "api/apiclient.h"
#include "domain/enums.h"
#include "workspace.h"

#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QUrlQuery>

using namespace brokerdesk::ui;
using brokerdesk::domain::ProductType;

namespace {

// The tour's holder (ui/quoting/demoanswers.h) and car, set on the view's named fields.
QString answer(MultiQuoteView *view, ProductType type, int insuredReais)
{
    view->startFor(std::nullopt);
    const int risk = view->risk()->findData(int(type));
    if (risk < 0)
        return QStringLiteral("no product of the channel for this risk");
    view->risk()->setCurrentIndex(risk);
    const QStringList absent = demo::fillHolder(view, false);
    if (!absent.isEmpty())
        return QStringLiteral("no field ") + absent.join(u", ");
    if (type == ProductType::Auto && !demo::fillCar(view).isEmpty())
        return QStringLiteral("no car fields");
    view->insuredAmount()->setValue(insuredReais);
    if (!view->quoteButton()->isEnabled())
        return QStringLiteral("cannot quote yet: ") + view->missingText();
    view->quoteAll();
    return {};
}

Shot compared(MultiQuoteView *view, ProductType type, const QString &state, int insuredReais)
{
    return Shot{QStringLiteral("quote"), state,
                [view, type, insuredReais] { return answer(view, type, insuredReais); },
                [view] { return view->isComparing() && !view->quotes()->isRunning(); },
                [] { return QStringLiteral("every product's answer in the comparison"); }};
}

// The embedded sandbox's own switch of how the broker's insurer answers a product's quotes
// (docs/sandbox.md, "Quotes answered later"): POST /sandbox/vendors/{product_id}, signed in as
// the desk is, so the tour pictures a product answered later and one refused as they happen.
class VendorSwitch final : public QObject
{
public:
    VendorSwitch(brokerdesk::api::ServerSettings settings, QObject *parent)
        : QObject(parent), m_settings(std::move(settings))
    {
    }

    // product id → "instant", "review" or "unavailable"
    void set(const QList<std::pair<QString, QString>> &modes)
    {
        m_pending = 1;
        m_error.clear();
        QNetworkRequest ask(m_settings.effectiveTokenUrl());
        ask.setHeader(QNetworkRequest::ContentTypeHeader,
                      QStringLiteral("application/x-www-form-urlencoded"));
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("client_credentials"));
        form.addQueryItem(QStringLiteral("client_id"), m_settings.clientId);
        form.addQueryItem(QStringLiteral("client_secret"), m_settings.clientSecret);
        form.addQueryItem(QStringLiteral("audience"), m_settings.audience);
        form.addQueryItem(QStringLiteral("scope"), m_settings.scopes.join(u' '));
        QNetworkReply *reply = m_network.post(ask, form.toString(QUrl::FullyEncoded).toUtf8());
        connect(reply, &QNetworkReply::finished, this, [this, reply, modes] {
            reply->deleteLater();
            const QByteArray token = QJsonDocument::fromJson(reply->readAll())
                                         .object()
                                         .value(QStringLiteral("access_token"))
                                         .toString()
                                         .toUtf8();
            if (token.isEmpty()) {
                m_error = QStringLiteral("no token from the embedded sandbox");
                m_pending = 0;
                return;
            }
            m_pending = int(modes.size());
            for (const auto &[product, mode] : modes) {
                QString base = m_settings.baseUrl.toString();
                if (base.endsWith(u'/'))
                    base.chop(1);
                QNetworkRequest r(QUrl(base + QStringLiteral("/sandbox/vendors/") + product));
                r.setRawHeader("Authorization", "Bearer " + token);
                r.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
                QNetworkReply *sent = m_network.post(
                    r, QJsonDocument(QJsonObject{{QStringLiteral("quoting"), mode}}).toJson());
                connect(sent, &QNetworkReply::finished, this, [this, sent] {
                    sent->deleteLater();
                    if (sent->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
                        m_error = QStringLiteral("the sandbox did not switch a vendor: ") +
                                  QString::fromUtf8(sent->readAll());
                    --m_pending;
                });
            }
        });
    }
    bool isDone() const { return m_pending == 0; }
    QString error() const { return m_error; }

private:
    brokerdesk::api::ServerSettings m_settings;
    QNetworkAccessManager m_network;
    int m_pending = 0;
    QString m_error;
};

// A step on the way (no picture) that switches vendors and waits until the sandbox has.
Shot switchVendors(VendorSwitch *vendors, MultiQuoteView *view,
                   const std::function<QList<std::pair<QString, QString>>()> &modes)
{
    return Shot{
        QStringLiteral("quote"), QStringLiteral("*"),
        [vendors, view, modes] {
            if (view->quotes()->products().size() < 2)
                return QStringLiteral("fewer than two auto products to picture");
            vendors->set(modes());
            return QString();
        },
        [vendors] { return vendors->isDone(); },
        [vendors] { return QStringLiteral("the vendors switched %1").arg(vendors->error()); }};
}

// The auto comparison with the first product answered later (still pending with its insurer)
// and the second refused by its insurer's rating system, each as the real sandbox answers:
// the second is quoted failing first, then the first product's plan is changed (only its
// column quoted again) while its insurer reviews quotes by hand.
QList<Shot> laterAndRefused(MultiQuoteView *view, VendorSwitch *vendors)
{
    using State = ProductQuote::State;
    const auto productId = [view](int column) {
        return view->quotes()->products().at(column).product.productId;
    };
    Shot refused = switchVendors(vendors, view, [productId] {
        return QList<std::pair<QString, QString>>{{productId(0), QStringLiteral("instant")},
                                                  {productId(1), QStringLiteral("unavailable")}};
    });
    Shot quoted{QStringLiteral("quote"), QStringLiteral("*"),
                [view] { return answer(view, ProductType::Auto, 60000); },
                [view] { return view->isComparing() && !view->quotes()->isRunning(); },
                [] { return QStringLiteral("the second product refused"); }};
    Shot later = switchVendors(vendors, view, [productId] {
        return QList<std::pair<QString, QString>>{{productId(0), QStringLiteral("review")}};
    });
    Shot pictured{
        QStringLiteral("quote"), QStringLiteral("multicalculo-later-refused"),
        [view] {
            const ProductQuote &first = view->quotes()->products().at(0);
            ComparisonModel *m = view->model();
            for (const brokerdesk::domain::Plan &plan : first.request.plans)
                if (plan.id != first.planId &&
                    m->setData(m->index(ComparisonModel::PlanRow, 0), plan.id, Qt::EditRole))
                    return QString();
            return QStringLiteral("the first product has no other plan");
        },
        [view] {
            const auto &p = view->quotes()->products();
            return p.at(0).state == State::Analysing && !p.at(1).isPriced() &&
                   p.at(1).state == State::Answered;
        },
        [] { return QStringLiteral("one product analysed, one refused"); }};
    Shot back = switchVendors(vendors, view, [productId] {
        return QList<std::pair<QString, QString>>{{productId(0), QStringLiteral("instant")},
                                                  {productId(1), QStringLiteral("instant")}};
    });
    QList<Shot> steps{refused, quoted, later, pictured, back};
    for (Shot &s : steps)
        s.afterPrevious = true;
    return steps;
}

} // namespace

QList<Shot> multiShots(MainWindow &window)
{
    auto *page = qobject_cast<QuotePage *>(window.page(QStringLiteral("quote")));
    if (!page)
        return {};
    MultiQuoteView *view = page->multi();
    Shot catalog{QStringLiteral("quote"), QStringLiteral("*"),
                 [page] {
                     page->showMulti();
                     return QString();
                 },
                 [view] { return view->risk()->count() > 0; },
                 [] { return QStringLiteral("the channel's kinds of risk"); }};
    Shot life = compared(view, ProductType::Life, QStringLiteral("multicalculo-life"), 200000);
    auto *vendors = new VendorSwitch(view->workspace().api().settings(), page);
    return QList<Shot>{catalog, compared(view, ProductType::Auto,
                                         QStringLiteral("multicalculo-auto"), 60000)}
           << laterAndRefused(view, vendors) << life;
}
