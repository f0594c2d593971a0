// RUN: %amp2hip --no-output %s -- -Wno-format -Xclang -verify
// RUN: %amp2hip --no-output --compiler-view=gnu %s -- -Wno-format -Xclang -verify=gnu
// printf conversions that Visual C++ read otherwise than glibc are found in
// the project's literals under the Visual C++ view (AH1342), with a fix-it;
// under the GNU view the program is taken to be written for glibc already.
// gnu-no-diagnostics

#include <amp.h>
#include <cstdio>
#include <cwchar>
#include <string>
using namespace concurrency;

#define DEVICE_FORMAT "device %ws\n" // expected-warning {{'%ws' is Visual C++'s printf conversion; the output writes '%ls'}}

void report(const char *format, ...);

int main() {
  std::wstring name = accelerator().description;
  std::printf(DEVICE_FORMAT, name.c_str());
  std::printf("%-10wc|%I64d|%I64u|%I32d|%Iu|%%ws\n", L'x', 1LL, 2ULL, 3, sizeof(int));
  // expected-warning@-1 {{'%wc' is Visual C++'s printf conversion; the output writes '%lc'}}
  // expected-warning@-2 {{'%I64d' is Visual C++'s printf conversion; the output writes '%lld'}}
  // expected-warning@-3 {{'%I64u' is Visual C++'s printf conversion; the output writes '%llu'}}
  // expected-warning@-4 {{'%I32d' is Visual C++'s printf conversion; the output writes '%d'}}
  // expected-warning@-5 {{'%Iu' is Visual C++'s printf conversion; the output writes '%zu'}}
  const char *kept = "%s %S %c %ls %lld %zu %%I64d";
  report("%ws", name.c_str()); // expected-warning {{'%ws' is Visual C++'s printf conversion; the output writes '%ls'}}
  std::wprintf(L"%s %c %S %C %ls %hs %d\n", name.c_str(), L'a', kept, 'b', name.c_str(), kept, 1);
  // expected-warning@-1 {{'%s' is Visual C++'s printf conversion; the output writes '%ls'}}
  // expected-warning@-2 {{'%c' is Visual C++'s printf conversion; the output writes '%lc'}}
  // expected-warning@-3 {{'%S' is Visual C++'s printf conversion; the output writes '%s'}}
  // expected-warning@-4 {{'%C' is Visual C++'s printf conversion; the output writes '%c'}}
  // expected-warning@-5 {{'%hs' is Visual C++'s printf conversion; the output writes '%s'}}
  wchar_t buffer[64];
  std::swprintf(buffer, 64, L"[%s]", name.c_str()); // expected-warning {{'%s' is Visual C++'s printf conversion; the output writes '%ls'}}
  std::wprintf(L"%s", buffer); // expected-warning {{'%s' is Visual C++'s printf conversion; the output writes '%ls'}}
  std::printf("%s\n", kept);
  return 0;
}
