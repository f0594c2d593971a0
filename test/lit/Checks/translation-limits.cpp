// Constructs the translator cannot rewrite yet are reported, never left
// silently in the output.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include "Inputs/helpers.h" // expected-warning-re {{AH1005: '{{.*}}helpers.h' contains C++ AMP code but headers are not translated in single-file mode}}
#include <vector>
using namespace concurrency;

#define SYNC_THEN_ZERO(t, x) t.barrier.wait(); x = 0

void tiles(std::vector<float> &data) {
  array_view<float, 1> av(64, data);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    av[t.global] = twice(av[t.global]);
    float y = av[t.global];
    SYNC_THEN_ZERO(t, y); // expected-error {{AH1000: wait could not be rewritten at this location}}
  });
}
