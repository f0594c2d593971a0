#include "kernels.h"

int main() {
  std::vector<int> data(4, 3);
  double_all(concurrency::array_view<int, 1>(4, data));
  return first_of_filled<int>(4) == 1 && data[3] == 6 ? 0 : 1;
}
