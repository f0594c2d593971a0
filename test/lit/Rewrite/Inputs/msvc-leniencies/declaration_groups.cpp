// Declarations that put a function with a trailing return type beside
// other declarators, as Visual C++ accepted them (AH1348), in a program
// with a kernel: at namespace scope (with a cpu clause, and through a
// macro) and in a block. The output splits each; exit code 0 when the
// results are right.
#include <amp.h>
#include <vector>
using namespace concurrency;

static auto gain = 3, scale(int v) restrict(cpu) -> int, bias = 2;
#define AND_LIMIT , limit = 100
auto shift(int v) restrict(cpu, amp) -> int;
auto offset() -> int AND_LIMIT;

auto scale(int v) restrict(cpu) -> int { return gain * v + bias; }
auto shift(int v) restrict(cpu, amp) -> int { return v + 1; }
auto offset() -> int { return 5; }

int main() {
  const int n = 256;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = i;
  array_view<int, 1> view(n, data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] = shift(view[i]);
  });
  view.synchronize();
  auto first = 1, last() -> int;
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= data[i] == i + 1;
  ok &= scale(2) == 8 && shift(limit) == 101 && offset() == 5 && first == 1 &&
        last() == 7;
  return ok ? 0 : 1;
}

auto last() -> int { return 7; }
