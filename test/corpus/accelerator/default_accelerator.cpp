// accelerator/default_accelerator: the default-constructed accelerator is
// the default one, is not the CPU accelerator, has a non-empty device path
// and description, and its default view belongs to it; a kernel runs on it.
// Specification: C++ AMP 1.2, section 3.2 (class accelerator: default
// constructor, default_accelerator, get_device_path, get_description,
// get_default_view).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator acc;
  concurrency::accelerator def(concurrency::accelerator::default_accelerator);
  AMPT_CHECK(r, acc == def);
  AMPT_CHECK(r, !acc.get_device_path().empty());
  AMPT_CHECK(r, !acc.get_description().empty());
  AMPT_CHECK(r, acc.get_device_path() != concurrency::accelerator::cpu_accelerator);
  concurrency::accelerator_view v = acc.get_default_view();
  AMPT_CHECK(r, v.get_accelerator() == acc);
  AMPT_CHECK(r, acc.get_default_view() == v);
  std::vector<int> out(16, 0);
  concurrency::array_view<int, 1> ov(16, out);
  concurrency::parallel_for_each(
      ov.extent, [=](concurrency::index<1> i) restrict(amp) {
        ov[i] = ampt::where_am_i() * 10 + i[0];
      });
  ov.synchronize();
  for (int i = 0; i < 16; ++i)
    AMPT_CHECK_EQ(r, out[i], 10 + i);
  AMPT_CHECK_EQ(r, ampt::where_am_i(), 0);
  std::wcout << L"  default accelerator: " << acc.get_description() << L" ("
             << acc.get_device_path() << L")" << std::endl;
  return r.finish("accelerator/default_accelerator");
}
