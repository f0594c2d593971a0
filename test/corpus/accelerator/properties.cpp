// accelerator/properties: accelerator query functions and the matching
// properties agree (device_path, description, version, dedicated_memory,
// is_emulated, supports_double_precision); a GPU accelerator is not
// emulated and has dedicated memory; the CPU accelerator is found by path.
// Specification: C++ AMP 1.2, section 3.2 (accelerator properties).
#include "amp_test.h"

int main() {
  ampt::test_result r;
  concurrency::accelerator acc;
  AMPT_CHECK(r, acc.device_path == acc.get_device_path());
  AMPT_CHECK(r, acc.description == acc.get_description());
  AMPT_CHECK(r, acc.version == acc.get_version());
  AMPT_CHECK(r, acc.dedicated_memory == acc.get_dedicated_memory());
  AMPT_CHECK(r, acc.is_emulated == acc.get_is_emulated());
  AMPT_CHECK(r, acc.supports_double_precision ==
                    acc.get_supports_double_precision());
  AMPT_CHECK(r, !acc.get_is_emulated());
  AMPT_CHECK(r, acc.get_dedicated_memory() > 0);
  concurrency::accelerator cpu(concurrency::accelerator::cpu_accelerator);
  AMPT_CHECK(r, cpu.get_device_path() == concurrency::accelerator::cpu_accelerator);
  AMPT_CHECK(r, cpu != acc);
  std::printf("  version 0x%x, %zu KB dedicated memory, double: %d\n",
              acc.get_version(), size_t(acc.get_dedicated_memory()),
              int(acc.get_supports_double_precision()));
  return r.finish("accelerator/properties");
}
