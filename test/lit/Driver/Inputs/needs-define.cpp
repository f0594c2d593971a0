#include <amp.h>

void fill() restrict(amp) {
  tile_static float cache[TILE];
  cache[0] = 1.0f;
}
