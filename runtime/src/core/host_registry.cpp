//===- host_registry.cpp - Registered (page-locked) host ranges -----------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
//===----------------------------------------------------------------------===//
#include "host_registry.h"

#include <algorithm>
#include <cstdlib>

#if defined(__unix__)
#include <unistd.h>
#endif

namespace amp2hip {
namespace detail {
namespace {

long long env_number(const char *name, long long fallback, long long lo,
                     long long hi) {
  const char *v = std::getenv(name);
  if (!v || !*v)
    return fallback;
  char *end = nullptr;
  const long long n = std::strtoll(v, &end, 10);
  return *end || n < lo || n > hi ? fallback : n;
}

// Page-locked memory is taken from the whole system: by default at most a
// quarter of it is registered at once.
std::uint64_t default_cap_bytes() {
#if defined(__unix__)
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0)
    return static_cast<std::uint64_t>(pages) *
           static_cast<std::uint64_t>(page) / 4;
#endif
  return std::uint64_t(4) << 30;
}

registration_settings settings_from_environment() {
  registration_settings s;
  s.min_bytes = static_cast<std::size_t>(
                    env_number("AMP2HIP_REGISTER_MIB", 8, 0, 1 << 20))
                << 20;
  s.after =
      static_cast<unsigned>(env_number("AMP2HIP_REGISTER_AFTER", 1, 0, 1000));
  const long long cap_mib =
      env_number("AMP2HIP_REGISTER_CAP_MIB", -1, 0, (1ll << 40));
  s.cap_bytes = cap_mib < 0 ? default_cap_bytes()
                            : static_cast<std::uint64_t>(cap_mib) << 20;
  return s;
}

bool contains(const host_range &outer, std::uintptr_t lo, std::uintptr_t hi) {
  return outer.lo <= lo && hi <= outer.hi;
}

bool overlap(const host_range &a, const host_range &b) {
  return a.lo < b.hi && b.lo < a.hi;
}

} // namespace

registration_settings host_registry::settings() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!configured_) {
    settings_ = settings_from_environment();
    configured_ = true;
  }
  return settings_;
}

void host_registry::set_settings(const registration_settings &settings) {
  std::lock_guard<std::mutex> lock(mutex_);
  settings_ = settings;
  configured_ = true;
}

registration_stats host_registry::stats() {
  std::lock_guard<std::mutex> lock(mutex_);
  registration_stats s = stats_;
  s.tracked_ranges = ranges_.size();
  return s;
}

host_range *host_registry::attach(const void *host, std::size_t bytes) {
  const registration_settings s = settings();
  if (!host || s.min_bytes == 0 || bytes < s.min_bytes)
    return nullptr;
  const std::uintptr_t lo = reinterpret_cast<std::uintptr_t>(host);
  const std::uintptr_t hi = lo + bytes;
  std::lock_guard<std::mutex> lock(mutex_);
  // Two views of one container, or a view of a part of another's memory,
  // share a range (HIP refuses to register memory twice). A registered
  // container is the best one to share.
  host_range *best = nullptr;
  for (const std::unique_ptr<host_range> &r : ranges_)
    if (contains(*r, lo, hi) && (!best || (r->registered && !best->registered)))
      best = r.get();
  if (!best) {
    ranges_.push_back(std::make_unique<host_range>());
    best = ranges_.back().get();
    best->lo = lo;
    best->hi = hi;
  }
  ++best->holders;
  return best;
}

void host_registry::detach(host_range *range) noexcept {
  if (!range)
    return;
  std::lock_guard<std::mutex> lock(mutex_);
  --range->holders;
  // A range used as the container of another source's memory may be in
  // use by a copy of that source: the copy's end_transfer removes it.
  if (range->holders == 0 && range->busy == 0)
    remove_locked(range);
}

void host_registry::remove_locked(host_range *range) noexcept {
  unregister_locked(*range);
  ranges_.erase(std::find_if(
      ranges_.begin(), ranges_.end(),
      [&](const std::unique_ptr<host_range> &r) { return r.get() == range; }));
}

void host_registry::unregister_locked(host_range &range) noexcept {
  backend &be = default_backend();
  // The memory must not be unlocked under a copy that still uses it. A
  // failed wait means a lost device: nothing runs on it any more.
  for (const auto &m : range.markers) {
    try {
      be.wait_marker(m.second);
    } catch (...) {
    }
    be.destroy_marker(m.second);
  }
  range.markers.clear();
  if (!range.registered)
    return;
  be.unregister_host(reinterpret_cast<void *>(range.lo));
  range.registered = false;
  stats_.registered_bytes -= range.bytes();
  ++stats_.unregistrations;
}

host_range *host_registry::registered_container_locked(const host_range &r) {
  for (const std::unique_ptr<host_range> &c : ranges_)
    if (c->registered && contains(*c, r.lo, r.hi))
      return c.get();
  return nullptr;
}

bool host_registry::overlaps_registered_locked(const host_range &r) const {
  for (const std::unique_ptr<host_range> &c : ranges_)
    if (c->registered && overlap(*c, r))
      return true;
  return false;
}

bool host_registry::make_room_locked(std::uint64_t bytes) {
  if (bytes > settings_.cap_bytes)
    return false;
  while (stats_.registered_bytes + bytes > settings_.cap_bytes) {
    host_range *oldest = nullptr;
    for (const std::unique_ptr<host_range> &c : ranges_)
      if (c->registered && c->busy == 0 &&
          (!oldest || c->last_used < oldest->last_used))
        oldest = c.get();
    if (!oldest)
      return false;
    unregister_locked(*oldest);
    // Evicted memory must prove its reuse again before it comes back.
    oldest->moved = 0;
    ++stats_.evictions;
  }
  return true;
}

host_range *host_registry::begin_transfer(host_range *range,
                                          std::size_t bytes) {
  if (!range)
    return nullptr;
  settings(); // reads the environment once, outside the lock below
  std::lock_guard<std::mutex> lock(mutex_);
  const std::uint64_t now = ++clock_;
  host_range *used =
      range->registered ? range : registered_container_locked(*range);
  if (!used && !range->refused && settings_.min_bytes != 0 &&
      range->moved >= std::uint64_t(settings_.after) * range->bytes() &&
      !overlaps_registered_locked(*range) && make_room_locked(range->bytes())) {
    if (default_backend().register_host(reinterpret_cast<void *>(range->lo),
                                        range->bytes())) {
      range->registered = true;
      stats_.registered_bytes += range->bytes();
      ++stats_.registrations;
      used = range;
    } else {
      // Memory HIP will not lock (or a failure): staged, and not asked
      // again while the range is tracked.
      range->refused = true;
      ++stats_.refusals;
    }
  }
  range->moved += bytes;
  if (!used)
    return nullptr;
  used->last_used = now;
  ++used->busy;
  return used;
}

void host_registry::end_transfer(host_range *used, queue_handle queue) {
  if (!used)
    return;
  backend &be = default_backend();
  std::lock_guard<std::mutex> lock(mutex_);
  --used->busy;
  struct remove_if_unused {
    host_registry &self;
    host_range *range;
    ~remove_if_unused() {
      if (range->holders == 0 && range->busy == 0)
        self.remove_locked(range);
    }
  } cleanup{*this, used};
  marker_handle m = nullptr;
  try {
    m = be.record_marker(queue);
  } catch (...) {
    // Without a marker an eviction could not wait for the copies: wait
    // for them now.
    try {
      be.synchronize(queue);
    } catch (...) {
    }
    throw;
  }
  for (auto &q : used->markers) {
    if (q.first == queue) {
      // In-order queue: the new marker comes after the old one's copies.
      be.destroy_marker(q.second);
      q.second = m;
      return;
    }
  }
  try {
    used->markers.emplace_back(queue, m);
  } catch (...) {
    try {
      be.wait_marker(m);
    } catch (...) {
    }
    be.destroy_marker(m);
    throw;
  }
}

host_registry &registry_of_host_ranges() {
  // Never destroyed: views may be released during static destruction.
  static host_registry *r = new host_registry;
  return *r;
}

registration_settings current_registration_settings() {
  return registry_of_host_ranges().settings();
}

void set_registration_settings(const registration_settings &settings) {
  registry_of_host_ranges().set_settings(settings);
}

registration_stats get_registration_stats() {
  return registry_of_host_ranges().stats();
}

} // namespace detail
} // namespace amp2hip
