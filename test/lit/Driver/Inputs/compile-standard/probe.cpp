// Built by several compile commands (compile_commands.json): each names the
// standard it expects the parse to be in (EXPECT_CPLUSPLUS) and whether the
// compiler is Visual C++ (EXPECT_MSVC).
#include <amp.h>
#include "probe.h"

static_assert(__cplusplus == EXPECT_CPLUSPLUS, "the command's standard");
#if defined(_MSC_VER) != EXPECT_MSVC
#error "the compiler view does not follow the command's compiler"
#endif
#ifndef PROBE_FORCED
#error "the command's forced include was not read"
#endif

int main() {
  concurrency::extent<1> e(PROBE_SIZE);
  return e.size() == PROBE_SIZE ? 0 : 1;
}
