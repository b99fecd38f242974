#include "addressform.h"

#include "api/addresslookup.h"
#include "common/formatcheck.h"
#include "lookupnote.h"

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {
const QStringList &stateCodes()
{
    static const QStringList codes =
        QStringLiteral(
            "AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO")
            .split(u' ');
    return codes;
}
} // namespace

AddressForm::AddressForm(const QString &namePrefix, QWidget *parent)
    : QWidget(parent), m_note(new LookupNote(LookupNote::Kind::Cep, this)),
      m_zip(new QLineEdit(this)), m_street(new QLineEdit(this)), m_number(new QLineEdit(this)),
      m_complement(new QLineEdit(this)), m_district(new QLineEdit(this)),
      m_city(new QLineEdit(this)), m_state(new QComboBox(this))
{
    const auto name = [&](QWidget *w, const char *key, const QString &accessible) {
        w->setObjectName(namePrefix + QLatin1String(key));
        w->setAccessibleName(accessible);
    };
    name(m_zip, "zip_code", tr("ZIP code"));
    name(m_street, "street_name", tr("Street"));
    name(m_number, "number", tr("Number"));
    name(m_complement, "complement", tr("Complement"));
    name(m_district, "district_name", tr("District"));
    name(m_city, "city_name", tr("City"));
    name(m_state, "state_code", tr("State"));
    formatcheck::attach(m_zip, formats::Format::Cep, true);
    m_zip->setMaxLength(9);
    m_zip->setPlaceholderText(QStringLiteral("01310-100"));
    m_number->setMaximumWidth(90);
    m_state->addItems(stateCodes());
    m_state->setCurrentText(QStringLiteral("SP"));

    auto *streetRow = new QHBoxLayout;
    streetRow->addWidget(m_street, 1);
    streetRow->addWidget(m_number);
    auto *cityRow = new QHBoxLayout;
    cityRow->addWidget(m_city, 1);
    cityRow->addWidget(m_state);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    auto *zipColumn = new QVBoxLayout;
    zipColumn->setSpacing(2);
    zipColumn->addWidget(m_zip);
    zipColumn->addWidget(m_note);
    form->addRow(tr("ZIP code:"), zipColumn);
    form->addRow(tr("Street, number:"), streetRow);
    form->addRow(tr("Complement:"), m_complement);
    form->addRow(tr("District:"), m_district);
    form->addRow(tr("City, state:"), cityRow);
    for (auto *edit : {m_zip, m_street, m_number, m_complement, m_district, m_city})
        connect(edit, &QLineEdit::textChanged, this, &AddressForm::changed);
    m_note->setObjectName(namePrefix + QLatin1String("zip_code.note"));
    connect(m_zip, &QLineEdit::textEdited, this, [this] {
        if (formatcheck::value(m_zip).size() == 8)
            lookUp();
        else
            m_note->showProblem(api::LookupProblem::None);
    });
    connect(m_zip, &QLineEdit::editingFinished, this, &AddressForm::lookUp);
}

AddressForm::~AddressForm()
{
    // Closing the window takes the keyboard out of the CEP while QWidget's destructor runs,
    // this part gone: no lookup then.
    m_zip->disconnect(this);
}

void AddressForm::lookUp()
{
    const QString cep = formatcheck::value(m_zip);
    if (!m_lookup || cep.size() != 8 || cep == m_asked)
        return;
    m_asked = cep;
    m_lookup->find(cep, this, [this, cep](const api::LookupResult<api::CepAddress> &r) {
        if (formatcheck::value(m_zip) != cep)
            return; // the broker has typed another CEP since
        m_note->showProblem(r.problem);
        if (!r.ok()) {
            m_asked.clear(); // leaving the field again asks again
            return;
        }
        fill(r.value->street, r.value->district, r.value->city, r.value->stateCode);
    });
}

// Fills only what the broker has not typed, and goes on to where typing goes next: the number,
// or the street when the CEP is a whole town's.
void AddressForm::fill(const QString &street, const QString &district, const QString &city,
                       const QString &state)
{
    QWidget *focus = QApplication::focusWidget();
    const bool typingHere = focus == m_zip || focus == m_street;
    const auto put = [](QLineEdit *edit, const QString &text) {
        if (!text.isEmpty() && (edit->text().trimmed().isEmpty() || !edit->isModified()))
            edit->setText(text);
    };
    put(m_street, street);
    put(m_district, district);
    put(m_city, city);
    if (m_state->findText(state) >= 0)
        m_state->setCurrentText(state);
    if (typingHere)
        (street.isEmpty() ? m_street : m_number)->setFocus(Qt::OtherFocusReason);
}

domain::Address AddressForm::value() const
{
    domain::Address a;
    a.zipCode = formatcheck::value(m_zip);
    a.streetName = m_street->text().trimmed();
    a.number = m_number->text().trimmed();
    a.complement = m_complement->text().trimmed();
    a.districtName = m_district->text().trimmed();
    a.cityName = m_city->text().trimmed();
    a.stateCode = m_state->currentText();
    return a;
}

void AddressForm::setValue(const domain::Address &a)
{
    m_zip->setText(a.zipCode);
    m_asked = formatcheck::value(m_zip); // what is shown is not asked for again
    m_street->setText(a.streetName);
    m_number->setText(a.number);
    m_complement->setText(a.complement);
    m_district->setText(a.districtName);
    m_city->setText(a.cityName);
    if (!a.stateCode.isEmpty())
        m_state->setCurrentText(a.stateCode);
}

QList<QWidget *> AddressForm::missingFields() const
{
    QList<QWidget *> missing;
    formatcheck::need(missing, formatcheck::acceptable(m_zip), m_zip);
    formatcheck::need(missing, !m_street->text().trimmed().isEmpty(), m_street);
    formatcheck::need(missing, !m_number->text().trimmed().isEmpty(), m_number);
    formatcheck::need(missing, !m_city->text().trimmed().isEmpty(), m_city);
    return missing;
}

QWidget *AddressForm::firstField() const
{
    return m_zip;
}

QWidget *AddressForm::field(const QString &key) const
{
    for (QWidget *w : {static_cast<QWidget *>(m_zip), static_cast<QWidget *>(m_street),
                       static_cast<QWidget *>(m_number), static_cast<QWidget *>(m_complement),
                       static_cast<QWidget *>(m_district), static_cast<QWidget *>(m_city),
                       static_cast<QWidget *>(m_state)})
        if (w->objectName().endsWith(key))
            return w;
    return nullptr;
}

} // namespace brokerdesk::ui
