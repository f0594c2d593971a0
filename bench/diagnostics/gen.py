#!/usr/bin/env python3
"""Writes a large C++ AMP translation unit for the diagnostics benchmark:
KERNELS kernels (half tiled, with tile_static memory, barriers in uniform
loops and helper calls; half simple), each reaching a chain of helper
functions, function templates, functors and member functions.

  gen.py KERNELS > big.cpp
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 400
out = ["#include <amp.h>", "using namespace concurrency;", ""]
for k in range(n):
    out.append(f"""
template <class T> T scale_{k}(T x, int n) restrict(amp) {{
  T acc = x;
  for (int i = 0; i < n; ++i)
    acc = acc * T(2) + T(i);
  return acc;
}}
struct Acc_{k} {{
  float v;
  float add(float x) const restrict(cpu, amp) {{ return v + x; }}
}};
inline float helper_{k}(float x, int n) restrict(amp) {{
  Acc_{k} a{{x}};
  return a.add(scale_{k}(x, n)) + float(scale_{k}<int>(n, 2));
}}
inline void sync_{k}(const tiled_index<64> &t) restrict(amp) {{
  t.barrier.wait();
}}
struct Functor_{k} {{
  array_view<float, 1> out;
  int n;
  void operator()(index<1> i) const restrict(amp) {{
    out[i] = helper_{k}(out[i], n) + (i[0] > 3 ? 1.0f : 0.0f);
  }}
}};
void run_{k}(array_view<float, 1> data, int n) {{""")
    if k % 2 == 0:
        out.append(f"""  parallel_for_each(data.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {{
    tile_static float cache[64];
    cache[t.local[0]] = data[t];
    sync_{k}(t);
    float s = 0.0f;
    for (int j = 0; j < n; ++j) {{
      s += cache[(t.local[0] + j) % 64];
      t.barrier.wait();
    }}
    if (t.local[0] < 32)
      s = helper_{k}(s, n);
    data[t] = s;
  }});""")
    else:
        out.append(f"""  parallel_for_each(data.extent, Functor_{k}{{data, n}});
  parallel_for_each(data.extent, [=](index<1> i) restrict(amp) {{
    data[i] = helper_{k}(data[i], n);
  }});""")
    out.append("}")
print("\n".join(out))
