// parallel_transform, parallel_reduce and the PPL sorts on the CPU against
// squares computed on the GPU.
#include "stdafx.h"
#include <amp.h>
#include <ppl.h>
#include <functional>
#include <vector>

using namespace concurrency;

int _tmain(int, _TCHAR *[])
{
    const int n = 4096;
    std::vector<int> values(n);
    for (int i = 0; i < n; ++i)
        values[i] = (i * 2654435761u) % 1000 - 500;

    std::vector<int> gpu_squares(n);
    array_view<const int, 1> v(n, values);
    array_view<int, 1> sq(n, gpu_squares);
    sq.discard_data();
    parallel_for_each(sq.extent, [=](index<1> i) restrict(amp) { sq[i] = v[i] * v[i]; });
    sq.synchronize();

    std::vector<int> cpu_squares(n);
    parallel_transform(values.begin(), values.end(), cpu_squares.begin(),
                       [](int x) { return x * x; });
    std::vector<int> sums(n);
    parallel_transform(values.begin(), values.end(), cpu_squares.begin(), sums.begin(),
                       std::plus<int>());

    long long total = parallel_reduce(gpu_squares.begin(), gpu_squares.end(), 0LL,
                                      [](long long a, long long b) { return a + b; });
    int plain = parallel_reduce(values.begin(), values.end(), 0);
    long long serial = 0;
    int plain_serial = 0;
    for (int i = 0; i < n; ++i) {
        serial += gpu_squares[i];
        plain_serial += values[i];
    }

    std::vector<int> sorted(values), radix;
    parallel_sort(sorted.begin(), sorted.end());
    std::vector<int> descending(values);
    parallel_buffered_sort(descending.begin(), descending.end(), std::greater<int>());
    std::vector<unsigned> keys(gpu_squares.begin(), gpu_squares.end());
    parallel_radixsort(keys.begin(), keys.end());

    bool ok = gpu_squares == cpu_squares && total == serial && plain == plain_serial &&
              std::is_sorted(sorted.begin(), sorted.end()) &&
              std::is_sorted(descending.rbegin(), descending.rend()) &&
              std::is_sorted(keys.begin(), keys.end()) && sums[7] == values[7] + cpu_squares[7];
    printf("sum of squares %lld: %s\n", total, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
