// both_sides/array_refs: kernels written restrict(cpu, amp) that capture
// concurrency::array objects by reference (the only by-reference capture
// C++ AMP allows), beside the same kind of lambda called on the host.
#include "amp_verify.h"

using namespace Concurrency;

int main() {
  Verify::Log log("both_sides/array_refs");
  accelerator_view av = Verify::TestView();
  const int n = 1000;
  std::vector<int> init(n);
  for (int i = 0; i < n; ++i)
    init[i] = i;
  array<int, 1> values(n, init.begin(), init.end(), av);
  array<int, 1> squares(n, av);
  int bias = 5;
  parallel_for_each(av, values.get_extent(),
                    [&values, &squares, bias](index<1> i) restrict(cpu, amp) {
                      squares[i] = values[i] * values[i] + bias;
                    });
  std::vector<int> got(n);
  copy(squares, got.begin());
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += got[i] == i * i + bias ? 0 : 1;
  VERIFY_EQUAL(log, wrong, 0);

  // A default by-reference capture that names only arrays (a scalar used in
  // it would be captured by reference too: C3590).
  parallel_for_each(av, values.get_extent(), [&](index<1> i) restrict(amp, cpu) {
    values[i] = squares[i] - squares[0];
  });
  copy(values, got.begin());
  wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += got[i] == i * i ? 0 : 1; // squares[0] is the bias
  VERIFY_EQUAL(log, wrong, 0);

  // The same kind of lambda, called on the host with a host array_view.
  std::vector<int> host(4, 1);
  array_view<int, 1> hv(4, host);
  auto bump = [=](int k) restrict(cpu, amp) { hv[k] += k; };
  for (int k = 0; k < 4; ++k)
    bump(k);
  VERIFY_EQUAL(log, host[3], 4);
  return log.Finish();
}
