// A C++14 program's own names that C++17 and C++20 give std (data, size,
// empty, clamp, sample, lerp, span, and <windows.h>'s byte) under `using
// namespace std;`, or through argument-dependent lookup on std::string.
// Parsed as C++14, its project's standard, the output qualifies each use,
// so built as C++14, C++17 or C++20 it names the program's entities (as
// written it does not build as C++17). Uses that a local, a member or the
// program's own namespace hides stay as they are.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/names.cpp
// RUN: %amp2hip %t/names.cpp -o %t/names.hip.cpp -- -std=c++14
// RUN: %FileCheck %s --match-full-lines < %t/names.hip.cpp
// RUN: g++ -std=c++14 -Wall -Werror -I %srcroot/runtime/include -x c++ %t/names.hip.cpp -o %t/names14
// RUN: %t/names14
// RUN: g++ -std=c++17 -Wall -Werror -I %srcroot/runtime/include -x c++ %t/names.hip.cpp -o %t/names17
// RUN: %t/names17
// RUN: g++ -std=c++20 -Wall -Werror -I %srcroot/runtime/include -x c++ %t/names.hip.cpp -o %t/names20
// RUN: %t/names20
// RUN: not g++ -std=c++17 -fsyntax-only -I %srcroot/runtime/include/amp2hip/msvc -I %srcroot/runtime/include -x c++ %t/names.cpp
// Parsed as C++17 (a project that says so), C++17's names are ambiguous as
// with any C++17 compiler, Visual C++ /std:c++17 included.
// RUN: not %amp2hip --no-output %t/names.cpp -- -std=c++17 2>&1 | %FileCheck %s --check-prefix=CXX17
// CXX17: {{.*}}error: reference to 'size' is ambiguous

#include <windows.h>
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string>
#include <vector>

using namespace std;

// CHECK: #include <amp2hip/msvc/windows.h>

namespace util {
int sample(int k) { return 3 * k; }
// CHECK: int gcd(int a, int b) { return b ? gcd(b, a % b) : a; }
int gcd(int a, int b) { return b ? gcd(b, a % b) : a; }
int twice_gcd(int a, int b) { return 2 * gcd(a, b); }
} // namespace util
using namespace util;

int data[4] = {1, 2, 3, 4};
const int size = 4;

template <class T> T clamp(T v, T lo, T hi) {
  return v < lo ? lo : (hi < v ? hi : v);
}

bool empty(const vector<int> &v) { return v.size() == 0; }

float lerp(float a, float b, float t) { return a + (b - a) * t; }

template <class T> struct span {
  T *first;
  int count;
};

struct buffer {
  int data[2];
  int size() const { return 2; }
};

// CHECK: int sum(const ::span<int> &s) {
int sum(const span<int> &s) {
  int total = 0;
  for (int i = 0; i < s.count; ++i)
    total += s.first[i];
  return total;
}

int main() {
  int total = 0;
  // CHECK:      for (int i = 0; i < ::size; ++i)
  // CHECK-NEXT:   total += ::data[i];
  // CHECK-NEXT: ::byte b = ::byte(::size);
  // CHECK-NEXT: vector<::byte> bytes(2, b);
  // CHECK-NEXT: string word = ::clamp(string("m"), string("a"), string("k"));
  // CHECK-NEXT: int k = ::clamp(12, 0, 10) + ::util::sample(2) + twice_gcd(12, 18);
  // CHECK-NEXT: float mid = ::lerp(0.0f, 10.0f, 0.5f);
  // CHECK-NEXT: ::span<int> s = {::data, ::size};
  for (int i = 0; i < size; ++i)
    total += data[i];
  byte b = byte(size);
  vector<byte> bytes(2, b);
  string word = clamp(string("m"), string("a"), string("k"));
  int k = clamp(12, 0, 10) + sample(2) + twice_gcd(12, 18);
  float mid = lerp(0.0f, 10.0f, 0.5f);
  span<int> s = {data, size};
  buffer buf = {{5, 6}};
  int data = buf.data[0] + buf.size();
  vector<int> none;
  // CHECK:            mid == 5.0f && sum(s) == 10 && data == 7 && ::empty(none);
  bool ok = total == 10 && bytes[1] == 4 && word == "k" && k == 28 &&
            mid == 5.0f && sum(s) == 10 && data == 7 && empty(none);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
