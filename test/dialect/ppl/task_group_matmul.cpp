// A tiled matrix product on the GPU against a CPU reference whose row blocks
// run as tasks of a task_group.
#include "stdafx.h"
#include "stopwatch.h"
#include "gpu_helpers.h"
#include <amp.h>
#include <ppl.h>
#include <vector>

using namespace concurrency;

static const int TS = 16;

void gpu_multiply(const std::vector<float> &a, const std::vector<float> &b,
                  std::vector<float> &c, int n)
{
    array_view<const float, 2> av(n, n, a), bv(n, n, b);
    array_view<float, 2> cv(n, n, c);
    cv.discard_data();
    parallel_for_each(cv.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
        tile_static float ta[TS][TS];
        tile_static float tb[TS][TS];
        int row = t.local[0], col = t.local[1];
        float sum = 0.0f;
        for (int k = 0; k < av.extent[1]; k += TS) {
            ta[row][col] = av(t.global[0], k + col);
            tb[row][col] = bv(k + row, t.global[1]);
            t.barrier.wait();
            for (int j = 0; j < TS; ++j)
                sum += ta[row][j] * tb[j][col];
            t.barrier.wait();
        }
        cv[t.global] = sum;
    });
    cv.synchronize();
}

int _tmain(int, _TCHAR *[])
{
    const int n = 128;
    std::vector<float> a(n * n), b(n * n), gpu(n * n), cpu(n * n);
    for (int i = 0; i < n * n; ++i) {
        a[i] = float(i % 7) - 3.0f;
        b[i] = float(i % 5) * 0.5f;
    }
    stopwatch watch;
    gpu_multiply(a, b, gpu, n);
    double gpu_ms = watch.elapsed_ms();

    task_group tasks;
    for (int block = 0; block < n; block += 32) {
        tasks.run([&, block] {
            for (int i = block; i < block + 32; ++i)
                for (int j = 0; j < n; ++j) {
                    float s = 0.0f;
                    for (int k = 0; k < n; ++k)
                        s += a[i * n + k] * b[k * n + j];
                    cpu[i * n + j] = s;
                }
        });
    }
    task_group_status status = tasks.wait();

    int errors = 0;
    for (int i = 0; i < n * n; ++i)
        if (!close_enough(gpu[i], cpu[i]))
            ++errors;
    bool ok = status == completed && errors == 0;
    printf("matmul %dx%d in %.3f ms: %d errors, %s\n", n, n, gpu_ms, errors,
           ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
