// WholeApp: a console program of the kind Visual Studio users wrote around
// C++ AMP. It checks itself and prints PASS or FAIL; the exit status says
// the same.
#include "pch.h"

#include "Filters.h"
#include "Report.h"
#include "external/tinyjson/tinyjson.h"

#include <cmath>
#include <cstring>
#include <cwchar>

using namespace concurrency;

namespace stats {

struct Summary {
  const char *name;
  unsigned count;
  double mean;
};

// tinyjson's templates find this through argument-dependent lookup when
// they are instantiated below.
void to_json(tinyjson::writer &w, const Summary &s) {
  w.begin_object();
  tinyjson::field(w, "name", s.name);
  tinyjson::field(w, "count", s.count);
  tinyjson::field(w, "mean", s.mean);
  w.end_object();
}

} // namespace stats

static int failures = 0;

static void check(bool ok, const char *what) {
  if (!ok) {
    printf_s("FAIL: %s\n", what);
    ++failures;
  }
}

// Square roots on the accelerator, checked against the CPU.
static void checkKernel() {
  const int n = 4096;
  std::vector<float> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = static_cast<float>(i);
  array_view<float, 1> view(n, data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] = fast_math::sqrtf(view[i]) + 1.0f;
  });
  view.synchronize();
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && std::fabs(data[i] - (std::sqrt(static_cast<float>(i)) + 1.0f)) <
                   1e-3f;
  check(ok, "square roots on the accelerator");
}

static void checkTimers() {
  timeBeginPeriod(1);
  DWORD start = timeGetTime();
  Sleep(20);
  DWORD elapsed = timeGetTime() - start;
  timeEndPeriod(1);
  check(elapsed >= 15 && elapsed < 5000, "timeGetTime measures a 20 ms sleep");
}

static void checkConversions() {
  USES_CONVERSION;
  const char *narrow = "tiles and barriers";
  CA2W wide(narrow);
  check(wcslen(wide) == strlen(narrow) && wide[6] == L'a',
        "CA2W widens a narrow string");
  CW2A back(wide);
  check(strcmp(back, narrow) == 0, "CW2A narrows it back");
  const wchar_t *w2 = A2W("extent");
  check(wcscmp(w2, L"extent") == 0, "A2W under USES_CONVERSION");
  CT2A title(reportTitle());
  check(strlen(title) > 0, "CT2A of the UTF-16 unit's title");
}

static void checkSecureCrt() {
  char line[64];
  int written = sprintf_s(line, sizeof line, "width=%d name=%s", 640, "tile");
  check(written == 19, "sprintf_s returns the length");
  int width = 0;
  char name[8] = {0};
  int got = sscanf_s(line, "width=%d name=%7s", &width, name,
                     static_cast<unsigned>(_countof(name)));
  check(got == 2 && width == 640 && strcmp(name, "tile") == 0,
        "sscanf_s with a buffer size");
  char small[4];
  int clipped = _snprintf_s(small, sizeof small, _TRUNCATE, "%s", "barrier");
  check(clipped == -1 && strcmp(small, "bar") == 0, "_snprintf_s truncates");
  errno_t err = strcpy_s(line, sizeof line, "copied");
  check(err == 0 && strcmp(line, "copied") == 0, "strcpy_s");
}

static void checkIntrinsics() {
  unsigned long index = 0;
  check(_BitScanForward(&index, 0x50u) && index == 4, "_BitScanForward");
  check(_BitScanReverse(&index, 0x50u) && index == 6, "_BitScanReverse");
  check(!_BitScanForward(&index, 0u), "_BitScanForward of zero");
  check(__popcnt(0xF0F0u) == 8, "__popcnt");
  check(__popcnt64(0xFFFFFFFFFFull) == 40, "__popcnt64");
  check(_byteswap_ulong(0x11223344ul) == 0x44332211ul, "_byteswap_ulong");
  check(_byteswap_ushort(0x1122) == 0x2211, "_byteswap_ushort");
  int info[4] = {0, 0, 0, 0};
  __cpuid(info, 0);
  check(info[0] >= 1, "__cpuid reports its highest leaf");
}

static void checkConcurrentMap() {
  concurrent_unordered_map<int, int> squares;
  parallel_for(0, 1000, [&](int i) { squares.insert(std::make_pair(i, i * i)); });
  bool ok = squares.size() == 1000;
  for (int i = 0; i < 1000; i += 97)
    ok = ok && squares[i] == i * i;
  check(ok, "concurrent_unordered_map filled by parallel_for");
}

static void checkFilters() {
  std::vector<byte> pixels(1000);
  for (size_t i = 0; i < pixels.size(); ++i)
    pixels[i] = static_cast<byte>(i % 256);
  std::vector<byte> bw = threshold(pixels, 128);
  bool ok = true;
  for (size_t i = 0; i < pixels.size(); ++i)
    ok = ok && bw[i] == (pixels[i] >= 128 ? 255 : 0);
  check(ok, "threshold (the C++14 library) on the accelerator");
  std::vector<unsigned> counts = bandCounts(pixels);
  unsigned total = 0;
  for (unsigned c : counts)
    total += c;
  check(bandWidth() == 32 && counts.size() == 8 && total == 1000 &&
            counts[0] == 4 * 32 && counts[7] == 8 * 4 + 24 * 3,
        "bandCounts of SIZE_WIDTH-wide bands");
}

static void checkReport() {
  std::vector<float> values = {0.2f, 1.4f, 2.6f, 7.5f};
  std::vector<float> rounded = roundTo(values, 0.5f);
  check(rounded.size() == 4 && rounded[0] == 0.0f && rounded[1] == 1.5f &&
            rounded[2] == 2.5f && rounded[3] == 7.5f,
        "roundTo (the UTF-16 unit) on the accelerator");
  const wchar_t *title = reportTitle();
  check(wcslen(title) == 16 && title[1] == 0xE9 && title[5] == 0xE9,
        "the UTF-16 unit's wide title keeps its accents");
  check(wcscmp(unitName(), L"\u00b5s") == 0, "the unit's name is micro-seconds");
}

static void checkJson() {
  std::vector<stats::Summary> all = {{"kernel", 4096, 46.5}, {"filters", 1000, 127.5}};
  std::string text = tinyjson::dump(all);
  check(text == "[{\"name\":\"kernel\",\"count\":4096,\"mean\":46.5},"
                "{\"name\":\"filters\",\"count\":1000,\"mean\":127.5}]",
        "tinyjson writes the summaries");
  printf_s("tinyjson (%s branch): %s\n", tinyjson::branch(), text.c_str());
}

int main() {
  checkKernel();
  checkTimers();
  checkConversions();
  checkSecureCrt();
  checkIntrinsics();
  checkConcurrentMap();
  checkFilters();
  checkReport();
  checkJson();
  printf_s("WholeApp: %s\n", failures == 0 ? "PASS" : "FAIL");
  return failures == 0 ? 0 : 1;
}
