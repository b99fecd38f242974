#pragma once

#include "api/lookupfetch.h"

#include <QLabel>

namespace brokerdesk::ui {

// One quiet line under a field that is filled from a lookup (CEP, FIPE): what the lookup did
// when it did not fill, so the broker types by hand. Hidden while there is nothing to say.
class LookupNote final : public QLabel
{
    Q_OBJECT
public:
    enum class Kind { Cep, Vehicle };

    LookupNote(Kind kind, QWidget *parent = nullptr);

    // A problem's sentence; None clears the note.
    void showProblem(api::LookupProblem problem);
    void showText(const QString &text);

private:
    Kind m_kind;
};

} // namespace brokerdesk::ui
