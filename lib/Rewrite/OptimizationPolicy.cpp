//===- OptimizationPolicy.cpp ---------------------------------------------===//
#include "Rewrite/OptimizationPolicy.h"

namespace amp2hip {

static OptimizationPolicy &policy() {
  static OptimizationPolicy P;
  return P;
}

void setOptimizationPolicy(const OptimizationPolicy &P) { policy() = P; }
const OptimizationPolicy &optimizationPolicy() { return policy(); }

} // namespace amp2hip
