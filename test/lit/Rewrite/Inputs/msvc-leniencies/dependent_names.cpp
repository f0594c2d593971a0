// Templates written for Visual C++, which did not require `template` before
// a dependent member template given template arguments nor `typename`
// before a dependent type (it parsed a template's body only when the
// template was used). Host and amp code both. Returns non-zero on a wrong
// result.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T> struct element_traits {
  typedef T value_type;
  typedef T *pointer;
  static const int lanes = 1;
};

// A member template called on an object of a dependent type, and a
// dependent type named in a typedef and a parameter, without keywords.
template <typename Traits> struct summer {
  typedef Traits::value_type value_type;
  template <typename U> static U widen(value_type v) { return U(v); }
};

template <typename T>
double sum_widened(const std::vector<T> &values) {
  typedef summer<element_traits<T>> S;
  double total = 0;
  for (size_t i = 0; i < values.size(); ++i)
    total += S::widen<double>(values[i]);
  return total;
}

// In a kernel: a view of a dependent element type reinterpreted without
// `template`, and the element type taken from a dependent traits class.
template <typename T> T scale_all(std::vector<T> &data, T factor) {
  typedef element_traits<T>::value_type value_type;
  array_view<value_type, 1> view(int(data.size()), data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] = view[i] * factor;
  });
  array_view<const value_type, 1> read = view;
  value_type first = read[0];
  std::vector<int> words(data.size());
  array_view<int, 1> as_words = view.reinterpret_as<int>();
  for (int i = 0; i < int(words.size()); ++i)
    words[i] = as_words[i];
  return first + T(words.size() == data.size() ? 0 : 1);
}

int main() {
  std::vector<float> f = {1.5f, 2.5f, 3.0f};
  std::vector<int> n = {4, 5, 6};
  int failures = 0;
  if (sum_widened(f) != 7.0 || sum_widened(n) != 15.0)
    ++failures;
  if (scale_all(f, 2.0f) != 3.0f || f[2] != 6.0f)
    ++failures;
  if (scale_all(n, 3) != 12 || n[1] != 15)
    ++failures;
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures;
}
