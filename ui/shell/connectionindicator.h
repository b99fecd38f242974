#pragma once

#include "api/apiclient.h"

#include <QWidget>

class QLabel;

namespace brokerdesk::ui {

// Online / offline / signing in / service unavailable, as the client core sees it; the tooltip
// says why when something failed.
class ConnectionIndicator final : public QWidget
{
    Q_OBJECT
public:
    explicit ConnectionIndicator(api::ApiClient &api, QWidget *parent = nullptr);

    QString text() const;

private:
    void update(api::ConnectionState state);

    api::ApiClient &m_api;
    QLabel *m_icon;
    QLabel *m_text;
};

} // namespace brokerdesk::ui
