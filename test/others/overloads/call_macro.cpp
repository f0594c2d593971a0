// overloads/call_macro: VERIFY_CALL_ON_GPU (a harness macro building a host
// lambda around a one-thread kernel) with amp functions, restrict(amp, cpu)
// template instances named with explicit template arguments, an
// extern "C" amp function, and a function overloaded on restriction alone.
#include "amp_verify.h"

using namespace Concurrency;

extern "C" int CTwice(int v) VERIFY_GPU_ONLY { return 2 * v; }

template <typename T, int N> T ScaleBy(T v) VERIFY_GPU { return v * T(N); }

inline int WhereAmI(int base) VERIFY_CPU_ONLY { return base + 1; }
inline int WhereAmI(int base) VERIFY_GPU_ONLY { return base + 2; }

inline float Mix(float a, float b) VERIFY_GPU { return 0.25f * a + 0.75f * b; }

int main() {
  Verify::Log log("overloads/call_macro");
  accelerator_view av = Verify::TestView();
  int k = 21;
  VERIFY_EQUAL(log, VERIFY_CALL_ON_GPU(av, int, CTwice, k), 42);
  VERIFY_EQUAL(log, (VERIFY_CALL_ON_GPU(av, int, (ScaleBy<int, 3>), k)), 63);
  VERIFY_EQUAL(log, (VERIFY_CALL_ON_GPU(av, double, (ScaleBy<double, 2>), 1.5)),
               3.0);
  VERIFY_EQUAL(log, VERIFY_CALL_ON_GPU(av, int, WhereAmI, 10), 12);
  VERIFY_EQUAL(log, WhereAmI(10), 11);
  float a = 4.0f, b = 8.0f;
  VERIFY_EQUAL(log, VERIFY_CALL_ON_GPU(av, float, Mix, a, b), Mix(a, b));
  return log.Finish();
}
