//===- amp2hip/detail/accelerator.h - accelerators, views, futures --------===//
//
// Concurrency::accelerator, accelerator_view, completion_future and the
// access_type / queuing_mode enumerations. Host-only, plain C++.
//
// Accelerators are the devices of the backend (device paths L"hip:0",
// L"hip:1", ...) plus the CPU accelerator (L"cpu"), which can hold data but
// cannot run kernels. Each accelerator_view owns one in-order queue (a HIP
// stream); the default view of a device uses a queue created once for the
// process.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_ACCELERATOR_H
#define AMP2HIP_DETAIL_ACCELERATOR_H

#include <amp2hip/detail/coherence.h>
#include <amp2hip/detail/exceptions.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <future>
#include <initializer_list>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace Concurrency {

enum access_type {
  access_type_none = 0,
  access_type_read = 1,
  access_type_write = 2,
  access_type_read_write = access_type_read | access_type_write,
  access_type_auto = 4,
};

enum queuing_mode {
  queuing_mode_immediate,
  queuing_mode_automatic,
};

namespace hc {
/// The direction of hc's accelerator::memcpy_symbol (HCC's command kinds,
/// with its values).
enum hcCommandKind {
  hcCommandInvalid = -1,
  hcMemcpyHostToHost = 0,
  hcMemcpyHostToDevice = 1,
  hcMemcpyDeviceToHost = 2,
  hcMemcpyDeviceToDevice = 3,
  hcCommandKernel = 4,
  hcCommandMarker = 5,
};
/// HCC's agent profiles (accelerator::get_profile).
enum hcAgentProfile {
  hcAgentProfileNone = 0,
  hcAgentProfileBase = 1,
  hcAgentProfileFull = 2
};
/// The scope of the memory fence of hc's markers. A marker here completes
/// when the queue's work has completed, which makes its writes visible to
/// the host and every device: each scope is met by the strongest.
enum memory_scope { no_scope = 0, accelerator_scope = 1, system_scope = 2 };
/// How the host waits (completion_future::wait, accelerator_view::wait):
/// both block the calling thread here.
enum hcWaitMode { hcWaitModeBlocked = 0, hcWaitModeActive = 1 };
/// The order of an accelerator_view's commands. A view's queue is a HIP
/// stream, which runs its commands in order: that is a valid schedule of
/// execute_any_order too.
enum execute_order { execute_in_order, execute_any_order };
/// A view's queue priority (HIP's stream priorities), HCC's values.
enum queue_priority { priority_high = 0, priority_normal = 1, priority_low = 2 };
} // namespace hc

/// The result of an asynchronous operation (copy_async, synchronize_async,
/// synchronize_to_async, create_marker). The operation runs on a thread of
/// its own or on a device queue; the future is ready once it has completed,
/// and get() rethrows what it threw. As with std::async, destroying the last
/// copy of a future waits for its operation.
namespace detail {
/// The host's steady clock in nanoseconds: hc's ticks (get_system_ticks,
/// completion_future::get_begin_tick ...).
inline std::uint64_t steady_ticks() {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}
/// Ticks per second of steady_ticks().
constexpr std::uint64_t kTicksPerSecond = 1000000000u;

/// What the copies of one completion_future share: the device marker of a
/// device operation (destroyed with the last holder) and, for those, when
/// the runtime saw it enqueued and completed (0: not yet).
struct future_state {
  amp2hip::detail::marker_handle m = nullptr;
  bool timed = false;
  std::atomic<std::uint64_t> begin{0};
  std::atomic<std::uint64_t> end{0};

  future_state() = default;
  explicit future_state(amp2hip::detail::marker_handle h) : m(h) {}
  future_state(const future_state &) = delete;
  future_state &operator=(const future_state &) = delete;
  ~future_state() {
    if (m)
      amp2hip::detail::destroy_marker(m);
  }
};
} // namespace detail

class completion_future {
public:
  completion_future() = default;
  explicit completion_future(std::shared_future<void> f)
      : f_(std::move(f)), state_(std::make_shared<detail::future_state>()) {}
  /// A future of device work: the state's marker is reached when the work
  /// is done, which is_ready() asks the device directly (the thread that
  /// completes the future may not have run yet).
  completion_future(std::shared_future<void> f,
                    std::shared_ptr<detail::future_state> state)
      : f_(std::move(f)), state_(std::move(state)) {}

  void get() const { f_.get(); }
  bool valid() const { return f_.valid(); }
  void wait() const { f_.wait(); }
  /// hc: a wait mode (blocked or active); both block here.
  void wait(hc::hcWaitMode) const { wait(); }
  template <class Rep, class Period>
  std::future_status
  wait_for(const std::chrono::duration<Rep, Period> &rel) const {
    return f_.wait_for(rel);
  }
  template <class Clock, class Duration>
  std::future_status
  wait_until(const std::chrono::time_point<Clock, Duration> &abs) const {
    return f_.wait_until(abs);
  }
  operator std::shared_future<void>() const { return f_; }
  /// HCC's hc addition: whether the operation has completed.
  bool is_ready() const {
    if (!f_.valid())
      return false;
    if (f_.wait_for(std::chrono::seconds(0)) == std::future_status::ready)
      return true;
    return state_ && state_->m && amp2hip::detail::marker_reached(state_->m);
  }

  /// hc: the holders of the operation's shared state: the futures that
  /// share it, and the runtime's waiter of a device operation while it
  /// holds it (HCC counted its queue's reference likewise). 0 without one.
  int get_use_count() const {
    return state_ ? static_cast<int>(state_.use_count()) : 0;
  }
  /// hc: ticks (get_tick_frequency() a second) of the host's steady clock
  /// when the runtime saw a kernel launch or marker enqueued and completed,
  /// not the device's own timestamps; 0 for other operations, and the end
  /// 0 until it has completed.
  std::uint64_t get_begin_tick() const {
    return state_ && state_->timed ? state_->begin.load() : 0;
  }
  std::uint64_t get_end_tick() const {
    if (!state_ || !state_->timed)
      return 0;
    std::uint64_t e = state_->end.load();
    // The waiter may not have run yet: the first to see it done records.
    if (e == 0 && is_ready() &&
        !state_->end.compare_exchange_strong(e, detail::steady_ticks()))
      return e;
    return state_->end.load();
  }
  std::uint64_t get_tick_frequency() const {
    return state_ && state_->timed ? detail::kTicksPerSecond : 0;
  }

  /// Runs func (a copy of it) once the operation has completed: at once if
  /// it has, otherwise on a thread of its own, without blocking the caller.
  /// An exception thrown by func there has nowhere to go and is dropped.
  template <class F> void then(const F &func) const {
    if (!f_.valid() ||
        f_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
      func();
      return;
    }
    std::thread([f = f_, func]() {
      f.wait();
      try {
        func();
      } catch (...) {
      }
    }).detach();
  }

private:
  std::shared_future<void> f_;
  std::shared_ptr<detail::future_state> state_;
};

namespace detail {

inline completion_future make_ready_future() {
  std::promise<void> p;
  p.set_value();
  return completion_future(p.get_future().share());
}

#if AMP2HIP_MODE_PARSE
// The translator's parse reads declarations only: instantiating std::async
// for each caller (the hc API's) took a third of the parse of every file.
template <class F> completion_future run_async(F &&f);
completion_future marker_future(amp2hip::detail::queue_handle queue);
#else
/// Runs f on a thread of its own; the future completes when f returns.
/// f must own what it uses (views by value: they keep their data alive).
template <class F> completion_future run_async(F &&f) {
  return completion_future(
      std::async(std::launch::async, std::forward<F>(f)).share());
}

/// A future that completes when the work enqueued on `queue` so far has
/// completed; the host does not block.
inline completion_future marker_future(amp2hip::detail::queue_handle queue) {
  const std::uint64_t begin = steady_ticks();
  // Shared by the waiting thread and the future (a failed query or thread
  // start must not leak it).
  const auto state =
      std::make_shared<future_state>(amp2hip::detail::record_marker(queue));
  state->timed = true;
  state->begin = begin;
  if (amp2hip::detail::marker_reached(state->m)) {
    state->end = steady_ticks();
    std::promise<void> p;
    p.set_value();
    return completion_future(p.get_future().share(), state);
  }
  std::shared_future<void> done =
      std::async(std::launch::async, [state] {
        amp2hip::detail::wait_marker(state->m);
        std::uint64_t unset = 0;
        state->end.compare_exchange_strong(unset, steady_ticks());
      }).share();
  return completion_future(std::move(done), state);
}
#endif

/// The state shared by copies of an accelerator_view.
struct view_state {
  int device = -1; ///< -1: the CPU accelerator
  amp2hip::detail::queue_handle queue = nullptr;
  bool owns_queue = false;
  queuing_mode mode = queuing_mode_automatic;
  hc::execute_order order = hc::execute_in_order;
  hc::queue_priority priority = hc::priority_normal;
  bool auto_selection = false;

  view_state() = default;
  view_state(const view_state &) = delete;
  view_state &operator=(const view_state &) = delete;
  ~view_state() {
    if (owns_queue)
      amp2hip::detail::destroy_queue(device, queue);
  }
};

/// Every view made so far that is still alive, in the order made (hc's
/// accelerator::get_all_views). Leaked on purpose, as the default views.
inline std::mutex &views_made_mutex() {
  static std::mutex *m = new std::mutex();
  return *m;
}
inline std::vector<std::weak_ptr<view_state>> &views_made() {
  static auto *views = new std::vector<std::weak_ptr<view_state>>();
  return *views;
}
inline void note_view_made(const std::shared_ptr<view_state> &s) {
  std::lock_guard<std::mutex> lock(views_made_mutex());
  std::vector<std::weak_ptr<view_state>> &all = views_made();
  // Views that are gone leave no trace, so that a program making views in
  // a loop does not grow the list.
  all.erase(std::remove_if(
                all.begin(), all.end(),
                [](const std::weak_ptr<view_state> &w) { return w.expired(); }),
            all.end());
  all.push_back(s);
}

/// The default view of a device (-1: the CPU), created once.
inline std::shared_ptr<view_state> default_view_state(int device) {
  static std::mutex mutex;
  // Leaked on purpose: the queues outlive static destruction.
  static auto *views = new std::vector<std::shared_ptr<view_state>>();
  std::lock_guard<std::mutex> lock(mutex);
  const std::size_t slot = static_cast<std::size_t>(device + 1);
  if (views->size() <= slot)
    views->resize(slot + 1);
  std::shared_ptr<view_state> &v = (*views)[slot];
  if (!v) {
    v = std::make_shared<view_state>();
    v->device = device;
    if (device >= 0)
      v->queue = amp2hip::detail::default_queue(device);
    note_view_made(v);
  }
  return v;
}

/// The device that `accelerator()` names; -2 until chosen. Atomic: the
/// first uses may come from several threads at once.
inline std::atomic<int> &default_device_slot() {
  static std::atomic<int> device{-2};
  return device;
}

/// The device `accelerator()` names now, without fixing the choice: naming
/// the default accelerator (`accelerator()`, its path) does not use it, and
/// set_default may still change it, as in Visual C++.
inline int peek_default_device() {
  const int d = default_device_slot().load();
  if (d != -2)
    return d;
  return amp2hip::detail::device_count() > 0 ? 0 : -1;
}

/// The default device, fixed from here on: its views, arrays and launches
/// use it.
inline int default_device() {
  std::atomic<int> &slot = default_device_slot();
  int d = slot.load();
  if (d == -2) {
    const int chosen = peek_default_device();
    // The first choice stands (set_default's, or another thread's).
    if (slot.compare_exchange_strong(d, chosen))
      d = chosen;
  }
  return d;
}

inline std::wstring widen(const std::string &s) {
  return std::wstring(s.begin(), s.end());
}

inline std::wstring device_path_of(int device) {
  return device < 0 ? std::wstring(L"cpu") : L"hip:" + std::to_wstring(device);
}

/// -1 for the CPU, a device number, or -2 if the path names nothing.
inline int device_of_path(const std::wstring &path) {
  if (path == L"default")
    return peek_default_device();
  if (path == L"cpu")
    return -1;
  const std::wstring prefix = L"hip:";
  if (path.compare(0, prefix.size(), prefix) == 0 &&
      path.size() > prefix.size()) {
    int d = 0;
    for (std::size_t i = prefix.size(); i < path.size(); ++i) {
      if (path[i] < L'0' || path[i] > L'9')
        return -2;
      d = d * 10 + (path[i] - L'0');
      if (d > 1000000)
        return -2;
    }
    if (d < amp2hip::detail::device_count())
      return d;
  }
  return -2;
}

struct accelerator_access;

/// The default CPU access type of each accelerator (slot device + 1): what
/// access_type_auto means for its arrays. It can be set until an array has
/// used it, and only once.
struct cpu_access_default {
  int value = -1; ///< -1: the runtime's choice
  bool used = false;
  bool overridden = false;
};
inline std::mutex &cpu_access_mutex() {
  static std::mutex m;
  return m;
}
inline cpu_access_default &cpu_access_slot(int device) {
  static auto *slots = new std::vector<cpu_access_default>();
  const std::size_t i = static_cast<std::size_t>(device + 1);
  if (slots->size() <= i)
    slots->resize(i + 1);
  return (*slots)[i];
}
/// Set by <amp2hip/hc.h>: the program uses HCC's hc API, whose programs
/// were written for HSA's APUs, where every array is the host's too.
inline std::atomic<bool> &hc_program() {
  static std::atomic<bool> flag{false};
  return flag;
}
/// Whether memory both reach is as fast as the device's own there (the CPU,
/// an integrated GPU).
inline bool shares_memory_at_full_speed(int device) {
  if (device < 0)
    return true;
  const amp2hip::detail::device_properties p =
      amp2hip::detail::get_device_properties(device);
  return p.integrated && p.maps_host_memory;
}
/// The runtime's choice, as Visual C++'s: CPU access where memory both
/// reach is as fast as the device's own, else none. An hc program's arrays
/// have CPU access everywhere, as on an APU (on a discrete GPU their data
/// stays in its memory and the host reaches it through the coherence
/// engine; cpu_shared_array).
inline access_type runtime_cpu_access(int device) {
  return shares_memory_at_full_speed(device) ||
                 hc_program().load(std::memory_order_relaxed)
             ? access_type_read_write
             : access_type_none;
}
/// The default of a device; marks it used when `use` is set.
inline access_type default_cpu_access(int device, bool use) {
  std::lock_guard<std::mutex> lock(cpu_access_mutex());
  cpu_access_default &d = cpu_access_slot(device);
  if (use)
    d.used = true;
  return d.value < 0 ? runtime_cpu_access(device)
                     : static_cast<access_type>(d.value);
}
/// Whether an array of `device` asked for with `requested` lives in memory
/// the host and the device both reach (CPU shared memory): with any CPU
/// access but an hc program's default on a discrete GPU.
inline bool cpu_shared_array(int device, access_type requested) {
  if (device < 0)
    return false;
  if (requested != access_type_auto)
    return requested != access_type_none;
  {
    std::lock_guard<std::mutex> lock(cpu_access_mutex());
    const cpu_access_default &d = cpu_access_slot(device);
    if (d.value >= 0)
      return d.value != access_type_none;
  }
  return shares_memory_at_full_speed(device);
}
inline bool set_default_cpu_access(int device, access_type t) {
  std::lock_guard<std::mutex> lock(cpu_access_mutex());
  cpu_access_default &d = cpu_access_slot(device);
  if (d.used || d.overridden || t == access_type_auto)
    return false;
  d.value = t;
  d.overridden = true;
  return true;
}

} // namespace detail

namespace detail {
/// The variables of a translated hc program that kernels use, by name, for
/// hc's memcpy_symbol and get_symbol_address (HCC looked them up in its
/// code object; amp2hip's output registers each one beside its
/// definition). The address is taken on first use, after HIP has set the
/// variable up.
struct symbol_entry {
  void *(*address)();
  std::size_t bytes;
};
inline std::vector<std::pair<std::string, symbol_entry>> &symbol_table() {
  static std::vector<std::pair<std::string, symbol_entry>> table;
  return table;
}
struct symbol_registration {
  symbol_registration(const char *name, void *(*address)(), std::size_t bytes) {
    symbol_table().push_back({name, {address, bytes}});
  }
};
inline void *symbol_address(const char *name) {
  for (const auto &entry : symbol_table())
    if (entry.first == name)
      return entry.second.address();
  std::string message = std::string("hc::accelerator: no variable named '") +
                        name + "' is used by a kernel";
  throw runtime_exception(message.c_str(), kErrorInvalidArg);
}
} // namespace detail

class accelerator;

/// A queue of work on an accelerator.
class accelerator_view {
public:
  accelerator_view(const accelerator_view &) = default;
  accelerator_view &operator=(const accelerator_view &) = default;

  accelerator get_accelerator() const;
  /// hc: its accelerator's get_max_tile_static_size().
  std::size_t get_max_tile_static_size() const;
  bool get_is_debug() const { return false; }
  unsigned int get_version() const { return 0x10000; }
  queuing_mode get_queuing_mode() const { return state_->mode; }
  bool get_is_auto_selection() const { return state_->auto_selection; }
  /// hc: the order create_view asked for (the queue runs in order).
  hc::execute_order get_execute_order() const { return state_->order; }
  /// hc: the priority create_view gave the view's queue.
  hc::queue_priority get_queue_priority() const { return state_->priority; }

  /// Blocks until all work queued on this view has completed.
  void wait() const { amp2hip::detail::synchronize_queue(state_->queue); }
  /// Starts queued work (work is always started at once here).
  void flush() const { amp2hip::detail::flush_queue(state_->queue); }
  /// A future that is ready when the work queued so far has completed (an
  /// event on the queue; the host does not block).
  completion_future create_marker() const {
    return detail::marker_future(state_->queue);
  }
  /// hc: a marker with a fence scope (every scope is system scope here).
  completion_future create_marker(hc::memory_scope) const {
    return create_marker();
  }

  // HCC's additions of its hc API (docs/hcc.md).
  /// Copies `bytes` between host memory and hc::am_alloc's memory, after
  /// the work queued on this view; returns once the copy is done.
  void copy(const void *src, void *dst, std::size_t bytes) const;
  /// The same without blocking: ready once the copy is done.
  completion_future copy_async(const void *src, void *dst,
                               std::size_t bytes) const {
    const accelerator_view self = *this;
    return detail::run_async(
        [self, src, dst, bytes] { self.copy(src, dst, bytes); });
  }
  /// A marker reached once `dependency` is ready and the work queued here
  /// so far has completed.
  completion_future
  create_blocking_marker(const completion_future &dependency,
                         hc::memory_scope = hc::system_scope) const {
    const completion_future marker = create_marker();
    return detail::run_async([dependency, marker] {
      dependency.wait();
      marker.wait();
    });
  }
  /// The same after every future of a list (HCC took up to five).
  completion_future
  create_blocking_marker(std::initializer_list<completion_future> dependencies,
                         hc::memory_scope scope = hc::system_scope) const {
    return create_blocking_marker(dependencies.begin(), dependencies.end(),
                                  scope);
  }
  template <class It>
  completion_future create_blocking_marker(It first, It last,
                                           hc::memory_scope) const {
    const std::vector<completion_future> dependencies(first, last);
    const completion_future marker = create_marker();
    return detail::run_async([dependencies, marker] {
      for (const completion_future &f : dependencies)
        f.wait();
      marker.wait();
    });
  }
  /// HCC's hc addition: whether the view's accelerator is an HSA agent.
  bool is_hsa_accelerator() const;
  /// HCC's wait with a wait mode (blocked or active): both block.
  void wait(hc::hcWaitMode) const { wait(); }

  bool operator==(const accelerator_view &o) const {
    return state_ == o.state_;
  }
  bool operator!=(const accelerator_view &o) const { return !(*this == o); }

  // The properties (parse only; amp2hip/platform.h). Declared last: inside
  // the class the names stand for them, not for the types.
  AMP2HIP_PROPERTY(get_accelerator, accelerator, Concurrency::accelerator)
  AMP2HIP_PROPERTY(get_is_debug, is_debug, bool)
  AMP2HIP_PROPERTY(get_version, version, unsigned int)
  AMP2HIP_PROPERTY(get_queuing_mode, queuing_mode, Concurrency::queuing_mode)
  AMP2HIP_PROPERTY(get_is_auto_selection, is_auto_selection, bool)

private:
  friend class accelerator;
  friend struct detail::accelerator_access;
  explicit accelerator_view(std::shared_ptr<detail::view_state> s)
      : state_(std::move(s)) {}
  std::shared_ptr<detail::view_state> state_;
};

namespace detail {
/// The device paths accelerator names. A class template, so that C++14
/// (where a static constexpr member is not inline) gets the one definition
/// a program that passes them by address needs, from a header.
template <class = void> struct accelerator_paths {
  static constexpr wchar_t default_accelerator[] = L"default";
  static constexpr wchar_t cpu_accelerator[] = L"cpu";
  static constexpr wchar_t direct3d_warp[] = L"direct3d\\warp";
  static constexpr wchar_t direct3d_ref[] = L"direct3d\\ref";
};
#if __cplusplus < 201703L
template <class T>
constexpr wchar_t accelerator_paths<T>::default_accelerator[];
template <class T> constexpr wchar_t accelerator_paths<T>::cpu_accelerator[];
template <class T> constexpr wchar_t accelerator_paths<T>::direct3d_warp[];
template <class T> constexpr wchar_t accelerator_paths<T>::direct3d_ref[];
#endif
} // namespace detail

/// A device that can hold data and (except the CPU accelerator) run kernels.
class accelerator : public detail::accelerator_paths<> {
public:
  accelerator() : accelerator(detail::peek_default_device(), 0) {}
  explicit accelerator(const std::wstring &path)
      : accelerator(from_path(path)) {}
  accelerator(const accelerator &) = default;
  accelerator &operator=(const accelerator &) = default;

  static std::vector<accelerator> get_all() {
    std::vector<accelerator> all;
    const int n = amp2hip::detail::device_count();
    for (int d = 0; d < n; ++d)
      all.push_back(accelerator(d, 0));
    all.push_back(accelerator(-1, 0));
    return all;
  }
  /// Chooses the accelerator that `accelerator()` names. Fails once that
  /// choice has been used (a default view, an array or a launch without a
  /// view); naming the default (`accelerator()`) does not use it.
  static bool set_default(const std::wstring &path) {
    const int d = detail::device_of_path(path);
    int unset = -2;
    return d != -2 &&
           detail::default_device_slot().compare_exchange_strong(unset, d);
  }
  /// A view that, given to parallel_for_each, lets the launch run where
  /// the arrays its kernel uses live (as when no view is given); for
  /// anything else, the default view of the default accelerator.
  static accelerator_view get_auto_selection_view();

  std::wstring get_device_path() const { return device_path_; }
  unsigned int get_version() const { return version_; }
  std::wstring get_description() const { return description_; }
  bool get_is_debug() const { return false; }
  bool get_is_emulated() const { return is_emulated_; }
  /// HCC's hc addition: whether this is an HSA agent, which every GPU of
  /// HCC's was (a GPU here; the CPU accelerator is not).
  bool is_hsa_accelerator() const { return device_ >= 0; }
  /// HCC's hc addition: an APU's full profile (shared virtual memory) or a
  /// discrete GPU's base profile, which every HIP device is here.
  hc::hcAgentProfile get_profile() const {
    return device_ >= 0 ? hc::hcAgentProfileBase : hc::hcAgentProfileNone;
  }
  bool get_has_display() const { return false; }
  bool get_supports_double_precision() const { return true; }
  bool get_supports_limited_double_precision() const { return true; }
  /// Whether arrays on this accelerator can have CPU access: memory the
  /// host and the device both reach (page-locked host memory that kernels
  /// reach over the bus, where the device can map it).
  bool get_supports_cpu_shared_memory() const {
    return device_ < 0 || maps_host_memory_;
  }
  /// In kilobytes, as in C++ AMP.
  std::size_t get_dedicated_memory() const { return dedicated_memory_; }
  /// hc: the bytes of tile_static memory a tile may use (the device's
  /// shared memory per block; 0 for the CPU accelerator).
  std::size_t get_max_tile_static_size() const { return tile_static_bytes_; }
  /// What access_type_auto means for arrays on this accelerator
  /// (access_type_none on a discrete GPU, access_type_read_write on the CPU
  /// and on an integrated GPU, unless set). An array without CPU access is
  /// reached from the host only by copies and views (array::data() is null, its
  /// subscripts throw).
  access_type get_default_cpu_access_type() const {
    return detail::default_cpu_access(device_, false);
  }
  /// Succeeds once, and only before an array has used the default.
  bool set_default_cpu_access_type(access_type type) {
    return detail::set_default_cpu_access(device_, type);
  }

  /// hc: copies \p count bytes between \p host and a variable kernels use
  /// (a __managed__ variable of the translated program), at \p offset
  /// bytes into it, after the default view's work; the variable named by
  /// its address, or by its name when the translator registered it (it
  /// does where the program names variables so).
  void memcpy_symbol(void *address, void *host, std::size_t count,
                     std::size_t offset = 0,
                     hc::hcCommandKind kind = hc::hcMemcpyHostToDevice) const {
    char *at = static_cast<char *>(address) + offset;
    if (kind == hc::hcMemcpyDeviceToHost)
      default_view_.copy(at, host, count);
    else
      default_view_.copy(host, at, count);
  }
  void memcpy_symbol(const char *name, void *host, std::size_t count,
                     std::size_t offset = 0,
                     hc::hcCommandKind kind = hc::hcMemcpyHostToDevice) const {
    memcpy_symbol(detail::symbol_address(name), host, count, offset, kind);
  }
  /// hc: the address of a registered variable (GET_SYMBOL_ADDRESS).
  void *get_symbol_address(const char *name) const {
    return detail::symbol_address(name);
  }

  accelerator_view get_default_view() const { return default_view_; }
  accelerator_view
  create_view(queuing_mode mode = queuing_mode_automatic) const {
    return create_view(hc::execute_in_order, mode);
  }
  /// hc: a view whose queue has a priority; either order gets an in-order
  /// queue (every schedule it runs is one execute_any_order allows).
  accelerator_view
  create_view(hc::execute_order order,
              queuing_mode mode = queuing_mode_automatic,
              hc::queue_priority priority = hc::priority_normal) const {
    auto s = std::make_shared<detail::view_state>();
    s->mode = mode;
    s->order = order;
    s->priority = priority;
    // The CPU accelerator's views have no queue; each is its own view and
    // keeps the mode it was made with, as in Visual C++.
    if (device_ >= 0) {
      s->device = device_;
      s->queue =
          priority == hc::priority_normal
              ? amp2hip::detail::create_queue(device_)
              : amp2hip::detail::create_queue_with_priority(
                    device_, static_cast<int>(priority));
      s->owns_queue = true;
    }
    detail::note_view_made(s);
    return accelerator_view(std::move(s));
  }
  /// hc: the number of compute units (multiprocessors; 0 for the CPU).
  unsigned int get_cu_count() const {
    return static_cast<unsigned int>(compute_units_);
  }
  /// hc: a number of its own for each accelerator (the CPU's is 0).
  int get_seqnum() const { return device_ + 1; }
  /// hc: whether this GPU can reach `other`'s memory directly (another GPU
  /// with peer access; never the CPU accelerator or itself).
  bool get_is_peer(const accelerator &other) const {
    return other.device_ >= 0 && std::find(peers_.begin(), peers_.end(),
                                           other.device_) != peers_.end();
  }
  /// hc: the accelerators get_is_peer() is true of.
  std::vector<accelerator> get_peers() const {
    std::vector<accelerator> all;
    for (int d : peers_)
      all.push_back(accelerator(d, 0));
    return all;
  }
  /// hc: the views of this accelerator that are alive (its default view
  /// once made, and those create_view made), in the order they were made.
  std::vector<accelerator_view> get_all_views() const {
    std::vector<accelerator_view> views;
    std::lock_guard<std::mutex> lock(detail::views_made_mutex());
    for (const std::weak_ptr<detail::view_state> &w : detail::views_made())
      if (std::shared_ptr<detail::view_state> s = w.lock())
        if (s->device == device_)
          views.push_back(accelerator_view(std::move(s)));
    return views;
  }

  bool operator==(const accelerator &o) const {
    return device_ == o.device_ && device_path_ == o.device_path_;
  }
  bool operator!=(const accelerator &o) const { return !(*this == o); }

  // The properties (parse only; amp2hip/platform.h). Declared last: inside
  // the class the names stand for them.
  AMP2HIP_PROPERTY(get_device_path, device_path, std::wstring)
  AMP2HIP_PROPERTY(get_description, description, std::wstring)
  AMP2HIP_PROPERTY(get_version, version, unsigned int)
  AMP2HIP_PROPERTY(get_dedicated_memory, dedicated_memory, std::size_t)
  AMP2HIP_PROPERTY(get_is_debug, is_debug, bool)
  AMP2HIP_PROPERTY(get_is_emulated, is_emulated, bool)
  AMP2HIP_PROPERTY(get_has_display, has_display, bool)
  AMP2HIP_PROPERTY(get_supports_double_precision, supports_double_precision,
                   bool)
  AMP2HIP_PROPERTY(get_supports_limited_double_precision,
                   supports_limited_double_precision, bool)
  AMP2HIP_PROPERTY(get_supports_cpu_shared_memory, supports_cpu_shared_memory,
                   bool)
  AMP2HIP_PROPERTY(get_default_view, default_view, Concurrency::accelerator_view)
  // Read-only, as in Microsoft's <amp.h>: set_default_cpu_access_type sets it.
  AMP2HIP_PROPERTY(get_default_cpu_access_type, default_cpu_access_type,
                   Concurrency::access_type)

private:
  friend struct detail::accelerator_access;
  friend class accelerator_view;

  /// Direct3D's software accelerators (REF, WARP) exist on every Windows
  /// machine, and programs compare the default with them or name them. Here
  /// each is an emulated accelerator of its own path whose kernels run on
  /// the first GPU (the CPU without one). It is not in get_all(), and
  /// set_default() does not take it.
  static accelerator from_path(const std::wstring &path) {
    const bool ref = path == direct3d_ref;
    if (!ref && path != direct3d_warp)
      return accelerator(checked_device(path), 0);
    accelerator a(amp2hip::detail::device_count() > 0 ? 0 : -1, 0);
    a.device_path_ = path;
    a.description_ =
        ref ? L"Software Adapter" : L"Microsoft Basic Render Driver";
    a.dedicated_memory_ = 0;
    a.is_emulated_ = true;
    return a;
  }

  static int checked_device(const std::wstring &path) {
    const int d = detail::device_of_path(path);
    if (d == -2)
      throw runtime_exception("amp2hip: no accelerator has this device path",
                              detail::kErrorInvalidArg);
    return d;
  }

  accelerator(int device, int)
      : device_path_(detail::device_path_of(device)),
        default_view_(detail::default_view_state(device)), device_(device) {
    if (device < 0) {
      description_ = L"CPU accelerator";
      is_emulated_ = true;
    } else {
      amp2hip::detail::device_properties p =
          amp2hip::detail::get_device_properties(device);
      description_ = detail::widen(p.name);
      dedicated_memory_ = p.memory_bytes / 1024;
      tile_static_bytes_ = p.tile_static_bytes;
      version_ = (static_cast<unsigned>(p.version_major) << 16) |
                 static_cast<unsigned>(p.version_minor);
      is_emulated_ = p.is_emulated;
      compute_units_ = p.compute_units;
      peers_ = p.peers;
      maps_host_memory_ = p.maps_host_memory;
    }
  }

  std::wstring device_path_;
  std::wstring description_;
  unsigned int version_ = 0x10000;
  std::size_t dedicated_memory_ = 0;
  std::size_t tile_static_bytes_ = 0;
  bool is_emulated_ = false;
  bool maps_host_memory_ = false;
  int compute_units_ = 0;
  std::vector<int> peers_;
  Concurrency::accelerator_view default_view_;
  int device_;
};

inline void accelerator_view::copy(const void *src, void *dst,
                                   std::size_t bytes) const {
#if AMP2HIP_MODE_HIP
  hipStream_t stream = static_cast<hipStream_t>(state_->queue);
  if (hipMemcpyAsync(dst, src, bytes, hipMemcpyDefault, stream) !=
          hipSuccess ||
      hipStreamSynchronize(stream) != hipSuccess)
    throw runtime_exception("hc::accelerator_view::copy: the copy failed",
                            detail::kErrorInvalidArg);
#else
  wait();
  // The builtin: <cstring> here would make the C library's names visible to
  // every program through <amp.h>, which Visual C++'s did not.
  __builtin_memcpy(dst, src, bytes);
#endif
}

inline bool accelerator_view::is_hsa_accelerator() const {
  return state_->device >= 0;
}

inline accelerator accelerator_view::get_accelerator() const {
  return Concurrency::accelerator(state_->device, 0);
}

inline std::size_t accelerator_view::get_max_tile_static_size() const {
  return get_accelerator().get_max_tile_static_size();
}

/// C++ AMP releases its runtime resources here. amp2hip waits for the work
/// queued on the devices' default accelerator_views and keeps its resources
/// (they are reused if the program goes on using C++ AMP).
inline void amp_uninitialize() {
  const int n = amp2hip::detail::device_count();
  for (int d = 0; d < n; ++d)
    amp2hip::detail::synchronize_queue(amp2hip::detail::default_queue(d));
}

namespace detail {

struct accelerator_access {
  static int device(const accelerator_view &av) { return av.state_->device; }
  static amp2hip::detail::queue_handle queue(const accelerator_view &av) {
    return av.state_->queue;
  }
  static int device(const accelerator &a) { return a.device_; }
  static accelerator_view view_of_device(int device) {
    return accelerator_view(default_view_state(device));
  }
  /// What keeps the view's queue alive.
  static std::shared_ptr<void> keep(const accelerator_view &av) {
    return av.state_;
  }
  static accelerator_view auto_selection_view();
};

/// The default view of the default accelerator (cheap: no device query).
inline accelerator_view default_accelerator_view() {
  return accelerator_access::view_of_device(default_device());
}

inline accelerator_view accelerator_access::auto_selection_view() {
  static std::mutex mutex;
  // Leaked on purpose, as the default views: it shares their queue.
  static std::shared_ptr<view_state> *state = nullptr;
  std::lock_guard<std::mutex> lock(mutex);
  if (!state) {
    const std::shared_ptr<view_state> def =
        default_view_state(default_device());
    auto s = std::make_shared<view_state>();
    s->device = def->device;
    s->queue = def->queue;
    s->auto_selection = true;
    state = new std::shared_ptr<view_state>(std::move(s));
  }
  return accelerator_view(*state);
}

} // namespace detail

inline accelerator_view accelerator::get_auto_selection_view() {
  return detail::accelerator_access::auto_selection_view();
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ACCELERATOR_H
