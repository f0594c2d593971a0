//===- amp2hip/detail/host_registration.h - Page-locking reused memory ----===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
// Copies from and to pageable host memory go through the backend's staging
// buffers, which costs the host a copy of the data. When the host memory of
// a source (a top-level array_view's container, the host copy of an array
// or unbound view) is large and moved again and again, the core page-locks
// it instead (backend::register_host) and the device copies it directly.
// The registration lasts while a source uses the memory (never past the
// last view of it, so the user may free it then) and within a cap on the
// bytes registered at once, least recently used first out.
//
// This header holds the settings and what the tests observe; the registry
// itself is private to the core (src/core/host_registry.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_HOST_REGISTRATION_H
#define AMP2HIP_DETAIL_HOST_REGISTRATION_H

#include <cstddef>
#include <cstdint>

namespace amp2hip {
namespace detail {

struct registration_settings {
  /// Host memory of a source smaller than this is never registered; 0
  /// turns registration off (AMP2HIP_REGISTER_MIB, default 8 MiB).
  std::size_t min_bytes = std::size_t(8) << 20;
  /// The memory is registered at the transfer before which at least this
  /// many times its size was moved to or from it; 0 registers at the
  /// first transfer (AMP2HIP_REGISTER_AFTER, default 1: on reuse).
  unsigned after = 1;
  /// At most this many bytes are registered at once
  /// (AMP2HIP_REGISTER_CAP_MIB, default a quarter of physical memory).
  std::uint64_t cap_bytes = std::uint64_t(4) << 30;
};

/// The settings in use (read from the environment on first use).
registration_settings current_registration_settings();
/// Test hook: replaces the settings; ranges registered stay registered.
void set_registration_settings(const registration_settings &settings);

struct registration_stats {
  std::uint64_t registrations = 0;    ///< successful register_host calls
  std::uint64_t unregistrations = 0;  ///< unregister_host calls
  std::uint64_t refusals = 0;         ///< register_host calls that failed
  std::uint64_t evictions = 0;        ///< unregistered to stay under the cap
  std::uint64_t registered_bytes = 0; ///< registered now
  std::uint64_t tracked_ranges = 0;   ///< ranges sources hold now
};

/// Test hook: the registry's counts (registered_bytes and tracked_ranges
/// are the current state; the others count since the program began).
registration_stats get_registration_stats();

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_HOST_REGISTRATION_H
