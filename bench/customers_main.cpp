// Customer search over a directory of N customers (default 100,000) in a real SQLite file:
// each query's median time over R runs, against the 50 ms target (bench/customers.sh).
#include "benchstats.h"

#include "cache/customerdirectory.h"
#include "domain/documents.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace brokerdesk;

namespace {

const QStringList firstNames{
    QStringLiteral("João"),    QStringLiteral("Maria"),    QStringLiteral("José"),
    QStringLiteral("Ana"),     QStringLiteral("Antônio"),  QStringLiteral("Francisca"),
    QStringLiteral("Carlos"),  QStringLiteral("Márcia"),   QStringLiteral("Paulo"),
    QStringLiteral("Lúcia"),   QStringLiteral("Pedro"),    QStringLiteral("Fernanda"),
    QStringLiteral("Luís"),    QStringLiteral("Patrícia"), QStringLiteral("Sérgio"),
    QStringLiteral("Juliana"), QStringLiteral("Rafael"),   QStringLiteral("Cláudia"),
    QStringLiteral("Thiago"),  QStringLiteral("Beatriz")};
const QStringList lastNames{
    QStringLiteral("Silva"),     QStringLiteral("Santos"),    QStringLiteral("Oliveira"),
    QStringLiteral("Souza"),     QStringLiteral("Rodrigues"), QStringLiteral("Ferreira"),
    QStringLiteral("Alves"),     QStringLiteral("Pereira"),   QStringLiteral("Lima"),
    QStringLiteral("Gomes"),     QStringLiteral("Conceição"), QStringLiteral("Ribeiro"),
    QStringLiteral("Araújo"),    QStringLiteral("Carvalho"),  QStringLiteral("Simões"),
    QStringLiteral("Magalhães"), QStringLiteral("Assunção"),  QStringLiteral("Brandão"),
    QStringLiteral("Falcão"),    QStringLiteral("Damásio")};

QString cpfOf(int i)
{
    return documents::withCpfCheckDigits(
        QStringLiteral("%1").arg(100000000 + i * 7, 9, 10, QLatin1Char('0')));
}

QString plateOf(int i)
{
    const QString letters = QStringLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    return QString(letters.at(i % 26)) + letters.at((i / 26) % 26) + letters.at((i / 676) % 26) +
           QString::number(i % 10) + letters.at((i / 10) % 26) +
           QStringLiteral("%1").arg(i % 100, 2, 10, QLatin1Char('0'));
}

// Customer i: a lead with a CPF; every fifth also holds an auto policy (a plate).
void fill(cache::CustomerDirectory &directory, int count)
{
    QList<domain::Lead> leads;
    leads.reserve(count);
    for (int i = 0; i < count; ++i) {
        domain::Lead l;
        l.id = QStringLiteral("lead-%1").arg(i);
        l.name = firstNames.at(i % firstNames.size()) + u' ' +
                 lastNames.at((i / firstNames.size()) % lastNames.size()) + u' ' +
                 lastNames.at((i / 7) % lastNames.size());
        l.email = QStringLiteral("cliente%1@example.com").arg(i);
        l.phone = QStringLiteral("+55119%1").arg(10000000 + i);
        l.cpf = cpfOf(i);
        l.created = QDateTime::currentDateTimeUtc();
        leads << l;
    }
    directory.addLeads(leads);
    for (int i = 0; i < count; i += 5)
        directory.addRecord(
            cache::CustomerSource::Policy,
            {{QStringLiteral("id"), QStringLiteral("policy-%1").arg(i)},
             {QStringLiteral("policy_holder"),
              QJsonObject{{QStringLiteral("first_name"), firstNames.at(i % firstNames.size())},
                          {QStringLiteral("last_name"), QStringLiteral("Cliente")},
                          {QStringLiteral("cpf"), cpfOf(i)}}},
             {QStringLiteral("item"), QJsonObject{{QStringLiteral("plate"), plateOf(i)}}}});
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto option = [&](const QString &name, int fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1).toInt() : fallback;
    };
    const int count = option(QStringLiteral("--customers"), 100000);
    const int runs = option(QStringLiteral("--runs"), 15);
    QTextStream out(stdout);

    // --db PATH keeps the filled file, so later runs skip filling it.
    QTemporaryDir dir;
    const qsizetype dbAt = args.indexOf(QStringLiteral("--db"));
    const QString path = dbAt >= 0 && dbAt + 1 < args.size()
                             ? args.at(dbAt + 1)
                             : dir.filePath(QStringLiteral("customers.sqlite"));
    cache::CustomerDirectory directory;
    if (!directory.open(path).ok()) {
        out << "cannot open the directory file" << Qt::endl;
        return 1;
    }
    QElapsedTimer filling;
    filling.start();
    if (directory.count() < count)
        fill(directory, count);
    out << "Filled " << directory.count() << " customers in " << filling.elapsed() / 1000.0
        << " s; search, median of " << runs << " runs (limit 200 rows):" << Qt::endl;

    const int probe = count / 2;
    const QStringList queries{QStringLiteral("joao"),
                              QStringLiteral("maria conceicao"),
                              QStringLiteral("SIMÕES"),
                              QStringLiteral("a"),
                              cpfOf(probe),
                              cpfOf(probe).left(5),
                              QStringLiteral("cliente%1@example.com").arg(probe),
                              QStringLiteral("119%1").arg(10000000 + probe),
                              QStringLiteral("+55 (11) 9%1").arg(10000000 + probe),
                              plateOf(probe - probe % 5),
                              QStringLiteral("nobody")};
    bool allMet = true;
    QList<double> medians;
    for (const QString &query : queries) {
        int rows = 0;
        const QList<double> times =
            bench::timeRuns(runs, [&] { rows = int(directory.search(query).size()); });
        const double m = bench::median(times);
        medians << m;
        allMet = allMet && m < 50.0;
        bench::report(QStringLiteral("\"%1\" (%2 rows)").arg(query).arg(rows),
                      QStringLiteral("median %1 ms").arg(m, 0, 'f', 2), QStringLiteral("< 50 ms"),
                      m < 50.0);
    }
    // What the Customers page counts as it opens: the possible duplicates.
    int pairs = 0;
    const double duplicates = bench::median(
        bench::timeRuns(3, [&] { pairs = int(directory.possibleDuplicates().size()); }));
    allMet = allMet && duplicates < 200.0;
    bench::report(QStringLiteral("possible duplicates (%1 shown)").arg(pairs),
                  QStringLiteral("median %1 ms").arg(duplicates, 0, 'f', 2),
                  QStringLiteral("< 200 ms"), duplicates < 200.0);
    bench::report(QStringLiteral("slowest query"),
                  QStringLiteral("median %1 ms")
                      .arg(*std::max_element(medians.begin(), medians.end()), 0, 'f', 2),
                  QStringLiteral("< 50 ms"), allMet);
    return allMet ? 0 : 1;
}
