#pragma once

#include "domain/jsoncodec.h"
#include "lazylistmodel.h"

#include <QModelIndex>

#include <functional>
#include <optional>

// List records as the domain values they are, decoded with the lib's codecs, so the pages read
// fields, never wire keys.
namespace brokerdesk::models {

// None for an empty record or one that is no T.
template <typename T> std::optional<T> recordAs(const QJsonObject &record)
{
    if (record.isEmpty())
        return std::nullopt;
    domain::Decoded<T> value = domain::fromJson<T>(record);
    return value ? std::optional<T>(std::move(value).value()) : std::nullopt;
}

// The decoder a LazyListModel of T records is given (LazyListModel::setDecoder).
template <typename T> LazyListModel::Decoder decoderOf()
{
    return [](const QJsonObject &record) {
        const std::optional<T> value = recordAs<T>(record);
        return value ? QVariant::fromValue(*value) : QVariant();
    };
}

// The decoded record of a row of a model given decoderOf<T>(); none while its page loads.
template <typename T> std::optional<T> recordAs(const QModelIndex &index)
{
    const QVariant value = index.data(LazyListModel::ValueRole);
    return value.isValid() ? std::optional<T>(value.value<T>()) : std::nullopt;
}

// A text column shown from the row as its domain value, so the page that defines it formats
// fields, never wire keys; `key` is the field it is about (a domain key constant).
template <typename T>
ListColumn columnOf(const QString &header, const char *key, std::function<QString(const T &)> show)
{
    return ListColumn::text(header, QString::fromLatin1(key),
                            [show = std::move(show)](const QJsonObject &record) {
                                const std::optional<T> value = recordAs<T>(record);
                                return value ? show(*value) : QString();
                            });
}

} // namespace brokerdesk::models
