#pragma once

// The product types of docs/interface.md ("Merchant store") that the sandbox's rules tell apart.
namespace brokerdesk::sandbox::producttype {

enum Type {
    Auto = 1,
    Home = 4,
    Life = 5,
    Funeral = 6,
    Electronic = 8,
    PersonalAccident = 11,
    Travel = 12
};

} // namespace brokerdesk::sandbox::producttype
