#include "connectionindicator.h"

#include "common/errortext.h"
#include "icons.h"

#include <QHBoxLayout>
#include <QLabel>

namespace brokerdesk::ui {

ConnectionIndicator::ConnectionIndicator(api::ApiClient &api, QWidget *parent)
    : QWidget(parent), m_api(api), m_icon(new QLabel(this)), m_text(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 0);
    layout->setSpacing(4);
    layout->addWidget(m_icon);
    layout->addWidget(m_text);
    connect(&api, &api::ApiClient::connectionStateChanged, this, &ConnectionIndicator::update);
    update(api.connectionState());
}

QString ConnectionIndicator::text() const
{
    return m_text->text();
}

void ConnectionIndicator::update(api::ConnectionState state)
{
    m_icon->setPixmap(connectionIcon(state).pixmap(16, 16));
    m_text->setText(api::displayName(state));
    QString why;
    if (state != api::ConnectionState::Online && state != api::ConnectionState::SigningIn)
        why = errortext::sentence(m_api.lastError());
    const QString server = m_api.settings().baseUrl.toString();
    setToolTip(why.isEmpty() ? server : server + QStringLiteral("\n") + why);
    setAccessibleName(tr("Connection: %1").arg(m_text->text()));
}

} // namespace brokerdesk::ui
