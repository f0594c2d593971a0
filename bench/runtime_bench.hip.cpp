// runtime_bench.hip.cpp - measures the runtime itself (issue 14), on one
// GPU (two where present), in one process:
//  (a) bytes the coherence engine moves in each scenario, against the
//      fewest bytes the scenario needs (the ratio must be 1.00);
//  (b) parallel_for_each launch cost with three captured views whose data
//      is already on the device, against a raw HIP launch of the same
//      kernel (per launch, device events around a batch, median);
//  (c) host-to-device and device-to-host throughput of std::vector data
//      through an array_view, against plain pageable hipMemcpy and pinned
//      hipMemcpy (host clock around blocking calls, warm, median); then the
//      first and second transfers of a fresh view, timed once each: the
//      first before the runtime registers (page-locks) the memory, the
//      second the one that registers it;
//  (d) with two GPUs: a region moving between devices through the runtime
//      against hipMemcpyPeer.
// Written directly against the runtime (no translation needed). Build and
// run: bench/run-runtime-bench.sh.
#include <amp2hip/amp.h>
#include <amp2hip/detail/host_registration.h>
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

using namespace Concurrency;
// Names the C++ AMP index before glibc's ::index.
using Concurrency::index;

void check(hipError_t e, const char *what) {
  if (e != hipSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, hipGetErrorString(e));
    std::exit(2);
  }
}

int failures = 0;
void expect(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL %s\n", what);
    ++failures;
  }
}

std::vector<float> random_data(std::size_t n, unsigned seed) {
  std::vector<float> v(n);
  for (float &x : v) {
    seed = seed * 1664525u + 1013904223u;
    x = float(seed >> 8) / float(1u << 24) - 0.5f;
  }
  return v;
}

double median(std::vector<double> t) {
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

/// Median seconds of f over reps runs, after one warm-up run.
double time_host(int reps, const std::function<void()> &f) {
  f();
  std::vector<double> t;
  for (int r = 0; r < reps; ++r) {
    auto a = std::chrono::steady_clock::now();
    f();
    auto b = std::chrono::steady_clock::now();
    t.push_back(std::chrono::duration<double>(b - a).count());
  }
  return median(t);
}

std::uint64_t moved() {
  amp2hip::transfer_stats s = amp2hip::get_transfer_stats();
  return s.host_to_device_bytes + s.device_to_host_bytes +
         s.device_to_device_bytes;
}

// (a) -----------------------------------------------------------------------

void bytes_table() {
  const int n = 4096; // rows of 1024 floats: 16 MiB
  const int cols = 1024;
  const std::uint64_t row = cols * sizeof(float);
  const std::uint64_t all = std::uint64_t(n) * row;
  std::printf("\n(a) bytes moved against the minimum\n");
  std::printf("%-44s %12s %12s %6s\n", "scenario", "moved", "minimum", "ratio");
  auto report = [](const char *name, std::uint64_t min) {
    const std::uint64_t m = moved();
    std::printf("%-44s %12llu %12llu %6.2f\n", name, (unsigned long long)m,
                (unsigned long long)min, min ? double(m) / double(min) : 1.0);
    expect(m == min, name);
    amp2hip::reset_transfer_stats();
  };
  std::vector<float> v = random_data(std::size_t(n) * cols, 1);
  amp2hip::reset_transfer_stats();
  {
    array_view<float, 2> V(n, cols, v);
    parallel_for_each(V.extent, [=] __device__(index<2> i) { V[i] += 1; });
    V.synchronize();
    report("kernel writes a view; synchronize", 2 * all);
    parallel_for_each(V.extent, [=] __device__(index<2> i) { V[i] += 1; });
    V.section(index<2>(0, 0), extent<2>(n / 2, cols)).discard_data();
    V.synchronize();
    report("write, discard half, synchronize", all / 2);
    V.refresh(); // the host memory is the truth again; no copy
    report("refresh of the whole view", 0);
    array_view<const float, 2> R = V;
    array_view<float, 2> O(n, cols);
    parallel_for_each(O.extent, [=] __device__(index<2> i) { O[i] = R[i]; });
    parallel_for_each(O.extent, [=] __device__(index<2> i) { O[i] += R[i]; });
    report("read a host view twice into an unbound view", all);
    O.synchronize(access_type_write);
    report("synchronize(access_type_write)", 0);
    v[7 * cols + 7] = 1.0f; // behind the view's back
    V.section(index<2>(7, 0), extent<2>(1, cols)).refresh();
    O.discard_data(); // else O's host copy (the only one) goes up
    parallel_for_each(O.extent, [=] __device__(index<2> i) { O[i] = R[i]; });
    report("direct host write, refresh its row, kernel", row);
    array_view<float, 2> S = V.section(index<2>(100, 8), extent<2>(1000, 1000));
    parallel_for_each(S.extent, [=] __device__(index<2> i) { S[i] *= 2; });
    S.synchronize();
    report("2-D section (resident) written, synchronized", 1000 * 1000 * 4);
  }
  report("last view gone (nothing pending)", 0);
  const int gpus = amp2hip::detail::device_count();
  if (gpus >= 2) {
    array_view<float, 2> V(n, cols, v);
    parallel_for_each(accelerator(L"hip:0").get_default_view(), V.extent,
                      [=] __device__(index<2> i) { V[i] += 1; });
    array_view<const float, 2> Q =
        V.section(index<2>(0, 0), extent<2>(n / 4, cols));
    array_view<float, 2> O(n / 4, cols);
    parallel_for_each(accelerator(L"hip:1").get_default_view(), O.extent,
                      [=] __device__(index<2> i) { O[i] = Q[i]; });
    O.synchronize(access_type_write);
    report("written on GPU 0, quarter read on GPU 1", all + all / 4);
    V.discard_data();
  }
}

// (b) -----------------------------------------------------------------------

__global__ void raw_kernel(const float *a, const float *b, float *c, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

// A launch makes its accelerator's device current and leaves it so (see
// docs/runtime.md); the raw HIP code below runs on the default accelerator,
// hip:0, whatever the two-GPU scenario launched last.
void use_default_device() { check(hipSetDevice(0), "hipSetDevice"); }

void launch_table() {
  use_default_device();
  const int n = 1 << 14; // small: the launch, not the kernel, is measured
  const int batch = 1000, reps = 31;
  std::vector<float> a = random_data(n, 2), b = random_data(n, 3), c(n);
  array_view<const float, 1> A(n, a), B(n, b);
  array_view<float, 1> C(n, c);
  accelerator_view av = accelerator().get_default_view();
  hipStream_t s = static_cast<hipStream_t>(
      Concurrency::detail::accelerator_access::queue(av));
  float *da = nullptr, *db = nullptr, *dc = nullptr;
  check(hipMalloc(&da, n * 4), "hipMalloc");
  check(hipMalloc(&db, n * 4), "hipMalloc");
  check(hipMalloc(&dc, n * 4), "hipMalloc");
  hipEvent_t e0, e1;
  check(hipEventCreate(&e0), "event");
  check(hipEventCreate(&e1), "event");
  const std::function<void()> amp_launch = [&] {
    parallel_for_each(av, C.extent,
                      [=] __device__(index<1> i) { C[i] = A[i] + B[i]; });
  };
  const std::function<void()> raw_launch = [&] {
    raw_kernel<<<(n + 255) / 256, 256, 0, s>>>(da, db, dc, n);
  };
  // One batch: device time per launch (events around the batch) and the
  // host's time per launch to submit it (the queue never fills).
  auto one_batch = [&](const std::function<void()> &launch, double *device,
                       double *submit) {
    check(hipStreamSynchronize(s), "sync");
    check(hipEventRecord(e0, s), "record");
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < batch; ++i)
      launch();
    auto t1 = std::chrono::steady_clock::now();
    check(hipEventRecord(e1, s), "record");
    check(hipEventSynchronize(e1), "sync");
    check(hipGetLastError(), "launch");
    float ms = 0;
    check(hipEventElapsedTime(&ms, e0, e1), "elapsed");
    *device = ms * 1e3 / batch;
    *submit = std::chrono::duration<double>(t1 - t0).count() * 1e6 / batch;
  };
  double d = 0, h = 0;
  for (int w = 0; w < 3; ++w) { // warm-up: module load, first copies
    one_batch(amp_launch, &d, &h);
    one_batch(raw_launch, &d, &h);
  }
  // Interleaved, so that drift of the machine hits both alike.
  std::vector<double> amp_dev, raw_dev, amp_sub, raw_sub, diff_dev, diff_sub;
  for (int r = 0; r < reps; ++r) {
    double ad, as, rd, rs;
    one_batch(amp_launch, &ad, &as);
    one_batch(raw_launch, &rd, &rs);
    amp_dev.push_back(ad);
    raw_dev.push_back(rd);
    amp_sub.push_back(as);
    raw_sub.push_back(rs);
    diff_dev.push_back(ad - rd);
    diff_sub.push_back(as - rs);
  }
  std::printf("\n(b) launch cost, 3 resident views, %d elements, batches of "
              "%d, interleaved, median of %d\n",
              n, batch, reps);
  std::printf("%-34s %10s %10s %10s\n", "timing per launch", "amp us", "raw us",
              "amp-raw");
  std::printf("%-34s %10.3f %10.3f %10.3f\n", "device (events around batch)",
              median(amp_dev), median(raw_dev), median(diff_dev));
  std::printf("%-34s %10.3f %10.3f %10.3f\n", "host submit", median(amp_sub),
              median(raw_sub), median(diff_sub));
  expect(C[5] == a[5] + b[5], "launch benchmark result");
  check(hipFree(da), "free");
  check(hipFree(db), "free");
  check(hipFree(dc), "free");
}

// (c) -----------------------------------------------------------------------

double seconds_of(const std::function<void()> &f) {
  auto a = std::chrono::steady_clock::now();
  f();
  auto b = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(b - a).count();
}

// The first two transfers each way of fresh views over fresh vectors, with
// the device memory allocated beforehand without a copy: only the
// transfers are timed. The first is staged (nothing registered yet), the
// second registers the memory (AMP2HIP_REGISTER_AFTER=1) and copies it.
struct first_uses {
  double up1, up2, down1, down2;
};

first_uses time_first_uses(const accelerator_view &av, std::size_t n,
                           unsigned seed) {
  std::vector<float> a = random_data(n, seed), b = random_data(n, seed + 1);
  first_uses r;
  {
    array_view<float, 1> A(int(n), a);
    A.discard_data();
    A.synchronize_to(av, access_type_write); // allocates, copies nothing
    A.refresh();                             // the host holds the data again
    r.up1 = seconds_of([&] {
      A.synchronize_to(av);
      av.wait();
    });
    r.up2 = seconds_of([&] {
      A.refresh();
      A.synchronize_to(av);
      av.wait();
    });
  }
  {
    array_view<float, 1> B(int(n), b);
    B.discard_data();
    B.synchronize_to(av, access_type_write);
    r.down1 = seconds_of([&] { B.synchronize(); });
    r.down2 = seconds_of([&] {
      B.discard_data();
      B.synchronize_to(av, access_type_write);
      B.synchronize();
    });
  }
  return r;
}

void throughput_table() {
  std::printf("\n(c) throughput, GB/s (median of 7, warm)\n");
  std::printf("%-6s %-4s %9s %9s %9s %8s %8s\n", "MiB", "dir", "view",
              "pageable", "pinned", "view/pg", "view/pin");
  use_default_device();
  accelerator_view av = accelerator().get_default_view();
  struct first_row {
    std::size_t mib;
    first_uses t;
    double up_pin, down_pin;
  };
  std::vector<first_row> firsts;
  for (std::size_t mib : {64, 256, 1024}) {
    const std::size_t bytes = mib << 20, n = bytes / 4;
    std::vector<float> v = random_data(n, unsigned(mib));
    float *dev = nullptr, *pinned = nullptr;
    check(hipMalloc(&dev, bytes), "hipMalloc");
    check(hipHostMalloc(&pinned, bytes), "hipHostMalloc");
    std::copy(v.begin(), v.end(), pinned);
    const int reps = 7;
    // Pageable hipMemcpy first: once V exists and is reused, the runtime
    // registers (page-locks) v until V goes.
    const double up_page = time_host(reps, [&] {
      check(hipMemcpy(dev, v.data(), bytes, hipMemcpyHostToDevice), "h2d");
    });
    const double down_page = time_host(reps, [&] {
      check(hipMemcpy(v.data(), dev, bytes, hipMemcpyDeviceToHost), "d2h");
    });
    // Host to device: refresh() drops the device copy, synchronize_to
    // uploads it again; wait() until it has landed.
    array_view<float, 1> V(int(n), v);
    const double up_view = time_host(reps, [&] {
      V.refresh();
      V.synchronize_to(av);
      av.wait();
    });
    const double up_pin = time_host(reps, [&] {
      check(hipMemcpy(dev, pinned, bytes, hipMemcpyHostToDevice), "h2d");
    });
    // Device to host: the device becomes the only holder without a copy
    // (discard, then synchronize_to for writing), synchronize brings it home.
    const double down_view = time_host(reps, [&] {
      V.discard_data();
      V.synchronize_to(av, access_type_write);
      V.synchronize();
    });
    const double down_pin = time_host(reps, [&] {
      check(hipMemcpy(pinned, dev, bytes, hipMemcpyDeviceToHost), "d2h");
    });
    auto row = [&](const char *dir, double tv, double tp, double tn) {
      const double g = double(bytes) / 1e9;
      std::printf("%-6zu %-4s %9.1f %9.1f %9.1f %8.2f %8.2f\n", mib, dir,
                  g / tv, g / tp, g / tn, tp / tv, tn / tv);
    };
    row("H2D", up_view, up_page, up_pin);
    row("D2H", down_view, down_page, down_pin);
    // After the warm rows: the staging buffers exist, as in a program that
    // has moved data before.
    firsts.push_back(
        {mib, time_first_uses(av, n, unsigned(mib) + 7), up_pin, down_pin});
    // Correctness of a round trip through a fresh view: up staged, home
    // into the memory its second transfer registers.
    std::vector<float> w = random_data(n, 99);
    {
      array_view<float, 1> W(int(n), w);
      parallel_for_each(av, W.extent,
                        [=] __device__(index<1> i) { W[i] = W[i] * 2 + 1; });
      W.synchronize();
    }
    std::vector<float> ref = random_data(n, 99);
    bool ok = true;
    for (std::size_t i = 0; i < n; i += 4093)
      ok &= w[i] == ref[i] * 2 + 1;
    expect(ok && w[n - 1] == ref[n - 1] * 2 + 1, "staged round trip");
    check(hipFree(dev), "free");
    check(hipHostFree(pinned), "free");
  }
  std::printf("\n(c) first uses of a fresh view, GB/s (one run each): the "
              "first transfer\n(staged, nothing registered yet), the second "
              "(registers the memory)\n");
  std::printf("%-6s %-4s %9s %9s %9s %9s %9s\n", "MiB", "dir", "first",
              "second", "pinned", "1st/pin", "2nd/pin");
  for (const first_row &f : firsts) {
    const double g = double(f.mib << 20) / 1e9;
    std::printf("%-6zu %-4s %9.1f %9.1f %9.1f %9.2f %9.2f\n", f.mib, "H2D",
                g / f.t.up1, g / f.t.up2, g / f.up_pin, f.up_pin / f.t.up1,
                f.up_pin / f.t.up2);
    std::printf("%-6zu %-4s %9.1f %9.1f %9.1f %9.2f %9.2f\n", f.mib, "D2H",
                g / f.t.down1, g / f.t.down2, g / f.down_pin,
                f.down_pin / f.t.down1, f.down_pin / f.t.down2);
  }
  const amp2hip::detail::registration_settings rs =
      amp2hip::detail::current_registration_settings();
  const amp2hip::detail::registration_stats st =
      amp2hip::detail::get_registration_stats();
  std::printf(
      "registration: at %zu MiB and up, after %u reuse, cap %llu "
      "MiB; %llu registered, %llu refused, %llu evicted\n",
      rs.min_bytes >> 20, rs.after, (unsigned long long)(rs.cap_bytes >> 20),
      (unsigned long long)st.registrations, (unsigned long long)st.refusals,
      (unsigned long long)st.evictions);
}

// (d) -----------------------------------------------------------------------

void peer_table() {
  if (amp2hip::detail::device_count() < 2)
    return;
  const std::size_t bytes = std::size_t(256) << 20, n = bytes / 4;
  std::vector<float> v = random_data(n, 5);
  accelerator_view g0 = accelerator(L"hip:0").get_default_view();
  accelerator_view g1 = accelerator(L"hip:1").get_default_view();
  array_view<float, 1> V(int(n), v);
  // The view's copy is timed as (kernel on GPU 0, then the region needed on
  // GPU 1) less (the same kernel alone): a discarded view would move
  // nothing, so the data must really be written on GPU 0 each time.
  auto write_on_g0 = [&] {
    parallel_for_each(g0, V.extent, [=] __device__(index<1> i) { V[i] += 1; });
  };
  const double kernel = time_host(7, [&] {
    write_on_g0();
    g0.wait();
  });
  std::uint64_t before = 0, copied = 0;
  const double both = time_host(7, [&] {
    write_on_g0();
    before = amp2hip::get_transfer_stats().device_to_device_bytes;
    V.synchronize_to(g1);
    g1.wait();
    copied = amp2hip::get_transfer_stats().device_to_device_bytes - before;
  });
  const double view = both - kernel;
  float *d0 = nullptr, *d1 = nullptr;
  check(hipSetDevice(0), "set");
  check(hipMalloc(&d0, bytes), "malloc");
  check(hipSetDevice(1), "set");
  check(hipMalloc(&d1, bytes), "malloc");
  check(hipSetDevice(0), "set");
  // hipMemcpyPeer may return before the copy ends (CUDA's cudaMemcpyPeer
  // does): wait for both devices.
  const double raw = time_host(7, [&] {
    check(hipMemcpyPeer(d1, 1, d0, 0, bytes), "peer");
    check(hipSetDevice(1), "set");
    check(hipDeviceSynchronize(), "sync");
    check(hipSetDevice(0), "set");
    check(hipDeviceSynchronize(), "sync");
  });
  if (copied != bytes) {
    std::printf("FAIL peer: the view moved %llu bytes between devices, not "
                "%zu\n",
                static_cast<unsigned long long>(copied), bytes);
    ++failures;
  }
  std::printf("\n(d) 256 MiB from GPU 0 to GPU 1, GB/s\n");
  std::printf("%-24s %8.1f\n%-24s %8.1f\n", "array_view", bytes / 1e9 / view,
              "hipMemcpyPeer", bytes / 1e9 / raw);
  check(hipFree(d0), "free");
  check(hipFree(d1), "free");
}

} // namespace

int main(int argc, char **argv) {
  // "throughput" runs table (c) alone (for tuning the staging parameters).
  const bool only_throughput = argc > 1 && std::string(argv[1]) == "throughput";
  const std::vector<accelerator> all = accelerator::get_all();
  // Narrow output only: a wide print would make stdout wide-oriented.
  auto narrow = [](const std::wstring &w) {
    return std::string(w.begin(), w.end());
  };
  for (const accelerator &a : all)
    std::printf("accelerator %s: %s, %zu KiB\n",
                narrow(a.get_device_path()).c_str(),
                narrow(a.get_description()).c_str(), a.get_dedicated_memory());
  if (!only_throughput) {
    bytes_table();
    launch_table();
  }
  throughput_table();
  if (!only_throughput)
    peer_table();
  std::printf("\nruntime bench: %d failed\n", failures);
  return failures ? 1 : 0;
}
