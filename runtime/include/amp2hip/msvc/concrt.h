//===- amp2hip/msvc/concrt.h - Concurrency Runtime locks and events -------===//
//
// <concrt.h> as C++ AMP programs use it, on the standard library:
// critical_section (a non-recursive mutex, with scoped_lock and timed
// try_lock_for), reader_writer_lock (writers preferred by the library, with
// scoped_lock and scoped_lock_read), event (manual reset, set/reset/wait with
// a timeout), concurrency::wait(milliseconds). The scheduler and context
// APIs are not provided.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CONCRT_H
#define AMP2HIP_MSVC_CONCRT_H

#include <amp2hip/msvc/ppl_core.h>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <shared_mutex>
#include <thread>

namespace amp2hip {
namespace ppl {

/// A wait without a timeout (event::wait, critical_section::try_lock_for).
constexpr unsigned int COOPERATIVE_TIMEOUT_INFINITE = static_cast<unsigned>(-1);
/// event::wait's result when the timeout passed first.
constexpr std::size_t COOPERATIVE_WAIT_TIMEOUT = static_cast<std::size_t>(-1);

class critical_section {
public:
  critical_section() = default;
  critical_section(const critical_section &) = delete;
  critical_section &operator=(const critical_section &) = delete;

  void lock() { M.lock(); }
  bool try_lock() { return M.try_lock(); }
  bool try_lock_for(unsigned int milliseconds) {
    return M.try_lock_for(std::chrono::milliseconds(milliseconds));
  }
  void unlock() { M.unlock(); }
  std::timed_mutex &native_handle() { return M; }

  class scoped_lock {
  public:
    explicit scoped_lock(critical_section &cs) : CS(cs) { CS.lock(); }
    ~scoped_lock() { CS.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    critical_section &CS;
  };

private:
  std::timed_mutex M;
};

/// PPL's unlock() releases either kind of hold: the lock remembers whether a
/// writer holds it (then the caller is that writer).
class reader_writer_lock {
public:
  reader_writer_lock() = default;
  reader_writer_lock(const reader_writer_lock &) = delete;
  reader_writer_lock &operator=(const reader_writer_lock &) = delete;

  void lock() {
    M.lock();
    Writer.store(true, std::memory_order_relaxed);
  }
  bool try_lock() {
    if (!M.try_lock())
      return false;
    Writer.store(true, std::memory_order_relaxed);
    return true;
  }
  void lock_read() { M.lock_shared(); }
  bool try_lock_read() { return M.try_lock_shared(); }
  void unlock() {
    if (Writer.load(std::memory_order_relaxed)) {
      Writer.store(false, std::memory_order_relaxed);
      M.unlock();
    } else {
      M.unlock_shared();
    }
  }

  class scoped_lock {
  public:
    explicit scoped_lock(reader_writer_lock &l) : L(l) { L.lock(); }
    ~scoped_lock() { L.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    reader_writer_lock &L;
  };

  class scoped_lock_read {
  public:
    explicit scoped_lock_read(reader_writer_lock &l) : L(l) { L.lock_read(); }
    ~scoped_lock_read() { L.unlock(); }
    scoped_lock_read(const scoped_lock_read &) = delete;
    scoped_lock_read &operator=(const scoped_lock_read &) = delete;

  private:
    reader_writer_lock &L;
  };

private:
#if __cplusplus >= 201703L
  std::shared_mutex M;
#else
  std::shared_timed_mutex M; // C++14's
#endif
  std::atomic<bool> Writer{false};
};

/// A manual-reset event.
class event {
public:
  event() = default;
  event(const event &) = delete;
  event &operator=(const event &) = delete;

  void set() {
    {
      std::lock_guard<std::mutex> G(M);
      Signaled = true;
    }
    CV.notify_all();
  }
  void reset() {
    std::lock_guard<std::mutex> G(M);
    Signaled = false;
  }
  /// 0 once the event is set; COOPERATIVE_WAIT_TIMEOUT when the timeout
  /// (milliseconds) passed first.
  std::size_t wait(unsigned int timeout = COOPERATIVE_TIMEOUT_INFINITE) {
    std::unique_lock<std::mutex> L(M);
    if (timeout == COOPERATIVE_TIMEOUT_INFINITE) {
      CV.wait(L, [this] { return Signaled; });
      return 0;
    }
    return CV.wait_for(L, std::chrono::milliseconds(timeout),
                       [this] { return Signaled; })
               ? 0
               : COOPERATIVE_WAIT_TIMEOUT;
  }

private:
  std::mutex M;
  std::condition_variable CV;
  bool Signaled = false;
};

/// Concurrency::wait: the calling context sleeps.
inline void wait(unsigned int milliseconds) {
  std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
}

} // namespace ppl
} // namespace amp2hip

namespace Concurrency {
using amp2hip::ppl::COOPERATIVE_TIMEOUT_INFINITE;
using amp2hip::ppl::COOPERATIVE_WAIT_TIMEOUT;
using amp2hip::ppl::critical_section;
using amp2hip::ppl::event;
using amp2hip::ppl::reader_writer_lock;
using amp2hip::ppl::wait;
} // namespace Concurrency

#endif // AMP2HIP_MSVC_CONCRT_H
