#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace brokerdesk::domain {

// Why a JSON document is not the value we expected, e.g.
// "items[2].amount: expected an integer number of cents".
struct DecodeError
{
    QString path;    // JSON path of the field; empty for the document itself
    QString problem; // what is wrong with it

    QString message() const
    {
        return path.isEmpty() ? problem : path + QStringLiteral(": ") + problem;
    }
};

// A decoded value or the reason it could not be decoded.
template <typename T> class Decoded
{
public:
    Decoded(T value) : m_value(std::move(value)) {}
    Decoded(DecodeError error) : m_error(std::move(error)) {}

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return *m_value; }
    T &value() & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    const DecodeError &error() const { return m_error; }

private:
    std::optional<T> m_value;
    DecodeError m_error;
};

} // namespace brokerdesk::domain
