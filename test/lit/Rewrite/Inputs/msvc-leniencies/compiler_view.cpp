// A program that accepts only Visual C++ (platform_check.h) and uses the
// __declspec forms and calling conventions such code uses, in host and amp
// code, and `array` under `using namespace std;` (Visual C++'s <amp.h> did
// not bring std::array). Returns non-zero on a wrong result.
#include <amp.h>
#include <cstdio>
#include "platform_check.h"

using namespace std;
using namespace concurrency;

__declspec(align(16)) struct Particle {
  float x, y, z, w;
};

struct PC_ALIGN(32) Block {
  float v[4];
};

__declspec(thread) int calls_on_this_thread = 0;
__declspec(selectany) int scale_factor = 3;

class __declspec(novtable) Shape {
public:
  virtual ~Shape() {}
  virtual int corners() const = 0;
};

class Square : public Shape {
public:
  int corners() const override { return 4; }
};

__declspec(deprecated("use scaled_sum")) int old_sum(int a, int b);
int old_sum(int a, int b) { return a + b; }

PC_NOINLINE int PC_CALL count_call() { return ++calls_on_this_thread; }

extern "C" PC_API int _stdcall scaled(int v) { return v * scale_factor; }

int __fastcall twice(int v) restrict(cpu, amp) { return 2 * v; }

int main() {
  int failures = 0;
  if (!PC_COMPILER_MSVC || PC_POINTER_BITS != 64 ||
      PC_FULL_VERSION / 100000 != 1929)
    ++failures;
  if (alignof(Particle) != 16 || alignof(Block) != 32 ||
      sizeof(pc_u64) != 8)
    ++failures;

  const int n = 256;
  std::vector<Particle> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = Particle{float(i), 0.0f, 0.0f, 1.0f};
  array_view<Particle, 1> ps(n, host);
  parallel_for_each(ps.extent, [=](index<1> i) restrict(amp) {
    Particle p = ps[i];
    p.y = float(twice(int(p.x)));
    ps[i] = p;
  });
  ps.synchronize();
  for (int i = 0; i < n; ++i)
    if (host[i].y != 2.0f * i)
      ++failures;

  array<int, 1> squares(n);
  parallel_for_each(squares.extent, [&squares](index<1> i) restrict(amp) {
    squares[i] = i[0] * i[0];
  });
  std::vector<int> back = squares;
  for (int i = 0; i < n; ++i)
    if (back[i] != i * i)
      ++failures;

  Square sq;
  const Shape &s = sq;
  count_call();
  if (s.corners() != 4 || count_call() != 2 || scaled(5) != 15)
    ++failures;
  std::printf("compiler view check %d\n", failures);
  return failures;
}
