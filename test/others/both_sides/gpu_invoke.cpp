// both_sides/gpu_invoke: one restrict(cpu, amp) lambda, or function object,
// handed to a harness helper that runs it on the host and in a kernel and
// compares the answers (Verify::CompareSides), the way conformance harnesses
// test that both sides agree.
#include "amp_verify.h"

using namespace Concurrency;

// A function object written as a class, call operator restricted to both.
struct Polynomial {
  float a, b, c;
  float operator()(int i) const VERIFY_GPU {
    float x = 0.5f * i;
    return (a * x + b) * x + c;
  }
};

// A function object whose answer depends on an overload set that differs by
// restriction: the sides must agree on the value all the same.
struct Magnitude {
  double scale;
  double operator()(int i) const VERIFY_GPU {
    return scale * Verify::Math::Abs(static_cast<double>(i) - 7.0);
  }
};

int main() {
  Verify::Log log("both_sides/gpu_invoke");
  accelerator_view av = Verify::TestView();
  const int n = 257;
  int offset = 3;
  float gain = 1.5f;
  auto affine = [=](int i) restrict(cpu, amp) -> float {
    return gain * static_cast<float>(i + offset);
  };
  VERIFY_EQUAL(log, Verify::CompareSides<float>(av, n, affine), 0);
  auto parity = [offset](int i) restrict(amp, cpu) -> int {
    return (i + offset) % 2 == 0 ? i : -i;
  };
  VERIFY_EQUAL(log, Verify::CompareSides<int>(av, n, parity), 0);
  Polynomial poly{0.25f, -1.0f, 2.0f};
  VERIFY_EQUAL(log, Verify::CompareSides<float>(av, n, poly), 0);
  VERIFY_EQUAL(log, Verify::CompareSides<double>(av, n, Magnitude{0.5}), 0);
  // A lambda that calls another lambda restricted to both sides.
  auto twice = [=](int i) restrict(cpu, amp) -> float {
    return affine(i) + affine(i);
  };
  VERIFY_EQUAL(log, Verify::CompareSides<float>(av, n, twice), 0);
  VERIFY_EQUAL(log, twice(1), 2.0f * gain * 4.0f);
  return log.Finish();
}
