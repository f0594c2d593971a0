// MSVC's leniencies around <amp.h>: Windows names and min/max through it,
// standard headers it brought (std::wstring, std::cout, std::accumulate is
// not among them), and a header's template that names C++ AMP types before
// the using directive. Returns non-zero on a wrong result.
#include <amp.h>
#include <conio.h>
#include <crtdbg.h>
#include <filesystem>
#include <io.h>
#include <numeric>
#include "gpu_timer.h"

using namespace concurrency;

template <typename T> T largest_of(const std::vector<T> &v) {
  T best = std::numeric_limits<T>::lowest();
  for (const T &x : v)
    best = max(best, x); // <windows.h>'s max
  return best;
}

int main() {
  const int n = 1000;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = (i * 37) % 101;
  array_view<int, 1> av(n, data);
  double ms = time_on_default_view([=] {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      av[i] = min(av[i] * 2, 150); // also in amp code
    });
  });
  av.synchronize();
  int failures = 0;
  for (int i = 0; i < n; ++i) {
    int want = std::min((i * 37) % 101 * 2, 150);
    if (data[i] != want)
      ++failures;
  }
  // Mixed types, as the macros allowed: the common type.
  std::wstring label(L"largest");
  size_t width = max(0, 12 - static_cast<int>(label.length()));
  if (largest_of(data) != 150 || width != 5 ||
      std::numeric_limits<int>::max() != 2147483647 || min(3u, 7) != 3u ||
      ms < 0.0)
    ++failures;
  Stopwatch watch, copy;
  double lap = watch.lap();
  copy = watch;
  if (copy.laps != 1 || lap < 0.0)
    ++failures;
  // Visual C++'s runtime names: <crtdbg.h>, <io.h>, std::_Pi, std::tr2::sys.
  _ASSERTE(failures == 0);
  _CrtSetDbgFlag(_CrtSetDbgFlag(_CRTDBG_REPORT_FLAG) | _CRTDBG_LEAK_CHECK_DF);
  _finddata_t found;
  intptr_t search = _findfirst(".\\*", &found);
  if (search == -1 || _access(".", 0) != 0 || std::_Pi < 3.14 ||
      !std::tr2::sys::is_directory(std::tr2::sys::path(".")))
    ++failures;
  else
    _findclose(search);
  if (_isatty(0) && _kbhit()) // never waits
    _getch();
  DWORD ticks = GetTickCount();
  (void)ticks;
  std::cout << (failures ? "FAILED" : "PASSED") << " windows_names" << std::endl;
  return failures ? 1 : 0;
}
