#pragma once

#include "jsoncodec.h"

namespace brokerdesk::domain {

// One page of a list answer: {"total": N, "items": [...], "cursor": "..." | null}.
// T is a value type, or QJsonObject for the raw records (the lazy models read columns by key).
template <typename T> struct ListPage
{
    qint64 total = 0; // of the whole list, not of this page
    QList<T> items;
    QString cursor; // pass it to get the next page; empty on the last page
    QJsonObject extra;

    bool hasMore() const { return !cursor.isEmpty(); }
};

template <typename T> void read(JsonReader &r, ListPage<T> &v)
{
    v.total = r.integer("total", Need::Required);
    v.items = r.template list<T>("items", Need::Required);
    v.cursor = r.string("cursor");
}

template <typename T> QJsonObject toJson(const ListPage<T> &v)
{
    JsonWriter w(v.extra);
    w.value("total", v.total).list("items", v.items);
    if (v.cursor.isEmpty())
        w.value("cursor", QJsonValue::Null);
    else
        w.value("cursor", v.cursor);
    return w.result();
}

} // namespace brokerdesk::domain
