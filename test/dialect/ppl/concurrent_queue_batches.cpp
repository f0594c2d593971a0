// Producers in a task_group queue batch numbers in a concurrent_queue; the
// main thread drains it and scales each batch on the GPU with a kernel
// functor. Checked against the values computed on the CPU.
#include "stdafx.h"
#include "gpu_helpers.h"
#include <amp.h>
#include <concurrent_queue.h>
#include <ppl.h>
#include <vector>

using namespace concurrency;

const int BATCH = 256;
const int BATCHES = 24;

struct scale_batch {
    array_view<float, 1> data;
    float factor;
    scale_batch(array_view<float, 1> d, float f) : data(d), factor(f) {}
    void operator()(index<1> i) const restrict(amp) { data[i] = data[i] * factor + 1.0f; }
};

int _tmain(int, _TCHAR *[])
{
    std::vector<float> values(BATCH * BATCHES);
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = float(i % 50) * 0.25f;
    std::vector<float> expected(values);

    concurrent_queue<int> ready;
    task_group producers;
    producers.run([&] { for (int b = 0; b < BATCHES; b += 2) ready.push(b); });
    producers.run([&] { for (int b = 1; b < BATCHES; b += 2) ready.push(b); });
    producers.wait();

    int done = 0;
    int batch;
    while (ready.try_pop(batch)) {
        array_view<float, 1> part(BATCH, &values[batch * BATCH]);
        parallel_for_each(part.extent, scale_batch(part, float(batch + 1)));
        part.synchronize();
        for (int i = 0; i < BATCH; ++i)
            expected[batch * BATCH + i] = expected[batch * BATCH + i] * float(batch + 1) + 1.0f;
        ++done;
    }

    int errors = 0;
    for (size_t i = 0; i < values.size(); ++i)
        if (!close_enough(values[i], expected[i]))
            ++errors;
    bool ok = done == BATCHES && ready.empty() && errors == 0;
    printf("%d batches, %d errors: %s\n", done, errors, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
