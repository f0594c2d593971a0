// Restriction specifiers on declarations: C3933 destructors, C3934 main,
// C3935 overlapping restrictions, C3938 extern "C".
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>

#define BOTH restrict(cpu, amp)

// C3933: the destructor must cover every constructor's restrictions.
struct Covered {
  Covered() restrict(cpu, amp) {}
  ~Covered() restrict(cpu, amp) {}
};
struct HostOnlyDtor {
  HostOnlyDtor() restrict(cpu) {}
  HostOnlyDtor(int) restrict(amp) {} // expected-note {{this constructor is restricted to amp}}
  ~HostOnlyDtor() {}                 // expected-error {{C3933: the destructor of 'HostOnlyDtor' must be restricted to cpu and amp to cover its constructors}}
};
struct AmpOnlyDtor {
  AmpOnlyDtor() BOTH {}              // expected-note {{this constructor is restricted to cpu and amp}}
  ~AmpOnlyDtor() restrict(amp) {}    // expected-error {{C3933: the destructor of 'AmpOnlyDtor' must be restricted to cpu and amp}}
};
template <typename T> struct Holder {
  T value;
  Holder() restrict(amp) : value() {} // expected-note {{this constructor is restricted to amp}}
  ~Holder() restrict(cpu) {}          // expected-error {{C3933: the destructor of 'Holder' must be restricted to cpu and amp}}
};
// A destructor overloaded on restriction, also in a base class: one clean
// error (Clang cannot redeclare a destructor).
struct Overloaded {
  Overloaded() restrict(cpu, amp) {}
  ~Overloaded() restrict(cpu) {}
  ~Overloaded() restrict(amp) {} // expected-error {{C3933: a destructor cannot be overloaded on restriction; give 'Overloaded' one destructor with every restriction it needs}}
};
struct Derived : Overloaded {
  int extra;
};
inline int use_derived() restrict(amp) {
  Derived d; // its destructor is Overloaded's problem, reported once above
  return d.extra;
}
struct OutOfLine {
  ~OutOfLine() restrict(cpu);
  ~OutOfLine() restrict(amp); // expected-error {{C3933: a destructor cannot be overloaded on restriction}}
};
OutOfLine::~OutOfLine() restrict(cpu) {}
OutOfLine::~OutOfLine() restrict(amp) {} // expected-error {{C3933: a destructor cannot be overloaded on restriction}}
// Two destructors whose sets share a word overlap (C3935, as Visual C++).
struct OverlapDtor {
  ~OverlapDtor() restrict(amp) {}
  ~OverlapDtor() restrict(cpu, amp) {} // expected-error {{C3935: '~OverlapDtor' is declared twice with restrictions that overlap}}
};

// C3935: overloads on restriction must have disjoint sets.
int overlap(int x) restrict(cpu, amp); // expected-note {{previous declaration is here}}
int overlap(int x) restrict(cpu);      // expected-error {{C3935: 'overlap' is declared twice with restrictions that overlap}}
int disjoint(int x) restrict(cpu);
int disjoint(int x) restrict(amp);     // overloading on restriction alone is fine

// C3938: a C name cannot be overloaded.
extern "C" int c_both(int x) restrict(cpu, amp); // expected-error {{C3938: an extern "C" function cannot have more than one restriction}}
extern "C" int c_amp(int x) restrict(amp);
extern "C" int c_split(int x) restrict(amp);    // expected-note {{'c_split' declared here}}
extern "C" int c_split(int x) restrict(cpu);    // expected-error {{C3938: extern "C" function 'c_split' cannot be overloaded on restriction}}
extern "C" int c_again(int x) restrict(amp);
extern "C" int c_again(int x) restrict(amp);    // a redeclaration, not an overload

// C3934: main runs on the host.
int main() restrict(amp) { // expected-error {{C3934: 'main' cannot be restricted to amp}}
  return use_derived();
}
