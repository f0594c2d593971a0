// A unit of the project that uses nothing of the Windows components its
// precompiled header includes.
#include "stdafx.h"

int gpu_count() {
  return static_cast<int>(concurrency::accelerator::get_all().size());
}
