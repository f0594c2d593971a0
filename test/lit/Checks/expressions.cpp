// C3588 pointer/integer casts, C3589 string literals, C3595 constants out of
// range, C3599 pointer arithmetic on bool*: expressions amp code cannot hold.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Wno-constant-conversion -Xclang -verify

#include <amp.h>
#include <vector>
using namespace concurrency;

// direct3d_printf as C++ AMP declares it, for the string literal exception.
namespace Concurrency { namespace direct3d {
void direct3d_printf(const char *format, int value) restrict(amp);
void direct3d_errorf(const char *format, int value) restrict(amp);
} }

#define TAG "kernel"
#define BIG_CONSTANT 0x100000000

int casts(int *p, int n) restrict(cpu, amp) {
  unsigned long bits = (unsigned long)p; // expected-error {{C3588: amp code cannot cast between a pointer and an integer}}
  int *back = reinterpret_cast<int *>(bits); // expected-error {{C3588: amp code cannot cast between a pointer and an integer}}
  int *null = 0; // a null pointer constant is not a cast of an integer
  return n + (back == null) + (p ? 1 : 0);
}

int strings(int x) restrict(amp) {
  // (const char * is itself not an amp type: C3581.)
  const char *s = "message"; // expected-error {{C3589: string literals are not allowed in amp code}} expected-error {{C3581: type 'const char *'}}
  const char *t = TAG;       // expected-error {{C3589: string literals are not allowed in amp code}} expected-error {{C3581: type 'const char *'}}
  direct3d::direct3d_printf("x = %d\n", x);
  direct3d::direct3d_errorf("bad %d\n", x);
  static_assert(sizeof(int) == 4, "int is 32 bits"); // not a value of the program
  return x + (s != t);
}

int constants(int x) restrict(amp) {
  long a = 5000000000;         // expected-error {{C3595: the constant '5000000000' is outside the range of every type amp code supports}}
  long b = BIG_CONSTANT;       // expected-error {{C3595: the constant '4294967296'}}
  double c = 1e400;            // expected-error {{C3595: the constant '1e400'}} expected-warning {{magnitude of floating-point constant too large}}
  unsigned d = 4294967295u;    // the largest 32-bit value is fine
  int e = -2147483647 - 1;
  return x + int(a + b) + int(c) + int(d) + e;
}

int bools(bool *flags, int n) restrict(amp) {
  bool *next = flags + 1;      // expected-error {{C3599: amp code cannot do pointer arithmetic on 'bool *'}}
  ++next;                      // expected-error {{C3599}}
  next -= 1;                   // expected-error {{C3599}}
  bool f = flags[n];           // expected-error {{C3599}}
  bool local[4] = {};          // expected-error {{C3581: type 'bool[4]' is not supported in amp code: array elements must take a multiple of 4 bytes}}
  local[n & 3] = true;
  int ints[4] = {};
  int *ip = ints + 1;          // arithmetic on other pointers is fine
  return f + local[0] + *ip + int(next - flags); // expected-error {{C3599}}
}

template <typename T> int via_template(T *p) restrict(amp) {
  return int(*(p + 1)); // expected-error {{C3599: amp code cannot do pointer arithmetic on 'bool *'}}
}

struct Functor {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) {
    bool flag = true;
    out[i] = via_template(&out[i]) + via_template(&flag); // expected-note {{in the instantiation 'via_template<bool>'}}
  }
};

void kernels(std::vector<int> &v) {
  array_view<int, 1> av(4, v);
  const char *host = "host strings are fine";
  long long host_big = 5000000000;
  (void)host; (void)host_big;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = int(reinterpret_cast<unsigned long>(&av[i])); // expected-error {{C3588}}
  });
  parallel_for_each(av.extent, Functor{av});
}
