#include "dateedit.h"

#include <QDateEdit>
#include <QLocale>
#include <QRegularExpression>

namespace brokerdesk::ui {

void useFullYearFormat(QDateEdit *edit)
{
    QString format = QLocale().dateFormat(QLocale::ShortFormat);
    static const QRegularExpression shortYear(QStringLiteral("(?<!y)yy(?!y)"));
    format.replace(shortYear, QStringLiteral("yyyy"));
    edit->setDisplayFormat(format);
}

} // namespace brokerdesk::ui
