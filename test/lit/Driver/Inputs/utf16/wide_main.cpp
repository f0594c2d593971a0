// Größe der Felder — 配列の大きさ. Visual Studio saves a file with this text
// as UTF-16; the test writes it so (Driver/utf16-sources.test).
#include <amp.h>
#include <cstdio>
#include <cwchar>
#include <vector>
#include "wide_header.h"
#include "plain.h"

using namespace concurrency;

static const wchar_t *Title = L"Quadrate — 二乗";

int main() {
  std::vector<int> v(8);
  array_view<int, 1> av(8, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // Äpfel
    av[i] = squared(i[0]); // x²
  });
  av.synchronize();
  bool ok = std::wcslen(Title) == 13 && v[7] == 49 && greeting()[0] == 'G';
  std::printf("%s %s\n", greeting(), ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
