// Launches that name no accelerator_view, and copy() timed with a host
// clock (issue 27). C++ AMP runs such a launch on the accelerator_view of
// the arrays its kernel uses, and copy() returns once the data is in place.
//
// Every GPU machine: arrays of the first GPU, launches without a view, and
// a 512 MiB copy between two arrays of that GPU, whose rate must be one
// its memory can reach (below 8 TB/s; a copy() that returned before the
// data moved reads tens of TB/s or more). Two GPUs or more: the same on the
// second GPU (arrays, views of them, launches without a view), a 256 MiB
// copy() from the first GPU to the second below 1.5 TB/s (no peer link
// moves a TB/s one way), copy_async, and a kernel using arrays of both GPUs
// refused with runtime_exception. One GPU: that part prints SKIP.
// Prints PASS or FAIL; exits non-zero on a failure.
#include <amp.h>

#include <chrono>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int failures = 0;

static void check(bool ok, const char *what) {
  std::printf("%s %s\n", ok ? "ok  " : "FAIL", what);
  if (!ok)
    ++failures;
}

// The number of elements of `a` that differ from i * mul + add, counted by
// a kernel that names no accelerator_view: it runs where `a` lives.
static int mismatches(array<int, 1> &a, int mul, int add) {
  int bad = 0;
  array_view<int, 1> count(1, &bad);
  parallel_for_each(a.extent, [&a, count, mul, add](index<1> i) restrict(amp) {
    if (a[i] != i[0] * mul + add)
      atomic_fetch_inc(&count[0]);
  });
  count.synchronize();
  return bad;
}

static void fill(array<int, 1> &a, int mul, int add) {
  parallel_for_each(a.extent, [&a, mul, add](index<1> i) restrict(amp) {
    a[i] = i[0] * mul + add;
  });
}

// The best rate of `runs` synchronous copies, in GB/s (1e9 bytes).
static double copy_rate(const array<int, 1> &src, array<int, 1> &dst,
                        int runs) {
  const double bytes = double(src.extent.size()) * sizeof(int);
  double best = 0;
  for (int r = 0; r < runs; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    copy(src, dst);
    const auto t1 = std::chrono::steady_clock::now();
    const double s = std::chrono::duration<double>(t1 - t0).count();
    const double rate = bytes / (s > 0 ? s : 1e-12) / 1e9;
    if (rate > best)
      best = rate;
  }
  return best;
}

int main() {
  std::vector<accelerator> gpus;
  for (const accelerator &a : accelerator::get_all())
    if (!a.get_is_emulated())
      gpus.push_back(a);
  if (gpus.empty()) {
    std::printf("FAIL no GPU found\n");
    return 1;
  }
  std::printf("GPUs: %d\n", int(gpus.size()));
  accelerator_view av0 = gpus[0].get_default_view();

  // The first GPU: launches without a view use its arrays.
  {
    const int n = 128 << 20; // 512 MiB of int
    array<int, 1> a(n, av0), b(n, av0);
    fill(a, 3, 1);
    check(mismatches(a, 3, 1) == 0, "first GPU: launch without a view fills");
    copy(a, b); // first use
    const double rate = copy_rate(a, b, 3);
    std::printf("     same-GPU copy of 512 MiB: %.0f GB/s\n", rate);
    check(rate < 8000.0, "first GPU: copy() returns when the copy is done");
    check(mismatches(b, 3, 1) == 0, "first GPU: copy() copied");
  }

  if (gpus.size() < 2) {
    std::printf("SKIP two-accelerator part: this machine has one GPU\n");
  } else {
    accelerator_view av1 = gpus[1].get_default_view();
    const int n = 64 << 20; // 256 MiB of int
    array<int, 1> on1(n, av1);
    fill(on1, 2, 7); // no view named: runs on the second GPU
    check(mismatches(on1, 2, 7) == 0,
          "second GPU: launch without a view on its array");
    array_view<int, 1> view1(on1);
    parallel_for_each(view1.extent,
                      [=](index<1> i) restrict(amp) { view1[i] += 1; });
    check(mismatches(on1, 2, 8) == 0,
          "second GPU: launch without a view on a view of its array");
    std::vector<int> few(4, 0);
    array_view<int, 1> host(4, few);
    parallel_for_each(host.extent, [=, &on1](index<1> i) restrict(amp) {
      host[i] = on1[i[0] * 1000];
    });
    host.synchronize();
    check(few[3] == 3000 * 2 + 8,
          "second GPU: host data joins a launch on the second GPU");

    array<int, 1> on0(n, av0);
    fill(on0, 5, 2);
    copy(on0, on1); // first use (peer access)
    const double rate = copy_rate(on0, on1, 3);
    std::printf("     copy of 256 MiB from GPU 0 to GPU 1: %.0f GB/s\n",
                rate);
    check(rate < 1500.0,
          "two GPUs: copy() returns when the data is on the second GPU");
    check(mismatches(on1, 5, 2) == 0, "two GPUs: copy() copied");

    array<int, 1> other(n, av1);
    completion_future f = copy_async(on0, other);
    f.get();
    check(mismatches(other, 5, 2) == 0, "two GPUs: copy_async copied");

    bool refused = false;
    try {
      parallel_for_each(on0.extent, [&on0, &on1](index<1> i) restrict(amp) {
        on1[i] = on0[i];
      });
    } catch (const runtime_exception &) {
      refused = true;
    }
    check(refused, "two GPUs: a kernel using arrays of both is refused");
  }

  std::printf("%s\n", failures == 0 ? "PASS" : "FAIL");
  return failures == 0 ? 0 : 1;
}
