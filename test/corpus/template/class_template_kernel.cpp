// template/class_template_kernel: kernels launched from member functions of a
// class template: the kernel lambda uses the class's template parameters and
// a dependent member type; the class holds its data in a concurrency::array
// reached through a local reference.
// Specification: C++ AMP 1.2, 3.2; 5.1.
#include "amp_test.h"

using namespace concurrency;

template <class T, int Width> class strip {
public:
  typedef array<T, 1> storage;

  strip() : data_(Width) {}

  void fill(T start, T step) {
    storage &d = data_;
    parallel_for_each(d.extent, [=, &d](concurrency::index<1> i) restrict(amp) {
      d[i] = start + step * static_cast<T>(i[0]);
    });
  }
  std::vector<T> read() const { return data_; }

private:
  storage data_;
};

int main() {
  ampt::test_result r;
  strip<int, 20> si;
  strip<float, 12> sf;
  si.fill(5, 3);
  sf.fill(1.0f, 0.5f);
  std::vector<int> vi = si.read();
  std::vector<float> vf = sf.read();
  AMPT_CHECK_EQ(r, static_cast<int>(vi.size()), 20);
  for (int i = 0; i < 20; ++i)
    AMPT_CHECK_EQ(r, vi[i], 5 + 3 * i);
  for (int i = 0; i < 12; ++i)
    AMPT_CHECK_CLOSE(r, vf[i], 1.0f + 0.5f * i, 1e-6);
  return r.finish("template/class_template_kernel");
}
