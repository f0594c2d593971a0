//===- amp2hip/detail/exceptions.h - C++ AMP exception classes -----------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP): the core throws
// these, and amp2hip/amp.h exposes them as part of the C++ AMP API.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_EXCEPTIONS_H
#define AMP2HIP_DETAIL_EXCEPTIONS_H

#include <cstdint>
#include <exception>
#include <string>

namespace Concurrency {

/// The error code type of C++ AMP exceptions: a Windows HRESULT, 32 bits,
/// negative for failures. The same type as <windows.h>'s ::HRESULT, so that
/// a program with `using namespace concurrency;` names one type by either.
typedef std::int32_t HRESULT;

namespace detail {
// The HRESULT values C++ AMP reports.
constexpr HRESULT kErrorFail = static_cast<HRESULT>(0x80004005L);
constexpr HRESULT kErrorOutOfMemory = static_cast<HRESULT>(0x8007000EL);
constexpr HRESULT kErrorInvalidArg = static_cast<HRESULT>(0x80070057L);
constexpr HRESULT kErrorNotImpl = static_cast<HRESULT>(0x80004001L);
constexpr HRESULT kErrorAccessDenied = static_cast<HRESULT>(0x80070005L);
} // namespace detail

class runtime_exception : public std::exception {
public:
  runtime_exception(const char *message, HRESULT error) noexcept
      : message_(message ? message : ""), error_(error) {}
  explicit runtime_exception(HRESULT error) noexcept
      : message_("runtime_exception"), error_(error) {}
  runtime_exception(const runtime_exception &) = default;
  runtime_exception &operator=(const runtime_exception &) = default;
  ~runtime_exception() noexcept override = default;

  const char *what() const noexcept override { return message_.c_str(); }
  HRESULT get_error_code() const { return error_; }

private:
  std::string message_;
  HRESULT error_;
};

class out_of_memory : public runtime_exception {
public:
  explicit out_of_memory(const char *message) noexcept
      : runtime_exception(message, detail::kErrorOutOfMemory) {}
  out_of_memory() noexcept
      : runtime_exception("out of memory", detail::kErrorOutOfMemory) {}
};

class invalid_compute_domain : public runtime_exception {
public:
  explicit invalid_compute_domain(const char *message) noexcept
      : runtime_exception(message, detail::kErrorInvalidArg) {}
  invalid_compute_domain() noexcept
      : runtime_exception("invalid compute domain", detail::kErrorInvalidArg) {}
};

class unsupported_feature : public runtime_exception {
public:
  explicit unsupported_feature(const char *message) noexcept
      : runtime_exception(message, detail::kErrorNotImpl) {}
  unsupported_feature() noexcept
      : runtime_exception("unsupported feature", detail::kErrorNotImpl) {}
};

class accelerator_view_removed : public runtime_exception {
public:
  accelerator_view_removed(const char *message, HRESULT reason) noexcept
      : runtime_exception(message, detail::kErrorFail), reason_(reason) {}
  explicit accelerator_view_removed(HRESULT reason) noexcept
      : runtime_exception("accelerator_view removed", detail::kErrorFail),
        reason_(reason) {}
  HRESULT get_view_removed_reason() const { return reason_; }

private:
  HRESULT reason_;
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_EXCEPTIONS_H
