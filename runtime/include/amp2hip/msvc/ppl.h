//===- amp2hip/msvc/ppl.h - The Parallel Patterns Library on oneTBB -------===//
//
// PPL's algorithms and task groups as C++ AMP programs use them in their CPU
// reference paths, each a thin layer over oneTBB (link with -ltbb):
//
//   parallel_for(first, last[, step], f[, partitioner])  tbb::parallel_for
//   parallel_for_each(first, last, f[, partitioner]) tbb::parallel_for_each
//   parallel_invoke(f1, ..., fN)                          tbb::parallel_invoke
//   parallel_reduce, parallel_transform tbb::parallel_reduce/for parallel_sort,
//   parallel_buffered_sort, parallel_radixsort  tbb::parallel_sort task_group,
//   structured_task_group, task_handle        tbb::task_group combinable<T>
//   tbb::combinable<T>
//
// plus <concrt.h>'s locks and <concurrent_vector.h>/<concurrent_queue.h>.
// Exceptions thrown by the work are rethrown by the call (or wait()), as
// in PPL. parallel_for_each is an overload beside C++ AMP's GPU
// parallel_for_each(extent, kernel): the CPU form takes two iterators.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_PPL_H
#define AMP2HIP_MSVC_PPL_H

#include <amp2hip/msvc/concrt.h>
#include <amp2hip/msvc/concurrent_queue.h>
#include <amp2hip/msvc/concurrent_vector.h>
#include <amp2hip/msvc/ppl_core.h>
#include <cstddef>
#include <functional>
#include <iterator>
#include <stdexcept>
#include <tbb/blocked_range.h>
#include <tbb/combinable.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_for_each.h>
#include <tbb/parallel_invoke.h>
#include <tbb/parallel_reduce.h>
#include <tbb/parallel_sort.h>
#include <tbb/partitioner.h>
#include <tbb/task_group.h>
#include <type_traits>
#include <utility>

namespace amp2hip {
namespace ppl {

// Partitioners: how a range is cut into chunks.
class auto_partitioner {};
class static_partitioner {};
class affinity_partitioner {
public:
  tbb::affinity_partitioner &native() { return P; }

private:
  tbb::affinity_partitioner P;
};
class simple_partitioner {
public:
  explicit simple_partitioner(std::size_t chunk) : Chunk(chunk ? chunk : 1) {}
  std::size_t chunk() const { return Chunk; }

private:
  std::size_t Chunk;
};

namespace detail {
template <typename P>
using is_partitioner = std::integral_constant<
    bool, std::is_same<std::decay_t<P>, auto_partitioner>::value ||
              std::is_same<std::decay_t<P>, static_partitioner>::value ||
              std::is_same<std::decay_t<P>, affinity_partitioner>::value ||
              std::is_same<std::decay_t<P>, simple_partitioner>::value>;

template <typename It>
using iterator_category_t =
    typename std::iterator_traits<It>::iterator_category;

/// Runs body(k) for every k of \p range, split by TBB's \p part.
template <typename Body, typename Partitioner>
void for_blocked(const tbb::blocked_range<std::size_t> &range,
                 const Body &body, Partitioner &&part) {
  tbb::parallel_for(
      range,
      [&](const tbb::blocked_range<std::size_t> &r) {
        for (std::size_t k = r.begin(); k != r.end(); ++k)
          body(k);
      },
      part);
}

/// Runs body(k) for k in [0, count) over a blocked_range cut as \p p says.
template <typename Body>
void for_range(std::size_t count, const Body &body, const auto_partitioner &) {
  for_blocked({0, count}, body, tbb::auto_partitioner());
}
template <typename Body>
void for_range(std::size_t count, const Body &body,
               const static_partitioner &) {
  for_blocked({0, count}, body, tbb::static_partitioner());
}
template <typename Body>
void for_range(std::size_t count, const Body &body,
               const simple_partitioner &p) {
  for_blocked({0, count, p.chunk()}, body, tbb::simple_partitioner());
}
template <typename Body>
void for_range(std::size_t count, const Body &body, affinity_partitioner &p) {
  for_blocked({0, count}, body, p.native());
}

template <typename Index>
std::size_t trip_count(Index first, Index last, Index step) {
  if (step < Index(1))
    throw std::invalid_argument("parallel_for: the step must be positive");
  if (!(first < last))
    return 0;
  return static_cast<std::size_t>((last - first - 1) / step) + 1;
}
} // namespace detail

/// f(i) for i = first, first + step, ... below last (step >= 1).
template <typename Index, typename Function>
void parallel_for(Index first, Index last, Index step, const Function &f) {
  detail::for_range(
      detail::trip_count(first, last, step),
      [&](std::size_t k) { f(static_cast<Index>(first + Index(k) * step)); },
      auto_partitioner());
}

template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function &f) {
  parallel_for(first, last, Index(1), f);
}

template <typename Index, typename Function, typename Partitioner,
          std::enable_if_t<detail::is_partitioner<Partitioner>::value, int> = 0>
void parallel_for(Index first, Index last, Index step, const Function &f,
                  Partitioner &&p) {
  detail::for_range(
      detail::trip_count(first, last, step),
      [&](std::size_t k) { f(static_cast<Index>(first + Index(k) * step)); },
      p);
}

template <typename Index, typename Function, typename Partitioner,
          std::enable_if_t<detail::is_partitioner<Partitioner>::value, int> = 0>
void parallel_for(Index first, Index last, const Function &f, Partitioner &&p) {
  parallel_for(first, last, Index(1), f, std::forward<Partitioner>(p));
}

/// The CPU parallel_for_each: f(*it) for every it in [first, last).
template <typename Iterator, typename Function,
          typename = detail::iterator_category_t<Iterator>>
void parallel_for_each(Iterator first, Iterator last, const Function &f) {
  tbb::parallel_for_each(first, last, f);
}

template <typename Iterator, typename Function, typename Partitioner,
          typename = detail::iterator_category_t<Iterator>,
          std::enable_if_t<detail::is_partitioner<Partitioner>::value, int> = 0>
void parallel_for_each(Iterator first, Iterator last, const Function &f,
                       Partitioner &&) {
  tbb::parallel_for_each(first, last, f);
}

/// Runs every function, possibly at the same time; returns when all have.
template <typename... Functions> void parallel_invoke(const Functions &...fs) {
  static_assert(sizeof...(Functions) >= 2,
                "parallel_invoke takes at least two functions");
  tbb::parallel_invoke(fs...);
}

/// Reduces [first, last) with the associative sym_fun.
template <typename Iterator, typename T, typename SymFun>
T parallel_reduce(Iterator first, Iterator last, const T &identity,
                  const SymFun &sym_fun) {
  return tbb::parallel_reduce(
      tbb::blocked_range<Iterator>(first, last), identity,
      [&](const tbb::blocked_range<Iterator> &r, T acc) {
        for (Iterator it = r.begin(); it != r.end(); ++it)
          acc = sym_fun(acc, *it);
        return acc;
      },
      [&](const T &a, const T &b) { return sym_fun(a, b); });
}

/// range_fun(first, last, identity) reduces a chunk; sym_fun joins chunks.
template <typename Iterator, typename T, typename RangeFun, typename SymFun>
T parallel_reduce(Iterator first, Iterator last, const T &identity,
                  const RangeFun &range_fun, const SymFun &sym_fun) {
  return tbb::parallel_reduce(
      tbb::blocked_range<Iterator>(first, last), identity,
      [&](const tbb::blocked_range<Iterator> &r, const T &acc) {
        return sym_fun(acc, range_fun(r.begin(), r.end(), identity));
      },
      [&](const T &a, const T &b) { return sym_fun(a, b); });
}

/// The sum (operator+) of [first, last), starting from identity.
template <typename Iterator>
typename std::iterator_traits<Iterator>::value_type parallel_reduce(
    Iterator first, Iterator last,
    const typename std::iterator_traits<Iterator>::value_type &identity) {
  using T = typename std::iterator_traits<Iterator>::value_type;
  return parallel_reduce(first, last, identity, std::plus<T>());
}

/// out[k] = op(in[k]) (random-access iterators).
template <typename InIt, typename OutIt, typename UnaryOp>
OutIt parallel_transform(InIt first, InIt last, OutIt result,
                         const UnaryOp &op) {
  auto n = static_cast<std::size_t>(std::distance(first, last));
  detail::for_range(
      n, [&](std::size_t k) { result[k] = op(first[k]); }, auto_partitioner());
  return result + n;
}

/// out[k] = op(a[k], b[k]) (random-access iterators).
template <typename InIt1, typename InIt2, typename OutIt, typename BinaryOp,
          typename = detail::iterator_category_t<InIt2>>
OutIt parallel_transform(InIt1 first1, InIt1 last1, InIt2 first2, OutIt result,
                         const BinaryOp &op) {
  auto n = static_cast<std::size_t>(std::distance(first1, last1));
  detail::for_range(
      n, [&](std::size_t k) { result[k] = op(first1[k], first2[k]); },
      auto_partitioner());
  return result + n;
}

template <typename It> void parallel_sort(It first, It last) {
  tbb::parallel_sort(first, last);
}
template <typename It, typename Compare>
void parallel_sort(It first, It last, const Compare &comp) {
  tbb::parallel_sort(first, last, comp);
}
template <typename It> void parallel_buffered_sort(It first, It last) {
  tbb::parallel_sort(first, last);
}
template <typename It, typename Compare>
void parallel_buffered_sort(It first, It last, const Compare &comp) {
  tbb::parallel_sort(first, last, comp);
}
/// The keys are integers: a comparison sort gives the radix sort's order.
template <typename It> void parallel_radixsort(It first, It last) {
  static_assert(
      std::is_integral<typename std::iterator_traits<It>::value_type>::value,
      "parallel_radixsort without a projection sorts integers");
  tbb::parallel_sort(first, last);
}

// Task groups.
enum task_group_status { not_complete, completed, canceled };

namespace detail {
inline task_group_status status_of(tbb::task_group_status s) {
  switch (s) {
  case tbb::complete:
    return completed;
  case tbb::canceled:
    return canceled;
  default:
    return not_complete;
  }
}
} // namespace detail

/// A function a structured_task_group (or task_group) runs by reference.
template <typename Function> class task_handle {
public:
  explicit task_handle(const Function &f) : F(f) {}
  void operator()() const { F(); }

private:
  Function F;
};

template <typename Function>
task_handle<Function> make_task(const Function &f) {
  return task_handle<Function>(f);
}

class task_group {
public:
  template <typename Function> void run(const Function &f) { G.run(f); }
  template <typename Function> void run(task_handle<Function> &h) {
    G.run([&h] { h(); });
  }
  template <typename Function>
  task_group_status run_and_wait(const Function &f) {
    return detail::status_of(G.run_and_wait(f));
  }
  template <typename Function>
  task_group_status run_and_wait(task_handle<Function> &h) {
    return detail::status_of(G.run_and_wait([&h] { h(); }));
  }
  task_group_status wait() { return detail::status_of(G.wait()); }
  void cancel() { G.cancel(); }
  bool is_canceling() { return Ctx.is_group_execution_cancelled(); }

private:
  tbb::task_group_context Ctx;
  tbb::task_group G{Ctx};
};

/// Structured: every task is a task_handle that outlives the group's wait.
class structured_task_group {
public:
  template <typename Function> void run(task_handle<Function> &h) {
    G.run([&h] { h(); });
  }
  template <typename Function>
  task_group_status run_and_wait(task_handle<Function> &h) {
    return detail::status_of(G.run_and_wait([&h] { h(); }));
  }
  template <typename Function>
  task_group_status run_and_wait(const Function &f) {
    return detail::status_of(G.run_and_wait(f));
  }
  task_group_status wait() { return detail::status_of(G.wait()); }
  void cancel() { G.cancel(); }
  bool is_canceling() { return Ctx.is_group_execution_cancelled(); }

private:
  tbb::task_group_context Ctx;
  tbb::task_group G{Ctx};
};

/// One T per thread, combined at the end: PPL's and oneTBB's agree.
template <typename T> using combinable = tbb::combinable<T>;

} // namespace ppl
} // namespace amp2hip

namespace Concurrency {
using amp2hip::ppl::affinity_partitioner;
using amp2hip::ppl::auto_partitioner;
using amp2hip::ppl::canceled;
using amp2hip::ppl::combinable;
using amp2hip::ppl::completed;
using amp2hip::ppl::make_task;
using amp2hip::ppl::not_complete;
using amp2hip::ppl::parallel_buffered_sort;
using amp2hip::ppl::parallel_for;
using amp2hip::ppl::parallel_for_each;
using amp2hip::ppl::parallel_invoke;
using amp2hip::ppl::parallel_radixsort;
using amp2hip::ppl::parallel_reduce;
using amp2hip::ppl::parallel_sort;
using amp2hip::ppl::parallel_transform;
using amp2hip::ppl::simple_partitioner;
using amp2hip::ppl::static_partitioner;
using amp2hip::ppl::structured_task_group;
using amp2hip::ppl::task_group;
using amp2hip::ppl::task_group_status;
using amp2hip::ppl::task_handle;
} // namespace Concurrency

#endif // AMP2HIP_MSVC_PPL_H
