// Constructor forms and argument checks: arrays from host iterators on an
// accelerator_view, staging arrays on the CPU accelerator, views of const and
// non-const containers and of C arrays, reinterpret_as of a const view, copy
// of a shorter or invalid iterator range, amp_uninitialize.
#include <amp.h>

#include <cstdio>
#include <numeric>
#include <vector>

using namespace concurrency;

int main() {
  bool ok = true;
  accelerator gpu;
  accelerator_view av = gpu.create_view();
  std::vector<int> v(24);
  std::iota(v.begin(), v.end(), 0);
  const std::vector<int> &cv = v;

  array<int, 1> a1(24, v.begin(), av);
  array<int, 2> a2(4, 6, v.begin(), v.end(), av, access_type_read);
  array<int, 3> a3(2, 3, 4, v.data(), av);
  array<int, 2> s2(4, 6, v.begin(), v.end(),
                   accelerator(accelerator::cpu_accelerator).get_default_view(),
                   av);
  array<int, 2> g2(4, 6, av);
  copy(s2, g2);

  array_view<const int, 2> in(4, 6, cv);
  array_view<const int, 1> whole(cv);
  int raw[4] = {1, 2, 3, 4};
  array_view<int, 1> rv(raw);
  std::vector<int> out(24);
  array_view<int, 2> ov(4, 6, out);
  ov.discard_data();
  parallel_for_each(
      av, ov.extent, [ =, &a2, &a3, &g2 ](index<2> i) restrict(amp) {
        ov[i] = in[i] + a2[i] + a3(i[0] / 2, i[1] / 2, 0) * 0 + g2[i] -
                whole[i[0] * 6 + i[1]] * 2 + rv[0] - 1;
      });
  ov.synchronize();
  ok = ok && out[23] == 23;

  std::vector<float> f(4, 1.0f);
  array_view<const float, 1> fv(4, f);
  array_view<const unsigned, 1> bits = fv.reinterpret_as<unsigned>();
  ok = ok && bits[0] == 0x3f800000u;

  // copy: a reversed, too short or too long range throws.
  copy(v.begin() + 4, v.begin() + 28 - 4, a1.section(0, 20));
  bool threw = false;
  try {
    copy(v.begin() + 4, v.begin(), a1);
  } catch (const runtime_exception &) {
    threw = true;
  }
  // a1 has no CPU access: the host reads it through a view.
  ok = ok && threw && array_view<int, 1>(a1)[3] == 7;
  threw = false;
  try {
    copy(v.begin(), v.begin() + 5, a2);
  } catch (const runtime_exception &) {
    threw = true;
  }
  ok = ok && threw && a2.get_cpu_access_type() == access_type_read;

  amp_uninitialize();
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
