#!/usr/bin/env python3
"""Writes a C++ AMP project tree for scale runs of amp2hip.

  gen_tree.py OUT_DIR [--sources N] [--seed S]

The tree has N sources (default 240) in modules of 8; each module has a
header shared by its sources, and every source also includes a project-wide
header of restriction macros (#define GPU restrict(amp)). Kernels vary:
non-tiled and tiled parallel_for_each with tile_static and barriers,
restrict(cpu, amp) helpers, functors, templates, overloads on restriction.
A compile_commands.json for the tree is written beside it, so that
`amp2hip -p OUT_DIR` and clang++ can be given the same flags.
"""
import argparse
import json
import os
import random

COMMON = """// Restriction macros and helpers shared by the whole project.
#pragma once
#include <amp.h>

#define GPU restrict(amp)
#define BOTH restrict(cpu, amp)

namespace common {
inline float lerp(float a, float b, float t) BOTH { return a + (b - a) * t; }
inline int wrap(int i, int n) BOTH { return (i % n + n) % n; }
} // namespace common
"""

MODULE_HEADER = """// Kernels shared by the sources of module {m}.
#pragma once
#include "../common/amp_common.h"
#include <vector>

namespace mod{m} {{
template <class T> T scale(T v, T k) GPU {{ return v * k + T({m}); }}
inline float weight(float x) restrict(amp) {{ return x * 0.5f; }}
inline float weight(float x) restrict(cpu) {{ return x * 0.25f; }}

struct Saxpy{m} {{
  float a;
  concurrency::array_view<const float, 1> x;
  concurrency::array_view<float, 1> y;
  void operator()(concurrency::index<1> i) const restrict(amp) {{
    y[i] = a * x[i] + y[i];
  }}
}};

inline void blur{m}(concurrency::array_view<float, 1> av) {{
  concurrency::parallel_for_each(
      av.extent.tile<{tile}>(),
      [=](concurrency::tiled_index<{tile}> t) restrict(amp) {{
        tile_static float cache[{tile}];
        cache[t.local[0]] = av[t.global];
        t.barrier.wait();
        int l = t.local[0];
        float left = cache[common::wrap(l - 1, {tile})];
        float right = cache[common::wrap(l + 1, {tile})];
        t.barrier.wait_with_tile_static_memory_fence();
        av[t.global] = common::lerp(left, right, 0.5f) + weight(cache[l]);
      }});
}}
}} // namespace mod{m}
"""

KERNELS = [
    # non-tiled lambda, macro-restricted helper
    """void step{n}(std::vector<float> &v) {{
  concurrency::array_view<float, 1> av(static_cast<int>(v.size()), v);
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) GPU {{
    av[i] = mod{m}::scale(av[i], {k}.0f);
  }});
  av.synchronize();
}}
""",
    # tiled 2-D with tile_static and a barrier
    """void transpose{n}(std::vector<int> &in, std::vector<int> &out, int n) {{
  concurrency::array_view<const int, 2> a(n, n, in);
  concurrency::array_view<int, 2> b(n, n, out);
  b.discard_data();
  concurrency::parallel_for_each(
      a.extent.tile<8, 8>(), [=](concurrency::tiled_index<8, 8> t) restrict(amp) {{
        tile_static int block[8][8];
        block[t.local[0]][t.local[1]] = a[t.global];
        t.barrier.wait();
        b[t.global[1]][t.global[0]] = block[t.local[0]][t.local[1]] + {k};
      }});
  b.synchronize();
}}
""",
    # functor launch
    """void saxpy{n}(std::vector<float> &x, std::vector<float> &y) {{
  concurrency::array_view<const float, 1> xv(static_cast<int>(x.size()), x);
  concurrency::array_view<float, 1> yv(static_cast<int>(y.size()), y);
  concurrency::parallel_for_each(yv.extent, mod{m}::Saxpy{m}{{{k}.0f, xv, yv}});
  yv.synchronize();
}}
""",
    # tiled reduction with a fence-carrying barrier (shared header kernel)
    """float reduce{n}(std::vector<float> &v) {{
  concurrency::array_view<float, 1> av(static_cast<int>(v.size()), v);
  mod{m}::blur{m}(av);
  concurrency::array<float, 1> sums(av.extent);
  concurrency::parallel_for_each(av.extent, [=, &sums](concurrency::index<1> i) restrict(amp) {{
    sums[i] = av[i] * {k};
  }});
  std::vector<float> host(v.size());
  concurrency::copy(sums, host.begin());
  float total = 0;
  for (float f : host)
    total += f;
  return total;
}}
""",
    # template kernel helper, restrict(cpu, amp) lambda used on both sides
    """template <class T> void fill{n}(std::vector<T> &v, T value) {{
  concurrency::array_view<T, 1> av(static_cast<int>(v.size()), v);
  auto f = [=](int i) restrict(cpu, amp) {{ return value + T(i % {k}); }};
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) GPU {{
    av[i] = f(i[0]);
  }});
  av.synchronize();
}}
template void fill{n}<float>(std::vector<float> &, float);
""",
]


def source(m, s, rng):
    n = m * 100 + s
    picks = rng.sample(range(len(KERNELS)), 3)
    body = "\n".join(KERNELS[p].format(n=f"{n}_{p}", m=m, k=rng.randint(2, 9))
                     for p in picks)
    return (f"// Source {s} of module {m}.\n"
            f"#include \"mod{m}.h\"\n#include <amp_math.h>\n\n{body}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--sources", type=int, default=240)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    root = os.path.abspath(args.out)
    os.makedirs(os.path.join(root, "common"), exist_ok=True)
    with open(os.path.join(root, "common", "amp_common.h"), "w") as f:
        f.write(COMMON)
    commands = []
    modules = (args.sources + 7) // 8
    count = 0
    for m in range(modules):
        d = os.path.join(root, f"mod{m}")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, f"mod{m}.h"), "w") as f:
            f.write(MODULE_HEADER.format(m=m, tile=rng.choice([16, 32, 64])))
        for s in range(8):
            if count == args.sources:
                break
            path = os.path.join(d, f"src{s}.cpp")
            with open(path, "w") as f:
                f.write(source(m, s, rng))
            commands.append({"directory": root, "file": path,
                             "arguments": ["c++", "-std=c++17",
                                           f"-DMODULE={m}", "-c", path]})
            count += 1
    with open(os.path.join(root, "compile_commands.json"), "w") as f:
        json.dump(commands, f, indent=1)
    with open(os.path.join(root, "README.txt"), "w") as f:
        f.write("Generated by bench/scale/gen_tree.py\n")


if __name__ == "__main__":
    main()
