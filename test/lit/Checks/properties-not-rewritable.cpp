// What the property rewrite cannot edit (AH1302): a use spread over a macro's
// definition and its argument, and a property name built by token pasting.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
#include <amp.h>

struct Meter {
  int v = 0;
  int get_count() const { return v; }
  void set_count(int x) { v = x; }
  __declspec(property(get = get_count, put = set_count)) int count;
};

#define BUMP(x) ++x
#define FIELD(o, f) o.f##nt

int main() {
  Meter m;
  BUMP(m.count); // expected-error {{AH1302: the property 'count' cannot be rewritten into calls of its get and put functions here: its text is built by token pasting or spread over a macro's definition and its use}}
  return FIELD(m, cou); // expected-error {{AH1302: the property 'count' cannot be rewritten}}
}
