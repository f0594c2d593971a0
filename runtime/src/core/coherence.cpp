//===- coherence.cpp - The coherence engine -------------------------------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
// One `source` per data source. Places: 0 is the host, d + 1 is device d.
// Each place keeps the list of boxes (in the root's index space) that are
// valid there; acquire() copies in the missing parts of a region from where
// they are valid and, for writes, makes its place the only holder.
//
// An array with CPU access (C++ AMP's CPU shared memory) is one memory that
// the host and its device both reach: its host place and its home place
// share their memory and their valid boxes, and the host waits for the
// device work on it instead of copying.
//
// Ordering: device work is enqueued on in-order queues. Each device place
// remembers the last queue that touched it; work from another queue is
// ordered after it with backend::queue_wait. The host blocks only when it is
// about to observe or overwrite memory that queued copies use.
//
//===----------------------------------------------------------------------===//
#include "host_registry.h"
#include "internal.h"

#include <amp2hip/detail/exceptions.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

namespace amp2hip {
namespace detail {
namespace {

enum class source_kind { host_backed, array, unbound };

struct place_state {
  void *ptr = nullptr;
  bool owned = false;
  box_list valid;
  // Ordering of device work on this place: the queue that last wrote its
  // memory (a kernel, or a copy into it) and the queues that read it since.
  queue_handle writer = nullptr;
  std::vector<queue_handle> readers;
};

constexpr std::size_t kHostAlignment = 256;

std::atomic<std::uint64_t> lost_write_back_count{0};

void note_lost_write_back(const char *what) {
  lost_write_back_count.fetch_add(1);
  std::fprintf(stderr,
               "amp2hip: the device data of an array_view could not be "
               "copied back to its host memory when its last view went "
               "away: %s\n",
               what);
}

class source final : public source_header {
public:
  std::mutex mutex;
  source_kind kind = source_kind::unbound;
  std::size_t elem_size = 0;
  int rank = 0;
  std::int64_t extent[kMaxRank] = {};
  std::int64_t stride[kMaxRank] = {}; // in elements
  int home = 0; // place
  std::vector<place_state> places;
  std::vector<queue_handle> host_pending; // queued copies reading host memory
  // An array: the queue of its accelerator_view, and what keeps it alive.
  queue_handle home_queue = nullptr;
  std::shared_ptr<void> keep_queue;

  // Device grants made at the current generation: a launch that captures
  // the same view on the same queue again needs no region computation.
  struct device_grant {
    view_geometry view;
    int place;
    access_mode mode;
    queue_handle queue;
    std::uint64_t generation;
  };
  std::vector<device_grant> grants;

  // The registry's range of the host place's memory (null: too small),
  // looked up before the first transfer from or to it.
  host_range *host_registration = nullptr;
  bool host_registration_known = false;

  // Exposed (expose_device): set once, under the exposed set's mutex.
  std::atomic<bool> exposed{false};

  // CPU shared memory: places[0] and places[home] are one memory.
  bool shared = false;

  box whole() const {
    box b;
    b.rank = rank;
    for (int d = 0; d < rank; ++d) {
      b.lo[d] = 0;
      b.hi[d] = extent[d];
    }
    return b;
  }
};

source *as_source(source_header *h) { return static_cast<source *>(h); }
const source *as_source(const source_header *h) {
  return static_cast<const source *>(h);
}

int place_of_device(int device) { return device + 1; }
int device_of_place(int place) { return place - 1; }

source *make_source(source_kind kind, std::size_t elem_size, int rank,
                    const int *extent) {
  if (rank < 1 || rank > kMaxRank)
    throw Concurrency::runtime_exception("amp2hip: unsupported rank",
                                         Concurrency::detail::kErrorInvalidArg);
  auto *s = new source;
  s->kind = kind;
  s->elem_size = elem_size;
  s->rank = rank;
  std::uint64_t count = 1;
  for (int d = 0; d < rank; ++d) {
    s->extent[d] = extent[d] < 0 ? 0 : extent[d];
    count *= static_cast<std::uint64_t>(s->extent[d]);
  }
  std::int64_t st = 1;
  for (int d = rank - 1; d >= 0; --d) {
    s->stride[d] = st;
    st *= s->extent[d];
  }
  s->bytes = static_cast<std::size_t>(count * elem_size);
  s->places.resize(1 + static_cast<std::size_t>(device_count()));
  return s;
}

// The region of a view, in the root's index space.
struct region {
  std::vector<box> boxes;
  bool box_shaped = false; // exactly one box, and the view is that box
  bool exact = false;      // the boxes hold exactly the view's elements
};

region compute_region(const source &s, const view_geometry &g) {
  region r;
  const int n = g.rank;
  std::uint64_t count = 1;
  for (int j = 0; j < n; ++j) {
    if (g.extent[j] <= 0) {
      r.exact = true;
      return r;
    }
    count *= static_cast<std::uint64_t>(g.extent[j]);
  }
  // A box of the root: same element type, strides of the root's innermost
  // dimensions, and in bounds.
  if (g.elem_size == s.elem_size && g.byte_offset % s.elem_size == 0 &&
      n >= 1 && n <= s.rank) {
    const int lead = s.rank - n;
    bool ok = true;
    for (int j = 0; j < n && ok; ++j)
      if (g.extent[j] > 1 && g.stride[j] != s.stride[lead + j])
        ok = false;
    if (ok) {
      box b;
      b.rank = s.rank;
      std::int64_t off = static_cast<std::int64_t>(g.byte_offset / s.elem_size);
      for (int d = 0; d < s.rank; ++d) {
        b.lo[d] = off / s.stride[d];
        off %= s.stride[d];
        b.hi[d] = b.lo[d] + (d < lead ? 1 : g.extent[d - lead]);
        if (b.hi[d] > s.extent[d])
          ok = false;
      }
      if (ok) {
        r.boxes.push_back(b);
        r.box_shaped = true;
        r.exact = true;
        return r;
      }
    }
  }
  // Otherwise: the smallest linear range of the root holding the view.
  std::uint64_t span_elems = 1;
  for (int j = 0; j < n; ++j)
    span_elems += static_cast<std::uint64_t>(g.extent[j] - 1) *
                  static_cast<std::uint64_t>(g.stride[j]);
  std::uint64_t first = g.byte_offset;
  std::uint64_t last = first + span_elems * g.elem_size;
  std::uint64_t begin = first / s.elem_size;
  std::uint64_t end = (last + s.elem_size - 1) / s.elem_size;
  std::uint64_t total = s.bytes / (s.elem_size ? s.elem_size : 1);
  if (end > total)
    end = total;
  linear_range_to_boxes(s.rank, s.extent, begin, end, r.boxes);
  r.exact = span_elems == count && first % s.elem_size == 0 &&
            last % s.elem_size == 0;
  return r;
}

void root_strides_bytes(const source &s, std::int64_t *out) {
  for (int d = 0; d < s.rank; ++d)
    out[d] = s.stride[d] * static_cast<std::int64_t>(s.elem_size);
}

std::int64_t box_origin_bytes(const source &s, const box &b) {
  std::int64_t off = 0;
  for (int d = 0; d < s.rank; ++d)
    off += b.lo[d] * s.stride[d];
  return off * static_cast<std::int64_t>(s.elem_size);
}

void add_unique(std::vector<queue_handle> &v, queue_handle q) {
  if (q && std::find(v.begin(), v.end(), q) == v.end())
    v.push_back(q);
}

void ensure_memory(source &s, int place) {
  place_state &p = s.places[static_cast<std::size_t>(place)];
  if (p.ptr || s.bytes == 0)
    return;
  if (place == 0) {
    p.ptr = ::operator new(s.bytes, std::align_val_t(kHostAlignment));
  } else {
    p.ptr = default_backend().allocate(device_of_place(place), s.bytes);
  }
  p.owned = true;
}

// The queue on which copies out of a device place are enqueued: its last
// writer (so stream order puts them after the write), else the device's
// default queue. Always a queue of the place's own device.
queue_handle queue_of_place(source &s, int place) {
  place_state &p = s.places[static_cast<std::size_t>(place)];
  return p.writer ? p.writer : default_queue(device_of_place(place));
}

// `queue` is about to read the place's memory: it waits for the last
// writer, and later writers will wait for it. Readers do not wait for each
// other.
void order_read(source &s, int place, queue_handle queue) {
  place_state &p = s.places[static_cast<std::size_t>(place)];
  if (p.writer == queue)
    return;
  if (p.writer)
    default_backend().queue_wait(queue, p.writer);
  add_unique(p.readers, queue);
}

// `queue` is about to write the place's memory (a kernel, or a copy into
// it): it waits for the last writer and for every reader since.
void order_write(source &s, int place, queue_handle queue) {
  place_state &p = s.places[static_cast<std::size_t>(place)];
  if (p.writer && p.writer != queue)
    default_backend().queue_wait(queue, p.writer);
  for (queue_handle r : p.readers)
    if (r != queue)
      default_backend().queue_wait(queue, r);
  p.readers.clear();
  p.writer = queue;
}

// A copy of `bytes` between the host place and a device is about to be
// enqueued: the registered range it may use directly, or null.
host_range *begin_host_transfer(source &s, std::uint64_t bytes) {
  host_registry &reg = registry_of_host_ranges();
  if (!s.host_registration_known) {
    s.host_registration = reg.attach(s.places[0].ptr, s.bytes);
    s.host_registration_known = true;
  }
  return reg.begin_transfer(s.host_registration,
                            static_cast<std::size_t>(bytes));
}

// Copies box b from place `from` to place `to`. `queue` is the queue of a
// device destination; copies to the host go on the source device's queue,
// which is recorded in `to_sync`.
void copy_box(source &s, int from, int to, const box &b, queue_handle queue,
              std::vector<queue_handle> &to_sync) {
  std::int64_t strides[kMaxRank];
  root_strides_bytes(s, strides);
  std::int64_t count[kMaxRank];
  for (int d = 0; d < s.rank; ++d)
    count[d] = b.hi[d] - b.lo[d];
  copy_plan plan = plan_copy(s.rank, count, s.elem_size, strides, strides);
  if (plan.bytes == 0)
    return;
  const std::int64_t origin = box_origin_bytes(s, b);
  const char *src =
      static_cast<const char *>(s.places[static_cast<std::size_t>(from)].ptr) +
      origin;
  char *dst =
      static_cast<char *>(s.places[static_cast<std::size_t>(to)].ptr) + origin;
  copy_kind kind;
  queue_handle q;
  if (from == 0) {
    kind = copy_kind::host_to_device;
    q = queue;
    add_unique(s.host_pending, q);
  } else if (to == 0) {
    kind = copy_kind::device_to_host;
    q = queue_of_place(s, from);
    add_unique(to_sync, q);
  } else {
    kind = copy_kind::device_to_device;
    q = queue;
  }
  // The copy reads the source place (after its writer; its next writer
  // waits for the copy, even across devices) and writes the destination
  // place (after everything that used it).
  if (from != 0)
    order_read(s, from, q);
  if (to != 0)
    order_write(s, to, q);
  host_range *registered = kind == copy_kind::device_to_device
                               ? nullptr
                               : begin_host_transfer(s, plan.bytes);
  try {
    run_backend_copy(plan, kind, from == 0 ? -1 : device_of_place(from), src,
                     to == 0 ? -1 : device_of_place(to), dst, q,
                     registered != nullptr,
                     s.shared && (from == s.home || to == s.home));
  } catch (...) {
    // Copies enqueued before the failure may still use the memory.
    try {
      registry_of_host_ranges().end_transfer(registered, q);
    } catch (...) {
    }
    throw;
  }
  registry_of_host_ranges().end_transfer(registered, q);
  count_transfer(kind, plan.bytes);
}

// The places to copy from, in order of preference.
std::vector<int> source_order(const source &s, int to) {
  std::vector<int> order;
  for (int p = 1; p < static_cast<int>(s.places.size()); ++p)
    if (p != to)
      order.push_back(p);
  if (to != 0)
    order.push_back(0);
  return order;
}

// Makes the region valid at `place` for `mode`. The caller holds the lock,
// has ordered `queue` (for device places) and synchronizes `to_sync` after.
void acquire_locked(source &s, const region &r, int place, access_mode mode,
                    queue_handle queue, std::vector<queue_handle> &to_sync) {
  if (r.boxes.empty())
    return;
  if (s.shared && place == 0) {
    // The host's memory is the home device's: the region is made valid
    // there, and the host waits for the device work that uses it (writes
    // wait for its readers too).
    acquire_locked(s, r, s.home, mode, queue_of_place(s, s.home), to_sync);
    place_state &home = s.places[static_cast<std::size_t>(s.home)];
    add_unique(to_sync, home.writer);
    if (mode & access_write)
      for (queue_handle q : home.readers)
        add_unique(to_sync, q);
    return;
  }
  ensure_memory(s, place);
  place_state &here = s.places[static_cast<std::size_t>(place)];
  bool changed = false;
  for (const box &b : r.boxes) {
    if (mode & access_read) {
      std::vector<box> pieces = here.valid.missing(b);
      for (int from : source_order(s, place)) {
        if (pieces.empty())
          break;
        const place_state &there = s.places[static_cast<std::size_t>(from)];
        if (there.valid.empty())
          continue;
        std::vector<box> remaining;
        for (const box &piece : pieces) {
          std::vector<box> left{piece}, next;
          for (const box &v : there.valid.boxes()) {
            next.clear();
            for (const box &x : left) {
              box inter;
              if (intersect(x, v, &inter)) {
                copy_box(s, from, place, inter, queue, to_sync);
                subtract(x, inter, next);
              } else {
                next.push_back(x);
              }
            }
            left.swap(next);
            if (left.empty())
              break;
          }
          remaining.insert(remaining.end(), left.begin(), left.end());
        }
        pieces.swap(remaining);
      }
      // Whatever is still missing is valid nowhere: any contents will do.
    }
    changed |= here.valid.add(b);
    if (mode & access_write) {
      for (std::size_t p = 0; p < s.places.size(); ++p)
        if (static_cast<int>(p) != place)
          changed |= s.places[p].valid.remove(b);
    }
  }
  if (s.shared)
    s.places[0].valid = s.places[static_cast<std::size_t>(s.home)].valid;
  if (changed)
    s.generation.fetch_add(1, std::memory_order_acq_rel);
}

void sync_all(std::vector<queue_handle> &queues) {
  for (queue_handle q : queues)
    default_backend().synchronize(q);
  queues.clear();
}

// Host memory of the source is about to be written: wait for queued copies
// that read it.
void sync_host_readers(source &s) { sync_all(s.host_pending); }

// Waits for the queues, ignoring errors (after an earlier failure).
void settle(std::vector<queue_handle> &queues) noexcept {
  for (queue_handle q : queues) {
    try {
      default_backend().synchronize(q);
    } catch (...) {
    }
  }
  queues.clear();
}

// Makes the region valid on the host for `mode` and waits for the copies.
// All or nothing: if a copy or the wait fails, the validity of every place
// is put back as it was, since the host memory those copies were writing
// may hold anything (a failed wait does not say which copies ran); the data
// stays where it was valid, for the next attempt.
void acquire_host_and_wait(source &s, const region &r, access_mode mode) {
  std::vector<box_list> before;
  before.reserve(s.places.size());
  for (const place_state &p : s.places)
    before.push_back(p.valid);
  std::vector<queue_handle> to_sync;
  try {
    acquire_locked(s, r, 0, mode, nullptr, to_sync);
    sync_all(to_sync);
  } catch (...) {
    settle(to_sync);
    for (std::size_t p = 0; p < s.places.size(); ++p)
      s.places[p].valid = before[p];
    s.generation.fetch_add(1, std::memory_order_acq_rel);
    throw;
  }
}

constexpr std::size_t kMaxGrants = 8;

bool same_geometry(const view_geometry &a, const view_geometry &b) {
  if (a.byte_offset != b.byte_offset || a.elem_size != b.elem_size ||
      a.rank != b.rank)
    return false;
  for (int j = 0; j < a.rank; ++j)
    if (a.extent[j] != b.extent[j] || a.stride[j] != b.stride[j])
      return false;
  return true;
}

access_mode widen_for_inexact(const region &r, access_mode mode) {
  // A superset region must not lose the elements outside the view.
  if (!r.exact && mode == access_write)
    return access_read_write;
  return mode;
}

// The whole root, as a view.
view_geometry whole_geometry(const source &s) {
  view_geometry g;
  g.elem_size = s.elem_size;
  g.rank = s.rank;
  for (int d = 0; d < s.rank; ++d) {
    g.extent[d] = static_cast<int>(s.extent[d]);
    g.stride[d] = s.stride[d];
  }
  return g;
}

// The sources a program uses by address, with the place of that address.
// Lock order: this mutex before any source's. Never destroyed: arrays of
// static storage may go after it at exit.
struct exposed_set {
  std::mutex mutex;
  std::vector<std::pair<source *, int>> entries;
  std::atomic<std::size_t> count{0};
};

exposed_set &exposed_sources() {
  static exposed_set *set = new exposed_set;
  return *set;
}

// Records that `s` is used by address at `place`.
void add_exposed(source &s, int place) {
  exposed_set &set = exposed_sources();
  std::lock_guard<std::mutex> lock(set.mutex);
  for (const auto &e : set.entries)
    if (e.first == &s && e.second == place)
      return;
  set.entries.emplace_back(&s, place);
  set.count.store(set.entries.size(), std::memory_order_release);
  s.exposed.store(true, std::memory_order_release);
}

void remove_exposed(source &s) {
  if (!s.exposed.load(std::memory_order_acquire))
    return;
  exposed_set &set = exposed_sources();
  std::lock_guard<std::mutex> lock(set.mutex);
  set.entries.erase(std::remove_if(set.entries.begin(), set.entries.end(),
                                   [&](const std::pair<source *, int> &e) {
                                     return e.first == &s;
                                   }),
                    set.entries.end());
  set.count.store(set.entries.size(), std::memory_order_release);
}

} // namespace

source_header *create_host_source(void *host, std::size_t elem_size, int rank,
                                  const int *extent) {
  source *s = make_source(source_kind::host_backed, elem_size, rank, extent);
  s->home = 0;
  s->places[0].ptr = host;
  s->places[0].owned = false;
  s->places[0].valid.add(s->whole());
  return s;
}

source_header *create_unbound_source(std::size_t elem_size, int rank,
                                     const int *extent) {
  source *s = make_source(source_kind::unbound, elem_size, rank, extent);
  s->home = 0;
  return s;
}

namespace {

// Gives an array of a device its CPU shared memory (allocate_shared).
void allocate_shared_places(source &s) {
  s.shared = true;
  if (s.bytes == 0)
    return;
  void *device_address = nullptr;
  void *host = default_backend().allocate_shared(device_of_place(s.home),
                                                 s.bytes, &device_address);
  if (!host)
    throw Concurrency::runtime_exception(
        "amp2hip: the accelerator cannot share memory with the CPU; an "
        "array on it cannot have CPU access",
        Concurrency::detail::kErrorInvalidArg);
  s.places[0].ptr = host;
  s.places[static_cast<std::size_t>(s.home)].ptr = device_address;
}

} // namespace

source_header *create_array_source(int device, std::size_t elem_size, int rank,
                                   const int *extent, queue_handle home_queue,
                                   std::shared_ptr<void> keep_queue,
                                   bool cpu_shared) {
  source *s = make_source(source_kind::array, elem_size, rank, extent);
  if (device >= static_cast<int>(s->places.size()) - 1) {
    delete s;
    throw Concurrency::runtime_exception("amp2hip: no such device",
                                         Concurrency::detail::kErrorInvalidArg);
  }
  s->home = device < 0 ? 0 : place_of_device(device);
  if (device >= 0) {
    s->home_queue = home_queue;
    s->keep_queue = std::move(keep_queue);
  }
  try {
    if (cpu_shared && device >= 0)
      allocate_shared_places(*s);
    else
      ensure_memory(*s, s->home);
  } catch (...) {
    delete s;
    throw;
  }
  // The contents are undefined, but they live at home.
  s->places[static_cast<std::size_t>(s->home)].valid.add(s->whole());
  if (s->shared)
    s->places[0].valid.add(s->whole());
  return s;
}

source_header *create_array_source_over(void *device_memory, int device,
                                        std::size_t elem_size, int rank,
                                        const int *extent,
                                        queue_handle home_queue,
                                        std::shared_ptr<void> keep_queue) {
  source *s = make_source(source_kind::array, elem_size, rank, extent);
  if (device < 0 || device >= static_cast<int>(s->places.size()) - 1 ||
      (!device_memory && s->bytes)) {
    delete s;
    throw Concurrency::runtime_exception(
        "amp2hip: an array over device memory needs a device and an address",
        Concurrency::detail::kErrorInvalidArg);
  }
  s->home = place_of_device(device);
  s->home_queue = home_queue;
  s->keep_queue = std::move(keep_queue);
  place_state &p = s->places[static_cast<std::size_t>(s->home)];
  p.ptr = device_memory;
  p.owned = false; // the program's
  p.valid.add(s->whole());
  add_exposed(*s, s->home);
  return s;
}

void destroy_source(source_header *h) noexcept {
  source *s = as_source(h);
  // Out of the exposed set first: a launch binding it holds the set's lock.
  remove_exposed(*s);
  backend &be = default_backend();
  try {
    std::lock_guard<std::mutex> lock(s->mutex);
    if (s->kind == source_kind::host_backed) {
      region r;
      r.boxes.push_back(s->whole());
      r.exact = r.box_shaped = true;
      acquire_host_and_wait(*s, r, access_read);
    }
  } catch (const std::exception &e) {
    // Destructors do not throw; the data that could not be copied is lost,
    // and the program is told so.
    note_lost_write_back(e.what());
  } catch (...) {
    note_lost_write_back("unknown error");
  }
  try {
    sync_host_readers(*s);
    // Device memory may still be in use by queued work.
    for (std::size_t p = 1; p < s->places.size(); ++p) {
      if (!s->places[p].ptr)
        continue;
      if (s->places[p].writer)
        be.synchronize(s->places[p].writer);
      for (queue_handle r : s->places[p].readers)
        be.synchronize(r);
    }
  } catch (...) {
  }
  // Before the memory goes (the user's, or ours below): unregistered once
  // no source uses it.
  registry_of_host_ranges().detach(s->host_registration);
  if (s->shared && s->places[0].ptr)
    be.deallocate_shared(device_of_place(s->home), s->places[0].ptr);
  for (std::size_t p = 0; p < s->places.size(); ++p) {
    place_state &ps = s->places[p];
    if (!ps.ptr || !ps.owned)
      continue;
    if (p == 0)
      ::operator delete(ps.ptr, std::align_val_t(kHostAlignment));
    else
      be.deallocate(device_of_place(static_cast<int>(p)), ps.ptr);
  }
  delete s;
}

int source_home_device(const source_header *h) {
  return device_of_place(as_source(h)->home);
}

bool source_is_host_backed(const source_header *h) {
  return as_source(h)->kind == source_kind::host_backed;
}

bool source_is_array(const source_header *h) {
  return as_source(h)->kind == source_kind::array;
}

bool source_is_cpu_shared(const source_header *h) {
  return as_source(h)->shared;
}

queue_handle source_home_queue(const source_header *h) {
  const source *s = as_source(h);
  if (s->kind != source_kind::array || s->home == 0)
    return nullptr;
  return s->home_queue ? s->home_queue
                       : default_queue(device_of_place(s->home));
}

void *acquire_host(source_header *h, const view_geometry &view,
                   access_mode mode, std::uint64_t *granted) {
  count_host_slow_path();
  source &s = *as_source(h);
  std::lock_guard<std::mutex> lock(s.mutex);
  region r = compute_region(s, view);
  mode = widen_for_inexact(r, mode);
  ensure_memory(s, 0);
  acquire_host_and_wait(s, r, mode);
  if (mode & access_write)
    sync_host_readers(s);
  if (s.shared)
    s.grants.clear(); // the next launch must make the host's views wait
  if (granted)
    *granted = s.generation.load(std::memory_order_acquire);
  return s.places[0].ptr;
}

void *acquire_device(source_header *h, const view_geometry &view,
                     access_mode mode, int device, queue_handle queue,
                     bool array_itself) {
  source &s = *as_source(h);
  std::lock_guard<std::mutex> lock(s.mutex);
  const int place = place_of_device(device);
  if (device < 0 || place >= static_cast<int>(s.places.size()))
    throw Concurrency::runtime_exception("amp2hip: no such device",
                                         Concurrency::detail::kErrorInvalidArg);
  // C++ AMP: an array lives on its accelerator; a kernel on another
  // accelerator cannot capture it. A view of it can be used there: its
  // region is copied like any view's (array_view.h, "remote" access).
  // An array of the CPU accelerator (a staging array too) runs in no
  // kernel: Visual C++ threw runtime_exception at the launch.
  if (array_itself && s.kind == source_kind::array && s.home == 0)
    throw Concurrency::runtime_exception(
        "amp2hip: an array of the CPU accelerator (a staging array) is "
        "captured in a kernel; only a view of it can be",
        Concurrency::detail::kErrorInvalidArg);
  if (array_itself && s.kind == source_kind::array && s.home != place)
    throw Concurrency::runtime_exception(
        "amp2hip: an array is used on an accelerator other than its own",
        Concurrency::detail::kErrorInvalidArg);
  place_state &ps = s.places[static_cast<std::size_t>(place)];
  const std::uint64_t now = s.generation.load(std::memory_order_acquire);
  // Steady state: nothing changed anywhere since the same grant, and this
  // queue is the only one that used the place since.
  const bool only_this_queue = (!ps.writer || ps.writer == queue) &&
                               (ps.readers.empty() || (ps.readers.size() == 1 &&
                                                       ps.readers[0] == queue));
  if (only_this_queue && ps.ptr)
    for (const source::device_grant &g : s.grants)
      if (g.generation == now && g.place == place && g.queue == queue &&
          (g.mode & mode) == mode && same_geometry(g.view, view))
        return ps.ptr;
  region r = compute_region(s, view);
  mode = widen_for_inexact(r, mode);
  std::vector<queue_handle> to_sync; // stays empty: nothing goes to the host
  ensure_memory(s, place);
  // Copies into the place order themselves as writers (copy_box).
  acquire_locked(s, r, place, mode, queue, to_sync);
  sync_all(to_sync);
  if (mode & access_write)
    order_write(s, place, queue);
  else
    order_read(s, place, queue);
  // CPU shared memory: the host's views must wait for this work before
  // their next access.
  if (s.shared && place == s.home)
    s.generation.fetch_add(1, std::memory_order_acq_rel);
  const std::uint64_t after = s.generation.load(std::memory_order_acquire);
  s.grants.erase(std::remove_if(s.grants.begin(), s.grants.end(),
                                [&](const source::device_grant &g) {
                                  return g.generation != after;
                                }),
                 s.grants.end());
  if (s.grants.size() < kMaxGrants)
    s.grants.push_back({view, place, mode, queue, after});
  return ps.ptr;
}

void *expose_device(source_header *h, int device, queue_handle queue) {
  source &s = *as_source(h);
  void *base = acquire_device(h, whole_geometry(s), access_read_write, device,
                              queue);
  add_exposed(s, place_of_device(device));
  return base;
}

void bind_exposed(int device, queue_handle queue) {
  exposed_set &set = exposed_sources();
  if (device < 0 || set.count.load(std::memory_order_acquire) == 0)
    return;
  const int place = place_of_device(device);
  std::lock_guard<std::mutex> lock(set.mutex);
  for (const auto &e : set.entries)
    if (e.second == place)
      acquire_device(e.first, whole_geometry(*e.first), access_read_write,
                     device, queue);
}

source_header *find_exposed(const void *device_memory, int device,
                            std::size_t bytes, std::size_t *offset) {
  exposed_set &set = exposed_sources();
  if (device < 0 || !device_memory ||
      set.count.load(std::memory_order_acquire) == 0)
    return nullptr;
  const int place = place_of_device(device);
  const char *p = static_cast<const char *>(device_memory);
  std::lock_guard<std::mutex> lock(set.mutex);
  for (const auto &e : set.entries) {
    source &s = *e.first;
    if (e.second != place)
      continue;
    const char *base;
    {
      std::lock_guard<std::mutex> source_lock(s.mutex);
      base = static_cast<const char *>(
          s.places[static_cast<std::size_t>(place)].ptr);
    }
    if (!base || p < base || p >= base + s.bytes)
      continue;
    const std::size_t off = static_cast<std::size_t>(p - base);
    if (bytes > s.bytes - off)
      throw Concurrency::runtime_exception(
          "amp2hip: an array over device memory is larger than the memory "
          "at its address",
          Concurrency::detail::kErrorInvalidArg);
    // A source whose last reference is going away (destroy_source waits
    // for this lock) is not taken.
    long refs = s.refs.load(std::memory_order_relaxed);
    while (refs > 0 && !s.refs.compare_exchange_weak(refs, refs + 1,
                                                     std::memory_order_acq_rel))
      ;
    if (refs <= 0)
      continue;
    *offset = off;
    return &s;
  }
  return nullptr;
}

void discard(source_header *h, const view_geometry &view) {
  source &s = *as_source(h);
  std::lock_guard<std::mutex> lock(s.mutex);
  region r = compute_region(s, view);
  if (!r.exact)
    return; // discard_data is a hint; never lose elements outside the view
  bool changed = false;
  for (const box &b : r.boxes)
    for (place_state &p : s.places)
      changed |= p.valid.remove(b);
  if (changed)
    s.generation.fetch_add(1, std::memory_order_acq_rel);
}

void refresh(source_header *h, const view_geometry &view) {
  source &s = *as_source(h);
  if (s.kind != source_kind::host_backed)
    return;
  std::lock_guard<std::mutex> lock(s.mutex);
  region r = compute_region(s, view);
  if (!r.exact) {
    // Bring the superset home first so that elements outside the view keep
    // their newest values.
    acquire_host_and_wait(s, r, access_read);
  }
  bool changed = false;
  for (const box &b : r.boxes) {
    changed |= s.places[0].valid.add(b);
    for (std::size_t p = 1; p < s.places.size(); ++p)
      changed |= s.places[p].valid.remove(b);
  }
  if (changed)
    s.generation.fetch_add(1, std::memory_order_acq_rel);
}

namespace {

// Strides in bytes of the view itself and of a dense buffer of its shape.
void view_strides(const view_geometry &g, std::int64_t *view_bytes,
                  std::int64_t *dense_bytes, std::int64_t *count) {
  std::int64_t dense = static_cast<std::int64_t>(g.elem_size);
  for (int j = g.rank - 1; j >= 0; --j) {
    view_bytes[j] = g.stride[j] * static_cast<std::int64_t>(g.elem_size);
    dense_bytes[j] = dense;
    count[j] = g.extent[j];
    dense *= g.extent[j];
  }
}

} // namespace

bool read_region(source_header *h, const view_geometry &view, void *dst) {
  source &s = *as_source(h);
  std::lock_guard<std::mutex> lock(s.mutex);
  region r = compute_region(s, view);
  if (!r.box_shaped)
    return r.boxes.empty() && r.exact;
  const box &b = r.boxes[0];
  std::int64_t vs[kMaxRank], ds[kMaxRank], count[kMaxRank];
  view_strides(view, vs, ds, count);
  copy_plan plan = plan_copy(view.rank, count, view.elem_size, vs, ds);
  if (s.places[0].ptr && s.places[0].valid.covers(b)) {
    if (s.shared) {
      place_state &home = s.places[static_cast<std::size_t>(s.home)];
      if (home.writer)
        default_backend().synchronize(home.writer);
    }
    run_host_copy(plan,
                  static_cast<const char *>(s.places[0].ptr) + view.byte_offset,
                  dst);
    return true;
  }
  for (std::size_t p = 1; p < s.places.size(); ++p) {
    if (!s.places[p].ptr || !s.places[p].valid.covers(b))
      continue;
    const int place = static_cast<int>(p);
    queue_handle q = queue_of_place(s, place);
    order_read(s, place, q);
    run_backend_copy(plan, copy_kind::device_to_host, device_of_place(place),
                     static_cast<const char *>(s.places[p].ptr) +
                         view.byte_offset,
                     -1, dst, q);
    count_transfer(copy_kind::device_to_host, plan.bytes);
    default_backend().synchronize(q);
    return true;
  }
  ensure_memory(s, 0);
  acquire_host_and_wait(s, r, access_read);
  run_host_copy(
      plan, static_cast<const char *>(s.places[0].ptr) + view.byte_offset, dst);
  return true;
}

bool write_region(source_header *h, const view_geometry &view,
                  const void *src) {
  source &s = *as_source(h);
  std::lock_guard<std::mutex> lock(s.mutex);
  region r = compute_region(s, view);
  if (!r.box_shaped)
    return r.boxes.empty() && r.exact;
  std::int64_t vs[kMaxRank], ds[kMaxRank], count[kMaxRank];
  view_strides(view, vs, ds, count);
  copy_plan plan = plan_copy(view.rank, count, view.elem_size, ds, vs);
  std::vector<queue_handle> to_sync;
  if (s.home == 0 || s.shared) {
    acquire_locked(s, r, 0, access_write, nullptr, to_sync);
    sync_all(to_sync);
    sync_host_readers(s);
    s.grants.clear();
    run_host_copy(plan, src,
                  static_cast<char *>(s.places[0].ptr) + view.byte_offset);
    return true;
  }
  const int place = s.home;
  queue_handle q = queue_of_place(s, place);
  acquire_locked(s, r, place, access_write, q, to_sync);
  sync_all(to_sync);
  order_write(s, place, q);
  run_backend_copy(
      plan, copy_kind::host_to_device, -1, src, device_of_place(place),
      static_cast<char *>(s.places[static_cast<std::size_t>(place)].ptr) +
          view.byte_offset,
      q);
  count_transfer(copy_kind::host_to_device, plan.bytes);
  // The caller's buffer may go away as soon as we return.
  default_backend().synchronize(q);
  return true;
}

bool copy_region_on_device(source_header *src_h, const view_geometry &src_view,
                           source_header *dst_h,
                           const view_geometry &dst_view) {
  source &src = *as_source(src_h);
  source &dst = *as_source(dst_h);
  if (dst.home == 0 || src_view.rank != dst_view.rank ||
      src_view.elem_size != dst_view.elem_size)
    return false;
  for (int j = 0; j < src_view.rank; ++j)
    if (src_view.extent[j] != dst_view.extent[j])
      return false;
  std::unique_lock<std::mutex> l1, l2;
  if (&src == &dst) {
    l1 = std::unique_lock<std::mutex>(src.mutex);
  } else {
    std::lock(src.mutex, dst.mutex);
    l1 = std::unique_lock<std::mutex>(src.mutex, std::adopt_lock);
    l2 = std::unique_lock<std::mutex>(dst.mutex, std::adopt_lock);
  }
  region rs = compute_region(src, src_view);
  region rd = compute_region(dst, dst_view);
  if (!rs.box_shaped || !rd.box_shaped)
    return false;
  if (&src == &dst && overlaps(rs.boxes[0], rd.boxes[0]))
    return false;
  const int place = dst.home;
  // Where the source region is valid: the destination's device if it can,
  // else another device (a peer copy).
  std::vector<int> candidates{place};
  for (int p = 1; p < static_cast<int>(src.places.size()); ++p)
    if (p != place)
      candidates.push_back(p);
  int from = -1;
  for (int p : candidates) {
    const place_state &c = src.places[static_cast<std::size_t>(p)];
    if (c.ptr && c.valid.covers(rs.boxes[0])) {
      from = p;
      break;
    }
  }
  if (from < 0)
    return false;
  const place_state &sp = src.places[static_cast<std::size_t>(from)];
  queue_handle q = queue_of_place(dst, place);
  std::vector<queue_handle> to_sync;
  acquire_locked(dst, rd, place, access_write, q, to_sync);
  sync_all(to_sync);
  // As in copy_box: the copy reads the source place and writes the
  // destination's.
  order_read(src, from, q);
  order_write(dst, place, q);
  std::int64_t ss[kMaxRank], ds[kMaxRank], dense[kMaxRank], count[kMaxRank];
  view_strides(src_view, ss, dense, count);
  view_strides(dst_view, ds, dense, count);
  copy_plan plan = plan_copy(src_view.rank, count, src_view.elem_size, ss, ds);
  run_backend_copy(
      plan, copy_kind::device_to_device, device_of_place(from),
      static_cast<const char *>(sp.ptr) + src_view.byte_offset,
      device_of_place(place),
      static_cast<char *>(dst.places[static_cast<std::size_t>(place)].ptr) +
          dst_view.byte_offset,
      q, false, (src.shared && from == src.home) || dst.shared);
  count_transfer(copy_kind::device_to_device, plan.bytes);
  // C++ AMP's copy() returns once the copy is complete: programs time and
  // sequence their work by it (copy_async is the asynchronous form). The
  // locks go first, so that other threads may use the two sources meanwhile.
  if (l2.owns_lock())
    l2.unlock();
  l1.unlock();
  default_backend().synchronize(q);
  return true;
}

std::uint64_t lost_write_backs() { return lost_write_back_count.load(); }

bool region_valid_at(source_header *h, const view_geometry &view, int device) {
  source &s = *as_source(h);
  std::lock_guard<std::mutex> lock(s.mutex);
  const int place = device < 0 ? 0 : place_of_device(device);
  if (place >= static_cast<int>(s.places.size()))
    return false;
  region r = compute_region(s, view);
  for (const box &b : r.boxes)
    if (!s.places[static_cast<std::size_t>(place)].valid.covers(b))
      return false;
  return true;
}

} // namespace detail
} // namespace amp2hip
