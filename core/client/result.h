#pragma once

#include "rediserror.h"

#include <type_traits>
#include <utility>
#include <variant>

// A value or a RedisError: the single error channel of the client layer and the primitives.
// Nil replies are values, never errors.
template <typename T>
class [[nodiscard]] Result
{
public:
    using value_type = T;

    Result(const T &value)
        : m_data(std::in_place_index<0>, value)
    {}
    Result(T &&value)
        : m_data(std::in_place_index<0>, std::move(value))
    {}
    Result(RedisError error)
        : m_data(std::in_place_index<1>, std::move(error))
    {}
    Result(RedisError::Kind kind, const QString &message)
        : m_data(std::in_place_index<1>, RedisError(kind, message))
    {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<0>(m_data); }
    T &value() & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    const T *operator->() const { return &std::get<0>(m_data); }
    const T &operator*() const & { return std::get<0>(m_data); }

    T valueOr(T fallback) const { return ok() ? value() : std::move(fallback); }

    const RedisError &error() const
    {
        static const RedisError none;
        return ok() ? none : std::get<1>(m_data);
    }

    // Chains a step that itself returns a Result; an error passes through unchanged.
    template <typename F>
    auto andThen(F &&f) const & -> std::invoke_result_t<F, const T &>
    {
        if (!ok())
            return error();
        return std::invoke(std::forward<F>(f), value());
    }

private:
    std::variant<T, RedisError> m_data;
};

template <>
class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(RedisError error)
        : m_error(std::move(error))
    {}
    Result(RedisError::Kind kind, const QString &message)
        : m_error(kind, message)
    {}

    bool ok() const { return !m_error.isError(); }
    explicit operator bool() const { return ok(); }
    const RedisError &error() const { return m_error; }

private:
    RedisError m_error;
};
