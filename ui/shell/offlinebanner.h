#pragma once

#include "api/apiclient.h"

#include <QWidget>

class QLabel;

namespace brokerdesk::ui {

// Across the whole window while the service cannot be reached (or keeps failing): says what
// still works and offers to try again.
class OfflineBanner final : public QWidget
{
    Q_OBJECT
public:
    explicit OfflineBanner(api::ApiClient &api, QWidget *parent = nullptr);

    QString text() const;

signals:
    void retryRequested();

private:
    void update(api::ConnectionState state);

    QLabel *m_text;
};

} // namespace brokerdesk::ui
