// RUN: %amp2hip --no-output %s -- -Xclang -verify
// AH1402: a non-void function or lambda that can reach the end of its body
// without returning a value, named, with the value-initialised return the
// output gets as the fix-it (test/lit/Rewrite/fall-off.cpp checks the text).

#include <amp.h>
using namespace concurrency;

struct Strict {
  explicit Strict() {}
  int v = 0;
};

int sign(int x) {
  if (x > 0)
    return 1;
  if (x < 0)
    return -1;
} // expected-warning {{AH1402: function 'sign' can reach the end of its body without returning a value: Visual C++'s build returned whatever was left in a register, GCC and Clang builds treat the path as impossible; amp2hip returns '{}' there}}

Strict make(bool b) {
  if (b)
    return Strict();
} // expected-warning {{function 'make' can reach the end of its body without returning a value: Visual C++'s build returned whatever was left in a register, GCC and Clang builds treat the path as impossible; amp2hip returns 'Strict()' there}}

const int &pick(const int &a, bool b) {
  if (b)
    return a;
} // expected-warning-re {{function 'pick' {{.*}} amp2hip returns nothing (a reference) there}}

float scale(float x) restrict(amp) {
  if (x > 1.0f)
    return x;
} // expected-warning {{AH1402: function 'scale'}}

template <typename T> T first_positive(const T *v, int n) {
  for (int i = 0; i < n; ++i)
    if (v[i] > T(0))
      return v[i];
} // expected-warning {{AH1402: function 'first_positive'}}

int all_paths(int x) { // no warning: every path returns
  if (x)
    return 1;
  else
    return 2;
}

int ends_in_throw(int x) { // no warning: the end cannot be reached
  if (x)
    return 1;
  throw 0;
}

int main() {
  auto f = [](int k) -> int {
    if (k)
      return k;
  }; // expected-warning {{AH1402: this lambda can reach the end of its body}}
  int v[2] = {0, 3};
  return sign(2) + f(1) + first_positive(v, 2) - 5;
}
