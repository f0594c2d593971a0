#include "kernels.h"

int main() {
  int data[4] = {1, 2, 3, 4};
  array_view<int, 1> v(4, data);
  Filler<int, 1>().fill(v, 5);
  Scaler<int>().run(v);
  Negator().run(v);
  AddTen().run(v);
  Outer<int>().run(v);
  v.synchronize();
  // 5 * 2 + 1 = 11, negated -11, + 10 = -1, + 100 - 1 = 98
  return data[0] == 98 && data[3] == 98 ? 0 : 1;
}
