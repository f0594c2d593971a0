// A Visual C++ program's own names that glibc's headers define as C23
// macros (SIZE_WIDTH in a header, INT_WIDTH and SNAN here).
#include "widths.h"
#include <climits>
#include <cstdio>

const int INT_WIDTH = 3;
double SNAN = 0.5;

int main() {
  unsigned cells = SIZE_WIDTH * INT_WIDTH;
  std::printf("%u %g %d\n", cells, SNAN, INT_MAX > 0);
  return cells == 30 && SNAN == 0.5 ? 0 : 1;
}
