// hc::short_vector's norm is graphics::norm through a using-declaration;
// HIP and CUDA declare a function ::norm, so the output qualifies the type
// wherever it is written bare, as it does for graphics::norm itself.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++amp
// RUN: %FileCheck %s < %t.hip.cpp

#include <hc.hpp>
#include <hc_short_vector.hpp>

using namespace hc;
using namespace hc::short_vector;

float halve(float x) {
  norm n(x);
  // CHECK: Concurrency::graphics::norm n(x);
  norm_2 pair(n, n);
  unorm u(0.5f);
  return static_cast<float>(n) * 0.5f + pair.get_x() + static_cast<float>(u);
}
