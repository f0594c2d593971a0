// A helper that waits on the tile barrier, in a header.
#pragma once
#include <amp.h>

inline void header_sync(const concurrency::tiled_index<16> &t) restrict(amp) {
  t.barrier.wait(); // expected-note {{the barrier it waits on}}
}
