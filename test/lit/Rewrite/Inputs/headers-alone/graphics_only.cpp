// Only <amp_graphics.h>: textures and short vectors in a kernel.
#include <amp_graphics.h>

#include <cstdio>

int main() {
  concurrency::graphics::texture<concurrency::graphics::int_2, 1> t(4);
  concurrency::parallel_for_each(
      t.extent, [&t](concurrency::index<1> i) restrict(amp) {
        t.set(i, 3 * concurrency::graphics::int_2(i[0], -i[0]));
      });
  concurrency::graphics::int_2 out[4];
  concurrency::graphics::copy(t, out, sizeof(out));
  bool ok = out[3] == concurrency::graphics::int_2(9, -9);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
