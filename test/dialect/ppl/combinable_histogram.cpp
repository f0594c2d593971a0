// A histogram: GPU atomics against per-thread histograms of a PPL
// combinable, merged with combine_each.
#include "stdafx.h"
#include <amp.h>
#include <ppl.h>
#include <vector>

using namespace concurrency;

const int BINS = 32;

int _tmain(int, _TCHAR *[])
{
    const int n = 100000;
    std::vector<unsigned> samples(n);
    for (int i = 0; i < n; ++i)
        samples[i] = unsigned(i * 7919u + (i >> 3)) % 1000u;

    std::vector<int> gpu_bins(BINS, 0);
    array_view<const unsigned, 1> s(n, samples);
    array_view<int, 1> bins(BINS, gpu_bins);
    parallel_for_each(s.extent, [=](index<1> i) restrict(amp) {
        int b = int(s[i] * BINS / 1000u);
        atomic_fetch_add(&bins[b], 1);
    });
    bins.synchronize();

    combinable<std::vector<int>> local([] { return std::vector<int>(BINS, 0); });
    parallel_for(0, n, [&](int i) {
        local.local()[samples[i] * BINS / 1000u] += 1;
    });
    std::vector<int> cpu_bins(BINS, 0);
    local.combine_each([&](const std::vector<int> &h) {
        for (int b = 0; b < BINS; ++b)
            cpu_bins[b] += h[b];
    });

    combinable<int> total;
    parallel_for(0, BINS, [&](int b) { total.local() += gpu_bins[b]; });
    int sum = total.combine([](int x, int y) { return x + y; });

    bool ok = gpu_bins == cpu_bins && sum == n;
    printf("histogram of %d samples: %s\n", sum, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
