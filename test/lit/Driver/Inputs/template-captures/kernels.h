// Kernel templates whose default capture reaches variables of dependent
// types: an array in one (captured by reference, as C++ AMP allows), a view
// in another (by copy: an instance capturing it by reference is C3590), and
// a variable of the parameter's type under [&] (an array only if some
// instance makes it one; never instantiated here).
#pragma once
#include <amp.h>
#include <vector>

template <typename T> T first_of_filled(int n) {
  concurrency::array<T, 1> cells(n);
  concurrency::parallel_for_each(
      cells.extent, [&](concurrency::index<1> i) restrict(amp) {
        cells[i] = T(i[0] + 1);
      });
  std::vector<T> out = cells;
  return out[0];
}

template <typename T> void double_all(concurrency::array_view<T, 1> v) {
  concurrency::parallel_for_each(
      v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] *= 2; });
}

template <typename T> void scale_all(concurrency::array_view<T, 1> v, T k) {
  concurrency::parallel_for_each(
      v.extent, [&](concurrency::index<1> i) restrict(amp) { v[i] *= k; });
}
