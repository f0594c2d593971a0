// tile_static/user_struct: tile_static arrays of a user-defined struct with
// amp-compatible members (int, float) and an amp member function.
// Specification: C++ AMP 1.2, section 8.2 (tile_static of class type without
// constructors needing initialisation) and 2.4 (amp-compatible types).
#include "amp_test.h"

struct sample {
  int key;
  float weight;
  float weighted() const AMPT_GPU { return key * weight; }
};

int main() {
  ampt::test_result r;
  const int n = 128, tile = 16;
  std::vector<int> keys(n);
  std::vector<float> weights(n), out(n / tile, 0.0f);
  for (int i = 0; i < n; ++i) {
    keys[i] = i % 9;
    weights[i] = 0.25f * (i % 5);
  }
  concurrency::array_view<const int, 1> kv(n, keys);
  concurrency::array_view<const float, 1> wv(n, weights);
  concurrency::array_view<float, 1> ov(n / tile, out);
  concurrency::parallel_for_each(
      kv.extent.tile<tile>(),
      [=](concurrency::tiled_index<tile> t) AMPT_GPU {
        tile_static sample items[tile];
        items[t.local[0]].key = kv[t.global];
        items[t.local[0]].weight = wv[t.global];
        t.barrier.wait();
        if (t.local[0] == 0) {
          float s = 0.0f;
          for (int i = 0; i < tile; ++i)
            s += items[i].weighted();
          ov[t.tile] = s;
        }
      });
  ov.synchronize();
  for (int b = 0; b < n / tile; ++b) {
    float s = 0.0f;
    for (int i = 0; i < tile; ++i)
      s += keys[b * tile + i] * weights[b * tile + i];
    AMPT_CHECK_CLOSE(r, out[b], s, 1e-4);
  }
  return r.finish("tile_static/user_struct");
}
