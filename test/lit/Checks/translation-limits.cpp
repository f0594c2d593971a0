// Constructs the translator cannot rewrite yet are reported, never left
// silently in the output.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include "Inputs/helpers.h"
#include <vector>
using namespace concurrency;

// A macro that calls any member given as an argument: rewriting its body
// for the barrier would also change its other uses.
#define CALL_THEN_ZERO(obj, member, x) obj.member(); x = 0

void tiles(std::vector<float> &data) {
  array_view<float, 1> av(64, data);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    av[t.global] = twice(av[t.global]);
    float y = av[t.global];
    CALL_THEN_ZERO(t.barrier, wait, y); // expected-error {{AH1000: wait could not be rewritten at this location}}
  });
}
