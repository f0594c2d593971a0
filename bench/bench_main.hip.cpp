// bench_main.hip.cpp - times the translated C++ AMP benchmark suite against
// hand-written HIP of the same algorithms, in one process on one GPU.
//
// Three variants of every benchmark: the C++ AMP translated by amp2hip as
// it translates by default ("amp"), the same source translated with every
// optimisation switched off ("literal"), and the hand-written HIP ("hip").
// All run on the accelerator_view's queue; each launch sequence is timed
// with device events around it, after warm-up (the views' data is already
// on the device, so the runtime's per-launch work is included but no
// transfer is), the three variants interleaved, and the median of Reps is
// reported. Every variant's result is compared with the others' and spot-
// checked on the CPU in double precision. The ceilings are measured here:
// device-to-device copy bandwidth (hipMemcpyAsync, bytes read + written),
// and on NVIDIA cuBLAS SGEMM at the matmul size. Every row states the work
// of one timed sequence (the bytes it must move, or its FLOPs) and each
// variant's rate as a share of its ceiling: bytes against the copy, FLOPs
// against SGEMM.
//
//   bench [small|full] [FILTER]
// "small" runs every benchmark at a quarter of its size; FILTER runs only
// the benchmarks whose name contains it (for a profiler).
#define AMP_BENCH_NS amp_opt
#include "amp_suite.h"
#undef AMP_BENCH_NS
#define AMP_BENCH_NS amp_literal
#include "amp_suite.h"
#undef AMP_BENCH_NS
#include "hip/reference.h"

#if defined(__NVCC__)
#include <cublas_v2.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using Concurrency::array_view;
using Concurrency::graphics::float_4;
using Fn = std::function<void()>;

namespace {

constexpr int Warmup = 3;
constexpr int Reps = 31;

hipStream_t gStream;
bool gSmall = false;
const char *gFilter = "";

bool wanted(const std::string &name) {
  return name.find(gFilter) != std::string::npos;
}

void check(hipError_t e, const char *what) {
  if (e != hipSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, hipGetErrorString(e));
    std::exit(2);
  }
}

int sz(int n) { return gSmall ? n / 4 : n; }

std::vector<float> randomFloats(size_t n, unsigned seed, float lo = -0.5f,
                                float hi = 0.5f) {
  std::vector<float> v(n);
  for (float &x : v) {
    seed = seed * 1664525u + 1013904223u;
    x = lo + (hi - lo) * (float(seed >> 8) / float(1u << 24));
  }
  return v;
}

std::vector<unsigned> randomKeys(size_t n, unsigned seed) {
  std::vector<unsigned> v(n);
  for (unsigned &x : v) {
    seed = seed * 1664525u + 1013904223u;
    x = seed ^ (seed >> 13);
  }
  return v;
}

/// A device buffer holding a copy of host data (or n uninitialised values).
template <class T> struct DevBuf {
  T *p = nullptr;
  size_t n = 0;
  explicit DevBuf(size_t count) : n(count) {
    check(hipMalloc(&p, n * sizeof(T)), "hipMalloc");
  }
  explicit DevBuf(const std::vector<T> &h) : DevBuf(h.size()) {
    check(hipMemcpy(p, h.data(), n * sizeof(T), hipMemcpyHostToDevice), "H2D");
  }
  ~DevBuf() { (void)hipFree(p); }
  void poison() { check(hipMemset(p, 0xFF, n * sizeof(T)), "memset"); }
  std::vector<T> get() const {
    std::vector<T> h(n);
    check(hipMemcpy(h.data(), p, n * sizeof(T), hipMemcpyDeviceToHost), "D2H");
    return h;
  }
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

struct Times {
  double ms[3];     // amp, literal, hip
  double spread[3]; // (p75 - p25) / median
};

/// Times the three variants, interleaved, with events on gStream.
Times timeThree(const Fn &amp, const Fn &lit, const Fn &hip) {
  const Fn *fns[3] = {&amp, &lit, &hip};
  for (int w = 0; w < Warmup; ++w)
    for (const Fn *f : fns)
      (*f)();
  check(hipStreamSynchronize(gStream), "warm-up");
  check(hipGetLastError(), "warm-up launch");
  hipEvent_t e0, e1;
  check(hipEventCreate(&e0), "event");
  check(hipEventCreate(&e1), "event");
  std::vector<double> t[3];
  for (int r = 0; r < Reps; ++r)
    for (int v = 0; v < 3; ++v) {
      check(hipEventRecord(e0, gStream), "record");
      (*fns[v])();
      check(hipEventRecord(e1, gStream), "record");
      check(hipEventSynchronize(e1), "sync");
      check(hipGetLastError(), "launch");
      float ms = 0;
      check(hipEventElapsedTime(&ms, e0, e1), "elapsed");
      t[v].push_back(ms);
    }
  (void)hipEventDestroy(e0);
  (void)hipEventDestroy(e1);
  Times out;
  for (int v = 0; v < 3; ++v) {
    std::vector<double> s = t[v];
    std::sort(s.begin(), s.end());
    out.ms[v] = s[s.size() / 2];
    out.spread[v] = (s[s.size() * 3 / 4] - s[s.size() / 4]) / out.ms[v];
  }
  return out;
}

template <class T>
double maxRelDiff(const std::vector<T> &x, const std::vector<T> &y) {
  if (x.size() != y.size())
    return 1e30;
  double worst = 0, scale = 1e-30;
  for (size_t i = 0; i < x.size(); ++i) {
    const double d = std::fabs(double(x[i]) - double(y[i]));
    if (!(d <= worst)) // NaN counts as the worst
      worst = std::isnan(d) ? 1e30 : d;
    scale = std::max(scale, std::fabs(double(y[i])));
  }
  return worst / scale;
}

struct Row {
  std::string name, size;
  Times t;
  double work; // bytes or flops per timed sequence
  bool flops;  // work is flops (else bytes)
  bool ok;
};

std::vector<Row> gRows;

// The ceilings, measured before the benchmarks (0: not measured).
double gCopyBw = 0; // device-to-device copy, bytes read + written per second
double gSgemm = 0;  // vendor SGEMM, FLOP per second

/// Variant v's rate (work per second) as a share of the row's ceiling, in
/// percent, or "n/a" where that ceiling was not measured.
std::string ceilingShare(const Row &r, int v) {
  const double ceiling = r.flops ? gSgemm : gCopyBw;
  if (ceiling <= 0)
    return "n/a";
  char buf[32];
  const double share = 100.0 * r.work / (r.t.ms[v] * 1e-3) / ceiling;
  std::snprintf(buf, sizeof buf, share < 10 ? "%.1f" : "%.0f", share);
  return buf;
}

/// The work of one timed sequence: "335.5 MB" moved or "137.4 GFLOP".
std::string workText(const Row &r) {
  char buf[32];
  if (r.flops)
    std::snprintf(buf, sizeof buf, "%.1f GFLOP", r.work / 1e9);
  else if (r.work >= 1e10)
    std::snprintf(buf, sizeof buf, "%.1f GB", r.work / 1e9);
  else
    std::snprintf(buf, sizeof buf, "%.1f MB", r.work / 1e6);
  return buf;
}

void add(Row r) {
  std::printf("  %-31s %-12s amp %9.3f ms  literal %9.3f ms  hip %9.3f ms  "
              "%s/%s/%s%% of ceiling  %s\n",
              r.name.c_str(), r.size.c_str(), r.t.ms[0], r.t.ms[1], r.t.ms[2],
              ceilingShare(r, 0).c_str(), ceilingShare(r, 1).c_str(),
              ceilingShare(r, 2).c_str(), r.ok ? "ok" : "MISMATCH");
  std::fflush(stdout);
  gRows.push_back(std::move(r));
}

std::string dims(int a, int b) {
  return std::to_string(a) + "x" + std::to_string(b);
}

/// The name of a row of a square tile: "tile averages 8x8".
std::string tiled(const char *what, int s) {
  return std::string(what) + " " + std::to_string(s) + "x" + std::to_string(s);
}

/// A C++ AMP function from one 2-D view of floats to another.
using ViewFn = void (*)(const array_view<const float, 2> &,
                        const array_view<float, 2> &);

/// Tile averages of an n x n matrix, n a multiple of every tile (8192): the
/// kernel reads n*n floats and writes (n/s)*(n/s).
void benchTileAverages(int s, ViewFn amp, ViewFn lit) {
  const int n = sz(8192), m = n / s;
  const std::vector<float> hm = randomFloats(size_t(n) * n, 10 + s);
  std::vector<float> ha(size_t(m) * m), hl(size_t(m) * m);
  array_view<const float, 2> mat(n, n, hm);
  array_view<float, 2> avgA(m, m, ha), avgL(m, m, hl);
  DevBuf<float> dm(hm), da(size_t(m) * m);
  Times t =
      timeThree([&] { amp(mat, avgA); }, [&] { lit(mat, avgL); },
                [&] { hipref::tile_averages(s, dm.p, da.p, n, n, gStream); });
  da.poison();
  hipref::tile_averages(s, dm.p, da.p, n, n, gStream);
  const std::vector<float> hh = da.get();
  avgA.synchronize();
  avgL.synchronize();
  bool ok = maxRelDiff(ha, hh) < 1e-6 && maxRelDiff(hl, hh) < 1e-6;
  for (int k = 0; k < 16 && ok; ++k) {
    const int ti = (k * 811) % m, tj = (k * 1979) % m;
    double sum = 0;
    for (int r = 0; r < s; ++r)
      for (int c = 0; c < s; ++c)
        sum += hm[size_t(ti * s + r) * n + tj * s + c];
    ok = std::fabs(hh[size_t(ti) * m + tj] - sum / (s * s)) < 1e-5;
  }
  add({tiled("tile averages", s), dims(n, n), t,
       4.0 * (double(n) * n + double(m) * m), false, ok});
}

/// Transpose of a rows x cols matrix by one of the transposes: the kernel
/// reads rows*cols floats and writes as many.
void benchTranspose(const std::string &name, int rows, int cols, ViewFn amp,
                    ViewFn lit,
                    const std::function<void(const float *, float *, int, int,
                                             hipStream_t)> &hip) {
  const std::vector<float> hin = randomFloats(size_t(rows) * cols, 20 + rows);
  std::vector<float> ha(hin.size()), hl(hin.size());
  array_view<const float, 2> in(rows, cols, hin);
  array_view<float, 2> outA(cols, rows, ha), outL(cols, rows, hl);
  DevBuf<float> din(hin), dout(hin.size());
  Times t = timeThree([&] { amp(in, outA); }, [&] { lit(in, outL); },
                      [&] { hip(din.p, dout.p, rows, cols, gStream); });
  dout.poison();
  hip(din.p, dout.p, rows, cols, gStream);
  const std::vector<float> hh = dout.get();
  outA.synchronize();
  outL.synchronize();
  bool ok = ha == hh && hl == hh;
  for (int r = 0; r < rows && ok; ++r)
    for (int c = 0; c < cols && ok; ++c)
      ok = hh[size_t(c) * rows + r] == hin[size_t(r) * cols + c];
  add({name, dims(rows, cols), t, 8.0 * double(rows) * cols, false, ok});
}

/// n x n times n x n, n = 4096: 2n^3 FLOPs.
void benchMatmul(const std::string &name, int ts,
                 void (*amp)(const array_view<const float, 2> &,
                             const array_view<const float, 2> &,
                             const array_view<float, 2> &),
                 void (*lit)(const array_view<const float, 2> &,
                             const array_view<const float, 2> &,
                             const array_view<float, 2> &)) {
  const int n = sz(4096);
  const std::vector<float> ha = randomFloats(size_t(n) * n, 31),
                           hb = randomFloats(size_t(n) * n, 32);
  std::vector<float> hcA(size_t(n) * n), hcL(size_t(n) * n);
  array_view<const float, 2> a(n, n, ha), b(n, n, hb);
  array_view<float, 2> cA(n, n, hcA), cL(n, n, hcL);
  DevBuf<float> da(ha), db(hb), dc(size_t(n) * n);
  auto hip = [&] {
    if (ts)
      hipref::matmul_tiled(ts, da.p, db.p, dc.p, n, n, n, gStream);
    else
      hipref::matmul_simple(da.p, db.p, dc.p, n, n, n, gStream);
  };
  Times t = timeThree([&] { amp(a, b, cA); }, [&] { lit(a, b, cL); }, hip);
  dc.poison();
  hip();
  const std::vector<float> hh = dc.get();
  cA.synchronize();
  cL.synchronize();
  bool ok = maxRelDiff(hcA, hh) < 1e-5 && maxRelDiff(hcL, hh) < 1e-5;
  for (int s = 0; s < 16 && ok; ++s) {
    const int i = (s * 977) % n, j = (s * 1531) % n;
    double ref = 0, mag = 0;
    for (int k = 0; k < n; ++k) {
      const double p = double(ha[size_t(i) * n + k]) * hb[size_t(k) * n + j];
      ref += p;
      mag += std::fabs(p);
    }
    ok = std::fabs(hh[size_t(i) * n + j] - ref) <= 1e-4 * mag + 1e-6;
  }
  add({name, dims(n, n) + "x" + std::to_string(n), t, 2.0 * double(n) * n * n,
       true, ok});
}

/// Reads n floats, writes one partial sum per tile of 256.
void benchReduce() {
  const int n = sz(1 << 26), tiles = n / 256;
  const std::vector<float> hd = randomFloats(n, 41);
  std::vector<float> pA(tiles), pL(tiles);
  array_view<const float, 1> data(n, hd);
  array_view<float, 1> partA(tiles, pA), partL(tiles, pL);
  DevBuf<float> dd(hd), dp(tiles);
  Times t = timeThree([&] { amp_opt::reduce_tiled(data, partA); },
                      [&] { amp_literal::reduce_tiled(data, partL); },
                      [&] { hipref::reduce_tiled(dd.p, dp.p, n, gStream); });
  dp.poison();
  hipref::reduce_tiled(dd.p, dp.p, n, gStream);
  const std::vector<float> hh = dp.get();
  partA.synchronize();
  partL.synchronize();
  bool ok = maxRelDiff(pA, hh) < 1e-6 && maxRelDiff(pL, hh) < 1e-6;
  for (int k = 0; k < tiles && ok; k += 997) {
    double s = 0;
    for (int i = 0; i < 256; ++i)
      s += hd[size_t(k) * 256 + i];
    ok = std::fabs(hh[k] - s) < 1e-4;
  }
  add({"tiled reduction (tile 256)", std::to_string(n), t,
       4.0 * n + 4.0 * tiles, false, ok});
}

/// Reads n keys (the 256 bins' clearing and atomic updates not counted).
void benchHistogram() {
  const int n = sz(1 << 26), tiles = 1024;
  const std::vector<unsigned> hd = randomKeys(n, 51);
  std::vector<unsigned> hA(256), hL(256);
  array_view<const unsigned, 1> data(n, hd);
  array_view<unsigned, 1> histA(256, hA), histL(256, hL);
  DevBuf<unsigned> dd(hd), dh(256);
  Times t =
      timeThree([&] { amp_opt::histogram(data, histA, tiles); },
                [&] { amp_literal::histogram(data, histL, tiles); },
                [&] { hipref::histogram(dd.p, dh.p, n, tiles, gStream); });
  dh.poison();
  hipref::histogram(dd.p, dh.p, n, tiles, gStream);
  const std::vector<unsigned> hh = dh.get();
  histA.synchronize();
  histL.synchronize();
  std::vector<unsigned> ref(256, 0);
  for (unsigned v : hd)
    ++ref[v & 255];
  add({"histogram (tile_static atomics)", std::to_string(n), t, 4.0 * n, false,
       hA == ref && hL == ref && hh == ref});
}

/// Reads n*n floats, writes n*n (the halo's second reads not counted).
void benchStencil() {
  const int n = sz(8192);
  const std::vector<float> hin = randomFloats(size_t(n) * n, 61);
  std::vector<float> oA(hin.size()), oL(hin.size());
  array_view<const float, 2> in(n, n, hin);
  array_view<float, 2> outA(n, n, oA), outL(n, n, oL);
  DevBuf<float> din(hin), dout(hin.size());
  Times t =
      timeThree([&] { amp_opt::stencil_5pt(in, outA); },
                [&] { amp_literal::stencil_5pt(in, outL); },
                [&] { hipref::stencil_5pt(din.p, dout.p, n, n, gStream); });
  dout.poison();
  hipref::stencil_5pt(din.p, dout.p, n, n, gStream);
  const std::vector<float> hh = dout.get();
  outA.synchronize();
  outL.synchronize();
  bool ok = maxRelDiff(oA, hh) < 1e-6 && maxRelDiff(oL, hh) < 1e-6;
  auto at = [&](int r, int c) {
    r = std::min(std::max(r, 0), n - 1);
    c = std::min(std::max(c, 0), n - 1);
    return double(hin[size_t(r) * n + c]);
  };
  for (int k = 0; k < 64 && ok; ++k) {
    const int r = k == 0 ? 0 : (k * 7919) % n,
              c = k == 1 ? n - 1 : (k * 104729) % n;
    const double ref = 0.2 * (at(r, c) + at(r - 1, c) + at(r + 1, c) +
                              at(r, c - 1) + at(r, c + 1));
    ok = std::fabs(hh[size_t(r) * n + c] - ref) < 1e-5;
  }
  add({"2-D 5-point stencil (tile 16)", dims(n, n), t, 8.0 * double(n) * n,
       false, ok});
}

/// All n*n interactions, 20 FLOPs each (rsqrt counted as one).
void benchNbody() {
  const int n = sz(65536);
  const float eps = 1e-3f;
  const std::vector<float> xyz = randomFloats(size_t(n) * 3, 71, -1.0f, 1.0f);
  const std::vector<float> mass = randomFloats(n, 72, 0.5f, 1.0f);
  std::vector<float_4> hp(n);
  for (int i = 0; i < n; ++i)
    hp[i] = float_4(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2], mass[i]);
  static_assert(sizeof(float_4) == sizeof(float4), "float_4 is four floats");
  std::vector<float_4> aA(n), aL(n);
  array_view<const float_4, 1> pos(n, hp);
  array_view<float_4, 1> accA(n, aA), accL(n, aL);
  DevBuf<float4> dp{size_t(n)}, da{size_t(n)};
  check(hipMemcpy(dp.p, hp.data(), n * sizeof(float4), hipMemcpyHostToDevice),
        "H2D");
  Times t =
      timeThree([&] { amp_opt::nbody_forces(pos, accA, eps); },
                [&] { amp_literal::nbody_forces(pos, accL, eps); },
                [&] { hipref::nbody_forces(dp.p, da.p, n, eps, gStream); });
  da.poison();
  hipref::nbody_forces(dp.p, da.p, n, eps, gStream);
  const std::vector<float4> hh4 = da.get();
  accA.synchronize();
  accL.synchronize();
  std::vector<float> h(4 * size_t(n)), a(4 * size_t(n)), l(4 * size_t(n));
  std::memcpy(h.data(), hh4.data(), h.size() * 4);
  std::memcpy(a.data(), aA.data(), a.size() * 4);
  std::memcpy(l.data(), aL.data(), l.size() * 4);
  bool ok = maxRelDiff(a, h) < 1e-4 && maxRelDiff(l, h) < 1e-4;
  for (int k = 0; k < 8 && ok; ++k) {
    const int i = (k * 7919) % n;
    double ref[3] = {0, 0, 0}, mag = 0;
    for (int j = 0; j < n; ++j) {
      const double d[3] = {xyz[3 * j] - double(xyz[3 * i]),
                           xyz[3 * j + 1] - double(xyz[3 * i + 1]),
                           xyz[3 * j + 2] - double(xyz[3 * i + 2])};
      const double d2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + eps;
      const double f = mass[j] / (d2 * std::sqrt(d2));
      for (int c = 0; c < 3; ++c)
        ref[c] += d[c] * f;
      mag += std::fabs(f) * std::sqrt(d2 - eps);
    }
    for (int c = 0; c < 3; ++c)
      ok = ok && std::fabs(h[4 * size_t(i) + c] - ref[c]) <= 1e-4 * mag;
  }
  add({"n-body (fast_math, tile 256)", std::to_string(n), t,
       20.0 * double(n) * n, true, ok});
}

void benchBitonic() {
  const int n = sz(1 << 24);
  const std::vector<unsigned> hk = randomKeys(n, 81);
  std::vector<unsigned> sA(n), sL(n);
  array_view<const unsigned, 1> in(n, hk);
  array_view<unsigned, 1> dA(n, sA), dL(n, sL);
  DevBuf<unsigned> din(hk), dd{size_t(n)};
  Times t = timeThree([&] { amp_opt::bitonic_sort(in, dA); },
                      [&] { amp_literal::bitonic_sort(in, dL); },
                      [&] { hipref::bitonic_sort(din.p, dd.p, n, gStream); });
  dd.poison();
  hipref::bitonic_sort(din.p, dd.p, n, gStream);
  const std::vector<unsigned> hh = dd.get();
  dA.synchronize();
  dL.synchronize();
  std::vector<unsigned> ref = hk;
  std::sort(ref.begin(), ref.end());
  int steps = 0;
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      ++steps;
  // Work: the copy plus each step reading and writing every key once.
  add({"bitonic sort (" + std::to_string(steps + 1) + " launches)",
       std::to_string(n), t, 8.0 * n * (steps + 1), false,
       sA == ref && sL == ref && hh == ref});
}

/// A tiled domain taller than a grid can be (70001 tile rows; the runtime
/// covers it with two launches): every thread must run once, with its index.
bool tallTiledDomain() {
  const int rows = 2 * 70001, cols = 64;
  std::vector<int> h(size_t(rows) * cols, -1);
  array_view<int, 2> v(rows, cols, h);
  Concurrency::parallel_for_each(
      v.extent.tile<2, 32>(),
      [=] __device__(Concurrency::tiled_index<2, 32> t) {
        v[t.global] += 1 + t.tile[0] * 2 + t.local[0] + rows * t.global[1];
      });
  v.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (h[size_t(r) * cols + c] != r + rows * c)
        return false;
  return true;
}

/// Device-to-device copy bandwidth, bytes read + written per second.
double copyCeiling() {
  const size_t bytes = size_t(1) << 30;
  DevBuf<char> a(bytes), b(bytes);
  check(hipMemset(a.p, 1, bytes), "memset");
  hipEvent_t e0, e1;
  check(hipEventCreate(&e0), "event");
  check(hipEventCreate(&e1), "event");
  std::vector<double> t;
  for (int r = 0; r < Warmup + Reps; ++r) {
    check(hipEventRecord(e0, gStream), "record");
    check(hipMemcpyAsync(b.p, a.p, bytes, hipMemcpyDeviceToDevice, gStream),
          "D2D");
    check(hipEventRecord(e1, gStream), "record");
    check(hipEventSynchronize(e1), "sync");
    float ms = 0;
    check(hipEventElapsedTime(&ms, e0, e1), "elapsed");
    if (r >= Warmup)
      t.push_back(ms);
  }
  return 2.0 * bytes / (median(t) * 1e-3);
}

/// FP32 matrix-product rate of the vendor BLAS (0 where none is linked).
double sgemmCeiling(const char **what) {
#if defined(__NVCC__)
  const int n = sz(4096);
  const std::vector<float> ha = randomFloats(size_t(n) * n, 91),
                           hb = randomFloats(size_t(n) * n, 92);
  DevBuf<float> a(ha), b(hb), c(size_t(n) * n);
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS)
    return 0;
  cublasSetStream(h, gStream);
  cublasSetMathMode(h, CUBLAS_PEDANTIC_MATH); // true FP32, no TF32
  const float one = 1.0f, zero = 0.0f;
  hipEvent_t e0, e1;
  check(hipEventCreate(&e0), "event");
  check(hipEventCreate(&e1), "event");
  std::vector<double> t;
  for (int r = 0; r < Warmup + Reps; ++r) {
    check(hipEventRecord(e0, gStream), "record");
    if (cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, b.p, n, a.p, n,
                    &zero, c.p, n) != CUBLAS_STATUS_SUCCESS)
      return 0;
    check(hipEventRecord(e1, gStream), "record");
    check(hipEventSynchronize(e1), "sync");
    float ms = 0;
    check(hipEventElapsedTime(&ms, e0, e1), "elapsed");
    if (r >= Warmup)
      t.push_back(ms);
  }
  cublasDestroy(h);
  *what = "cuBLAS SGEMM (pedantic FP32)";
  return 2.0 * double(n) * n * n / (median(t) * 1e-3);
#else
  *what = "none (no vendor BLAS linked)";
  return 0;
#endif
}

} // namespace

int main(int argc, char **argv) {
  gSmall = argc > 1 && std::strcmp(argv[1], "small") == 0;
  if (argc > 2)
    gFilter = argv[2];
  hipDeviceProp_t prop;
  check(hipGetDeviceProperties(&prop, 0), "device");
  Concurrency::accelerator_view av =
      Concurrency::accelerator().get_default_view();
  gStream = static_cast<hipStream_t>(
      Concurrency::detail::accelerator_access::queue(av));
  std::printf("device: %s; warm-up %d, median of %d, device events\n",
              prop.name, Warmup, Reps);
  const bool tallOk = tallTiledDomain();
  std::printf("tiled domain of 70001 tile rows: %s\n",
              tallOk ? "ok" : "MISMATCH");
  gCopyBw = copyCeiling();
  const char *blasName = "";
  gSgemm = sgemmCeiling(&blasName);
  std::printf("ceilings: D2D copy %.0f GB/s (read + write); %s %.2f TFLOP/s\n",
              gCopyBw / 1e9, blasName, gSgemm / 1e12);

  // The seeds' tile sizes, each with its translated and literal functions.
  struct Tiled {
    int s;
    ViewFn avgAmp, avgLit, trAmp, trLit;
  };
  const Tiled tiles[] = {
      {2, amp_opt::tile_averages_2, amp_literal::tile_averages_2,
       amp_opt::transpose_tiled_even_2, amp_literal::transpose_tiled_even_2},
      {4, amp_opt::tile_averages_4, amp_literal::tile_averages_4,
       amp_opt::transpose_tiled_even_4, amp_literal::transpose_tiled_even_4},
      {8, amp_opt::tile_averages_8, amp_literal::tile_averages_8,
       amp_opt::transpose_tiled_even_8, amp_literal::transpose_tiled_even_8},
      {16, amp_opt::tile_averages_16, amp_literal::tile_averages_16,
       amp_opt::transpose_tiled_even_16, amp_literal::transpose_tiled_even_16},
      {32, amp_opt::tile_averages_32, amp_literal::tile_averages_32,
       amp_opt::transpose_tiled_even_32, amp_literal::transpose_tiled_even_32},
  };
  for (const Tiled &t : tiles)
    if (wanted(tiled("tile averages", t.s)))
      benchTileAverages(t.s, t.avgAmp, t.avgLit);
  for (const Tiled &t : tiles)
    if (wanted(tiled("transpose tiled even", t.s)))
      benchTranspose(tiled("transpose tiled even", t.s), sz(8192), sz(8192),
                     t.trAmp, t.trLit,
                     [s = t.s](const float *in, float *out, int rows, int cols,
                               hipStream_t st) {
                       hipref::transpose_even(s, in, out, rows, cols, st);
                     });
  if (wanted(tiled("transpose tiled pad", 16)))
    benchTranspose(tiled("transpose tiled pad", 16), sz(8000) - 7,
                   sz(8000) + 11, amp_opt::transpose_tiled_pad,
                   amp_literal::transpose_tiled_pad, hipref::transpose_pad);
  if (wanted("transpose simple"))
    benchTranspose("transpose simple", sz(8192), sz(8192),
                   amp_opt::transpose_simple, amp_literal::transpose_simple,
                   hipref::transpose_simple);
  if (wanted(tiled("matmul tiled", 16)))
    benchMatmul(tiled("matmul tiled", 16), 16, amp_opt::matmul_tiled_16,
                amp_literal::matmul_tiled_16);
  if (wanted(tiled("matmul tiled", 32)))
    benchMatmul(tiled("matmul tiled", 32), 32, amp_opt::matmul_tiled_32,
                amp_literal::matmul_tiled_32);
  if (wanted("matmul simple"))
    benchMatmul("matmul simple", 0, amp_opt::matmul_simple,
                amp_literal::matmul_simple);
  if (wanted("reduction"))
    benchReduce();
  if (wanted("histogram"))
    benchHistogram();
  if (wanted("stencil"))
    benchStencil();
  if (wanted("n-body"))
    benchNbody();
  if (wanted("bitonic"))
    benchBitonic();

  // The table: hip/amp >= 0.97 is the target; amp/literal is what the
  // optimisations gained; "work" is what one timed sequence moves (bytes
  // read + written) or computes (FLOPs), and each variant's work per second
  // is given as a share of its ceiling (bytes: the copy; FLOPs: SGEMM).
  std::printf(
      "\n| benchmark | size | work | amp ms | literal ms | hip ms | hip/amp "
      "| literal/amp | amp rate | hip rate | %% of ceiling amp/lit/hip "
      "| spread amp/lit/hip | check |\n|");
  for (int i = 0; i < 13; ++i)
    std::printf(" --- |");
  std::printf("\n");
  bool ok = tallOk;
  for (const Row &r : gRows) {
    const double scale = r.flops ? 1e12 : 1e9;
    const char *unit = r.flops ? "TFLOP/s" : "GB/s";
    const double ampRate = r.work / (r.t.ms[0] * 1e-3);
    const double hipRate = r.work / (r.t.ms[2] * 1e-3);
    std::printf("| %s | %s | %s | %.3f | %.3f | %.3f | %.3f | %.3f | %.2f %s "
                "| %.2f %s | %s/%s/%s%% (%s) | %.1f/%.1f/%.1f%% | %s |\n",
                r.name.c_str(), r.size.c_str(), workText(r).c_str(), r.t.ms[0],
                r.t.ms[1], r.t.ms[2], r.t.ms[2] / r.t.ms[0],
                r.t.ms[1] / r.t.ms[0], ampRate / scale, unit, hipRate / scale,
                unit, ceilingShare(r, 0).c_str(), ceilingShare(r, 1).c_str(),
                ceilingShare(r, 2).c_str(), r.flops ? "SGEMM" : "copy",
                100 * r.t.spread[0], 100 * r.t.spread[1], 100 * r.t.spread[2],
                r.ok ? "ok" : "MISMATCH");
    ok &= r.ok;
  }
  return ok ? 0 : 1;
}
