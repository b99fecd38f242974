#include "personfacts.h"

#include <QHash>

namespace brokerdesk::domain {

QString regionOfState(const QString &stateCode)
{
    static const QHash<QString, QString> regions = [] {
        QHash<QString, QString> r;
        const auto put = [&r](const QString &region, std::initializer_list<const char *> states) {
            for (const char *s : states)
                r.insert(QString::fromLatin1(s), region);
        };
        put(QStringLiteral("south"), {"PR", "SC", "RS"});
        put(QStringLiteral("southeast"), {"SP", "RJ", "MG", "ES"});
        put(QStringLiteral("midwest"), {"GO", "MT", "MS", "DF"});
        put(QStringLiteral("northeast"), {"MA", "PI", "CE", "RN", "PB", "PE", "AL", "SE", "BA"});
        return r;
    }();
    return regions.value(stateCode.trimmed().toUpper());
}

PersonFacts personFactsOf(const Lead &person, const QDate &today)
{
    PersonFacts f;
    if (person.birthDate.isValid() && person.birthDate <= today) {
        int age = today.year() - person.birthDate.year();
        if (today < person.birthDate.addYears(age))
            --age;
        f.age = age;
    }
    f.children = person.children;
    if (person.gender == QLatin1String("male") || person.gender == QLatin1String("female"))
        f.gender = person.gender;
    // The endpoint knows only single or married: divorced and widowed people are not married.
    if (person.maritalStatus == QLatin1String("married"))
        f.maritalStatus = QStringLiteral("married");
    else if (!person.maritalStatus.isEmpty())
        f.maritalStatus = QStringLiteral("single");
    f.salary = person.incomeMonthly;
    f.stateCode = person.address ? person.address->stateCode : QString();
    f.location = regionOfState(f.stateCode);
    return f;
}

} // namespace brokerdesk::domain
