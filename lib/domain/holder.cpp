#include "holder.h"

#include <QStringList>

namespace brokerdesk::domain {

QString holderName(const QJsonObject &holder)
{
    const QString corporate = holder.value(QLatin1String("corporate_name")).toString();
    if (!corporate.isEmpty())
        return corporate;
    return QStringList{holder.value(QLatin1String("first_name")).toString(),
                       holder.value(QLatin1String("last_name")).toString()}
        .join(u' ')
        .trimmed();
}

QString holderCpf(const QJsonObject &holder)
{
    return holder.value(QLatin1String("cpf")).toString();
}

QString holderCnpj(const QJsonObject &holder)
{
    return holder.value(QLatin1String("cnpj")).toString();
}

} // namespace brokerdesk::domain
