#pragma once

#include "domain/jsoncodec.h"
#include "lazylistmodel.h"

#include <QModelIndex>

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

} // namespace brokerdesk::models
