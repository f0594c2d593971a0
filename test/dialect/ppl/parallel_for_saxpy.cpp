// SAXPY on the GPU, checked against a PPL parallel_for on the CPU; timed
// with the performance counter, printed through <tchar.h>.
#include "stdafx.h"
#include "stopwatch.h"
#include <amp.h>
#include <ppl.h>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[])
{
    const int n = 1 << 16;
    const float a = 2.5f;
    std::vector<float> x(n), y(n), expected(n);
    for (int i = 0; i < n; ++i) {
        x[i] = float(i % 97) * 0.5f;
        y[i] = float(i % 13);
    }

    stopwatch cpu;
    parallel_for(0, n, [&](int i) { expected[i] = a * x[i] + y[i]; });
    double cpu_ms = cpu.elapsed_ms();

    stopwatch gpu;
    array_view<const float, 1> xv(n, x);
    array_view<float, 1> yv(n, y);
    parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) {
        yv[i] = a * xv[i] + yv[i];
    });
    yv.synchronize();
    double gpu_ms = gpu.elapsed_ms();

    int errors = 0;
    for (int i = 0; i < n; ++i)
        if (y[i] != expected[i])
            ++errors;
    _tprintf(_T("saxpy: %d elements, cpu %.3f ms, gpu %.3f ms, %d errors\n"),
             n, cpu_ms, gpu_ms, errors);
    return errors == 0 ? 0 : 1;
}
