// The CRT's secure functions and MSVC's integer types around a checksum
// computed on the GPU: sprintf_s into arrays, strcpy_s/strcat_s,
// _snprintf_s with _TRUNCATE, _countof, unsigned __int64.
#include "stdafx.h"
#include <amp.h>
#include <string.h>
#include <vector>
#pragma warning(push)
#pragma warning(disable : 4996)

using namespace concurrency;

unsigned __int64 checksum(const std::vector<unsigned> &v)
{
    unsigned __int64 sum = 0;
    for (size_t i = 0; i < v.size(); ++i)
        sum += (unsigned __int64)v[i] * (i + 1);
    return sum;
}

int _tmain(int, _TCHAR *[])
{
    unsigned seeds[] = {3u, 5u, 7u, 11u, 13u, 17u, 19u, 23u};
    const int per = 256;
    std::vector<unsigned> values(_countof(seeds) * per);
    array_view<const unsigned, 1> s((int)_countof(seeds), seeds);
    array_view<unsigned, 1> out((int)values.size(), values);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
        unsigned seed = s[i[0] / per];
        out[i] = seed * unsigned(i[0] % per) + (seed >> 1);
    });
    out.synchronize();

    std::vector<unsigned> expected(values.size());
    for (size_t k = 0; k < _countof(seeds); ++k)
        for (int j = 0; j < per; ++j)
            expected[k * per + j] = seeds[k] * unsigned(j) + (seeds[k] >> 1);

    char line[64];
    char label[16];
    strcpy_s(label, "sum=");
    strcat_s(label, _countof(label), "0x");
    sprintf_s(line, "%s%llx", label, (unsigned long long)checksum(values));
    char want[64];
    sprintf_s(want, _countof(want), "%s%llx", label, (unsigned long long)checksum(expected));

    char tiny[8];
    int cut = _snprintf_s(tiny, _countof(tiny), _TRUNCATE, "%s", "truncated text");
    bool ok = strcmp(line, want) == 0 && values == expected && cut == -1 &&
              strcmp(tiny, "truncat") == 0 && strlen(line) < _countof(line);
    printf("%s: %s\n", line, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
#pragma warning(pop)
