#pragma once

#include <QtGlobal>

#include <vector>

// The demo catalog as plain tables: insurers, their products with coverages, assists and
// plans, and what each demo broker sells under its own names. seed/catalog.cpp turns them
// into rows with deterministic ids.
namespace brokerdesk::sandbox::catalogdata {

struct Insurer
{
    const char *key;
    const char *name;
    const char *cnpjBase; // 12 characters; the check digits are computed
};

struct Option
{
    const char *key;
    const char *name;
    const char *description;
    double factor; // coverage options
    qint64 price;  // assist options: cents per year
};

enum OptionSet { Standard, Deductible, Fipe, WarrantyTerm };

struct Coverage
{
    const char *key;
    const char *name;
    const char *description;
    bool required;
    bool multiple;
    qint64 min; // cents
    qint64 max; // cents
    double rate;
    OptionSet options;
};

struct Assist
{
    const char *key;
    const char *name;
    const char *description;
    std::vector<Option> options;
};

struct Plan
{
    const char *key;
    const char *name;
    double factor;
    const char *assists;   // comma-separated keys
    const char *coverages; // comma-separated keys
};

struct Product
{
    const char *key;
    int type;
    int insurer; // index into insurers()
    const char *name;
    const char *description;
    const char *susep;
    std::vector<Coverage> coverages;
    const char *assists; // comma-separated keys into assists()
    std::vector<Plan> plans;
};

struct Offer
{
    const char *product; // Product::key
    const char *name;
    const char *description;
};

const std::vector<Insurer> &insurers();
const std::vector<Product> &products();
const std::vector<Assist> &assists();
const std::vector<Option> &options(OptionSet set);
// What the first (0) and second (1) demo broker sells, in store order.
const std::vector<Offer> &offers(int broker);

} // namespace brokerdesk::sandbox::catalogdata
