#include "demoanswers.h"

#include <QComboBox>
#include <QLineEdit>

namespace brokerdesk::ui::demo {

namespace {

using Fields = QList<std::pair<const char *, QString>>;

QStringList fillNamed(QWidget *root, const Fields &fields)
{
    QStringList absent;
    for (const auto &[name, text] : fields) {
        if (auto *edit = root->findChild<QLineEdit *>(QLatin1String(name)))
            edit->setText(text);
        else
            absent << QLatin1String(name);
    }
    return absent;
}

} // namespace

QStringList fillHolder(QWidget *root, bool streetFromCep)
{
    Fields fields{{"holder.first_name", QStringLiteral("Ana")},
                  {"holder.last_name", QStringLiteral("Souza")},
                  {"holder.cpf", QStringLiteral("29141777638")},
                  {"holder.birth_date", QStringLiteral("15/03/1985")},
                  {"holder.email", QStringLiteral("ana.souza@example.com")},
                  {"holder.phone", QStringLiteral("+5511999990000")},
                  {"holder.address.zip_code", QStringLiteral("01310100")},
                  {"holder.address.number", QStringLiteral("1000")}};
    if (!streetFromCep)
        fields << std::pair{"holder.address.street_name", QStringLiteral("Av. Paulista")}
               << std::pair{"holder.address.city_name", QStringLiteral("São Paulo")};
    QStringList absent = fillNamed(root, fields);
    if (auto *zip = root->findChild<QLineEdit *>(QStringLiteral("holder.address.zip_code"));
        zip && streetFromCep)
        emit zip->editingFinished();
    // Gender and marital status start unanswered (a placeholder): hers.
    for (const auto &[name, value] :
         {std::pair{"holder.gender", QStringLiteral("female")},
          std::pair{"holder.marital_status", QStringLiteral("married")}}) {
        auto *box = root->findChild<QComboBox *>(QLatin1String(name));
        if (box && box->findData(value) >= 0)
            box->setCurrentIndex(box->findData(value));
        else
            absent << QLatin1String(name);
    }
    return absent;
}

QStringList fillCar(QWidget *root)
{
    return fillNamed(root, {{"item.plate", QStringLiteral("ABC1D23")},
                            {"item.brand_name", QStringLiteral("Volkswagen")},
                            {"item.model_name", QStringLiteral("Gol")}});
}

} // namespace brokerdesk::ui::demo
