// The library's interface: no C++ AMP in it, so the application's sources
// need none either.
#pragma once
#include <vector>

// Every element becomes v * DEMO_SCALE + DEMO_OFFSET, on the GPU.
void scale_and_offset(std::vector<int> &values);

// The tile sums of values (tiles of 64): one number per tile.
std::vector<int> tile_sums(const std::vector<int> &values);
