#include "brokers.h"

#include "domain/scopes.h"
#include "store/database.h"
#include "support/servicecontext.h"

#include <QRandomGenerator>

namespace brokerdesk::sandbox {

namespace {

QString randomSecret()
{
    QByteArray bytes(24, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), 6);
    return QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace

bool seedBrokers(ServiceContext &ctx)
{
    struct Demo
    {
        const char *name;
        const char *clientId;
        const char *channelName;
    };
    const Demo demos[] = {{"Corretora Aurora", firstDemoClientId, "Aurora Seguros Online"},
                          {"Corretora Boreal", "demo-broker-2", "Boreal Balcão Digital"}};
    bool ok = true;
    for (const Demo &demo : demos) {
        const QString brokerId = newId();
        const QString channelId = newId();
        ok =
            ok &&
            ctx.db.exec(QStringLiteral("INSERT INTO brokers (id, name, client_id, "
                                       "client_secret, scopes, channel_id, list_key) "
                                       "VALUES (?, ?, ?, ?, ?, ?, (SELECT COALESCE("
                                       "MAX(list_key), 0) + 1 FROM brokers))"),
                        {brokerId, QString::fromUtf8(demo.name), QString::fromLatin1(demo.clientId),
                         randomSecret(), domain::scopes::all().join(u' '), channelId}) &&
            ctx.db.exec(
                QStringLiteral("INSERT INTO channels (id, broker_id, name) VALUES (?, ?, ?)"),
                {channelId, brokerId, QString::fromUtf8(demo.channelName)});
    }
    return ok;
}

} // namespace brokerdesk::sandbox
