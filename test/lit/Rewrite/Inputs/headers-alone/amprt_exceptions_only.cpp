// Only <amprt_exceptions.h>: the exception classes.
#include <amprt_exceptions.h>

#include <cstdio>
#include <cstring>

int main() {
  int caught = 0;
  try {
    throw concurrency::out_of_memory("no room");
  } catch (const concurrency::runtime_exception &e) {
    caught += std::strcmp(e.what(), "no room") == 0;
  }
  try {
    throw concurrency::unsupported_feature();
  } catch (const Concurrency::runtime_exception &) {
    ++caught;
  }
  try {
    throw concurrency::accelerator_view_removed(7);
  } catch (const concurrency::accelerator_view_removed &e) {
    caught += e.get_view_removed_reason() == 7;
  }
  bool ok = caught == 3;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
