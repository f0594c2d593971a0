// A five-point stencil on a 2-D grid: the GPU against a CPU reference whose
// two halves are task_handles of a structured_task_group.
#include "stdafx.h"
#include "gpu_helpers.h"
#include <amp.h>
#include <ppl.h>
#include <vector>

using namespace concurrency;

template <typename T>
void stencil_gpu(const std::vector<T> &in, std::vector<T> &out, int rows, int cols)
{
    array_view<const T, 2> src(rows, cols, in);
    array_view<T, 2> dst(rows, cols, out);
    parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp) {
        int r = idx[0], c = idx[1];
        T v = src(r, c) * T(4);
        v -= src(clamp_to(r - 1, 0, rows - 1), c);
        v -= src(clamp_to(r + 1, 0, rows - 1), c);
        v -= src(r, clamp_to(c - 1, 0, cols - 1));
        v -= src(r, clamp_to(c + 1, 0, cols - 1));
        dst[idx] = v;
    });
    dst.synchronize();
}

template <typename T>
void stencil_rows(const std::vector<T> &in, std::vector<T> &out, int rows, int cols,
                  int first, int last)
{
    for (int r = first; r < last; ++r)
        for (int c = 0; c < cols; ++c) {
            T v = in[r * cols + c] * T(4);
            v -= in[clamp_to(r - 1, 0, rows - 1) * cols + c];
            v -= in[clamp_to(r + 1, 0, rows - 1) * cols + c];
            v -= in[r * cols + clamp_to(c - 1, 0, cols - 1)];
            v -= in[r * cols + clamp_to(c + 1, 0, cols - 1)];
            out[r * cols + c] = v;
        }
}

int _tmain(int, _TCHAR *[])
{
    const int rows = 96, cols = 80;
    std::vector<int> grid(rows * cols), gpu(rows * cols), cpu(rows * cols);
    for (int i = 0; i < rows * cols; ++i)
        grid[i] = (i * 31) % 17;
    stencil_gpu(grid, gpu, rows, cols);

    auto top = make_task([&] { stencil_rows(grid, cpu, rows, cols, 0, rows / 2); });
    auto bottom = make_task([&] { stencil_rows(grid, cpu, rows, cols, rows / 2, rows); });
    structured_task_group halves;
    halves.run(top);
    halves.run_and_wait(bottom);

    bool ok = gpu == cpu;
    printf("stencil %dx%d: %s\n", rows, cols, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
