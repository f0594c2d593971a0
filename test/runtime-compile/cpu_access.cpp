// CPU access of arrays (C++ AMP 1.2's access_type): an array with CPU access
// is memory that the host and the GPU both reach, so host code reads and
// writes it between kernels without copies; an array without it gives the
// host no element (its subscripts throw, data() is null) and is reached
// through views and copies. Prints PASS and returns 0 when every check holds.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

static int failures = 0;
static void check(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++failures;
  }
}

// Host and kernels take turns on one array, as a program that keeps a
// small state on the GPU and inspects it after each step would.
static void shared_array_between_kernels(accelerator_view av) {
  const int n = 1000;
  array<int, 1> state(n, av, access_type_read_write);
  check(state.get_cpu_access_type() == access_type_read_write,
        "the array keeps its access type");
  int *p = state.data();
  check(p != nullptr, "data() of an array with CPU access");
  for (int k = 0; k < n; ++k)
    p[k] = k;
  for (int step = 0; step < 50; ++step) {
    parallel_for_each(
        av,
        state.extent, [&state](index<1> i) restrict(amp) { state[i] += 2; });
    // The host's access waits for the kernel; then the host adds one.
    for (int k = 0; k < n; k += 7)
      state[index<1>(k)] -= 1;
  }
  bool ok = state.data() == p;
  for (int k = 0; k < n; ++k) {
    const int expected = k + 100 - (k % 7 == 0 ? 50 : 0);
    ok = ok && state[index<1>(k)] == expected;
  }
  check(ok, "host and kernel updates alternate on a shared array");
  std::vector<int> copied(n);
  copy(state, copied.begin());
  check(copied[7] == 7 + 50 && copied[8] == 108, "copy out of a shared array");
}

// Read-only and write-only CPU access, as the C++ AMP samples use them: an
// input the host fills, an output it reads.
static void read_and_write_access(accelerator_view av) {
  std::vector<float> start(64, 1.5f);
  array<float, 2> in(8, 8, start.begin(), start.end(), av, access_type_write);
  array<float, 2> out(8, 8, av, access_type_read);
  for (int r = 0; r < 8; ++r)
    in(r, r) = 10.0f; // the diagonal, written by the host
  parallel_for_each(
      av, out.extent,
      [&in, &out ](index<2> i) restrict(amp) { out[i] = in[i] * 2.0f; });
  const array<float, 2> &result = out;
  check(result(3, 3) == 20.0f && result(3, 4) == 3.0f,
        "a kernel reads host writes and the host reads its results");
}

static void without_cpu_access(accelerator_view av) {
  std::vector<int> seven(12, 7);
  array<int, 2> dev(3, 4, seven.begin(), seven.end(), av, access_type_none);
  check(dev.data() == nullptr, "data() of an array without CPU access");
  bool threw = false;
  try {
    (void)dev(1, 1);
  } catch (const runtime_exception &) {
    threw = true;
  }
  check(threw, "a host element of an array without CPU access throws");
  array_view<int, 2> view(dev);
  view(1, 1) = 9; // through a view, as C++ AMP's host code does
  parallel_for_each(
      av, dev.extent, [&dev](index<2> i) restrict(amp) { dev[i] += 1; });
  std::vector<int> back = dev;
  check(back[5] == 10 && back[0] == 8, "views and copies reach the data");
}

int main() {
  accelerator acc;
  accelerator_view av = acc.get_default_view();
  std::printf("%ls: CPU shared memory %s, default CPU access %d\n",
              acc.get_description().c_str(),
              acc.get_supports_cpu_shared_memory() ? "yes" : "no",
              static_cast<int>(acc.get_default_cpu_access_type()));
  without_cpu_access(av);
  if (acc.get_supports_cpu_shared_memory()) {
    shared_array_between_kernels(av);
    read_and_write_access(av);
  }
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
