#include "offlinebanner.h"

#include "icons.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace brokerdesk::ui {

OfflineBanner::OfflineBanner(api::ApiClient &api, QWidget *parent)
    : QWidget(parent), m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("offlineBanner"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("#offlineBanner { background: #fff4e5; border-bottom: 1px solid"
                                 " #f0c987; } #offlineBanner QLabel { color: #663c00; }"));
    setAccessibleName(tr("Offline"));
    auto *iconLabel = new QLabel(this);
    iconLabel->setPixmap(icon(QStringLiteral("state-offline")).pixmap(18, 18));
    m_text->setWordWrap(true);
    auto *retry = new QPushButton(icon(QStringLiteral("retry")), tr("Try again"), this);
    retry->setAccessibleName(tr("Try to reach the service again"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->addWidget(iconLabel);
    layout->addWidget(m_text, 1);
    layout->addWidget(retry);
    connect(retry, &QPushButton::clicked, this, &OfflineBanner::retryRequested);
    connect(&api, &api::ApiClient::connectionStateChanged, this, &OfflineBanner::update);
    update(api.connectionState());
}

QString OfflineBanner::text() const
{
    return m_text->text();
}

void OfflineBanner::update(api::ConnectionState state)
{
    using S = api::ConnectionState;
    if (state == S::Offline)
        m_text->setText(tr("Working offline: the service cannot be reached. Saved quotes and the "
                           "saved catalog still work."));
    else if (state == S::ServiceUnavailable)
        m_text->setText(tr("The service is having problems right now. Saved quotes and the saved "
                           "catalog still work."));
    setVisible(state == S::Offline || state == S::ServiceUnavailable);
}

} // namespace brokerdesk::ui
