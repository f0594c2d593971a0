// The coherence scenarios of issue 14, written against the runtime's API so
// that the same code runs in two places: in the unit tests
// (ScenarioTest.cpp includes this file with AMP2HIP_SCENARIOS_NO_MAIN; the
// fake backend's "devices" are host buffers) and on a GPU as a HIP program
// (scripts/gpu-run-all.sh). The transfer counts are the coherence engine's,
// so the expected numbers are the same in both places. Prints PASS/FAIL per
// scenario; exits non-zero on a failure.
#include <amp2hip/amp.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <thread>
#include <vector>

namespace scenarios {

using namespace Concurrency;
using Concurrency::index;

struct report {
  std::vector<std::string> failures;
  void check(bool ok, const char *what, long long got = 0, long long want = 0) {
    if (!ok)
      failures.push_back(std::string(what) + " (got " + std::to_string(got) +
                         ", want " + std::to_string(want) + ")");
  }
  void eq(long long got, long long want, const char *what) {
    check(got == want, what, got, want);
  }
};

/// The element count of the scenarios' large buffers: 4 MiB of floats,
/// large enough to be staged on a GPU. The fault-injection test, which runs
/// each scenario once per backend call, makes it smaller.
inline int &large_count() {
  static int n = 1 << 20;
  return n;
}

inline amp2hip::transfer_stats counters() {
  return amp2hip::get_transfer_stats();
}

inline std::vector<float> iota(int n, float start = 0.0f) {
  std::vector<float> v(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i)
    v[static_cast<std::size_t>(i)] = start + static_cast<float>(i);
  return v;
}

// Discarding a section of a view written on the device brings back only
// the other rows; the discarded rows keep the parent's host data.
inline void section_discard_keeps_parent(report &r) {
  const int n = 64;
  std::vector<float> v = iota(n * n);
  array_view<float, 2> V(n, n, v);
  parallel_for_each(V.extent, [=] __device__(index<2> i) { V[i] += 1000.0f; });
  V.section(index<2>(0, 0), extent<2>(n / 2, n)).discard_data();
  V.synchronize();
  r.eq(counters().host_to_device_count, 1, "one upload");
  r.eq(counters().device_to_host_bytes, (n / 2) * n * 4, "half comes back");
  r.eq(static_cast<long long>(v[5]), 5, "discarded row keeps host data");
  r.eq(static_cast<long long>(v[n * n - 1]), n * n - 1 + 1000,
       "kept row has the kernel's data");
}

// A direct host write followed by refresh() is seen by the next kernel:
// only the refreshed section is uploaded again.
inline void refresh_after_host_write(report &r) {
  const int n = 1024;
  std::vector<float> v = iota(n), out(n);
  array_view<const float, 1> V(n, v);
  array_view<float, 1> O(n, out);
  O.discard_data();
  parallel_for_each(O.extent, [=] __device__(index<1> i) { O[i] = V[i]; });
  v[100] = -5.0f; // behind the view's back
  V.section(64, 64).refresh();
  parallel_for_each(O.extent, [=] __device__(index<1> i) { O[i] = V[i] * 2; });
  O.synchronize();
  r.eq(counters().host_to_device_count, 2, "whole view, then the section");
  r.eq(counters().host_to_device_bytes, (n + 64) * 4, "bytes uploaded");
  r.eq(static_cast<long long>(out[100]), -10, "refreshed value used");
  r.eq(static_cast<long long>(out[7]), 14, "other values kept");
}

// synchronize(access_type_write) makes the host the only holder without
// copying anything.
inline void synchronize_write_copies_nothing(report &r) {
  const int n = 4096;
  std::vector<float> v(n, 1.0f);
  array_view<float, 1> V(n, v);
  V.discard_data();
  parallel_for_each(V.extent, [=] __device__(index<1> i) { V[i] = 2.0f; });
  V.synchronize(access_type_write);
  r.eq(counters().device_to_host_count, 0, "nothing comes back");
  r.eq(counters().host_to_device_count, 0, "nothing went out");
  V[3] = 7.0f;
  r.eq(counters().device_to_host_count, 0, "host write needs no copy");
}

// Two overlapping sections of one view in one kernel alias each other: the
// overlap is uploaded once and both see the same memory.
inline void overlapping_sections_in_one_kernel(report &r) {
  const int n = 256;
  std::vector<float> v = iota(n);
  array_view<float, 1> V(n, v);
  array_view<float, 1> A = V.section(0, 192);
  array_view<const float, 1> B = V.section(64, 192);
  parallel_for_each(extent<1>(64), [=] __device__(index<1> i) {
    A[i] = B[i] + 1.0f; // A[0..64) = V[64..128) + 1; B does not see it
  });
  r.eq(counters().host_to_device_bytes, n * 4, "each element uploaded once");
  V.synchronize();
  r.eq(static_cast<long long>(v[0]), 65, "A written from B");
  r.eq(static_cast<long long>(v[200]), 200, "outside A unchanged");
  r.eq(counters().device_to_host_bytes, 192 * 4, "A's region comes back");
}

// data() of an unbound view is ephemeral: a later kernel invalidates it; the
// next data() brings the new values once.
inline void data_invalidated_by_later_kernel(report &r) {
  const int n = 1000;
  array_view<int, 1> U(n);
  parallel_for_each(U.extent, [=] __device__(index<1> i) { U[i] = i[0]; });
  int *p = U.data();
  r.eq(p[999], 999, "first data()");
  parallel_for_each(U.extent, [=] __device__(index<1> i) { U[i] = 2 * i[0]; });
  p = U.data();
  r.eq(p[999], 1998, "data() after the second kernel");
  r.eq(counters().device_to_host_count, 2,
       "one copy per data() after a kernel");
  // data() gave the host write access, so the second (read-write) kernel
  // had to upload the host's copy once.
  r.eq(counters().host_to_device_count, 1, "host copy uploaded once");
  U.discard_data();
  parallel_for_each(U.extent, [=] __device__(index<1> i) { U[i] = 3 * i[0]; });
  r.eq(counters().host_to_device_count, 1, "after discard_data: no upload");
  r.eq(U.data()[999], 2997, "data() after the third kernel");
}

// The last view of a host source copies pending device writes home.
inline void last_view_write_back(report &r) {
  const int n = 512;
  std::vector<float> v = iota(n);
  {
    array_view<float, 1> V(n, v);
    parallel_for_each(V.extent, [=] __device__(index<1> i) { V[i] *= 3.0f; });
    r.eq(counters().device_to_host_count, 0, "nothing back before the end");
  }
  r.eq(counters().device_to_host_count, 1, "written back once");
  r.eq(static_cast<long long>(v[10]), 30, "written back value");
}

// copy() into an unbound view allocates it where needed; a kernel then uses
// the copied data.
inline void copy_into_unbound_view(report &r) {
  const int n = 300;
  std::vector<float> src = iota(n), out(n);
  array_view<float, 1> U(n);
  copy(src.begin(), src.end(), U);
  array_view<float, 1> O(n, out);
  O.discard_data();
  parallel_for_each(O.extent, [=] __device__(index<1> i) { O[i] = U[i] + 1; });
  O.synchronize();
  r.eq(static_cast<long long>(out[299]), 300, "kernel saw the copied data");
  r.eq(counters().host_to_device_count, 1, "one upload of U");
}

// The host writes through a view while a kernel reading it may still run:
// the kernel reads the old values, the next kernel the new one.
inline void host_write_while_kernel_reads(report &r) {
  const int n = large_count();
  std::vector<float> v(n, 1.0f), out(n), out2(n);
  array_view<float, 1> V(n, v);
  array_view<const float, 1> Vr = V;
  array_view<float, 1> O(n, out), O2(n, out2);
  O.discard_data();
  O2.discard_data();
  parallel_for_each(O.extent, [=] __device__(index<1> i) { O[i] = Vr[i]; });
  V[n - 1] = 5.0f; // host write, kernel possibly still running
  parallel_for_each(O2.extent, [=] __device__(index<1> i) { O2[i] = Vr[i]; });
  O.synchronize();
  O2.synchronize();
  r.eq(static_cast<long long>(out[n - 1]), 1,
       "first kernel read the old value");
  r.eq(static_cast<long long>(out2[n - 1]), 5, "second kernel the new one");
  r.eq(counters().host_to_device_count, 2, "uploaded twice");
}

// Many arrays created, used and destroyed: every one behaves, nothing leaks
// into the counters of the next.
inline void many_arrays(report &r) {
  long long sum = 0;
  for (int k = 0; k < 500; ++k) {
    array<int, 1> a(64 + k % 7);
    array_view<int, 1> av(a);
    parallel_for_each(a.extent, [=] __device__(index<1> i) { av[i] = k; });
    std::vector<int> back(static_cast<std::size_t>(a.extent[0]));
    copy(a, back.begin());
    sum += back[0];
  }
  r.eq(sum, 499LL * 500 / 2, "each array held its own data");
  r.eq(counters().host_to_device_count, 0, "arrays never uploaded");
  r.eq(counters().device_to_host_count, 500, "one read-back per array");
}

// copy_async, synchronize_async and create_marker return futures that
// complete later; then() runs after completion.
inline void asynchronous_operations(report &r) {
  const int n = large_count();
  std::vector<float> src = iota(n), back(n, 0.0f);
  array<float, 1> a(n);
  completion_future f = copy_async(src.begin(), src.end(), a);
  f.get();
  array_view<float, 1> B(n, back);
  B.discard_data();
  array_view<const float, 1> A(a);
  parallel_for_each(B.extent, [=] __device__(index<1> i) { B[i] = A[i]; });
  completion_future s = B.synchronize_async();
  s.get(); // rethrows what the synchronization threw
  r.eq(static_cast<long long>(back[n - 1]), n - 1, "synchronize_async data");
  completion_future m = a.get_accelerator_view().create_marker();
  std::atomic<int> ran{0};
  m.then([&ran] { ran = 1; });
  m.wait();
  for (int i = 0; i < 1000 && !ran; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  r.eq(ran.load(), 1, "then() ran");
  std::vector<float> out(n, 0.0f);
  copy_async(a, out.begin()).get();
  r.eq(static_cast<long long>(out[12345]), 12345, "copy_async back");
  bool threw = false;
  try {
    // More elements than the array holds (a shorter range fills its first
    // elements, as in Visual C++).
    std::vector<float> large(static_cast<std::size_t>(a.extent.size()) + 1);
    copy_async(large.begin(), large.end(), a).get();
  } catch (const runtime_exception &) {
    threw = true;
  }
  r.check(threw, "copy_async rethrows in get()");
}

// A view written on one device and read on another moves device to device,
// by region.
inline void two_devices(report &r) {
  std::vector<accelerator> all = accelerator::get_all();
  int gpus = 0;
  for (const accelerator &a : all)
    gpus += a.get_device_path() != L"cpu";
  if (gpus < 2)
    return; // nothing to check with one device
  const int n = large_count();
  std::vector<float> v = iota(n), out(n);
  array_view<float, 1> V(n, v);
  parallel_for_each(all[0].get_default_view(), V.extent,
                    [=] __device__(index<1> i) { V[i] += 1.0f; });
  array_view<const float, 1> half = V.section(0, n / 2);
  array_view<float, 1> O(n / 2, out);
  O.discard_data();
  parallel_for_each(all[1].get_default_view(), O.extent,
                    [=] __device__(index<1> i) { O[i] = half[i] * 2; });
  O.synchronize();
  r.eq(counters().device_to_device_count, 1, "one peer copy");
  r.eq(counters().device_to_device_bytes, (n / 2) * 4, "only the section");
  r.eq(static_cast<long long>(out[1000]), 2002, "data through the peer copy");
}

// A 2-D section of a large grid round trip (strided rows: staged in chunks
// of whole rows on a GPU).
inline void large_strided_section(report &r) {
  const int rows = 2048, cols = 1024;
  std::vector<float> v = iota(rows * cols);
  array_view<float, 2> V(rows, cols, v);
  array_view<float, 2> S = V.section(index<2>(16, 8), extent<2>(2000, 1000));
  parallel_for_each(S.extent, [=] __device__(index<2> i) { S[i] = -S[i]; });
  S.synchronize();
  r.eq(counters().host_to_device_bytes, 2000LL * 1000 * 4, "section up");
  r.eq(counters().device_to_host_bytes, 2000LL * 1000 * 4, "section back");
  r.eq(static_cast<long long>(v[17 * cols + 9]), -(17LL * cols + 9), "inside");
  r.eq(static_cast<long long>(v[17 * cols + 7]), 17LL * cols + 7, "outside");
}

// Returns x after some work that the compiler cannot drop.
__device__ inline float slow_read(float x) {
  float acc = 0.0f;
  for (int k = 0; k < 2000; ++k)
    acc = acc * 0.5f + x * 1e-30f;
  return x + acc * 1e-30f;
}

// Kernels on three accelerator_views of one device: two readers run side
// by side after the writer, and the next writer waits for both (slow
// readers make a missing wait show as wrong data on a GPU).
inline void readers_and_writers_on_several_queues(report &r) {
  accelerator acc;
  accelerator_view w = acc.create_view(), q1 = acc.create_view(),
                   q2 = acc.create_view();
  const int n = large_count();
  std::vector<float> v(n, 0.0f), o1(n), o2(n);
  array_view<float, 1> V(n, v);
  array_view<const float, 1> R = V;
  array_view<float, 1> O1(n, o1), O2(n, o2);
  O1.discard_data();
  O2.discard_data();
  parallel_for_each(w, V.extent,
                    [=] __device__(index<1> i) { V[i] = float(i[0] % 1000); });
  parallel_for_each(q1, O1.extent, [=] __device__(index<1> i) {
    O1[i] = slow_read(R[i]) * 2;
  });
  parallel_for_each(q2, O2.extent, [=] __device__(index<1> i) {
    O2[i] = slow_read(R[i]) * 3;
  });
  parallel_for_each(w, V.extent, [=] __device__(index<1> i) { V[i] = -1; });
  O1.synchronize();
  O2.synchronize();
  V.synchronize();
  r.eq(static_cast<long long>(o1[999]), 1998, "first reader saw the write");
  r.eq(static_cast<long long>(o2[n - 1]), 3LL * ((n - 1) % 1000),
       "second reader not overwritten by the later writer");
  r.eq(static_cast<long long>(v[5]), -1, "later writer ran");
  r.eq(counters().host_to_device_count, 1, "V uploaded once");
}

struct scenario {
  const char *name;
  void (*run)(report &);
};

inline const std::vector<scenario> &all() {
  static const std::vector<scenario> list = {
      {"section_discard_keeps_parent", section_discard_keeps_parent},
      {"refresh_after_host_write", refresh_after_host_write},
      {"synchronize_write_copies_nothing", synchronize_write_copies_nothing},
      {"overlapping_sections_in_one_kernel",
       overlapping_sections_in_one_kernel},
      {"data_invalidated_by_later_kernel", data_invalidated_by_later_kernel},
      {"last_view_write_back", last_view_write_back},
      {"copy_into_unbound_view", copy_into_unbound_view},
      {"host_write_while_kernel_reads", host_write_while_kernel_reads},
      {"many_arrays", many_arrays},
      {"asynchronous_operations", asynchronous_operations},
      {"readers_and_writers_on_several_queues",
       readers_and_writers_on_several_queues},
      {"two_devices", two_devices},
      {"large_strided_section", large_strided_section},
  };
  return list;
}

/// Runs one scenario from zeroed counters.
inline report run(const scenario &s) {
  report r;
  amp2hip::reset_transfer_stats();
  try {
    s.run(r);
  } catch (const std::exception &e) {
    r.failures.push_back(std::string("exception: ") + e.what());
  }
  return r;
}

} // namespace scenarios

#ifndef AMP2HIP_SCENARIOS_NO_MAIN
int main() {
  int failed = 0;
  for (const scenarios::scenario &s : scenarios::all()) {
    scenarios::report r = scenarios::run(s);
    std::printf("%s %s\n", r.failures.empty() ? "PASS" : "FAIL", s.name);
    for (const std::string &f : r.failures)
      std::printf("  %s\n", f.c_str());
    failed += !r.failures.empty();
  }
  std::printf("coherence scenarios: %d failed\n", failed);
  return failed ? 1 : 0;
}
#endif
