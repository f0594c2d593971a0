#include "show.h"
#include "pair_ops.h"

int main() {
  return report::show(std::make_pair(1, 2)) == "(1, 2)" &&
                 report::jitter(3) == 3
             ? 0
             : 1;
}
