#pragma once

#include "offline/offlinestore.h"

#include <QCoreApplication>

namespace brokerdesk::ui {

// Whose and which risk a saved quote is: the customer by CPF/CNPJ (else e-mail, else name) and
// the risk by its kind and the item that identifies it (a car's plate, a home's address, a
// device's IMEI; otherwise the whole item). Only quotes of the same are compared side by side.
struct QuoteRisk
{
    Q_DECLARE_TR_FUNCTIONS(QuoteRisk)
public:
    QString customer;
    QString risk;
    QString description; // "Ana Souza · Auto ABC1D23", for the broker

    bool sameAs(const QuoteRisk &other) const
    {
        return customer == other.customer && risk == other.risk;
    }
    static QuoteRisk of(const cache::SavedQuote &quote);
};

} // namespace brokerdesk::ui
