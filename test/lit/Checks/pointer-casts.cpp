// C3588 and C3589 where Clang refuses the cast itself: a pointer cast to a
// narrower integer in amp code (C3588; C3589 for a string literal written as
// the operand). The same cast in cpu code keeps Clang's own error.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>

int narrow(int *p) restrict(amp) {
  int a = (int)p;                  // expected-error {{C3588: amp code cannot cast between a pointer and an integer}}
  int b = reinterpret_cast<int>(p); // expected-error {{C3588: amp code cannot cast between a pointer and an integer}}
  int c = (int)"text";             // expected-error {{C3589: string literals are not allowed in amp code}}
  return a + b + c;
}
int host_narrow(int *p) {
  return (int)p; // expected-error {{cast from pointer to smaller type 'int' loses information}}
}

// An integer's storage read as a pointer through a reference cast.
void reread(int i) restrict(amp) {
  int *&r = (int *&)i; // expected-error {{C3588: amp code cannot cast between a pointer and an integer}}
  (void)r;
}
