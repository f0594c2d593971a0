// Free functions overloaded on restriction: defined together, declared
// first with default arguments, cpu written without a clause, and an amp
// overload beside a cpu template.
#include <amp.h>
#include <vector>
using namespace concurrency;

int where() restrict(cpu) { return 0; }
int where() restrict(amp) { return 1; }

int scale(int x, int k = 2) restrict(cpu);
int scale(int x, int k = 2) restrict(amp);
int scale(int x, int k) restrict(cpu) { return x * k; }
int scale(int x, int k) restrict(amp) { return x * k + 100; }

int host_between() { return where(); }
int implicit_cpu(int v) { return v; }
int implicit_cpu(int v) restrict(amp) { return -v; }

template <class T> T sq(T x) { return x * x; }
float sq(float x) restrict(amp) { return x * x + 0.5f; }

struct Counter {
  int v;
  Counter() restrict(cpu) : v(1) {}
  Counter() restrict(amp) : v(2) {}
  int get() const restrict(cpu) { return v; }
  int get() const restrict(amp);
};
int Counter::get() const restrict(amp) { return v * 10; }

int main() {
  std::vector<int> d(4);
  array_view<int, 1> av(4, d);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Counter c;
    av[i] = where() + scale(1) + implicit_cpu(1) + c.get() + int(sq(1.0f));
  });
  av.synchronize();
  Counter h;
  int want = 1 + 102 - 1 + 20 + 1;
  return (d[0] == want && where() == 0 && h.get() == 1 && implicit_cpu(3) == 3 && sq(2.0f) == 4.0f && host_between() == 0 && scale(2) == 4) ? 0 : 1;
}
