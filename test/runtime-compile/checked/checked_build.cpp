// The checked build (amp2hip --checked, -DAMP2HIP_CHECKED): each kind of
// out-of-bounds access, made on purpose in its own launch, must be reported
// with this file's name, the line of the access, the index and the extent,
// and the thread, as a runtime_exception from parallel_for_each (on the
// host: from the access itself). Correct kernels must run as before, and
// writes inside the bounds must land. Prints PASS or FAIL. (A barrier that
// not every thread reaches: checked_barrier.hip.cpp, as the translator
// refuses every such barrier it can see, C3561.)
//
// Built only in the checked build: an unchecked build would make these
// accesses for real.
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

static int failures = 0;

// Runs `launch`, which must throw a runtime_exception whose message holds
// every piece of `expected`.
template <class Launch>
static void expect_report(const char *name, Launch launch,
                          std::vector<std::string> expected) {
  try {
    launch();
    std::printf("FAIL %s: no exception\n", name);
    ++failures;
  } catch (const runtime_exception &e) {
    const std::string what = e.what();
    for (const std::string &piece : expected)
      if (what.find(piece) == std::string::npos) {
        std::printf("FAIL %s: '%s' not in: %s\n", name, piece.c_str(),
                    what.c_str());
        ++failures;
        return;
      }
    std::printf("ok   %s: %s\n", name, what.c_str());
  }
}

static std::string at(int line) {
  return "checked_build.cpp:" + std::to_string(line) + ":";
}

int main() {
  const int n = 1024;

  // 1. A write one past the end of a rank-1 view, by the last thread.
  {
    std::vector<int> data(n, 0);
    array_view<int, 1> v(n, data);
    const int launch_line = __LINE__ + 3;
    const int access_line = __LINE__ + 3;
    expect_report("array_view write past the end", [&] {
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i + 1] = 1; // i = n - 1 writes v[n]
      });
    }, {at(access_line), "index (1024) is outside the extent (1024) of the array_view",
        at(launch_line).substr(0, at(launch_line).size() - 1) + ", thread (1023)",
        "thread (1023)"});
    v.synchronize();
    int ones = 0;
    for (int x : data)
      ones += x == 1;
    if (ones != n - 1 || data[0] != 0) {
      std::printf("FAIL in-bounds writes of case 1: %d ones\n", ones);
      ++failures;
    }
  }

  // 2. A read below zero through an array in a tiled kernel (operator()).
  {
    array<float, 2> grid(64, 64);
    array_view<float, 1> out(64 * 64);
    const int access_line = __LINE__ + 4;
    expect_report("array read before the first row", [&] {
      parallel_for_each(grid.extent.tile<16, 16>(),
                        [=, &grid](tiled_index<16, 16> t) restrict(amp) {
        out[t.global[0] * 64 + t.global[1]] = grid(t.global[0] - 1, t.global[1]);
      });
    }, {at(access_line), "index (-1, ", "of the array;", "(tile (0, "});
  }

  // 3. A projection: a row past the last one.
  {
    std::vector<int> data(8 * 8, 1);
    array_view<int, 2> m(8, 8, data);
    array_view<int, 1> sums(8);
    const int access_line = __LINE__ + 5;
    expect_report("projection row outside", [&] {
      parallel_for_each(sums.extent, [=](index<1> r) restrict(amp) {
        int s = 0;
        for (int c = 0; c < 8; ++c)
          s += m[r[0] + 1][c]; // r = 7 reads row 8
        sums[r] = s;
      });
    }, {at(access_line), "row 8 is outside the extent (8, 8) of the array_view"});
  }

  // 4. A tile_static array read one column past its end.
  {
    array_view<int, 2> out(32, 32);
    const int access_line = __LINE__ + 7;
    expect_report("tile_static column outside", [&] {
      parallel_for_each(out.extent.tile<16, 16>(),
                        [=](tiled_index<16, 16> t) restrict(amp) {
        tile_static int block[16][16];
        block[t.local[0]][t.local[1]] = t.local[1];
        t.barrier.wait();
        out[t.global] = block[t.local[0]][t.local[1] + 1];
      });
    }, {at(access_line), "index 16 is outside dimension 1 (of size 16) of the tile_static array 'block'"});
  }

  // 5. A section made in a kernel that reaches past its parent.
  {
    array_view<int, 1> v(100);
    const int section_line = __LINE__ + 3;
    expect_report("section outside its parent", [&] {
      parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
        array_view<int, 1> s = v.section(90, 20);
        s[0] = 1;
      });
    }, {at(section_line), "the section at (90) of extent (20) is outside the extent (100)"});
  }

  // 6. A texture read past its end.
  {
    std::vector<int> texels(64, 5);
    graphics::texture<int, 1> tex(64, texels.begin(), texels.end());
    array_view<int, 1> out(64);
    const int access_line = __LINE__ + 3;
    expect_report("texture read past the end", [&] {
      parallel_for_each(out.extent, [=, &tex](index<1> i) restrict(amp) {
        out[i] = tex[i + 32];
      });
    }, {at(access_line), "index (", "is outside the extent (64) of the texture"});
  }

  // 7. On the host: the access itself throws, naming its line.
  {
    std::vector<int> data(10, 0);
    array_view<int, 2> v(2, 5, data);
    const int access_line = __LINE__ + 2;
    expect_report("host access outside", [&] {
      v(1, 5) = 3;
    }, {at(access_line), "index (1, 5) is outside the extent (2, 5) of the array_view"});
  }

  // 8. Correct kernels after the reports: nothing reported, right results
  // (a tiled sum through tile_static, with barriers).
  {
    std::vector<int> data(n);
    for (int i = 0; i < n; ++i)
      data[i] = i;
    array_view<const int, 1> in(n, data);
    array_view<int, 1> sums(n / 64);
    try {
      parallel_for_each(in.extent.tile<64>(),
                        [=](tiled_index<64> t) restrict(amp) {
        tile_static int part[64];
        part[t.local[0]] = in[t.global];
        t.barrier.wait();
        for (int stride = 32; stride > 0; stride /= 2) {
          if (t.local[0] < stride)
            part[t.local[0]] += part[t.local[0] + stride];
          t.barrier.wait();
        }
        if (t.local[0] == 0)
          sums[t.tile] = part[0];
      });
      for (int k = 0; k < n / 64; ++k) {
        const int want = 64 * 64 * k + 63 * 64 / 2;
        if (sums[k] != want) {
          std::printf("FAIL tile sum %d: %d, want %d\n", k, sums[k], want);
          ++failures;
          break;
        }
      }
      std::printf("ok   correct kernels run clean\n");
    } catch (const runtime_exception &e) {
      std::printf("FAIL correct kernel reported: %s\n", e.what());
      ++failures;
    }
  }

  std::printf("%s: %d failed\n", failures ? "FAIL" : "PASS", failures);
  return failures != 0;
}
