// restrict(cpu,amp) lambdas and kernels in private members, in the forms
// test harnesses and books write them; each result is checked, and the
// program returns non-zero on a wrong one.
#include "harness.h"
#include <vector>
using namespace concurrency;

int twice(int x) BOTH { return 2 * x; }
int plus(int a, int b) restrict(cpu, amp) { return a + b; }

struct Point {
  int x, y;
};

// Views and arrays of classes local to the function that launches the
// kernel (nvcc's extended lambdas may not capture local types: the classes
// move out).
static void local_element_types() {
  struct Rgb {
    float r, g, b;
  };
  class Sum {
  public:
    float total;
  };
  std::vector<float> raw(12);
  for (int k = 0; k < 12; ++k)
    raw[k] = static_cast<float>(k);
  array_view<const Rgb, 1> pixels(4, reinterpret_cast<const Rgb *>(raw.data()));
  array<Sum, 1> sums(4);
  parallel_for_each(sums.extent, [=, &sums](index<1> i) restrict(amp) {
    sums[i].total = pixels[i].r + pixels[i].g + pixels[i].b;
  });
  std::vector<Sum> back = sums;
  // Pixel 3 is 9 + 10 + 11.
  harness::expect(back[3].total == 30.0f && back[0].total == 3.0f,
                  "views and arrays of local classes");
}

int main() {
  // A [&] lambda that captures nothing (the harness macro).
  CHECK_BOTH_SIDES(twice(21), 42);
  CHECK_BOTH_SIDES(plus(twice(1), 3), 5);

  // [&] with copies, and [=] capturing a view and a struct.
  int a = 4, b = 5;
  harness::on_both_sides([&, a, b]() BOTH { return plus(a, b); }, 9,
                         "[&, a, b]");
  std::vector<int> seven(4, 7);
  array_view<const int, 1> view(4, seven);
  Point p = {1, 2};
  harness::on_both_sides([=]() restrict(cpu, amp) { return view[3] + p.y; },
                         9, "[=] view");

  // A lambda that runs on both sides, called directly on the CPU and given
  // to a kernel.
  auto square = [](int x) restrict(cpu, amp) { return x * x; };
  harness::expect(square(5) == 25, "square on the CPU");
  harness::expect(harness::gpu_sum([=](index<1> i) restrict(cpu, amp) {
                    return square(i[0]);
                  }, 4) == 14,
                  "square in a kernel");

  // Arrays and textures captured by reference by restrict(cpu,amp) lambdas
  // that are not kernels.
  std::vector<int> ones(8, 1);
  array<int, 1> data(8, ones.begin(), ones.end());
  auto get = [&data](index<1> i) restrict(cpu, amp) { return data[i] + i[0]; };
  harness::expect(harness::gpu_sum(get, 8) == 8 + 28, "[&data]");
  int bonus = 2;
  auto with_default = [&, bonus](index<1> i) BOTH { return data[i] * bonus; };
  harness::expect(harness::gpu_sum(with_default, 8) == 16, "[&, bonus]");
  auto mixed = [=, &data](index<1> i) mutable BOTH {
    bonus += data[i];
    return bonus + view[0];
  };
  harness::expect(harness::gpu_sum(mixed, 8) == 8 * (3 + 7), "[=, &data]");

  std::vector<float> texels = {0.5f, 1.5f, 2.5f, 3.5f};
  graphics::texture<float, 1> tex(4, texels.begin(), texels.end());
  auto read = [&tex](index<1> i) restrict(cpu, amp) {
    return int(tex[i] * 2.0f);
  };
  harness::expect(harness::gpu_sum(read, 4) == 1 + 3 + 5 + 7, "[&tex]");

  Table<int> table(6);
  harness::expect(table.total(2.0) == 2 * 15, "Table::total");

  // A kernel whose [&] captures nothing by reference, and a kernel with a
  // lambda inside that captures the kernel's array by reference.
  std::vector<int> zeros(8, 0);
  array_view<int, 1> v(8, zeros);
  parallel_for_each(v.extent, [&, v](index<1> i) restrict(amp) { v[i] = 3; });
  parallel_for_each(data.extent, [&data](index<1> i) BOTH {
    auto bump = [&data, i]() BOTH { data[i] += 10; };
    bump();
  });
  std::vector<int> after = data;
  harness::expect(v[7] == 3 && after[5] == 11, "kernel captures");

  // Kernels in private members, macros and nested classes.
  std::vector<int> cells(4, 0);
  array_view<int, 1> w(4, cells);
  Filler<int, 1>().fill(w, 5);
  Scaler<int>().run(w);
  Negator().run(w);
  AddTen().run(w);
  Outer<int>().run(w);
  w.synchronize();
  // 5 * 2 + 1 = 11, negated -11, + 10 = -1, + 100 - 1 = 98
  harness::expect(cells[0] == 98 && cells[3] == 98, "private kernels");

  local_element_types();

  if (harness::failures)
    return 1;
  std::printf("forms: ok\n");
  return 0;
}
