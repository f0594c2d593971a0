// Dynamic exception specifications after restriction clauses, as Visual C++
// required them written (clause first), in a program with a kernel. The
// output writes noexcept(false) where the list was; exit code 0 when the
// kernel's results and the host's exception are as expected.
#include <amp.h>
#include <stdexcept>
#include <vector>
using namespace concurrency;

struct bad_scale : std::runtime_error {
  explicit bad_scale(const char *m) : std::runtime_error(m) {}
};

int checked_scale(int s) restrict(cpu) throw(bad_scale) {
  if (s <= 0)
    throw bad_scale("scale must be positive");
  return s;
}

int twice(int v) restrict(cpu, amp) { return 2 * v; }

int main() {
  std::vector<int> data(64);
  for (int i = 0; i < 64; ++i)
    data[i] = i;
  array_view<int, 1> view(64, data);
  auto scale_of = [](int s) restrict(cpu) throw(bad_scale, std::bad_alloc) {
    return checked_scale(s);
  };
  const int s = scale_of(3);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] = twice(view[i]) * s;
  });
  view.synchronize();
  for (int i = 0; i < 64; ++i)
    if (data[i] != 6 * i)
      return 1;
  try {
    scale_of(0);
  } catch (const bad_scale &) {
    return 0;
  }
  return 2;
}
