#pragma once

#include <QString>

namespace brokerdesk::api {

// Which page of a list to ask for: by number, or the page after a cursor (docs/contract.md). A
// cursor walk's first request has `byCursor` and no cursor yet: the top of the list.
struct PageQuery
{
    int rows = 10; // 1..100
    int page = 1;  // 1-based; ignored with a cursor
    QString cursor;
    bool byCursor = false;

    static PageQuery number(int page, int rows = 10) { return {rows, page, {}, false}; }
    static PageQuery after(const QString &cursor, int rows = 10) { return {rows, 1, cursor, true}; }
};

// The lists the service pages through (Leads, Sales and Quotes are extensions).
enum class ListResource { Policies, Affinities, CashFlow, Leads, Sales, Quotes };

} // namespace brokerdesk::api
