// Look-alikes of the container rules (types-containers.cpp) that are valid
// C++ AMP: nothing may be reported.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// expected-no-diagnostics

#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;

struct Nothing {};
struct Mixed { int id; bool on; };            // 8 bytes: fine as an element
struct Pair { float a, b; };
struct WithStatic { static int count; int value; };
struct Views { array_view<int, 1> in; array_view<float, 1> out; };

// Kernel functors hold views by value and arrays by reference.
struct Functor {
  array_view<int, 1> out;
  array<int, 1> &data;
  Functor(array_view<int, 1> o, array<int, 1> &d) restrict(cpu, amp)
      : out(o), data(d) {}
  void operator()(index<1> i) const restrict(amp) { out[i] = data[i]; }
};

Nothing make_nothing() restrict(amp) { Nothing n; return n; }
int locals(int x, Views v) restrict(amp) {
  bool flag = x > 0;            // a bool, not an array of them
  Nothing none = make_nothing(); // an empty class, not an array of them
  (void)none;
  Mixed m[2] = {{1, true}, {2, false}};
  int ints[4] = {};
  graphics::int_2 pair(1, 2);
  return ints[0] + m[1].id + (flag ? 1 : 0) + pair.x + v.in[0];
}

void host(std::vector<int> &data) {
  array<int, 1> a(4);
  array_view<int, 1> av(4, data);
  array<Mixed, 1> mixed(4);
  array<Pair, 2> pairs(2, 2);
  array<WithStatic, 1> statics(4);
  array<index<2>, 1> indices(4);
  array<graphics::float_4, 1> vectors(4);
  array_view<const int, 1> ro(4, data);
  bool host_flags[3] = {}; // host code may hold bool arrays
  parallel_for_each(av.extent, Functor(av, a));
  (void)mixed; (void)pairs; (void)statics; (void)indices; (void)vectors;
  (void)ro; (void)host_flags;
}
