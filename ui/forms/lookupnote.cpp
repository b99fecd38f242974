#include "lookupnote.h"

namespace brokerdesk::ui {

LookupNote::LookupNote(Kind kind, QWidget *parent) : QLabel(parent), m_kind(kind)
{
    setForegroundRole(QPalette::PlaceholderText);
    setWordWrap(true);
    hide();
}

void LookupNote::showText(const QString &text)
{
    setText(text);
    setVisible(!text.isEmpty());
}

void LookupNote::showProblem(api::LookupProblem problem)
{
    using P = api::LookupProblem;
    const bool cep = m_kind == Kind::Cep;
    switch (problem) {
    case P::None:
        return showText({});
    case P::NotFound:
        return showText(cep ? tr("ZIP code not found; type the address.")
                            : tr("Not in the FIPE table; type the vehicle."));
    case P::Slow:
        return showText(cep ? tr("The ZIP code lookup is taking long; type the address.")
                            : tr("The FIPE table is taking long; type the vehicle."));
    case P::Offline:
        return showText(cep ? tr("The ZIP code lookup is out of reach; type the address.")
                            : tr("The FIPE table is out of reach; type the vehicle."));
    case P::BadAnswer:
        return showText(cep ? tr("The ZIP code lookup answered something unreadable; type the "
                                 "address.")
                            : tr("The FIPE table answered something unreadable; type the "
                                 "vehicle."));
    }
}

} // namespace brokerdesk::ui
