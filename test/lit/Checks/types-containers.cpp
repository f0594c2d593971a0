// C3581 for what containers and arrays hold: containers and views inside
// containers (directly, or as members of the element class), elements whose
// size is not a multiple of 4 bytes (bool, empty classes, classes whose only
// members are static), references in elements; classes that amp
// constructors give pointer or reference members; pointers to member
// functions in amp code.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;

struct Nothing {};                       // expected-note 2 {{'Nothing' declared here}}
struct OnlyStatic { static int count; }; // expected-note {{'OnlyStatic' declared here}}
struct Flag { bool on; };                // expected-note {{'Flag' declared here}}
struct Holder { array_view<float, 1> view; }; // expected-note {{'view' declared here}}
struct Outer { int id; Holder inner; };
struct ByRef { array<int, 1> &data; };   // expected-note {{'data' declared here}}
struct Tex { graphics::texture<float, 1> t; }; // expected-note {{'t' declared here}}

void host_containers(std::vector<int> &v, accelerator_view av) {
  array<array<int, 1>, 1> nested(4);          // expected-error {{C3581: type 'Concurrency::array<Concurrency::array<int>>' is not supported in amp code: its element type 'Concurrency::array<int>' is not supported (containers cannot hold concurrency::array objects)}}
  array<array_view<int, 2>, 1> views(4);      // expected-error {{containers cannot hold concurrency::array_view objects}}
  array_view<array_view<int, 1>, 1> vv(4);    // expected-error {{containers cannot hold concurrency::array_view objects}}
  array<Outer, 1> outer(4);                   // expected-error {{its element type 'Outer' is not supported (member 'inner': member 'view': containers cannot hold concurrency::array_view objects)}}
  array<ByRef, 1> refs(4);                    // expected-error {{member 'data' is a reference}}
  array<Tex, 1> texs(4);                      // expected-error {{containers cannot hold concurrency::texture objects}}
  array<Nothing, 1> empty(4);                 // expected-error {{its element type 'Nothing' is not supported (elements must take a multiple of 4 bytes: 'Nothing' takes 1)}}
  array<OnlyStatic, 1> statics(4);            // expected-error {{'OnlyStatic' takes 1}}
  array_view<Flag, 1> flags(4);               // expected-error {{'Flag' takes 1}}
  array<bool, 1> bools(4);                    // expected-error {{'bool' takes 1}}
  (void)v;
  (void)av;
}

int amp_arrays(int x) restrict(amp) {
  bool seen[4] = {};          // expected-error {{C3581: type 'bool[4]' is not supported in amp code: array elements must take a multiple of 4 bytes: 'bool' takes 1}}
  Nothing none[2];            // expected-error {{C3581: type 'Nothing[2]' is not supported in amp code: array elements must take a multiple of 4 bytes: 'Nothing' takes 1}}
  return x + (seen[0] ? 1 : 0) + int(sizeof(none));
}

struct Calc {
  int twice(int v) const restrict(amp) { return 2 * v; }
};
int through_member_pointer(int v) restrict(amp) {
  int (Calc::*op)(int) const = nullptr; // expected-error {{C3581: type 'int (Calc::*)(int) const' is not supported in amp code: pointers to member functions are not supported}}
  return op ? v : 0;
}

// An amp constructor gives the class its members in amp code.
struct PointsAt {
  PointsAt(array<int, 1> &a) restrict(cpu, amp) : where(&a) {} // expected-error {{C3581: type 'array<int, 1> *' is not supported in amp code: member 'where' is a pointer}}
  array<int, 1> *where; // expected-note {{'where' declared here}}
};
struct ViewRef {
  ViewRef(array_view<int, 1> &v) restrict(cpu, amp) : view(v) {} // expected-error {{C3581: type 'array_view<int, 1> &' is not supported in amp code: member 'view' is a reference}}
  array_view<int, 1> &view; // expected-note {{'view' declared here}}
};

// An array or texture stays on its accelerator: amp code holds one only by
// reference.
void local_array(array<int, 1> &ok) restrict(amp) {
  array<int, 1> copy(ok); // expected-error {{C3581: type 'array<int, 1>' is not supported in amp code: amp code holds an array or texture only by reference}} expected-error {{C3931: the constructor 'Concurrency::array<int>::array' called here implicitly is restricted to cpu}} expected-error {{C3931: the destructor 'Concurrency::array<int>::~array' called here implicitly is restricted to cpu}}
  // expected-note@*:* {{'Concurrency::array<int>::array' declared here}}
  // expected-note@*:* {{'Concurrency::array<int>::~array' declared here}}
}

// A member off its type's own alignment under #pragma pack (a double at 4).
#pragma pack(push, 2)
struct PackedDouble { int a; double b; }; // expected-note 2 {{'b' declared here}}
#pragma pack(pop)
void packed_elements(std::vector<PackedDouble> &v) {
  array<PackedDouble, 1> arr(4); // expected-error {{its element type 'PackedDouble' is not supported (member 'b' is not at a multiple of 8 bytes, its type's alignment)}}
  array_view<PackedDouble, 1> view(4, v); // expected-error {{member 'b' is not at a multiple of 8 bytes}}
}
