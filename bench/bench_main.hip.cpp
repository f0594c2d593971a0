// bench_main.hip.cpp - times translated C++ AMP (amp_kernels.cpp through
// amp2hip) against hand-written HIP of the same algorithms
// (hip/reference.hip.cpp), in the same process on the same GPU.
//
// Each variant runs warm (data already on the device; the translated
// array_views make no transfers after the first launch), `Launches` launches
// per repetition, and the median repetition is reported. The results of the
// two variants are compared with each other and spot-checked on the CPU.
#include <amp2hip/amp.h>
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

using Concurrency::array_view;

void amp_matmul(const array_view<const float, 2> &a,
                const array_view<const float, 2> &b,
                const array_view<float, 2> &c);
void amp_transpose(const array_view<const float, 2> &in,
                   const array_view<float, 2> &out);
void hip_matmul(const float *a, const float *b, float *c, int m, int n, int k);
void hip_transpose(const float *in, float *out, int rows, int cols);

namespace {

constexpr int Launches = 10;
constexpr int Repetitions = 7;

void check(hipError_t e, const char *what) {
  if (e != hipSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, hipGetErrorString(e));
    std::exit(2);
  }
}

std::vector<float> randomData(size_t n, unsigned seed) {
  std::vector<float> v(n);
  for (float &x : v) {
    seed = seed * 1664525u + 1013904223u;
    x = float(seed >> 8) / float(1u << 24) - 0.5f;
  }
  return v;
}

/// Median seconds per launch of `launch`, synchronising with `sync`.
double medianSeconds(const std::function<void()> &launch,
                     const std::function<void()> &sync) {
  launch(); // warm-up: module load, first-touch copies
  sync();
  std::vector<double> t;
  for (int r = 0; r < Repetitions; ++r) {
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < Launches; ++i)
      launch();
    sync();
    std::chrono::duration<double> d = std::chrono::steady_clock::now() - start;
    t.push_back(d.count() / Launches);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

float maxRelDiff(const std::vector<float> &x, const std::vector<float> &y) {
  double worst = 0, scale = 1e-30;
  for (size_t i = 0; i < x.size(); ++i) {
    worst = std::max(worst, double(std::fabs(x[i] - y[i])));
    scale = std::max(scale, double(std::fabs(y[i])));
  }
  return float(worst / scale);
}

struct Row {
  const char *name;
  double ampSec, hipSec, work; // work: flops or bytes per launch
  const char *unit;
  bool ok;
};

Row benchMatmul(int n) {
  std::vector<float> ha = randomData(size_t(n) * n, 1),
                     hb = randomData(size_t(n) * n, 2);
  std::vector<float> hc(size_t(n) * n), hr(size_t(n) * n);
  Concurrency::accelerator_view av =
      Concurrency::accelerator().get_default_view();
  array_view<const float, 2> a(n, n, ha), b(n, n, hb);
  array_view<float, 2> c(n, n, hc);
  double ampSec =
      medianSeconds([&] { amp_matmul(a, b, c); }, [&] { av.wait(); });
  c.synchronize();

  float *da, *db, *dc;
  size_t bytes = size_t(n) * n * sizeof(float);
  check(hipMalloc(&da, bytes), "hipMalloc");
  check(hipMalloc(&db, bytes), "hipMalloc");
  check(hipMalloc(&dc, bytes), "hipMalloc");
  check(hipMemcpy(da, ha.data(), bytes, hipMemcpyHostToDevice), "copy");
  check(hipMemcpy(db, hb.data(), bytes, hipMemcpyHostToDevice), "copy");
  double hipSec = medianSeconds([&] { hip_matmul(da, db, dc, n, n, n); },
                                [&] { check(hipDeviceSynchronize(), "sync"); });
  check(hipGetLastError(), "matmul launch");
  check(hipMemcpy(hr.data(), dc, bytes, hipMemcpyDeviceToHost), "copy");
  hipFree(da), hipFree(db), hipFree(dc);

  // The two must agree, and a few elements must match a CPU dot product.
  bool ok = maxRelDiff(hc, hr) < 1e-5f;
  for (int s = 0; s < 8 && ok; ++s) {
    int i = (s * 977) % n, j = (s * 1531) % n;
    double ref = 0, mag = 0;
    for (int k = 0; k < n; ++k) {
      ref += double(ha[size_t(i) * n + k]) * hb[size_t(k) * n + j];
      mag += std::fabs(double(ha[size_t(i) * n + k]) * hb[size_t(k) * n + j]);
    }
    ok = std::fabs(hc[size_t(i) * n + j] - ref) <= 1e-4 * mag + 1e-6;
  }
  return {"tiled matmul (tile 16)", ampSec,    hipSec,
          2.0 * n * double(n) * n,  "TFLOP/s", ok};
}

Row benchTranspose(int n) {
  std::vector<float> hin = randomData(size_t(n) * n, 3);
  std::vector<float> hout(size_t(n) * n), hr(size_t(n) * n);
  Concurrency::accelerator_view av =
      Concurrency::accelerator().get_default_view();
  array_view<const float, 2> in(n, n, hin);
  array_view<float, 2> out(n, n, hout);
  double ampSec =
      medianSeconds([&] { amp_transpose(in, out); }, [&] { av.wait(); });
  out.synchronize();

  float *din, *dout;
  size_t bytes = size_t(n) * n * sizeof(float);
  check(hipMalloc(&din, bytes), "hipMalloc");
  check(hipMalloc(&dout, bytes), "hipMalloc");
  check(hipMemcpy(din, hin.data(), bytes, hipMemcpyHostToDevice), "copy");
  double hipSec = medianSeconds([&] { hip_transpose(din, dout, n, n); },
                                [&] { check(hipDeviceSynchronize(), "sync"); });
  check(hipGetLastError(), "transpose launch");
  check(hipMemcpy(hr.data(), dout, bytes, hipMemcpyDeviceToHost), "copy");
  hipFree(din), hipFree(dout);

  bool ok = hout == hr;
  for (int s = 0; s < 64 && ok; ++s) {
    int i = (s * 7919) % n, j = (s * 104729) % n;
    ok = hout[size_t(j) * n + i] == hin[size_t(i) * n + j];
  }
  return {"tiled transpose (tile 32)", ampSec, hipSec,
          2.0 * n * double(n) * 4,     "TB/s", ok};
}

} // namespace

int main(int argc, char **argv) {
  int mm = argc > 1 ? std::atoi(argv[1]) : 4096;
  int tr = argc > 2 ? std::atoi(argv[2]) : 8192;
  hipDeviceProp_t prop;
  check(hipGetDeviceProperties(&prop, 0), "device");
  std::printf("device: %s; %d launches x %d repetitions, median\n", prop.name,
              Launches, Repetitions);
  Row rows[] = {benchMatmul(mm), benchTranspose(tr)};
  int sizes[] = {mm, tr};
  std::printf("%-26s %6s %10s %10s %10s %10s %8s %s\n", "benchmark", "size",
              "amp ms", "hip ms", "amp rate", "hip rate", "hip/amp", "check");
  bool ok = true;
  for (int i = 0; i < 2; ++i) {
    const Row &r = rows[i];
    std::printf("%-26s %6d %10.3f %10.3f %10.2f %10.2f %8.3f %s  (%s)\n",
                r.name, sizes[i], r.ampSec * 1e3, r.hipSec * 1e3,
                r.work / r.ampSec / 1e12, r.work / r.hipSec / 1e12,
                r.hipSec / r.ampSec, r.ok ? "ok" : "MISMATCH", r.unit);
    ok &= r.ok;
  }
  return ok ? 0 : 1;
}
