// coherence_walkthrough.cpp - when does an array_view actually move data?
//
// A and B are read-only views of host matrices; C and D are views of host
// vectors whose old contents do not matter (discard_data). Then:
//   kernel 1:  C = A * B      kernel 2:  D = C * A
// and the host reads C, then D. A lazy runtime copies A and B up once, never
// copies C or D up (discarded), keeps C on the accelerator between the two
// kernels, and copies C and D down only when the host touches them.
// Built with amp2hip's runtime, the transfer counters are checked at each
// step; with any other C++ AMP implementation only the values are checked.
//
// Afterwards: synchronize() of a section, and a second, independent view of
// C's memory, which is a data source of its own (see step 5).
//
// Inputs are small whole numbers stored as float, so every product and sum
// below is exact in float whatever the order of operations; results are
// therefore compared for equality.

#include <amp.h>
#include <cstdint>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int N = 48; // all matrices are N x N

// out = x * y (matrix product), one thread per element of out.
void multiply(const array_view<const float, 2> &x,
              const array_view<const float, 2> &y,
              const array_view<float, 2> &out) {
  const int inner = x.extent[1];
  parallel_for_each(
      out.extent, [=](index<2> idx) restrict(amp) {
        float sum = 0.0f;
        for (int k = 0; k < inner; ++k)
          sum += x(idx[0], k) * y(k, idx[1]);
        out[idx] = sum;
      });
}

// out = x + y, element-wise.
void add(const array_view<const float, 2> &x,
         const array_view<const float, 2> &y, const array_view<float, 2> &out) {
  parallel_for_each(
      out.extent, [=](index<2> idx) restrict(amp) {
        out[idx] = x[idx] + y[idx];
      });
}

// v = v * factor, in place: reads and writes v on the accelerator.
void scale(const array_view<float, 2> &v, float factor) {
  parallel_for_each(
      v.extent, [=](index<2> idx) restrict(amp) { v[idx] = v[idx] * factor; });
}

// out = in.
void copy_matrix(const array_view<const float, 2> &in,
                 const array_view<float, 2> &out) {
  parallel_for_each(
      out.extent, [=](index<2> idx) restrict(amp) { out[idx] = in[idx]; });
}

static bool g_ok = true;

void fail(const char *what) {
  std::printf("  ** %s\n", what);
  g_ok = false;
}

std::vector<float> cpu_multiply(const std::vector<float> &x,
                                const std::vector<float> &y) {
  std::vector<float> out(N * N, 0.0f);
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      float sum = 0.0f;
      for (int k = 0; k < N; ++k)
        sum += x[i * N + k] * y[k * N + j];
      out[i * N + j] = sum;
    }
  return out;
}

#ifdef AMP2HIP_RUNTIME // defined by amp2hip's runtime headers
static const std::uint64_t ANY = ~std::uint64_t(0);

void reset_transfers() { amp2hip::reset_transfer_stats(); }

// Prints the counters and compares them with the expected numbers. The byte
// totals are only checked where they are fixed (whole views copied once).
void expect_transfers(const char *step, std::uint64_t h2d, std::uint64_t d2h,
                      std::uint64_t h2d_bytes = ANY,
                      std::uint64_t d2h_bytes = ANY) {
  amp2hip::transfer_stats s = amp2hip::get_transfer_stats();
  std::printf(
      "  [%s] host->device %llu (%llu bytes), device->host %llu (%llu bytes), "
      "device->device %llu\n",
      step, (unsigned long long)s.host_to_device_count,
      (unsigned long long)s.host_to_device_bytes,
      (unsigned long long)s.device_to_host_count,
      (unsigned long long)s.device_to_host_bytes,
      (unsigned long long)s.device_to_device_count);
  bool same = s.host_to_device_count == h2d && s.device_to_host_count == d2h &&
              (h2d_bytes == ANY || s.host_to_device_bytes == h2d_bytes) &&
              (d2h_bytes == ANY || s.device_to_host_bytes == d2h_bytes);
  if (!same) {
    std::printf("  [%s] expected host->device %llu, device->host %llu", step,
                (unsigned long long)h2d, (unsigned long long)d2h);
    if (h2d_bytes != ANY)
      std::printf(" (%llu and %llu bytes)", (unsigned long long)h2d_bytes,
                  (unsigned long long)d2h_bytes);
    std::printf("\n");
    fail("unexpected transfer counts");
  }
}
#else
// Any other C++ AMP implementation: nothing to count.
void reset_transfers() {}
void expect_transfers(const char *, std::uint64_t, std::uint64_t,
                      std::uint64_t = 0, std::uint64_t = 0) {}
#endif

// Elements of v, read through the view on the host, that differ from want.
int count_wrong(const array_view<float, 2> &v, const std::vector<float> &want) {
  int wrong = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      wrong += v[index<2>(i, j)] != want[i * N + j];
  return wrong;
}

void report(const char *what, int wrong) {
  std::printf("  %s: %d wrong\n", what, wrong);
  if (wrong)
    fail(what);
}

int main() {
  const std::uint64_t bytes = std::uint64_t(N) * N * sizeof(float);
  std::printf(
      "coherence_walkthrough: %d x %d float matrices (%llu bytes each)\n", N, N,
      (unsigned long long)bytes);
#ifndef AMP2HIP_RUNTIME
  std::printf("  (not built with amp2hip's runtime: transfer counts are not "
              "checked)\n");
#endif

  std::vector<float> a(N * N), b(N * N), c(N * N, -1.0f), d(N * N, -1.0f),
      sum(N * N);
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      a[i * N + j] = float((i * 7 + j * 13) % 9 - 4); // -4 .. 4
      b[i * N + j] = float((i * i + 3 * j) % 7 - 3);  // -3 .. 3
      sum[i * N + j] = a[i * N + j] + b[i * N + j];
    }
  const std::vector<float> want_c = cpu_multiply(a, b);
  const std::vector<float> want_d = cpu_multiply(want_c, a);

  array_view<const float, 2> A(N, N, a);
  array_view<const float, 2> B(N, N, b);
  array_view<float, 2> C(N, N, c);
  array_view<float, 2> D(N, N, d);
  C.discard_data(); // outputs only: nothing needs to go up
  D.discard_data();

  // Steps 1-3: two kernels, C stays on the accelerator between them; then
  // reading C on the host brings C (only C) down, and reading D brings D.
  reset_transfers();
  multiply(A, B, C); // C = A * B
  multiply(C, A, D); // D = C * A (C is passed as a read-only view)
  expect_transfers("1: after kernels, before host reads", 2, 0, 2 * bytes, 0);
  report("C = A * B, read on the host", count_wrong(C, want_c));
  expect_transfers("2: after host reads C", 2, 1, 2 * bytes, bytes);
  report("D = C * A, read on the host", count_wrong(D, want_d));
  expect_transfers("3: after host reads D", 2, 2, 2 * bytes, 2 * bytes);

  // Step 4: synchronize() of a section. Rewrite C on the accelerator, then
  // bring back a band of whole rows only and read it from the vector itself.
  // Rows outside the band may still hold the old product in `c`; that is
  // allowed, so they are not looked at.
  reset_transfers();
  C.discard_data();
  add(A, B, C); // A and B are still on the accelerator: no upload
  const int first_row = 10, band = 16;
  C.section(index<2>(first_row, 0), extent<2>(band, N)).synchronize();
  int wrong = 0;
  for (int i = first_row * N; i < (first_row + band) * N; ++i)
    wrong += c[i] != sum[i];
  report("C = A + B, rows 10..25 synchronized and read from the vector", wrong);
  expect_transfers("4: after section synchronize", 0, 1);

  // Step 5: a second top-level view over the same host memory. C2 is not a
  // section of C but a separate data source. Coherence is kept only among a
  // view and the views derived from it (sections, const conversions); C2 does
  // not know that C may hold newer data on the accelerator, and C does not
  // see what C2 changes there. Their contents can only meet in host memory:
  // the writer synchronizes, the reader refreshes. Reading through one while
  // the other holds unsynchronized changes is not guaranteed to give either
  // the old or the new values, so this program never does it.
  C.synchronize(); // host memory now holds all of A + B
  reset_transfers();
  array_view<float, 2> C2(N, N, c);
  scale(C2, 3.0f); // C2 has no accelerator copy yet: it is uploaded
  C2.synchronize();
  std::vector<float> tripled(N * N);
  wrong = 0;
  for (int i = 0; i < N * N; ++i) {
    tripled[i] = 3.0f * sum[i];
    wrong += c[i] != tripled[i];
  }
  report("independent view C2 = 3 * C, synchronized into the vector", wrong);
  expect_transfers("5: C2 up, scaled, down", 1, 1);

  // Step 6: C's accelerator copy still holds A + B. refresh() tells C that
  // its memory changed behind its back, so the next kernel reading C must
  // upload the vector again and see 3 * (A + B).
  reset_transfers();
  C.refresh();
  D.discard_data();
  copy_matrix(C, D);
  report("after C.refresh(), a kernel copying C into D sees C2's result",
         count_wrong(D, tripled));
  expect_transfers("6: C refreshed, copied to D, D read", 1, 1);

  std::printf("%s\n", g_ok ? "PASS" : "FAIL");
  return g_ok ? 0 : 1;
}
