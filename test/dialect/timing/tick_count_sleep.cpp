// GetTickCount64 and Sleep, QueryPerformanceCounter across a kernel, and a
// Win32 critical section with Interlocked counters around a CPU check.
#include "stdafx.h"
#include <amp.h>
#include <ppl.h>
#include <vector>

using namespace concurrency;

static CRITICAL_SECTION g_lock;
static LONG g_checked = 0;

BOOL check_range(const std::vector<int> &v, int first, int last, DWORD *bad)
{
    DWORD local_bad = 0;
    for (int i = first; i < last; ++i)
        if (v[i] != (i ^ 0x5a))
            ++local_bad;
    InterlockedExchangeAdd(&g_checked, last - first);
    EnterCriticalSection(&g_lock);
    *bad += local_bad;
    LeaveCriticalSection(&g_lock);
    return local_bad == 0 ? TRUE : FALSE;
}

int _tmain(int, _TCHAR *[])
{
    InitializeCriticalSection(&g_lock);
    ULONGLONG t0 = GetTickCount64();
    DWORD ticks = GetTickCount();
    Sleep(20);
    ULONGLONG slept = GetTickCount64() - t0;

    LARGE_INTEGER freq, before, after;
    QueryPerformanceFrequency(&freq);
    QueryPerformanceCounter(&before);
    const int n = 8192;
    std::vector<int> v(n);
    array_view<int, 1> av(n, v);
    av.discard_data();
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] ^ 0x5a; });
    av.synchronize();
    QueryPerformanceCounter(&after);
    double ms = double(after.QuadPart - before.QuadPart) * 1000.0 / double(freq.QuadPart);

    DWORD bad = 0;
    LONG all_ok = 1;
    parallel_for(0, n, 512, [&](int first) {
        if (!check_range(v, first, first + 512, &bad))
            InterlockedExchange(&all_ok, 0);
    });
    DeleteCriticalSection(&g_lock);

    BOOL ok = bad == 0 && all_ok == 1 && g_checked == n && slept >= 15 &&
              after.QuadPart >= before.QuadPart && ms >= 0.0 && GetTickCount() - ticks >= 15;
    _tprintf(_T("slept %llu ms, kernel %.3f ms, %lu bad: %s\n"),
             (unsigned long long)slept, ms, (unsigned long)bad, ok ? _T("PASS") : _T("FAIL"));
    return ok ? 0 : 1;
}
