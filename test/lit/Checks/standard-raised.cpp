// A command that asks for C++11 is parsed as C++14, which the runtime's
// headers need, with a warning at the top of the file; C++14 gets none.
// RUN: %amp2hip --no-output %s -- -std=c++11 -Xclang -verify
// RUN: %amp2hip --no-output %s -- -std=c++14 -DNO_WARNING -Xclang -verify
#ifndef NO_WARNING
// expected-warning@1 {{AH1330: the compile command asks for C++ standard 'c++11'; amp2hip's runtime headers need C++14, so this file is parsed as 'c++14' and its output must be built so}}
#else
// expected-no-diagnostics
#endif
#include <amp.h>

static_assert(__cplusplus == 201402L, "parsed as C++14");

int main() {
  concurrency::extent<1> e(4);
  return e.size() == 4 ? 0 : 1;
}
