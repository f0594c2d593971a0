// A program in the oldest style: void main, an early return, failure
// reported through exit().
#include "stdafx.h"
#include <amp.h>
#include <stdlib.h>
#include <vector>
#pragma warning(disable : 4244)

using namespace concurrency;

void main()
{
    std::vector<accelerator> all = accelerator::get_all();
    if (all.empty()) {
        printf("no accelerator\n");
        exit(1);
    }
    const int n = 1024;
    std::vector<float> v(n);
    for (int i = 0; i < n; ++i)
        v[i] = i;
    array_view<float, 1> av(n, v);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * 0.5f; });
    av.synchronize();
    for (int i = 0; i < n; ++i) {
        if (v[i] != i * 0.5f) {
            printf("FAIL at %d\n", i);
            exit(1);
        }
    }
    if (n > 0) {
        printf("void main: PASS\n");
        return;
    }
    printf("unreachable\n");
    exit(1);
}
