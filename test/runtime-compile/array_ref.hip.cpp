// Arrays reached by reference from device code, written in the translated
// form so that the runtime's side is tested on its own (the translator's
// side: test/lit/Rewrite/array-references.test): by-reference
// lambda captures through amp2hip::capture, amp functions taking
// concurrency::array<T, N> &, functor members of type
// amp2hip::array_ref_for<...>, element access, projections, sections and
// views on the device, and host reads afterwards.
#include <amp2hip/amp.h>
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

typedef concurrency::array<float, 2> Grid;

// Was: void bump(array<int, 1> &a, index<1> i) restrict(amp)
__device__ void bump(concurrency::array<int, 1> &a, Concurrency::index<1> i) {
  a[i] += 1;
  if (i[0] == 0)
    a.data()[a.get_extent()[0] - 1] += 0;
}

// Was: struct Adder { array<int, 1> &a; ... } built in amp code.
struct Adder {
  amp2hip::array_ref_for<concurrency::array<int, 1>> a;
  __device__ explicit Adder(concurrency::array<int, 1> &x) : a(x) {}
  __device__ void add(int i, int v) const { a[i] += v; }
};

// Was: void bump_twice(array<int, 1> &a, index<1> i) restrict(amp)
__device__ void bump_twice(concurrency::array<int, 1> &a,
                           Concurrency::index<1> i) {
  Adder adder(a);
  adder.add(i[0], 2);
}

// Was: float at(const Grid &g, int r, int c) restrict(amp)
__device__ float at(const Grid &g, int r, int c) { return g(r, c); }

// Was: struct Smooth { Grid &out; const Grid &in; ... };
struct Smooth {
  amp2hip::array_ref_for<Grid> out;
  amp2hip::array_ref_for<const Grid> in;
  float weight;
  Smooth(Grid &o, const Grid &i, float w) : out(o), in(i), weight(w) {}
  __device__ void operator()(Concurrency::index<2> idx) const {
    const int r = idx[0], c = idx[1];
    float sum = in[idx];
    if (c > 0)
      sum += at(in, r, c - 1);
    if (c + 1 < in.extent[1])
      sum += in[r][c + 1];
    out[idx] = sum * weight;
    out(r, c) += in.get_extent()[0] * 0.0f;
  }
};

int main() {
  bool ok = true;

  // Capture by reference, then an amp function taking array &.
  const int n = 1000;
  concurrency::array<int, 1> counts(n);
  parallel_for_each(counts.extent,
                    [=, counts = amp2hip::capture(counts)] __device__(
                        Concurrency::index<1> i) { counts[i] = i[0]; });
  parallel_for_each(counts.extent,
                    [=, counts = amp2hip::capture(counts)] __device__(
                        Concurrency::index<1> i) { bump(counts, i); });
  parallel_for_each(counts.extent,
                    [=, counts = amp2hip::capture(counts)] __device__(
                        Concurrency::index<1> i) { bump_twice(counts, i); });
  std::vector<int> host = counts;
  ok = ok && host[0] == 3 && host[n - 1] == n + 2;

  // Sections, projections, view_as and reinterpret_as of a captured array.
  parallel_for_each(extent<1>(10),
                    [=, counts = amp2hip::capture(counts)] __device__(
                        Concurrency::index<1> i) {
                      counts.section(100, 10)[i] = -1;
                      counts.view_as(extent<2>(10, 100))(3, i[0]) = -2;
                      counts.reinterpret_as<unsigned>()[200 + i[0]] = 7u;
                    });
  // The array has no CPU access: the host reads it through a view.
  array_view<int, 1> seen(counts);
  ok = ok && seen[105] == -1 && seen[305] == -2 && seen[205] == 7;

  // A functor with array members, and a const array captured by reference.
  std::vector<float> ones(4 * 64, 1.0f);
  const Grid input(4, 64, ones.begin(), ones.end());
  Grid output(4, 64);
  Smooth k(output, input, 0.5f);
  parallel_for_each(output.extent, k);
  std::vector<float> out = output;
  ok = ok && out[0] == 1.0f && out[1] == 1.5f && out[4 * 64 - 1] == 1.0f;

  std::vector<float> sums(4);
  array_view<float, 1> sv(4, sums);
  sv.discard_data();
  parallel_for_each(sv.extent, [=, input = amp2hip::capture(input)] __device__(
                                   Concurrency::index<1> i) {
    float s = 0;
    for (int c = 0; c < input.extent[1]; ++c)
      s += input[i[0]][c];
    sv[i] = s;
  });
  sv.synchronize();
  ok = ok && sums[3] == 64.0f;
  // The host still reads the input and the functor's output, through views
  // (the arrays have no CPU access).
  ok = ok && array_view<const float, 2>(input)(3, 63) == 1.0f &&
       array_view<float, 2>(k.out)(0, 1) == 1.5f;

  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
