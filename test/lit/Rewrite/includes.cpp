// The C++ AMP headers become the HIP runtime and amp2hip's runtime headers;
// other includes are untouched.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines --implicit-check-not='<amp.h>' < %t.hip.cpp

#include <vector>
#include <amp.h>
#include <amp_math.h>
#include <cmath>

// CHECK: #include <vector>
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <amp2hip/amp.h>
// CHECK-NEXT: #include <amp2hip/amp_math.h>
// CHECK-NEXT: #include <cmath>
