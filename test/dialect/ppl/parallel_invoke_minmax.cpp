// Minimum and maximum: a tiled GPU reduction per tile, finished on the host,
// against two CPU searches run side by side with parallel_invoke.
#include "stdafx.h"
#include <amp.h>
#include <ppl.h>
#include <algorithm>
#include <vector>

using namespace concurrency;

static const int TILE = 64;

void tile_min_max(const std::vector<int> &data, std::vector<int> &mins,
                  std::vector<int> &maxs)
{
    int n = int(data.size());
    array_view<const int, 1> in(n, data);
    array_view<int, 1> lo(n / TILE, mins), hi(n / TILE, maxs);
    lo.discard_data();
    hi.discard_data();
    parallel_for_each(in.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
        tile_static int smin[TILE];
        tile_static int smax[TILE];
        int l = t.local[0];
        smin[l] = in[t.global];
        smax[l] = in[t.global];
        t.barrier.wait();
        for (int s = TILE / 2; s > 0; s /= 2) {
            if (l < s) {
                smin[l] = smin[l] < smin[l + s] ? smin[l] : smin[l + s];
                smax[l] = smax[l] > smax[l + s] ? smax[l] : smax[l + s];
            }
            t.barrier.wait();
        }
        if (l == 0) {
            lo[t.tile] = smin[0];
            hi[t.tile] = smax[0];
        }
    });
    lo.synchronize();
    hi.synchronize();
}

int _tmain(int, _TCHAR *[])
{
    const int n = TILE * 128;
    std::vector<int> data(n);
    unsigned seed = 12345;
    for (int i = 0; i < n; ++i) {
        seed = seed * 1103515245u + 12345u;
        data[i] = int((seed >> 8) % 200001) - 100000;
    }
    std::vector<int> mins(n / TILE), maxs(n / TILE);
    tile_min_max(data, mins, maxs);
    int gpu_min = *std::min_element(mins.begin(), mins.end());
    int gpu_max = *std::max_element(maxs.begin(), maxs.end());

    int cpu_min = 0, cpu_max = 0;
    parallel_invoke(
        [&] { cpu_min = *std::min_element(data.begin(), data.end()); },
        [&] { cpu_max = *std::max_element(data.begin(), data.end()); });

    bool ok = gpu_min == cpu_min && gpu_max == cpu_max;
    printf("min %d/%d max %d/%d: %s\n", gpu_min, cpu_min, gpu_max, cpu_max,
           ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
