// The DLL's source: the macro's uses stay, and an attribute written out is
// edited where it is.
#include <amp.h>
#include "Shapes.h"
using namespace concurrency;

int shapes_count = 0;
extern "C" int shapes_version() { return 1; }

float area(float w, float h) {
  std::vector<float> d(1, w);
  array_view<float, 1> v(1, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= h; });
  ++shapes_count;
  return v[0];
}

Box::Box(float side) : side_(side) {}
float Box::volume() const { return side_ * side_ * side_; }

__declspec(dllexport) int shapes_helper() { return 2; }
