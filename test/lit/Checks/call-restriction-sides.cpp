// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify
// --suppress silences Clang's relabelled C3930 too, and the file passes:
// RUN: %amp2hip --suppress=C3930 --no-output %s 2>&1 | %FileCheck --allow-empty --check-prefix=SUPPRESSED %s
// SUPPRESSED-NOT: C3930
// SUPPRESSED-NOT: error
// A call in restrict(cpu, amp) code resolves twice: among the cpu overloads
// for the CPU and among the amp overloads for the GPU (the translator asks a
// second, device-side parse for the amp side). Each side is judged on its
// own choice: no report where each side has one, C3930 where a side has none,
// even when the other side's overload would fit.

#include <amp.h>
using namespace concurrency;

namespace num {
template <typename T> bool isnan(T v) restrict(cpu) { return v != v; }
inline bool isnan(float v) restrict(amp) { return v != v; }
inline bool isnan(double v) restrict(amp) { return v != v; }
} // namespace num

// Both sides resolve: the cpu template on the CPU, the amp non-templates on
// the GPU.
template <typename T> bool valid(T v) restrict(cpu, amp) {
  return !num::isnan(v);
}

// The amp side has only an overload taking two arguments.
template <typename T> int kind(T) restrict(cpu) { return 1; } // expected-note {{'kind<float>' declared here}}
inline int kind(float, int) restrict(amp) { return 2; }
template <typename T> int probe(T x) restrict(cpu, amp) {
  return kind(x); // expected-error {{C3930: 'kind<float>' is restricted to cpu and cannot be called from amp code}}
}

// An amp function: the amp overload that needs a conversion is the one
// called, although the cpu one matches exactly.
inline int twist(float) restrict(cpu) { return 1; }
inline int twist(double) restrict(amp) { return 2; }
int user(float x) restrict(amp) { return twist(x); }

// Members and constructors of other signatures on each side.
struct Probe {
  int get(float) const restrict(cpu) { return 1; }
  int get(double) const restrict(amp) { return 2; }
  Probe(float) restrict(cpu) {}
  Probe(double) restrict(amp) {}
};
template <typename T> int members(T x) restrict(cpu, amp) {
  Probe p(x);
  return p.get(x);
}

// The cpu side has no overload: reported for the CPU (Clang's own report,
// numbered, names the host caller; the kernel is the amp side).
inline int only_amp(float) restrict(amp) { return 1; } // expected-note {{'only_amp' declared here}}
inline int only_amp(double, int) restrict(amp) { return 2; }
inline int only_amp(int, int, int) restrict(cpu) { return 3; }
template <typename T> int cpu_side(T x) restrict(cpu, amp) {
  return only_amp(x); // expected-error {{C3930: 'only_amp' is restricted to amp and cannot be used from cpu code}}
}

int main() {
  std::vector<int> out(1);
  array_view<int> av(1, out);
  bool host = valid(1.0f) && valid(2.0) && members(1.0f) == 1;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // expected-note {{in the call graph of the parallel_for_each here}}
    av[i] = valid(1.0f) + valid(2.0) + probe(1.0f) + user(1.0f) + // expected-note {{'probe<float>' is called here from 'lambda'}}
            members(1.0f) + cpu_side(1.0f);
  });
  return host && cpu_side(1.0f) ? 0 : 1; // expected-note {{called by 'main'}}
}
