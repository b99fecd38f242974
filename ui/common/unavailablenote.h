#pragma once

#include "api/serviceextensions.h"

#include <QLabel>

namespace brokerdesk::ui {

// One quiet line saying what the operator does not offer and what the page shows instead,
// visible once the service told (a 404 to the call the page makes): never an error banner,
// never repeated.
class UnavailableNote final : public QLabel
{
    Q_OBJECT
public:
    UnavailableNote(api::ServiceExtensions &extensions, api::Extension extension,
                    const QString &text, QWidget *parent = nullptr);

private:
    void refresh();

    api::ServiceExtensions &m_extensions;
    api::Extension m_extension;
};

} // namespace brokerdesk::ui
