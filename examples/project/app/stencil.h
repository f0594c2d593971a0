// stencil.h - a row smoothing filter computed with 2-D tiles.
#ifndef APP_STENCIL_H
#define APP_STENCIL_H

#include <vector>

// Tiles are StencilTile x StencilTile; rows and cols must be multiples.
constexpr int StencilTile = 8;

// out(r, c) = clamp of the mean of in(r, c-1), in(r, c), in(r, c+1) to
// [0, limit], where a neighbour outside the grid counts as in(r, c).
std::vector<float> smooth_rows(const std::vector<float> &in, int rows,
                               int cols, float limit);

#endif
