// RUN: %amp2hip -o %t.hip.cpp %s 2>/dev/null
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// The return that AH1402 proposes is written by default: on a line of its
// own when the closing brace is alone on its line, before it otherwise.

#include <amp.h>

struct Strict {
  explicit Strict() {}
};

int sign(int x) {
  if (x > 0)
    return 1;
  if (x < 0)
    return -1;
}
// CHECK:      int sign(int x) {
// CHECK:          return -1;
// CHECK-NEXT: // amp2hip AH1402: function 'sign' can reach the end of its body without returning a value: {{.*}} amp2hip returns '{}' there (see docs/diagnostics/AH1402.md)
// CHECK-NEXT:   return {};
// CHECK-NEXT: }

Strict make(bool b) { if (b) return Strict(); }
// CHECK:      // amp2hip AH1402: function 'make' {{.*}} (see docs/diagnostics/AH1402.md)
// CHECK-NEXT: Strict make(bool b) { if (b) return Strict(); return Strict(); }

const int &pick(const int &a, bool b) { if (b) return a; }
// CHECK:      // amp2hip AH1402: function 'pick' {{.*}} amp2hip returns nothing (a reference) there (see docs/diagnostics/AH1402.md)
// CHECK-NEXT: const int &pick(const int &a, bool b) { if (b) return a; }

float scale(float x) restrict(amp) {
  if (x > 1.0f)
    return x;
  }
// CHECK:      __device__ float scale(float x) {
// CHECK:          return x;
// CHECK-NEXT:   // amp2hip AH1402: function 'scale' {{.*}} (see docs/diagnostics/AH1402.md)
// CHECK-NEXT:     return {};
// CHECK-NEXT:   }

int main() {
  auto f = [](int k) -> int { if (k) return k; };
  // CHECK:      // amp2hip AH1402: this lambda can reach the end of its body {{.*}} (see docs/diagnostics/AH1402.md)
  // CHECK-NEXT: auto f = [](int k) -> int { if (k) return k; return {}; };
  return sign(2) + f(1) - 2;
}
