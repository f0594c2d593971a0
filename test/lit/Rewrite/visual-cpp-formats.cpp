// printf conversions as Visual C++ read them (AH1342) are written in ISO C's
// spelling; g++ checks the formats against their arguments (-Wformat), and
// the program's output is what Visual C++'s would have been.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/formats.cpp
// RUN: %amp2hip %t/formats.cpp -o %t/formats.out.cpp 2>&1 | %FileCheck --check-prefix=LOG %s
// RUN: %FileCheck %s --match-full-lines < %t/formats.out.cpp
// RUN: g++ -std=c++17 -Wall -Wformat=2 -Werror -x c++ %t/formats.out.cpp -o %t/formats
// RUN: %t/formats > %t/printed.txt
// RUN: %FileCheck --check-prefix=PRINTED %s < %t/printed.txt
// LOG-COUNT-6: warning: AH1342:
// LOG-NOT: error:

#include <cstdio>
#include <cwchar>

int main() {
  const wchar_t *name = L"gpu0";
  long long big = 1LL << 40;
  std::size_t n = 12;
  std::printf("device %ws, %I64d bytes, %Iu tiles\n", name, big, n);
  // CHECK: std::printf("device %ls, %lld bytes, %zu tiles\n", name, big, n);
  // PRINTED: device gpu0, 1099511627776 bytes, 12 tiles
  wchar_t line[64];
  std::swprintf(line, 64, L"<%s:%C>", name, 'x');
  // CHECK: std::swprintf(line, 64, L"<%ls:%c>", name, 'x');
  std::printf("%ls %%ws\n", line);
  // CHECK: std::printf("%ls %%ws\n", line);
  // PRINTED-NEXT: <gpu0:x> %ws
  std::printf("%-6wc|\n", L'z');
  // CHECK: std::printf("%-6lc|\n", L'z');
  // PRINTED-NEXT: z     |
  return 0;
}
