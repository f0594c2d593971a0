// overloads/members_and_operators: members, static members, operators and
// constructors whose cpu and amp overloads take other parameter types; a
// restrict(amp, cpu) member template and a restrict(amp, cpu) free function
// call them, and each side must reach its own overloads.
#include "amp_verify.h"

using namespace Concurrency;

class Gauge {
public:
  Gauge(float seed) VERIFY_CPU_ONLY : origin_(1), value_(int(seed)) {}
  Gauge(double seed) VERIFY_GPU_ONLY : origin_(2), value_(int(seed) * 2) {}

  int Read(int scale) const VERIFY_CPU_ONLY { return value_ * scale; }
  int Read(double scale) const VERIFY_GPU_ONLY {
    return value_ * int(scale) + 1000;
  }
  static int Unit(unsigned) VERIFY_CPU_ONLY { return 3; }
  static int Unit(int) VERIFY_GPU_ONLY { return 5; }

  template <typename Scale> int Report(Scale s) const VERIFY_GPU {
    return Read(s) + Unit(1u) * 10000 + origin_ * 100000;
  }

private:
  int origin_;
  int value_;
};

struct Level {
  int v;
};
inline Level operator*(Level l, int k) VERIFY_CPU_ONLY { return Level{l.v * k}; }
template <typename K> Level operator*(Level l, K k) VERIFY_GPU_ONLY {
  return Level{l.v * int(k) + 7};
}

int Measure(float seed) VERIFY_GPU {
  Gauge g(seed);
  Level l{2};
  return g.Report(4) + (l * 3).v;
}

int main() {
  Verify::Log log("overloads/members_and_operators");
  // cpu: Gauge(float) -> value 5, origin 1; Read(int) = 20; Unit(unsigned) = 3;
  //      2 * 3 = 6.
  const int wantCpu = 20 + 3 * 10000 + 1 * 100000 + 6;
  // amp: Gauge(double) -> value 10, origin 2; Read(double) = 1040;
  //      Unit(int) = 5; 2 * 3 + 7 = 13.
  const int wantAmp = 1040 + 5 * 10000 + 2 * 100000 + 13;
  VERIFY_EQUAL(log, Measure(5.0f), wantCpu);
  int gpu = VERIFY_CALL_ON_GPU(Verify::TestView(), int, Measure, 5.0f);
  VERIFY_EQUAL(log, gpu, wantAmp);
  return log.Finish();
}
