#pragma once

#include <QDate>
#include <QString>

#include <optional>
#include <vector>

namespace brokerdesk::sandbox {

// The seeded answers of the two public lookups the desk uses (docs/sandbox.md, "Lookups"):
// a few CEPs as ViaCEP gives them, and a few cars of the FIPE table.
struct CepRecord
{
    const char *cep; // 8 digits
    const char *street;
    const char *complement;
    const char *district;
    const char *city;
    const char *state;
    const char *stateName;
    const char *region;
    const char *ibge;
    const char *ddd;
    const char *siafi;
};

const CepRecord *findCep(const QString &digits);

struct FipeModel
{
    int code;
    const char *name;
    const char *fipeCode; // "005340-6"
    qint64 newValueReais; // the price of this year's model; older years lose 9 % a year
    int firstYearsBack;   // sold from (this year - firstYearsBack) on
    int fuel;             // 1 Gasolina, 2 Álcool, 3 Diesel (FIPE's year code suffix)
};

struct FipeBrand
{
    const char *code;
    const char *name;
    std::vector<FipeModel> models;
};

const std::vector<FipeBrand> &fipeBrands();
const FipeBrand *findBrand(const QString &code);
const FipeModel *findModel(const FipeBrand &brand, const QString &code);

// The model years a model has, newest first: {year, fuel}. `today` is the sandbox's day.
struct FipeYear
{
    int year;
    int fuel;
    qint64 valueCents;
};
std::vector<FipeYear> fipeYears(const FipeModel &model, const QDate &today);
QString fipeFuelName(int fuel);

} // namespace brokerdesk::sandbox
