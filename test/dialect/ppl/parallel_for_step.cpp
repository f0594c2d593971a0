// parallel_for with a step and with each partitioner, against a GPU kernel
// that writes every third element.
#include "stdafx.h"
#include <amp.h>
#include <ppl.h>
#include <vector>

using namespace concurrency;

int _tmain(int, _TCHAR *[])
{
    const int n = 3000;
    std::vector<int> gpu(n, -1), cpu(n, -1), cpu_static(n, -1), cpu_simple(n, -1);

    array_view<int, 1> g(n, gpu);
    parallel_for_each(extent<1>(n / 3), [=](index<1> k) restrict(amp) {
        int i = k[0] * 3;
        g[i] = i * i % 1009;
    });
    g.synchronize();

    parallel_for(0, n, 3, [&](int i) { cpu[i] = i * i % 1009; });
    parallel_for(0, n, 3, [&](int i) { cpu_static[i] = i * i % 1009; },
                 static_partitioner());
    simple_partitioner chunks(64);
    parallel_for(0, n / 3, [&](int k) { cpu_simple[3 * k] = 9 * k * k % 1009; },
                 chunks);
    auto_partitioner automatic;
    int visited = 0;
    critical_section cs;
    parallel_for(size_t(0), size_t(10), size_t(4), [&](size_t) {
        critical_section::scoped_lock hold(cs);
        ++visited;
    }, automatic);

    bool ok = gpu == cpu && cpu == cpu_static && cpu == cpu_simple && visited == 3;
    for (int i = 0; i < n; ++i)
        if ((i % 3 != 0) != (gpu[i] == -1))
            ok = false;
    printf("parallel_for step: %s (visited %d)\n", ok ? "PASS" : "FAIL", visited);
    return ok ? 0 : 1;
}
