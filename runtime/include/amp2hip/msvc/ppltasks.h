//===- amp2hip/msvc/ppltasks.h - PPL's continuation tasks, refused --------===//
//
// amp2hip's PPL (<ppl.h>: task_group, structured_task_group, parallel_for
// ... on oneTBB) has no continuation tasks. For the translator's parse,
// task<T>, create_task, when_all, when_any and task_completion_event are
// declared with an annotation, so that each use gets amp2hip's diagnostic
// AH1304 naming it, instead of Clang's "file not found" for the header.
// Outside the parse this header only brings in <ppl.h>.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_PPLTASKS_H
#define AMP2HIP_MSVC_PPLTASKS_H

#include <amp2hip/msvc/ppl.h>

#ifdef AMP2HIP_PARSE_MODEL
#define AMP2HIP_PPL_TASKS_ONLY __attribute__((annotate("amp2hip.ppl_tasks")))
namespace Concurrency {
template <typename T = void> class AMP2HIP_PPL_TASKS_ONLY task {
public:
  // Defined, so that uses with lambdas parse without a second error.
  template <typename... A> task(A &&...) {}
  template <typename F> task<void> then(F &&) const { return {}; }
  T get() const { return T(); }
  void wait() const {}
};
template <typename T = void>
class AMP2HIP_PPL_TASKS_ONLY task_completion_event {
public:
  template <typename... A> bool set(A &&...) const { return true; }
};
template <typename... A>
AMP2HIP_PPL_TASKS_ONLY task<void> create_task(A &&...) {
  return {};
}
template <typename... A> AMP2HIP_PPL_TASKS_ONLY task<void> when_all(A &&...) {
  return {};
}
template <typename... A> AMP2HIP_PPL_TASKS_ONLY task<void> when_any(A &&...) {
  return {};
}
} // namespace Concurrency
#undef AMP2HIP_PPL_TASKS_ONLY
#endif

#endif
