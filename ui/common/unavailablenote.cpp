#include "unavailablenote.h"

namespace brokerdesk::ui {

UnavailableNote::UnavailableNote(api::ServiceExtensions &extensions, api::Extension extension,
                                 const QString &text, QWidget *parent)
    : QLabel(text, parent), m_extensions(extensions), m_extension(extension)
{
    setObjectName(QStringLiteral("unavailableNote"));
    setWordWrap(true);
    setStyleSheet(QStringLiteral("color: #607d8b;")); // the page summary's quiet grey
    connect(&extensions, &api::ServiceExtensions::changed, this, &UnavailableNote::refresh);
    refresh();
}

void UnavailableNote::refresh()
{
    setVisible(m_extensions.isMissing(m_extension));
}

} // namespace brokerdesk::ui
