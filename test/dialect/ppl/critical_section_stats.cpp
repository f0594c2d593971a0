// Statistics merged under a critical_section, lookups under a
// reader_writer_lock, against the same numbers computed on the GPU.
#include "stdafx.h"
#include "gpu_helpers.h"
#include <amp.h>
#include <concrt.h>
#include <ppl.h>
#include <map>
#include <vector>

using namespace concurrency;

int _tmain(int, _TCHAR *[])
{
    const int n = 50000;
    const float threshold = 0.75f;
    std::vector<float> samples(n), shaped(n);
    for (int i = 0; i < n; ++i)
        samples[i] = float((i * 37) % 1000) / 1000.0f;

    array_view<const float, 1> in(n, samples);
    array_view<float, 1> out(n, shaped);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> i) GPU_ONLY {
        out[i] = smooth_step(in[i]);
    });
    out.synchronize();

    critical_section merge_lock;
    int above = 0;
    double total = 0.0;
    parallel_for(0, n, 1000, [&](int first) {
        int local_above = 0;
        double local_total = 0.0;
        for (int i = first; i < first + 1000; ++i) {
            float v = smooth_step(samples[i]);
            local_total += v;
            if (v > threshold)
                ++local_above;
        }
        critical_section::scoped_lock hold(merge_lock);
        above += local_above;
        total += local_total;
    });

    int gpu_above = 0;
    double gpu_total = 0.0;
    for (int i = 0; i < n; ++i) {
        gpu_total += shaped[i];
        if (shaped[i] > threshold)
            ++gpu_above;
    }

    reader_writer_lock table_lock;
    std::map<int, int> first_seen;
    int lookups = 0;
    critical_section count_lock;
    parallel_for(0, 200, [&](int key) {
        {
            reader_writer_lock::scoped_lock_read read(table_lock);
            if (first_seen.count(key % 50))
                return;
        }
        reader_writer_lock::scoped_lock write(table_lock);
        if (!first_seen.count(key % 50))
            first_seen[key % 50] = key;
        count_lock.lock();
        ++lookups;
        count_lock.unlock();
    });

    bool ok = above == gpu_above && close_enough(float(total), float(gpu_total)) &&
              first_seen.size() == 50 && lookups >= 50;
    printf("above %d/%d, total %.2f/%.2f: %s\n", above, gpu_above, total, gpu_total,
           ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
