// Only <amprt.h>: accelerator, accelerator_view, queuing_mode, access_type,
// completion_future and the exceptions, through the lowercase namespace.
#include <amprt.h>

#include <cstdio>

int main() {
  concurrency::accelerator cpu(concurrency::accelerator::cpu_accelerator);
  concurrency::accelerator_view view = cpu.default_view;
  concurrency::queuing_mode mode = view.queuing_mode;
  concurrency::access_type access = concurrency::access_type_read_write;
  concurrency::completion_future none;
  bool caught = false;
  try {
    throw concurrency::invalid_compute_domain("bad extent");
  } catch (const concurrency::runtime_exception &e) {
    caught = e.get_error_code() != 0;
  }
  bool ok = caught && !none.valid() &&
            mode == concurrency::queuing_mode_automatic &&
            access == concurrency::access_type_read_write &&
            cpu.device_path == concurrency::accelerator::cpu_accelerator;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
