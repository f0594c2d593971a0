// RUN: %amp2hip -o %t.hip.cpp %s 2>&1 | %FileCheck --allow-empty --check-prefix=LOG %s
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// Visual C++ accepted `enum class X` (and `enum struct X`) where a scoped
// enumeration is only named; the output spells it `enum X`. Declarations of
// scoped enumerations keep their `class`.
// LOG-NOT: error
// LOG-NOT: warning

#include <amp.h>

// CHECK: enum class uplo { upper, lower };
enum class uplo { upper, lower };
// CHECK: enum struct side : int { left, right };
enum struct side : int { left, right };
// CHECK: enum class later : short;
enum class later : short;

// CHECK: int pick(enum uplo u, enum side s) {
int pick(enum class uplo u, enum struct side s) {
  // CHECK: enum uplo copy = u;
  enum class uplo copy = u;
  return copy == uplo::upper ? 1 : (s == side::left ? 2 : 3);
}

template <typename T> struct holder {
  // CHECK: enum uplo which;
  enum class uplo which;
  T value;
};

// CHECK: __device__ int scale(int x) {
// CHECK-NEXT: enum uplo u = uplo::lower;
int scale(int x) restrict(amp) {
  enum class uplo u = uplo::lower;
  return u == uplo::lower ? 2 * x : x;
}
