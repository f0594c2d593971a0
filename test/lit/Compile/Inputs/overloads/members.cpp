// Runs the overloads of members.h on both sides and checks which ran.
#include "members.h"
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> d(3);
  array_view<int, 1> av(3, d);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    util::Box<int> b(1);
    b += 1;
    util::Derived x;
    util::Derived y(x);
    av[i] = util::side() + b.get() * 10 + b.as<int>() * 1000 + util::Box<int>::kind() * 100000 + y.d * 1000000;
  });
  av.synchronize();
  util::Box<int> h(1);
  h += 1;
  util::Derived x, y(x);
  // device: side 1, b.v = 2 + 2 = 4, get 8 -> 80, as 104 -> 104000, kind 8 -> 800000, y.d = 12 -> 12000000
  int want = 1 + 80 + 104000 + 800000 + 12000000;
  return (d[0] == want && util::side() == 0 && h.get() == 2 && h.as<int>() == 2 && util::Box<int>::kind() == 7 && y.d == 1) ? 0 : 1;
}
