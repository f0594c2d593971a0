//===- staging.cpp - Chunk plans and multi-threaded host copies -----------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
//===----------------------------------------------------------------------===//
#include <amp2hip/detail/staging.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <mutex>
#include <thread>

namespace amp2hip {
namespace detail {

std::vector<staged_chunk> plan_staged_chunks(const copy_request &r,
                                             std::size_t buffer_bytes,
                                             std::size_t first_bytes) {
  std::vector<staged_chunk> chunks;
  if (r.width_bytes == 0 || r.height == 0 || r.depth == 0 || buffer_bytes == 0)
    return chunks;
  std::size_t limit =
      first_bytes && first_bytes < buffer_bytes ? first_bytes : buffer_bytes;
  auto grow = [&] { limit = std::min(buffer_bytes, limit * 2); };
  for (std::size_t z = 0; z < r.depth; ++z) {
    const std::size_t src_slice = z * r.src_slice_pitch;
    const std::size_t dst_slice = z * r.dst_slice_pitch;
    for (std::size_t y = 0; y < r.height;) {
      if (r.width_bytes > limit) {
        // A long row: cut into pieces.
        for (std::size_t x = 0; x < r.width_bytes;) {
          staged_chunk c;
          c.src_offset = src_slice + y * r.src_pitch + x;
          c.dst_offset = dst_slice + y * r.dst_pitch + x;
          c.width = std::min(limit, r.width_bytes - x);
          c.src_pitch = c.dst_pitch = c.width;
          chunks.push_back(c);
          x += c.width;
          grow();
        }
        ++y;
        continue;
      }
      staged_chunk c;
      c.src_offset = src_slice + y * r.src_pitch;
      c.dst_offset = dst_slice + y * r.dst_pitch;
      c.width = r.width_bytes;
      c.rows = std::min(limit / r.width_bytes, r.height - y);
      c.src_pitch = r.height > 1 ? r.src_pitch : r.width_bytes;
      c.dst_pitch = r.height > 1 ? r.dst_pitch : r.width_bytes;
      chunks.push_back(c);
      y += c.rows;
      grow();
    }
  }
  return chunks;
}

namespace {

// A few threads that help the calling thread with large host copies. One
// job at a time (callers queue on job_mutex); the caller works too.
class copy_pool {
public:
  explicit copy_pool(unsigned helpers) {
    for (unsigned i = 0; i < helpers; ++i)
      threads_.emplace_back([this] { work(); });
  }
  // Never destroyed (see pool()): helpers may be parked at exit.

  unsigned helpers() const { return static_cast<unsigned>(threads_.size()); }

  /// Runs task(0..count-1) on the caller and the helpers; returns when all
  /// have run.
  void run(std::size_t count, const std::function<void(std::size_t)> &task) {
    std::lock_guard<std::mutex> job(job_mutex_);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      task_ = &task;
      count_ = count;
      next_.store(count);
      done_ = 0;
      ++epoch_;
      next_.store(0);
    }
    wake_.notify_all();
    help();
    std::unique_lock<std::mutex> lock(mutex_);
    finished_.wait(lock, [&] { return done_ == count_; });
    task_ = nullptr;
  }

private:
  void help() {
    std::size_t ran = 0;
    for (;;) {
      const std::size_t i = next_.fetch_add(1);
      if (i >= count_.load())
        break;
      (*task_.load())(i);
      ++ran;
    }
    if (ran) {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ += ran;
      if (done_ == count_)
        finished_.notify_all();
    }
  }

  void work() {
    std::uint64_t seen = 0;
    for (;;) {
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return epoch_ != seen && task_.load(); });
        seen = epoch_;
      }
      help();
    }
  }

  std::vector<std::thread> threads_;
  std::mutex job_mutex_;
  std::mutex mutex_;
  std::condition_variable wake_, finished_;
  // Read by helpers outside the mutex; a helper that comes late finds next_
  // past count_ and runs nothing.
  std::atomic<const std::function<void(std::size_t)> *> task_{nullptr};
  std::atomic<std::size_t> count_{0};
  std::atomic<std::size_t> next_{0};
  std::size_t done_ = 0;
  std::uint64_t epoch_ = 0;
};

copy_pool &pool() {
  static copy_pool *p = new copy_pool(default_copy_threads() - 1);
  return *p;
}

// Below this many bytes a copy is not worth splitting.
constexpr std::size_t kMinBytesPerThread = std::size_t(1) << 20;

} // namespace

unsigned default_copy_threads() {
  // AMP2HIP_COPY_THREADS overrides the choice (for tuning).
  if (const char *v = std::getenv("AMP2HIP_COPY_THREADS")) {
    const long n = std::strtol(v, nullptr, 10);
    if (n >= 1 && n <= 64)
      return static_cast<unsigned>(n);
  }
  // Measured on a 16-core H200 host: 16 threads packed 16 MiB chunks
  // fastest (docs/benchmarks.md).
  const unsigned hw = std::thread::hardware_concurrency();
  return std::max(1u, std::min(16u, hw == 0 ? 1u : hw));
}

void parallel_host_copy(void *dst, std::size_t dst_pitch, const void *src,
                        std::size_t src_pitch, std::size_t width,
                        std::size_t rows, unsigned threads) {
  char *d = static_cast<char *>(dst);
  const char *s = static_cast<const char *>(src);
  const std::size_t total = width * rows;
  std::size_t parts =
      std::min<std::size_t>(threads, total / kMinBytesPerThread);
  if (parts > pool().helpers() + 1)
    parts = pool().helpers() + 1;
  if (parts <= 1) {
    for (std::size_t r = 0; r < rows; ++r)
      std::memcpy(d + r * dst_pitch, s + r * src_pitch, width);
    return;
  }
  if (rows == 1 || (src_pitch == width && dst_pitch == width)) {
    // Contiguous: split the bytes.
    const std::size_t step = (total / parts + 63) & ~std::size_t(63);
    pool().run(parts, [&](std::size_t i) {
      const std::size_t lo = i * step;
      if (lo < total)
        std::memcpy(d + lo, s + lo, std::min(step, total - lo));
    });
    return;
  }
  // Strided rows: split the rows.
  const std::size_t per = (rows + parts - 1) / parts;
  pool().run(parts, [&](std::size_t i) {
    for (std::size_t r = i * per; r < std::min(rows, (i + 1) * per); ++r)
      std::memcpy(d + r * dst_pitch, s + r * src_pitch, width);
  });
}

} // namespace detail
} // namespace amp2hip
