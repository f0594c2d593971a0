// mutable kernels: each thread starts from its own copy of the captured
// values, for every rank and for tiled launches; a functor whose call
// operator is not const.
// RAW-PARSE: no (`mutable restrict(amp)` needs the translator's pre-pass)
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Running {
  array_view<int, 1> out;
  int total;
  void operator()(index<1> i) restrict(amp) {
    for (int k = 0; k <= i[0] % 8; ++k)
      total += k;
    out[i] = total;
  }
};

int main() {
  bool ok = true;
  const int n = 4096;
  std::vector<int> a(n);
  array_view<int, 1> av(n, a);
  av.discard_data();
  int counter = 10;
  parallel_for_each(
      av.extent, [=](index<1> i) mutable restrict(amp) {
        counter += i[0];
        av[i] = counter;
      });
  av.synchronize();
  ok = ok && a[0] == 10 && a[n - 1] == 10 + n - 1 && counter == 10;

  std::vector<int> b(64 * 48);
  array_view<int, 2> bv(64, 48, b);
  int seed = 3;
  parallel_for_each(
      bv.extent, [=](index<2> i) mutable restrict(amp) {
        seed *= 2;
        bv[i] = seed + i[0];
      });
  std::vector<int> c(4 * 8 * 16);
  array_view<int, 3> cv(4, 8, 16, c);
  parallel_for_each(
      cv.extent, [=](index<3> i) mutable restrict(amp) {
        seed += i[2];
        cv[i] = seed;
      });
  std::vector<int> d(2 * 3 * 4 * 5);
  const int dims[4] = {2, 3, 4, 5};
  array_view<int, 4> dv(extent<4>(dims), d);
  parallel_for_each(
      dv.extent, [=](index<4> i) mutable restrict(amp) {
        ++seed;
        dv[i] = seed;
      });
  bv.synchronize();
  cv.synchronize();
  dv.synchronize();
  ok = ok && b[47 * 48 + 5] == 6 + 47 && c[4 * 8 * 16 - 1] == 3 + 15 &&
       d[7] == 4;

  // Tiled, rank 1, 2 and 3.
  std::vector<int> t1(256);
  array_view<int, 1> t1v(256, t1);
  int offset = 1;
  parallel_for_each(
      t1v.extent.tile<64>(), [=](tiled_index<64> t) mutable restrict(amp) {
        tile_static int s[64];
        offset += t.local[0];
        s[t.local[0]] = offset;
        t.barrier.wait();
        t1v[t.global] = s[63 - t.local[0]];
      });
  std::vector<int> t2(32 * 32);
  array_view<int, 2> t2v(32, 32, t2);
  parallel_for_each(
      t2v.extent.tile<8, 8>(), [=](tiled_index<8, 8> t) mutable restrict(amp) {
        offset += t.local[1];
        t2v[t.global] = offset;
      });
  std::vector<int> t3(4 * 8 * 8);
  array_view<int, 3> t3v(4, 8, 8, t3);
  parallel_for_each(
      t3v.extent.tile<2, 4, 8>(), [=
  ](tiled_index<2, 4, 8> t) mutable restrict(amp) {
        offset *= 3;
        t3v[t.global] = offset + t.tile[0];
      });
  t1v.synchronize();
  t2v.synchronize();
  t3v.synchronize();
  ok = ok && t1[0] == 1 + 63 && t1[255] == 1 && t2[33] == 2 &&
       t3[4 * 8 * 8 - 1] == 4;

  // A functor with a non-const call operator.
  std::vector<int> r(64);
  Running run{array_view<int, 1>(64, r), 100};
  parallel_for_each(run.out.extent, run);
  run.out.synchronize();
  ok = ok && r[7] == 100 + 28 && r[8] == 100 && run.total == 100;

  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
