// A kernel checked against a PPL reference on the CPU, as Visual C++
// programs wrote them: the link needs oneTBB.
#include <amp.h>
#include <ppl.h>
#include <vector>
using namespace concurrency;

int main() {
  const int n = 1024;
  std::vector<int> gpu(n), cpu(n);
  array_view<int, 1> v(n, gpu);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 3 * i[0]; });
  parallel_for(0, n, [&](int i) { cpu[i] = 3 * i; });
  v.synchronize();
  return gpu == cpu ? 0 : 1;
}
