// concurrency::array captured by reference, copies in every direction,
// conversion to std::vector, accelerators and an explicit accelerator_view.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

void fill(array<float, 2> &arr, float base) {
  parallel_for_each(
      arr.extent, [ =, &arr ](index<2> idx) restrict(amp) {
        arr[idx] = base + idx[0] * 10 + idx[1];
      });
}

int main() {
  accelerator acc;
  std::wprintf(L"%ls\n", acc.get_description().c_str());
  accelerator_view av = acc.create_view();

  array<float, 2> arr(8, 10, av);
  fill(arr, 1.0f);
  std::vector<float> v = arr;

  std::vector<float> src(80, 2.0f);
  array<float, 2> other(8, 10, src.begin(), src.end());
  copy(arr, other);
  array<float, 2> third(other);
  std::vector<float> out(80);
  copy(third, out.begin());
  array_view<float, 2> section =
      third.section(index<2>(2, 0), extent<2>(2, 10));
  copy(src.begin(), src.begin() + 20, section);
  const array<float, 2> &ro = third;
  float probe = 0;
  parallel_for_each(
      av, extent<1>(1),
      [ =, &ro ](index<1>) restrict(amp) { (void)ro[index<2>(0, 0)]; });
  // Without CPU access the host reads the array through a view, which waits
  // for the kernel.
  probe = array_view<const float, 2>(ro)(2, 5);
  av.wait();

  bool ok = v[12] == 1.0f + 10 + 2 && out[79] == 1.0f + 70 + 9 && probe == 2.0f;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
