// AH1344: a std::vector whose element type is const, which Visual C++'s
// library accepted and libstdc++ refuses (its static assertion is not
// shown): a warning where the type is written, in templates too. A const
// element type that is not written so (through a typedef) has nothing to
// drop the qualifier from: AH1000. Known limit: Clang marks the refused
// specialization invalid, so a later use of the same std::vector<const T>
// in a template instantiated at the end of the unit can fail to parse (the
// template below uses another element type).
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// RUN: %amp2hip --no-output %s -- -DTHROUGH_TYPEDEF -Xclang -verify=typedef

#include <amp.h>
#include <vector>
using namespace concurrency;

struct sample {
  int value;
};

#ifndef THROUGH_TYPEDEF
int total(int n) {
  std::vector<const int> ones(n, 1); // expected-warning {{AH1344: std::vector's element type 'const int' is qualified, which Visual C++'s library accepted and libstdc++ refuses; the output drops the qualifier}}
  std::vector<sample const> samples(n); // expected-warning {{AH1344: std::vector's element type 'sample const' is qualified}}
  array_view<const int, 1> view(n, ones);
  return view[0] + samples[0].value;
}

template <typename T> T first(int n) {
  std::vector<const T> values(n); // expected-warning {{AH1344: std::vector's element type 'const T' is qualified}}
  return values[0];
}
long use_first() { return first<long>(2); }
#else
typedef const int fixed_int;
int total(int n) {
  std::vector<fixed_int> ones(n, 1);
  return ones[0];
}
// typedef-error@*:* {{AH1000: a std::vector whose element type is const could not be rewritten at this location}}
#endif
