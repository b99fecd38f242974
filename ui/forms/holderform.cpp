#include "holderform.h"

#include "domain/businessday.h"

#include "addressform.h"
#include "common/datefield.h"
#include "common/errortext.h"
#include "common/fieldmarks.h"
#include "common/formatcheck.h"
#include "common/taborder.h"
#include "customerpicker.h"
#include "moveon.h"

#include <QAbstractItemView>
#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace brokerdesk::ui {

namespace {

QLineEdit *edit(const QString &objectName, const QString &accessible, QWidget *parent)
{
    auto *e = new QLineEdit(parent);
    e->setObjectName(objectName);
    e->setAccessibleName(accessible);
    return e;
}

bool filled(const QLineEdit *e)
{
    return !e->text().trimmed().isEmpty();
}

QString digits(const QString &text)
{
    QString d;
    for (const QChar c : text)
        if (c.isDigit())
            d += c;
    return d;
}

void selectData(QComboBox *box, const QString &data)
{
    box->setCurrentIndex(box->findData(data)); // unknown: back to "choose", never a guess
}

// A field typed whole goes on to the next by itself, as a broker expects of a CPF, a date or
// a mobile number: the last digit typed at the end of the field, `complete` true. Tab still works.
void advanceWhenComplete(QLineEdit *edit, const std::function<bool()> &complete, QWidget *next)
{
    // Once the key that completed it is handled: never mid-way through the field's own event.
    QObject::connect(
        edit, &QLineEdit::textEdited, next,
        [edit, complete, next] {
            if (edit->hasFocus() && edit->cursorPosition() == edit->text().size() && complete())
                moveOnTo(next);
        },
        Qt::QueuedConnection);
}

// A list answered by its first letter (Feminino, Solteiro…) goes on to the next field; arrows
// stay where they are (and an open list takes the keys itself).
class AdvanceOnLetter final : public QObject
{
public:
    AdvanceOnLetter(QComboBox *box, QWidget *next) : QObject(box), m_box(box), m_next(next)
    {
        box->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress)
            return false;
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->text().isEmpty() || !key->text().at(0).isLetter() ||
            (key->modifiers() & ~Qt::ShiftModifier) != Qt::NoModifier)
            return false;
        // After the box has chosen by the letter.
        QTimer::singleShot(0, this, [this] {
            if (m_box->hasFocus() && m_box->currentIndex() >= 0)
                moveOnTo(m_next);
        });
        return false;
    }

private:
    QComboBox *m_box;
    QWidget *m_next;
};

} // namespace

HolderForm::HolderForm(QWidget *parent)
    : QWidget(parent), m_person(new QRadioButton(tr("&Person"), this)),
      m_company(new QRadioButton(tr("&Company"), this)), m_kind(new QStackedWidget(this)),
      m_email(edit(QStringLiteral("holder.email"), tr("E-mail"), this)),
      m_phone(edit(QStringLiteral("holder.phone"), tr("Phone"), this)),
      m_address(new AddressForm(QStringLiteral("holder.address."), this)),
      m_picker(new CustomerPicker(this)), m_pickerRow(new QWidget(this)),
      m_pickedNote(new QLabel(this))
{
    m_person->setChecked(true);
    auto *group = new QButtonGroup(this);
    group->addButton(m_person);
    group->addButton(m_company);
    m_kind->addWidget(buildPerson());
    m_kind->addWidget(buildCompany());
    m_email->setPlaceholderText(QStringLiteral("ana@example.com"));
    m_phone->setPlaceholderText(QStringLiteral("(11) 99999-0000"));
    formatcheck::attach(m_email, formats::Format::Email, false);
    formatcheck::attach(m_phone, formats::Format::Phone, false);

    auto *pickerLayout = new QFormLayout(m_pickerRow);
    pickerLayout->setContentsMargins(0, 0, 0, 0);
    pickerLayout->addRow(tr("C&ustomer:"), m_picker);
    pickerLayout->addRow(m_pickedNote);
    m_pickedNote->setWordWrap(true);
    m_pickedNote->hide();
    setDirectory(nullptr); // a step gives the desk's directory when it opens

    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(m_person);
    kindRow->addWidget(m_company);
    kindRow->addStretch();
    auto *contact = new QGroupBox(tr("Contact and address"), this);
    auto *contactForm = new QFormLayout(contact);
    contactForm->addRow(tr("&E-mail:"), m_email);
    contactForm->addRow(tr("P&hone:"), m_phone);
    contactForm->addRow(m_address);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pickerRow);
    layout->addLayout(kindRow);
    layout->addWidget(m_kind);
    layout->addWidget(contact);

    connect(m_company, &QRadioButton::toggled, this, [this](bool company) {
        m_kind->setCurrentIndex(company ? 1 : 0);
        emit changed();
    });
    for (auto *e : {m_email, m_phone})
        connect(e, &QLineEdit::textChanged, this, &HolderForm::changed);
    connect(m_address, &AddressForm::changed, this, &HolderForm::changed);
    connect(m_picker, &CustomerPicker::picked, this, &HolderForm::fill);
    connect(this, &HolderForm::changed, this, &HolderForm::showPicked);
    // The step still opens in "First name": typing a new person needs no detour.
    setFocusProxy(m_firstName);
    advanceWhenComplete(
        m_cpf,
        [this] { return digits(m_cpf->text()).size() == 11 && formatcheck::acceptable(m_cpf); },
        m_birth);
    advanceWhenComplete(
        m_birth, [this] { return m_birth->date().isValid(); }, m_gender);
    new AdvanceOnLetter(m_gender, m_marital);
    new AdvanceOnLetter(m_marital, m_email);
    // A mobile number (DDD and nine digits, after +55 when typed) is whole; a landline's ten
    // digits may be a mobile's first ten, so Tab leaves it.
    advanceWhenComplete(
        m_phone,
        [this] {
            const qsizetype whole = m_phone->text().trimmed().startsWith(u'+') ? 13 : 11;
            return digits(m_phone->text()).size() == whole && formatcheck::acceptable(m_phone);
        },
        m_address->firstField());
    // A name the directory does not know is a new customer's: typed once in the search, it
    // becomes the holder's name and Tab goes on to the CPF.
    connect(m_picker, &QLineEdit::editingFinished, this, &HolderForm::takeTypedName);
    m_picker->installEventFilter(this);
    // The contact fields were created before the person's and company's: Tab follows the page.
    setTabChain({m_person, m_company, m_firstName, m_lastName, m_cpf, m_birth, m_gender, m_marital,
                 m_cnpj, m_corporate, m_fantasy, m_email, m_phone, m_address->firstField()});
}

QWidget *HolderForm::buildPerson()
{
    auto *w = new QWidget;
    m_firstName = edit(QStringLiteral("holder.first_name"), tr("First name"), w);
    m_lastName = edit(QStringLiteral("holder.last_name"), tr("Last name"), w);
    m_cpf = edit(QStringLiteral("holder.cpf"), tr("CPF"), w);
    m_cpf->setPlaceholderText(QStringLiteral("000.000.000-00"));
    // Birth date, gender and marital status price the risk: each starts empty until given.
    m_birth = new DateField(w);
    m_birth->setObjectName(QStringLiteral("holder.birth_date"));
    m_birth->setAccessibleName(tr("Birth date"));
    const QDate today = domain::businessday::today();
    m_birth->setRange(today.addYears(-120), today.addYears(-18),
                      tr("Check the year: this would make the holder over 120."),
                      tr("The holder must be 18 or older."));
    m_gender = new QComboBox(w);
    m_gender->setObjectName(QStringLiteral("holder.gender"));
    m_gender->setAccessibleName(tr("Gender"));
    m_gender->addItem(tr("Female"), QStringLiteral("female"));
    m_gender->addItem(tr("Male"), QStringLiteral("male"));
    m_marital = new QComboBox(w);
    m_marital->setObjectName(QStringLiteral("holder.marital_status"));
    m_marital->setAccessibleName(tr("Marital status"));
    m_marital->addItem(tr("Single"), QStringLiteral("single"));
    m_marital->addItem(tr("Married"), QStringLiteral("married"));
    m_marital->addItem(tr("Divorced"), QStringLiteral("divorced"));
    m_marital->addItem(tr("Widowed"), QStringLiteral("widowed"));
    for (auto *box : {m_gender, m_marital}) {
        box->setPlaceholderText(tr("Choose (type its first letter)"));
        box->setCurrentIndex(-1);
        connect(box, &QComboBox::currentIndexChanged, this, &HolderForm::changed);
    }
    connect(m_birth, &DateField::dateChanged, this, &HolderForm::changed);
    auto *form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&First name:"), m_firstName);
    form->addRow(tr("&Last name:"), m_lastName);
    form->addRow(tr("C&PF:"), m_cpf);
    form->addRow(tr("&Birth date:"), m_birth);
    form->addRow(tr("&Gender:"), m_gender);
    form->addRow(tr("&Marital status:"), m_marital);
    for (auto *e : {m_firstName, m_lastName})
        connect(e, &QLineEdit::textChanged, this, &HolderForm::changed);
    formatcheck::attach(m_cpf, formats::Format::Cpf, true);
    connect(m_cpf, &QLineEdit::textChanged, this, &HolderForm::changed);
    return w;
}

QWidget *HolderForm::buildCompany()
{
    auto *w = new QWidget;
    m_cnpj = edit(QStringLiteral("holder.cnpj"), tr("CNPJ"), w);
    m_cnpj->setPlaceholderText(QStringLiteral("00.000.000/0000-00"));
    m_corporate = edit(QStringLiteral("holder.corporate_name"), tr("Corporate name"), w);
    m_fantasy = edit(QStringLiteral("holder.fantasy_name"), tr("Trade name"), w);
    auto *form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("C&NPJ:"), m_cnpj);
    form->addRow(tr("Corporate &name:"), m_corporate);
    form->addRow(tr("&Trade name:"), m_fantasy);
    connect(m_corporate, &QLineEdit::textChanged, this, &HolderForm::changed);
    formatcheck::attach(m_cnpj, formats::Format::Cnpj, true);
    connect(m_cnpj, &QLineEdit::textChanged, this, &HolderForm::changed);
    return w;
}

bool HolderForm::companyMayHold(domain::ProductType type)
{
    static const QList<domain::ProductType> companyTypes{
        domain::ProductType::Auto,       domain::ProductType::Business,
        domain::ProductType::Home,       domain::ProductType::Moneylender,
        domain::ProductType::Electronic, domain::ProductType::Global,
        domain::ProductType::Warranty};
    return companyTypes.contains(type);
}

void HolderForm::setCompanyAllowed(bool allowed)
{
    m_company->setEnabled(allowed);
    if (!allowed)
        m_person->setChecked(true);
}

bool HolderForm::isCompany() const
{
    return m_company->isChecked();
}

QList<QWidget *> HolderForm::missingFields() const
{
    QList<QWidget *> missing;
    if (isCompany()) {
        formatcheck::need(missing, formatcheck::acceptable(m_cnpj), m_cnpj);
        formatcheck::need(missing, filled(m_corporate), m_corporate);
    } else {
        formatcheck::need(missing, filled(m_firstName), m_firstName);
        formatcheck::need(missing, filled(m_lastName), m_lastName);
        formatcheck::need(missing, formatcheck::acceptable(m_cpf), m_cpf);
        formatcheck::need(missing, m_birth->date().isValid(), m_birth);
        formatcheck::need(missing, m_gender->currentIndex() >= 0, m_gender);
        formatcheck::need(missing, m_marital->currentIndex() >= 0, m_marital);
    }
    formatcheck::need(missing, formatcheck::acceptable(m_email), m_email);
    formatcheck::need(missing, formatcheck::acceptable(m_phone), m_phone);
    return missing + m_address->missingFields();
}

domain::Holder HolderForm::value() const
{
    domain::Holder holder;
    if (isCompany()) {
        holder.kind = domain::HolderKind::Company;
        holder.cnpj = formatcheck::value(m_cnpj);
        holder.corporateName = m_corporate->text().trimmed();
        holder.fantasyName = m_fantasy->text().trimmed();
    } else {
        holder.firstName = m_firstName->text().trimmed();
        holder.lastName = m_lastName->text().trimmed();
        holder.cpf = formatcheck::value(m_cpf);
        holder.birthDate = m_birth->date();
        holder.gender = m_gender->currentData().toString();
        holder.maritalStatus = m_marital->currentData().toString();
    }
    holder.contact.email = m_email->text().trimmed();
    holder.contact.phone = m_phone->text().trimmed();
    holder.address = m_address->value();
    holder.extra = m_extra;
    return holder;
}

void HolderForm::setValue(const domain::Holder &h)
{
    const bool company = h.kind == domain::HolderKind::Company && m_company->isEnabled();
    (company ? m_company : m_person)->setChecked(true);
    m_cnpj->setText(company ? h.cnpj : QString());
    m_corporate->setText(company ? h.corporateName : QString());
    m_fantasy->setText(company ? h.fantasyName : QString());
    m_firstName->setText(company ? QString() : h.firstName);
    m_lastName->setText(company ? QString() : h.lastName);
    m_cpf->setText(company ? QString() : h.cpf);
    m_birth->setDate(company ? QDate() : h.birthDate);
    for (auto *box : {m_gender, m_marital})
        box->view()->keyboardSearch({}); // letters typed for the holder before start a new word
    selectData(m_gender, company ? QString() : h.gender);
    selectData(m_marital, company ? QString() : h.maritalStatus);
    m_email->setText(h.contact.email);
    m_phone->setText(h.contact.phone);
    m_address->setValue(h.address);
    m_picker->clear();
    m_picked.reset();
    m_extra = h.extra;
    showPicked();
    emit changed();
}

bool HolderForm::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_picker && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Tab &&
        static_cast<QKeyEvent *>(event)->modifiers() == Qt::NoModifier &&
        !m_picker->matches()->isVisible() && takeTypedName()) {
        moveOnTo(filled(m_lastName) ? static_cast<QWidget *>(m_cpf) : m_lastName);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

bool HolderForm::takeTypedName()
{
    const QString typed = m_picker->text().simplified();
    if (typed.isEmpty() || isCompany() || pickedCustomer() || filled(m_firstName) ||
        filled(m_lastName) ||
        std::any_of(typed.cbegin(), typed.cend(), [](QChar c) { return c.isDigit() || c == u'@'; }))
        return false; // a CPF, phone or e-mail searched for, or a name there already
    const qsizetype space = typed.indexOf(u' ');
    m_firstName->setText(space < 0 ? typed : typed.left(space));
    m_lastName->setText(space < 0 ? QString() : typed.mid(space + 1));
    return true;
}

void HolderForm::setAddressLookup(api::AddressLookup *lookup)
{
    m_address->setLookup(lookup);
}

void HolderForm::setDirectory(const cache::CustomerDirectory *directory)
{
    m_picker->setDirectory(directory);
    m_pickerRow->setVisible(directory && directory->isOpen());
}

void HolderForm::fill(const cache::Customer &customer)
{
    const domain::Lead &p = customer.person;
    const bool company = !p.cnpj.isEmpty() && m_company->isEnabled();
    (company ? m_company : m_person)->setChecked(true);
    if (company) {
        m_cnpj->setText(p.cnpj);
        m_corporate->setText(p.name);
        m_fantasy->clear();
    } else {
        // The directory keeps one name; the contract splits it at the first space.
        const QString name = p.name.simplified();
        const qsizetype space = name.indexOf(u' ');
        m_firstName->setText(space < 0 ? name : name.left(space));
        m_lastName->setText(space < 0 ? QString() : name.mid(space + 1));
        m_cpf->setText(p.cpf);
        m_birth->setDate(p.birthDate);
        selectData(m_gender, p.gender);
        selectData(m_marital, p.maritalStatus);
    }
    m_email->setText(p.email);
    m_phone->setText(p.phone);
    m_address->setValue(p.address.value_or(domain::Address{}));
    m_extra = {};
    m_picked = customer;
    showPicked();
    emit changed();
}

std::optional<cache::Customer> HolderForm::pickedCustomer() const
{
    if (!m_picked)
        return std::nullopt;
    const domain::Lead &p = m_picked->person;
    const domain::Holder h = value();
    const QString known = digits(p.cnpj.isEmpty() ? p.cpf : p.cnpj);
    const QString typed = digits(isCompany() ? h.cnpj : h.cpf);
    const bool same = known.isEmpty() ? h.contact.email.compare(p.email, Qt::CaseInsensitive) == 0
                                      : known == typed;
    return same ? m_picked : std::nullopt;
}

void HolderForm::showPicked()
{
    m_pickedNote->setVisible(m_picked.has_value());
    if (!m_picked)
        return;
    m_pickedNote->setText(
        pickedCustomer() ? tr("Filled in from %1's record. Changes here go into this quote only.")
                               .arg(m_picked->person.name)
                         : tr("This is no longer %1: the holder will be a new customer.")
                               .arg(m_picked->person.name));
}

QWidget *HolderForm::field(const QString &key) const
{
    if (key.startsWith(QLatin1String("address.")))
        return m_address->field(key.mid(8));
    return findChild<QWidget *>(QStringLiteral("holder.") + key.section(u'.', -1));
}

bool HolderForm::markFieldErrors(const api::ApiError &error, const QString &prefix)
{
    bool any = false;
    for (const auto &f : error.fields) {
        if (!f.field.startsWith(prefix))
            continue;
        if (QWidget *w = field(f.field.mid(prefix.size()))) {
            fieldmarks::markInvalid(w, errortext::fieldReason(f.reason));
            any = true;
        }
    }
    return any;
}

} // namespace brokerdesk::ui
