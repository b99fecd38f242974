#include "recommendationform.h"

#include "shell/errorbanner.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace brokerdesk::ui::recommendations {

namespace {

QComboBox *choices(QWidget *parent, const QString &prompt,
                   const QList<QPair<QString, QVariant>> &items)
{
    auto *box = new QComboBox(parent);
    box->addItem(prompt, QVariant());
    for (const auto &[text, value] : items)
        box->addItem(text, value);
    return box;
}

std::optional<int> wholeNumber(const QString &text, int min, int max)
{
    bool ok = false;
    const int v = QLocale().toInt(text.trimmed(), &ok);
    if (!ok || v < min || v > max)
        return std::nullopt;
    return v;
}

} // namespace

RecommendationForm::RecommendationForm(QWidget *parent) : QWidget(parent)
{
    using domain::ProductType;
    m_product = choices(this, tr("Choose a product type…"),
                        {{domain::displayName(ProductType::Auto), int(ProductType::Auto)},
                         {domain::displayName(ProductType::Home), int(ProductType::Home)},
                         {domain::displayName(ProductType::Life), int(ProductType::Life)},
                         {domain::displayName(ProductType::Travel), int(ProductType::Travel)}});
    m_age = new QLineEdit(this);
    m_age->setPlaceholderText(tr("e.g. 35"));
    m_children = new QLineEdit(this);
    m_children->setPlaceholderText(tr("0 if none"));
    m_gender =
        choices(this, tr("Choose…"),
                {{tr("Female"), QStringLiteral("female")}, {tr("Male"), QStringLiteral("male")}});
    m_marital = choices(
        this, tr("Choose…"),
        {{tr("Single"), QStringLiteral("single")}, {tr("Married"), QStringLiteral("married")}});
    m_salary = new QLineEdit(this);
    m_salary->setPlaceholderText(domain::Money::fromCents(850000).format());
    m_location = choices(this, tr("Choose a region…"),
                         {{tr("South"), QStringLiteral("south")},
                          {tr("Southeast"), QStringLiteral("southeast")},
                          {tr("Midwest"), QStringLiteral("midwest")},
                          {tr("Northeast"), QStringLiteral("northeast")}});

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    addRow(form, tr("&Product type:"), m_product, QStringLiteral("product"));
    addRow(form, tr("&Age:"), m_age, QStringLiteral("age"));
    addRow(form, tr("C&hildren:"), m_children, QStringLiteral("children"));
    addRow(form, tr("&Gender:"), m_gender, QStringLiteral("gender"));
    addRow(form, tr("&Marital status:"), m_marital, QStringLiteral("marital"));
    addRow(form, tr("Monthly &salary:"), m_salary, QStringLiteral("salary"));
    addRow(form, tr("&Region:"), m_location, QStringLiteral("location"));

    for (QLineEdit *edit : {m_age, m_children, m_salary}) {
        const QString name = edit->objectName();
        connect(edit, &QLineEdit::editingFinished, this, [this, name] { showCheck(name); });
        connect(edit, &QLineEdit::textEdited, this, [this, name] {
            if (!problem(name).isEmpty())
                showCheck(name); // clear the mark as soon as the text is right
        });
        connect(edit, &QLineEdit::returnPressed, this, &RecommendationForm::submitted);
    }
    for (QComboBox *box : {m_product, m_gender, m_marital, m_location}) {
        const QString name = box->objectName();
        connect(box, &QComboBox::activated, this, [this, name] { showCheck(name); });
    }
}

QLabel *RecommendationForm::addRow(QFormLayout *form, const QString &label, QWidget *field,
                                   const QString &name)
{
    field->setObjectName(name);
    QString plain = label;
    field->setAccessibleName(plain.remove(u'&').remove(u':'));
    auto *message = new QLabel(this);
    message->setObjectName(name + QStringLiteral("Problem"));
    message->setStyleSheet(QStringLiteral("color: #b3261e;"));
    message->setWordWrap(true);
    message->hide();
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addWidget(field);
    v->addWidget(message);
    form->addRow(label, box);
    if (auto *l = qobject_cast<QLabel *>(form->labelForField(box)))
        l->setBuddy(field);
    m_fields.insert(name, field);
    m_messages.insert(name, message);
    m_order << name;
    return message;
}

QString RecommendationForm::check(const QString &field) const
{
    const auto chosen = [this, &field] {
        return qobject_cast<QComboBox *>(m_fields.value(field))->currentData().isValid();
    };
    if (field == QLatin1String("product"))
        return chosen() ? QString() : tr("Choose the product type to estimate.");
    if (field == QLatin1String("age"))
        return wholeNumber(m_age->text(), 0, 130) ? QString()
                                                  : tr("Type the age in years, 0 to 130.");
    if (field == QLatin1String("children"))
        return wholeNumber(m_children->text(), 0, 50) ? QString()
                                                      : tr("Type the number of children, 0 to 50.");
    if (field == QLatin1String("gender"))
        return chosen() ? QString() : tr("Choose the gender.");
    if (field == QLatin1String("marital"))
        return chosen() ? QString() : tr("Choose the marital status.");
    if (field == QLatin1String("salary")) {
        const auto m = domain::Money::parse(m_salary->text());
        return m && !m->isNegative() ? QString()
                                     : tr("Type the monthly salary in reais, e.g. %1.")
                                           .arg(domain::Money::fromCents(850000).format());
    }
    if (field == QLatin1String("location"))
        return chosen() ? QString() : tr("Choose the region where the person lives.");
    return {};
}

void RecommendationForm::showCheck(const QString &field)
{
    const QString reason = check(field);
    QLabel *message = m_messages.value(field);
    message->setText(reason);
    message->setVisible(!reason.isEmpty());
    ErrorBanner::markField(m_fields.value(field), reason);
}

QString RecommendationForm::problem(const QString &field) const
{
    const QLabel *message = m_messages.value(field);
    return message && message->isVisibleTo(this) ? message->text() : QString();
}

void RecommendationForm::fill(const domain::PersonFacts &facts)
{
    const QLocale locale;
    m_age->setText(facts.age ? locale.toString(*facts.age) : QString());
    m_children->setText(facts.children ? locale.toString(*facts.children) : QString());
    m_salary->setText(facts.salary ? facts.salary->format(locale) : QString());
    const auto choose = [](QComboBox *box, const QString &value) {
        box->setCurrentIndex(value.isEmpty() ? 0 : std::max(0, box->findData(value)));
    };
    choose(m_gender, facts.gender);
    choose(m_marital, facts.maritalStatus);
    choose(m_location, facts.location);
    for (const QString &f : m_order)
        if (f != QLatin1String("product"))
            showCheck(f);
}

std::optional<domain::RecommendationInput> RecommendationForm::input()
{
    QWidget *first = nullptr;
    for (const QString &f : m_order) {
        showCheck(f);
        if (!first && !check(f).isEmpty())
            first = m_fields.value(f);
    }
    if (first) {
        first->setFocus(Qt::OtherFocusReason);
        return std::nullopt;
    }
    domain::RecommendationInput in;
    in.productType = domain::ProductType(m_product->currentData().toInt());
    in.policyHolderAge = *wholeNumber(m_age->text(), 0, 130);
    in.policyHolderChildren = *wholeNumber(m_children->text(), 0, 50);
    in.policyHolderGender = m_gender->currentData().toString();
    in.policyHolderMaritalStatus = m_marital->currentData().toString();
    in.policyHolderSalary = *domain::Money::parse(m_salary->text());
    in.location = m_location->currentData().toString();
    return in;
}

} // namespace brokerdesk::ui::recommendations
