#include "formatcheck.h"

#include "fieldmarks.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QVariant>

namespace brokerdesk::ui::formatcheck {

namespace {

using formats::Format;

constexpr char formatProperty[] = "brokerdeskFormat";
constexpr char requiredProperty[] = "brokerdeskRequired";

QString problem(Format format)
{
    switch (format) {
    case Format::Cpf:
        return QCoreApplication::translate("FormatCheck",
                                           "This CPF is not valid: check the digits.");
    case Format::Cnpj:
        return QCoreApplication::translate("FormatCheck",
                                           "This CNPJ is not valid: check the digits.");
    case Format::Plate:
        return QCoreApplication::translate("FormatCheck", "Type the plate as ABC1234 or ABC1D23.");
    case Format::Chassis:
        return QCoreApplication::translate(
            "FormatCheck", "The chassis has 17 letters and digits, without I, O or Q.");
    case Format::Fipe:
        return QCoreApplication::translate("FormatCheck",
                                           "The FIPE code has 7 digits, as in 005340-6.");
    case Format::Cep:
        return QCoreApplication::translate("FormatCheck", "The CEP has 8 digits, as in 01310-100.");
    case Format::Email:
        return QCoreApplication::translate("FormatCheck",
                                           "Type an e-mail address such as ana@example.com.");
    case Format::Phone:
        return QCoreApplication::translate(
            "FormatCheck", "Type a phone number with area code, such as (11) 99999-0000.");
    case Format::Imei:
        return QCoreApplication::translate(
            "FormatCheck", "The IMEI has 15 digits: check them on the box or with *#06#.");
    }
    return {};
}

Format formatOf(const QLineEdit *edit)
{
    return Format(edit->property(formatProperty).toInt());
}

void check(QLineEdit *edit, bool leaving)
{
    const Format format = formatOf(edit);
    const QString text = edit->text().trimmed();
    if (text.isEmpty() || formats::isValid(format, text) ||
        (!leaving && !formats::canJudge(format, text)))
        fieldmarks::clear(edit);
    else
        fieldmarks::markInvalid(edit, problem(format));
}

} // namespace

void attach(QLineEdit *edit, Format format, bool required)
{
    edit->setProperty(formatProperty, int(format));
    edit->setProperty(requiredProperty, required);
    QObject::connect(edit, &QLineEdit::textChanged, edit, [edit] { check(edit, false); });
    QObject::connect(edit, &QLineEdit::editingFinished, edit, [edit] { check(edit, true); });
}

bool acceptable(const QLineEdit *edit)
{
    const QString text = edit->text().trimmed();
    if (text.isEmpty())
        return !edit->property(requiredProperty).toBool();
    return formats::isValid(formatOf(edit), text);
}

QString value(const QLineEdit *edit)
{
    return formats::normalized(formatOf(edit), edit->text());
}

} // namespace brokerdesk::ui::formatcheck
