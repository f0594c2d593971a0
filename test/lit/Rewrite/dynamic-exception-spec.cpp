// `throw(E)` lists, which C++17 removed and Visual C++ accepted in any
// standard: AH1345, and the output writes `noexcept(false)` (what Visual
// C++ made of them) and keeps the list in a comment, in a macro's
// definition too. `throw()` is still C++17
// and stays. The output builds with g++ in C++17 and throws as written.
// After a restriction clause, and in a kernel's program:
// Inputs/msvc-leniencies/exception_specs.cpp (built with hipcc and nvcc by
// Compile/msvc-leniencies-hipcc-nvcc.test).
// RUN: %amp2hip --no-output %s -- -std=c++17 -Xclang -verify
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/spec.cpp
// RUN: %amp2hip %t/spec.cpp -o %t/spec.hip.cpp -- -std=c++17 2>&1 | %FileCheck --check-prefix=LOG %s
// RUN: %FileCheck %s < %t/spec.hip.cpp
// RUN: g++ -std=c++17 -Wall -Werror -I %srcroot/runtime/include -x c++ %t/spec.hip.cpp -o %t/spec
// RUN: %t/spec
// LOG-COUNT-6: warning: AH1345:
// LOG-NOT: error:

#include <stdexcept>

struct parse_error : std::runtime_error {
  explicit parse_error(const char *m) : std::runtime_error(m) {}
};

int checked_digit(char c) throw(parse_error); // expected-warning {{AH1345: a dynamic exception specification, which C++17 removed and Visual C++ accepted; the output writes 'noexcept(false)'}} expected-note {{use 'noexcept(false)' instead}}
// CHECK: int checked_digit(char c) noexcept(false) /* throw(parse_error) */;

int checked_digit(char c) throw(parse_error) { // expected-warning {{AH1345}} expected-note {{use 'noexcept(false)' instead}}
  // CHECK: int checked_digit(char c) noexcept(false) /* throw(parse_error) */ {
  if (c < '0' || c > '9')
    throw parse_error("not a digit");
  return c - '0';
}

// In a macro: its definition is edited, once for both uses.
#define MAY_THROW throw(parse_error)
// CHECK: #define MAY_THROW noexcept(false) /* throw(parse_error) */
int first(const char *s) MAY_THROW; // expected-warning {{AH1345}} expected-note {{use 'noexcept(false)' instead}}
int first(const char *s) MAY_THROW { return checked_digit(s[0]); } // expected-warning {{AH1345}} expected-note {{use 'noexcept(false)' instead}}

struct reader {
  int next() throw(parse_error, std::bad_alloc) { return checked_digit(*p++); } // expected-warning {{AH1345}} expected-note {{use 'noexcept(false)' instead}}
  // CHECK: int next() noexcept(false) /* throw(parse_error, std::bad_alloc) */ { return checked_digit(*p++); }
  int rest() const throw() { return *p ? 1 : 0; }
  // CHECK: int rest() const throw() { return *p ? 1 : 0; }
  const char *p;
};

int main() {
  auto parse = [](const char *s) throw(parse_error) { // expected-warning {{AH1345}} expected-note {{use 'noexcept(false)' instead}}
    // CHECK: auto parse = [](const char *s) noexcept(false) /* throw(parse_error) */ {
    reader r{s};
    return r.next() * 10 + r.next();
  };
  if (parse("42") != 42 || first("5") != 5)
    return 1;
  try {
    parse("4x");
  } catch (const parse_error &) {
    return 0;
  }
  return 2;
}
