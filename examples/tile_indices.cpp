// tile_indices.cpp - how a tiled parallel_for_each numbers its threads.
//
// An 8 x 9 domain is cut into 2 x 3 tiles (4 x 3 = 12 tiles). Every thread
// writes the four indices of its tiled_index (tile, global, local and
// tile_origin) into a struct of its own element, and the host then checks
// them against the layout computed in plain C++:
//
//   tile        = global / tile size      (per dimension)
//   local       = global % tile size
//   tile_origin = tile * tile size        (the global index of local (0,0))
//
// It finishes by printing which tile every element of the domain belongs to.

#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int ROWS = 8;
static const int COLS = 9;
static const int TILE_ROWS = 2;
static const int TILE_COLS = 3;

// What one thread saw. Only ints, so the struct can live in an array_view.
struct Cell {
  int tile_r, tile_c;
  int global_r, global_c;
  int local_r, local_c;
  int origin_r, origin_c;
  int visits; // incremented by the thread that owns the element
};

// Runs the recording kernel over the tiled domain.
void record_indices(std::vector<Cell> &cells) {
  array_view<Cell, 2> out(ROWS, COLS, cells);
  tiled_extent<TILE_ROWS, TILE_COLS> domain =
      extent<2>(ROWS, COLS).tile<TILE_ROWS, TILE_COLS>();

  parallel_for_each(
      domain, [=](tiled_index<TILE_ROWS, TILE_COLS> t_idx) restrict(amp) {
        Cell c;
        c.tile_r = t_idx.tile[0];
        c.tile_c = t_idx.tile[1];
        c.global_r = t_idx.global[0];
        c.global_c = t_idx.global[1];
        c.local_r = t_idx.local[0];
        c.local_c = t_idx.local[1];
        c.origin_r = t_idx.tile_origin[0];
        c.origin_c = t_idx.tile_origin[1];
        // Count the writes: if two threads were mapped to the same element,
        // the count would not end up as exactly 1.
        c.visits = out[t_idx.global].visits + 1;
        out[t_idx.global] = c;
      });

  // Bring the results back into the vector.
  out.synchronize();
}

// Compares one recorded element with the expected layout; prints the first
// few mismatches. Returns the number of wrong fields.
int check_cell(const Cell &c, int r, int col) {
  // Same order as the fields of Cell.
  const int tile_r = r / TILE_ROWS, tile_c = col / TILE_COLS;
  const int expect[9] = {tile_r,
                         tile_c,
                         r,
                         col,
                         r % TILE_ROWS,
                         col % TILE_COLS,
                         tile_r * TILE_ROWS,
                         tile_c * TILE_COLS,
                         1};
  const int got[9] = {c.tile_r,  c.tile_c,   c.global_r, c.global_c, c.local_r,
                      c.local_c, c.origin_r, c.origin_c, c.visits};
  const char *names[9] = {"tile[0]",        "tile[1]",        "global[0]",
                          "global[1]",      "local[0]",       "local[1]",
                          "tile_origin[0]", "tile_origin[1]", "visits"};
  int wrong = 0;
  for (int f = 0; f < 9; ++f) {
    if (got[f] != expect[f]) {
      if (wrong < 3)
        std::printf("  mismatch at (%d,%d): %s = %d, expected %d\n", r, col,
                    names[f], got[f], expect[f]);
      ++wrong;
    }
  }
  return wrong;
}

int main() {
  std::printf("tile_indices: %d x %d domain in %d x %d tiles (%d x %d tiles)\n",
              ROWS, COLS, TILE_ROWS, TILE_COLS, ROWS / TILE_ROWS,
              COLS / TILE_COLS);

  // Start from values the kernel would never produce, so an element that no
  // thread wrote is noticed.
  Cell poison = {-1, -1, -1, -1, -1, -1, -1, -1, 0};
  std::vector<Cell> cells(ROWS * COLS, poison);

  record_indices(cells);

  int wrong = 0;
  for (int r = 0; r < ROWS; ++r)
    for (int c = 0; c < COLS; ++c)
      wrong += check_cell(cells[r * COLS + c], r, c);

  // A map of the tile each element landed in, as "row,col" of the tile.
  std::printf("tile of each element:\n");
  for (int r = 0; r < ROWS; ++r) {
    std::printf("  ");
    for (int c = 0; c < COLS; ++c) {
      const Cell &cell = cells[r * COLS + c];
      std::printf("%d,%d%s", cell.tile_r, cell.tile_c,
                  (c % TILE_COLS == TILE_COLS - 1 && c != COLS - 1) ? " | "
                                                                    : " ");
    }
    std::printf("\n");
    if (r % TILE_ROWS == TILE_ROWS - 1 && r != ROWS - 1)
      std::printf("  ------------+-------------+------------\n");
  }

  // The same map for local indices shows the repeating pattern inside tiles.
  std::printf("local index of each element:\n");
  for (int r = 0; r < ROWS; ++r) {
    std::printf("  ");
    for (int c = 0; c < COLS; ++c) {
      const Cell &cell = cells[r * COLS + c];
      std::printf("%d,%d ", cell.local_r, cell.local_c);
    }
    std::printf("\n");
  }

  std::printf("checked %d elements x 9 fields: %d wrong\n", ROWS * COLS, wrong);
  std::printf("%s\n", wrong == 0 ? "PASS" : "FAIL");
  return wrong == 0 ? 0 : 1;
}
