// A console unit of the project: through its precompiled header it includes
// Windows components it never uses, and it uses the small Windows and CRT
// pieces console programs take (winmm's clock, ATL's string conversions,
// the _s printf and scanf families, <intrin.h>, <crtdefs.h>, the PPL's hash
// map, Windows' byte). Prints PASS or FAIL; returns non-zero on a wrong
// result.
#include "stdafx.h"
#include <atlconv.h>
#include <concurrent_unordered_map.h>
#include <crtdefs.h>
#include <intrin.h>
#include <ppl.h>
#include <string>

using namespace concurrency;

static int failures = 0;

static void check(bool ok, const char *what) {
  if (!ok) {
    printf_s("FAIL: %s\n", what);
    ++failures;
  }
}

static int format_counted(char *buf, size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf_s(buf, size, _TRUNCATE, fmt, ap);
  va_end(ap);
  return n;
}

static void strings_and_formats() {
  // ATL's conversions: UTF-8 narrow text, UTF-32 wide text on Linux.
  std::wstring wide(CA2W("caf\xC3\xA9"));
  check(wide == L"caf\u00E9", "CA2W");
  std::string narrow(CW2A(L"na\u00EFve"));
  check(narrow == "na\xC3\xAFve", "CW2A");
  USES_CONVERSION;
  const wchar_t *w = A2W("macro");
  const char *back = W2A(w);
  check(std::string(back) == "macro", "A2W and W2A");
  check(std::string(CT2A(_T("generic"))) == "generic", "CT2A");

  // The _s printf family, with Visual C++'s size prefixes.
  char buf[32];
  check(sprintf_s(buf, "%I64d|%s", 12345678901LL, "x") == 13 &&
            std::string(buf) == "12345678901|x",
        "sprintf_s with %I64d");
  check(format_counted(buf, 6, "%d", 1234567) == -1 &&
            std::string(buf) == "12345",
        "vsnprintf_s truncating");
  wchar_t wbuf[16];
  check(swprintf_s(wbuf, L"%s-%d", L"w", 7) == 3 &&
            std::wstring(wbuf) == L"w-7",
        "swprintf_s reads %s as wide");

  // The _s scanf family takes each string buffer's size.
  char name[8];
  int value = 0;
  check(sscanf_s("gpu 42", "%s %d", name, (unsigned)_countof(name), &value) ==
                2 &&
            std::string(name) == "gpu" && value == 42,
        "sscanf_s");
  char small[4];
  check(sscanf_s("toolong 1", "%s %d", small, (unsigned)_countof(small),
                 &value) == 0 &&
            small[0] == '\0',
        "sscanf_s refuses a field longer than its buffer");
}

static void intrinsics() {
  unsigned long index = 0;
  check(_BitScanForward(&index, 0x40u) && index == 6, "_BitScanForward");
  DWORD high = 0;
  check(_BitScanReverse(&high, 0x40000000u) && high == 30, "_BitScanReverse");
  check(__popcnt(0xFFu) == 8 && __popcnt64(0xF0F0ull) == 8, "__popcnt");
  check(_byteswap_ulong(0x01020304u) == 0x04030201u, "_byteswap_ulong");
  int info[4] = {0, 0, 0, 0};
  __cpuid(info, 0);
  check(info[0] >= 1, "__cpuid");
  unsigned __int64 t0 = __rdtsc();
  check(__rdtsc() >= t0, "__rdtsc");
  __m128 v = _mm_set1_ps(1.5f);
  float sums[4];
  _mm_storeu_ps(sums, _mm_add_ps(v, v));
  check(sums[2] == 3.0f, "_mm_add_ps");
  rsize_t size = sizeof sums;
  check(size == 16, "rsize_t");
}

int main() {
  timeBeginPeriod(1);
  DWORD start = timeGetTime();

  strings_and_formats();
  intrinsics();

  // A C++ AMP kernel, and the PPL's hash map filled from the CPU side.
  const int n = 4096;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = i;
  array_view<int, 1> av(n, data);
  parallel_for_each(
      av.extent, [=](index<1> i) restrict(amp) {
        av[i] = av[i] * av[i] % 1000;
      });
  av.synchronize();
  concurrent_unordered_map<int, int> counts;
  critical_section lock;
  parallel_for(0, n, [&](int i) {
    critical_section::scoped_lock hold(lock);
    ++counts[data[i] % 10];
  });
  int total = 0;
  for (const auto &kv : counts)
    total += kv.second;
  check(total == n && counts.unsafe_erase(0) == 1, "concurrent_unordered_map");
  byte checksum = 0;
  for (int i = 0; i < n; ++i)
    checksum = static_cast<byte>(checksum + data[i]);
  byte expected = 0;
  for (int i = 0; i < n; ++i)
    expected = static_cast<byte>(expected + i * i % 1000);
  check(checksum == expected, "kernel result (byte checksum)");

  DWORD elapsed = timeGetTime() - start;
  timeEndPeriod(1);
  check(elapsed < 600000, "timeGetTime");
  printf_s("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
