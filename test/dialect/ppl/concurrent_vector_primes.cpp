// The GPU marks primes; the CPU collects them into a concurrent_vector from
// a parallel_for_each over the candidates (the PPL's, on iterators, beside
// C++ AMP's parallel_for_each on an extent).
#include "stdafx.h"
#include <amp.h>
#include <concurrent_vector.h>
#include <ppl.h>
#include <algorithm>
#include <vector>

using namespace concurrency;

bool is_prime(int x) restrict(cpu, amp)
{
    if (x < 2)
        return false;
    for (int d = 2; d * d <= x; ++d)
        if (x % d == 0)
            return false;
    return true;
}

int _tmain(int, _TCHAR *[])
{
    const int n = 20000;
    std::vector<int> flags(n, 0);
    array_view<int, 1> f(n, flags);
    f.discard_data();
    parallel_for_each(f.extent, [=](index<1> i) restrict(amp) {
        f[i] = is_prime(i[0]) ? 1 : 0;
    });
    f.synchronize();

    std::vector<int> candidates(n);
    for (int i = 0; i < n; ++i)
        candidates[i] = i;
    concurrent_vector<int> primes;
    parallel_for_each(candidates.begin(), candidates.end(), [&](int x) {
        if (is_prime(x))
            primes.push_back(x);
    });
    std::vector<int> cpu(primes.begin(), primes.end());
    std::sort(cpu.begin(), cpu.end());

    std::vector<int> gpu;
    for (int i = 0; i < n; ++i)
        if (flags[i])
            gpu.push_back(i);
    bool ok = gpu == cpu && cpu.size() == 2262;
    printf("%d primes below %d: %s\n", int(cpu.size()), n, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
