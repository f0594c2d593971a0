// C3409 and C3646: a restriction clause out of its place in the declarator.
// C++ AMP orders ( parameters ) mutable restrict(...) exception-spec
// -> return-type; Clang would take some other orders silently.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Wno-dynamic-exception-spec -Xclang -verify

#include <amp.h>

#define ON_GPU restrict(amp)

void lambdas() {
  auto a = [](int x) restrict(amp) mutable { return x; };  // expected-error {{C3409: restrict(...) must follow 'mutable' in a lambda declarator}}
  auto b = [](int x) mutable -> int restrict(amp) { return x; }; // expected-error {{C3409: restrict(...) must come before the trailing return type}} expected-warning {{'device' attribute ignored when parsing type}}
  auto c = [](int x) -> int ON_GPU { return x; };  // expected-error {{C3409: restrict(...) must come before the trailing return type}} expected-warning {{'device' attribute ignored when parsing type}}
  (void)a; (void)b; (void)c;
}

int declared_late() throw() restrict(cpu); // expected-error {{C3646: restrict(...) must come before the exception specification}}
int also_late() noexcept ON_GPU;              // expected-error {{C3646: restrict(...) must come before the exception specification}}

// C2065: `restrict` before the declarator, or after a variable, where C++
// AMP takes no clause (Visual C++ read it as an undeclared name there).
int restrict(amp) before_name(int x) { return x; } // expected-error {{C2065: 'restrict' is no restriction specifier here}}
ON_GPU int macro_first(int x) { return x; }        // expected-error {{C2065: 'restrict' is no restriction specifier here}}
typedef int binary_op(int, int);
binary_op *handler restrict(cpu);                  // expected-error {{C2065: 'restrict' is no restriction specifier here}}
