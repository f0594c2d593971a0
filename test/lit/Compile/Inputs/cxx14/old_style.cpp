// A C++ AMP program of the Visual Studio 2012-2019 era: valid C++14, not
// C++17 (`register`, a dynamic exception specification), with names that
// C++17 gives std (a global `data`, Windows' `byte`) under `using namespace
// std;`, and names that glibc's headers take as C23 macros (SIZE_WIDTH,
// INT_WIDTH). Parsed and built as C++14; checks itself.
#include <amp.h>
#include <windows.h>
#include <cstdio>
#include <new>
#include <vector>

using namespace concurrency;
using namespace std;

const unsigned SIZE_WIDTH = 8;
const int INT_WIDTH = 2;

int data[SIZE_WIDTH];

static int checksum(const vector<int> &v) throw(std::bad_alloc) {
  register int s = 0;
  for (size_t i = 0; i < v.size(); ++i)
    s += v[i];
  return s;
}

byte last_byte(const vector<int> &v) { return byte(v.back() & 0xff); }

int main() {
  for (unsigned i = 0; i < SIZE_WIDTH; ++i)
    data[i] = int(i);
  vector<int> v(data, data + SIZE_WIDTH);
  array_view<int, 1> av(SIZE_WIDTH, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] *= INT_WIDTH;
  });
  av.synchronize();
  int expect = 0;
  for (unsigned i = 0; i < SIZE_WIDTH; ++i)
    expect += INT_WIDTH * data[i];
  byte b = last_byte(v);
  bool ok = checksum(v) == expect && b == 14;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
