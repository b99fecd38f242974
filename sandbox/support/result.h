#pragma once

#include <QList>
#include <QString>

#include <utility>
#include <variant>

namespace brokerdesk::sandbox {

struct FieldError
{
    QString field;  // JSON path, e.g. "items[0].plate"
    QString reason; // what is wrong with it, in plain words
};

// A failure as the contract describes it: status, stable snake_case code, one human
// sentence, and the fields at fault for validation errors.
struct ApiError
{
    int status = 400;
    QString code;
    QString message;
    QList<FieldError> fields;

    static ApiError badRequest(const QString &code, const QString &message)
    {
        return {400, code, message, {}};
    }
    static ApiError notFound(const QString &what)
    {
        return {404, QStringLiteral("not_found"), what + QStringLiteral(" not found."), {}};
    }
    static ApiError validation(QList<FieldError> fields);
};

// A service's answer: a value or an ApiError.
template <typename T> class Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(ApiError error) : m_state(std::move(error)) {}

    bool ok() const { return m_state.index() == 0; }
    const T &value() const { return std::get<0>(m_state); }
    T &value() { return std::get<0>(m_state); }
    const ApiError &error() const { return std::get<1>(m_state); }

private:
    std::variant<T, ApiError> m_state;
};

} // namespace brokerdesk::sandbox
