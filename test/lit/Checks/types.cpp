// C3581: types amp code cannot use, in every kind of amp code.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>
#include <vector>
#include "Inputs/rules.h"
using namespace concurrency;

struct WithBits { int flags : 3; };     // expected-note {{'flags' declared here}}
struct Packed { bool a; bool b; };      // expected-note {{'b' declared here}}
struct Virt { virtual int get() const { return 1; } }; // expected-note {{'get' declared here}}
struct VBase {};                        // expected-note {{'VBase' declared here}}
struct Diamond : virtual VBase { int x; };
struct HoldsPtr { int *p; };            // expected-note {{'p' declared here}}
enum class Small : char { A };          // expected-note {{'Small' declared here}}
enum class Wide : unsigned { B };
struct Good { int i; float f; bool flag; };

// Plain functions: locals, parameters, return types, casts, literals.
short narrow_return(int x) restrict(amp) { // expected-error {{C3581: type 'short' is not supported in amp code}}
  return x;
}
int locals(int x, long long y) restrict(amp) { // expected-error {{C3581: type 'long long' is not supported in amp code}}
  char c = 0;               // expected-error {{C3581: type 'char' is not supported in amp code}}
  unsigned char uc = 0;     // expected-error {{C3581: type 'unsigned char'}}
  signed char sc = 0;       // expected-error {{C3581: type 'signed char'}}
  wchar_t w = 0;            // expected-error {{C3581: type 'wchar_t'}}
  long double ld = 0;       // expected-error {{C3581: type 'long double'}}
  volatile int v = 0;       // expected-error {{C3581: type 'volatile int' is not supported in amp code: volatile types are not supported}}
  int **pp = nullptr;       // expected-error {{C3581: type 'int **' is not supported in amp code: pointers to pointers are not supported}}
  int (*fp)(int) = nullptr; // expected-error {{pointers to functions are not supported}}
  int *ptrs[2] = {};        // expected-error {{arrays of pointers are not supported}}
  WithBits wb;              // expected-error {{C3581: type 'WithBits' is not supported in amp code: member 'flags' is a bit-field}}
  Packed pk;                // expected-error {{member 'b' is not at a 4-byte aligned offset}}
  Virt vt;                  // expected-error {{'get' is virtual}}
  Diamond dm;               // expected-error {{'VBase' is a virtual base}}
  HoldsPtr hp;              // expected-error {{member 'p' is a pointer}}
  Small sm = Small::A;      // expected-error {{enum 'Small' has underlying type 'char'}}
  int n = (short)x;         // expected-error {{C3581: type 'short'}}
  long long lit = 1;        // expected-error {{C3581: type 'long long'}}
  n += 2LL;                 // expected-error {{C3581: type 'long long'}}
  // Allowed: every supported type, pointers to them, a good class, an enum
  // of int width, an array and a reference.
  bool b = true; int i = 1; unsigned u = 2; long l = 3; unsigned long ul = 4;
  float f = 1.0f; double d = 2.0; int *p = &i; const float &rf = f;
  Good g{1, 2.0f, true}; Wide wd = Wide::B; int arr[4] = {};
  return n + i + (int)u + (int)l + (int)ul + (int)f + (int)d + *p + (int)rf +
         g.i + arr[0] + (b ? 1 : 0) + (int)wd;
}

// In a macro (the expansion is reported) and in a header (Inputs/rules.h).
int through_macro(int x) AMP_ONLY {
  NARROW_LOCAL(s); // expected-error {{C3581: type 'short'}}
  return x + s + header_narrow(x) + header_clean(x);
}

// Declarations of amp functions.
int variadic(int n, ...) restrict(amp);          // expected-error {{C3581: an amp function cannot take a variable number of arguments}}
struct Members {
  int value;
  char tag;                                  // expected-note {{'tag' declared here}}
  int get() volatile restrict(amp);          // expected-error {{C3581: an amp member function cannot be volatile}}
  virtual int over() restrict(amp);          // expected-error {{C3581: an amp member function cannot be virtual}}
  int read_tag() const restrict(amp) {
    return value + tag;                      // expected-error {{C3581: type 'char' is not supported in amp code: amp code has only}}
  }
};

// Templates: checked per instantiation, reported once per place, with the
// instantiation that broke the rule.
// The return type, the parameter and the local are each reported.
template <typename T>
T twice(T x) restrict(amp) { // expected-error 2 {{C3581: type 'char'}} expected-error 2 {{C3581: type 'short'}}
  T y = x; // expected-error {{C3581: type 'char'}} expected-error {{C3581: type 'short'}}
  return y + y;
}
template <typename T> struct Box {
  T held; // expected-note 2 {{'held' declared here}}
  // The return type and the member read are both reported.
  T get() const restrict(amp) { return held; } // expected-error 2 {{C3581: type 'unsigned char'}}
};
int use_templates(int x) restrict(amp) {
  Box<int> bi{1};
  Box<unsigned char> bc{2}; // expected-error {{C3581: type 'Box<unsigned char>' is not supported in amp code: member 'held'}}
  return twice(x) + twice('a') + // expected-note 3 {{in the instantiation 'twice<char>'}}
         twice((short)1) + // expected-note 3 {{in the instantiation 'twice<short>'}} expected-error {{C3581: type 'short'}}
         bi.get() + bc.get(); // expected-note 2 {{in the instantiation 'Box<unsigned char>::get'}}
}

// Lambdas and functors given to parallel_for_each.
struct NarrowFunctor {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) {
    short s = 1; // expected-error {{C3581: type 'short'}}
    out[i] = s;
  }
};
void kernels(std::vector<int> &v, std::vector<char> &host_chars) {
  char host_ok = 'x'; // host code may use char freely
  (void)host_ok;
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    long long wide = 1; // expected-error {{C3581: type 'long long'}}
    av[i] = int(wide);
  });
  parallel_for_each(av.extent, NarrowFunctor{av});
  array_view<char, 1> chars(4, host_chars); // expected-error {{C3581: type 'Concurrency::array_view<char>' is not supported in amp code: its element type 'char' is not supported}}
  array_view<int, 1> as_ints = av.reinterpret_as<int>();
  (void)as_ints;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = 0;
    (void)av.reinterpret_as<short>(); // expected-error {{C3581: type 'Concurrency::array_view<short>' is not supported in amp code: its element type 'short' is not supported}}
  });
}

// Clean amp code: nothing to report.
float clean(float x) restrict(amp) {
  Good g{1, x, false};
  Wide w = Wide::B;
  return g.f + float(w == Wide::B) + float(header_clean(2));
}
