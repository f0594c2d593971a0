// Free functions declared after the templates that use them, as Visual
// C++ accepted (AH1343): the output declares each before the first template
// that uses it, in the same namespace, with its default arguments moved to
// that declaration. A test library's pattern: overloads of one name for
// device containers call the overload for host vectors, declared last,
// with explicit template arguments. g++ (nvcc's host compiler) builds the
// output and runs it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/late.cpp
// RUN: %amp2hip %t/late.cpp -o %t/late.hip.cpp 2>&1 | %FileCheck --check-prefix=LOG %s
// RUN: %FileCheck %s --match-full-lines < %t/late.hip.cpp
// RUN: g++ -std=c++17 -Wall -Werror -I %srcroot/runtime/include -x c++ %t/late.hip.cpp -o %t/late
// RUN: %t/late
// LOG: warning: AH1343: 'mismatch_report' is declared after this template, which Visual C++ accepted; the output declares it before the template
// LOG-COUNT-2: warning: AH1343: 'count_equal'
// LOG-NOT: error:

#include <cstdio>
#include <vector>

namespace checks {
// Stand-ins for C++ AMP's containers: the lookup is the same, and g++
// builds the output without a GPU compiler.
template <typename T, int Rank> struct array_view {
  std::vector<T> *data;
  std::vector<T> copied() const { return *data; }
};
template <typename T, int Rank> struct array {
  std::vector<T> data;
  operator std::vector<T>() const { return data; }
};

	// CHECK:      	template <typename T>
	// CHECK-NEXT: 	int count_equal(const std::vector<T> &values, const T &expected, T tolerance = 0);
	// CHECK-NEXT: 	template <typename T, int Rank>
	// CHECK-NEXT: 	int count_equal(const array_view<T, Rank> &view, const T &expected)
	template <typename T, int Rank>
	int count_equal(const array_view<T, Rank> &view, const T &expected)
	{
		std::vector<T> host = view.copied();
		return count_equal<T>(host, expected);
	}

	template <typename T, int Rank>
	int count_equal(const array<T, Rank> &arr, const T &expected)
	{
		std::vector<T> host = arr;
		return count_equal<T>(host, expected, T(0));
	}

	// CHECK:      	template <typename T>
	// CHECK-NEXT: 	int count_equal(const std::vector<T> &values, const T &expected, T tolerance)
	template <typename T>
	int count_equal(const std::vector<T> &values, const T &expected, T tolerance = 0)
	{
		int n = 0;
		for (const T &v : values)
			n += (v - expected <= tolerance && expected - v <= tolerance) ? 1 : 0;
		return n;
	}
} // namespace checks

// A non-template caller in a class template's member, the function after it.
// CHECK: void mismatch_report(int expected, int found, const char *what = "values");
// CHECK-NEXT: template <typename T> struct verifier {
template <typename T> struct verifier {
  bool same(int expected, int found) const {
    if (expected != found)
      mismatch_report(expected, found);
    return expected == found;
  }
};

// CHECK: void mismatch_report(int expected, int found, const char *what) {
void mismatch_report(int expected, int found, const char *what = "values") {
  std::printf("%s: expected %d, found %d\n", what, expected, found);
}

int main() {
  std::vector<int> data(16, 3);
  checks::array_view<int, 1> view{&data};
  checks::array<int, 2> arr{data};
  int a = checks::count_equal(view, 3);
  int b = checks::count_equal(arr, 3);
  return verifier<int>().same(16, a) && verifier<int>().same(16, b) ? 0 : 1;
}
