// accelerator/get_all: accelerator::get_all() lists the default accelerator
// and the CPU accelerator; every entry has a device path and a description,
// and constructing an accelerator from an entry's path gives an equal one.
// Specification: C++ AMP 1.2, section 3.2 (get_all, accelerator(const
// std::wstring& path), operator==).
#include "amp_test.h"

using namespace concurrency;

int main() {
  ampt::test_result r;
  std::vector<accelerator> all = accelerator::get_all();
  AMPT_CHECK(r, !all.empty());
  accelerator def;
  bool found_default = false, found_cpu = false;
  for (size_t k = 0; k < all.size(); ++k) {
    const accelerator &a = all[k];
    AMPT_CHECK(r, !a.get_device_path().empty());
    AMPT_CHECK(r, !a.get_description().empty());
    AMPT_CHECK(r, accelerator(a.get_device_path()) == a);
    if (a == def)
      found_default = true;
    if (a.get_device_path() == accelerator::cpu_accelerator)
      found_cpu = true;
  }
  AMPT_CHECK(r, found_default);
  AMPT_CHECK(r, found_cpu);
  std::printf("  %d accelerators\n", int(all.size()));
  return r.finish("accelerator/get_all");
}
