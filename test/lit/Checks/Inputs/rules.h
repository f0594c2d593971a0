#pragma once
// Helpers in a header, as real C++ AMP projects have them.
#define AMP_ONLY restrict(amp)
#define NARROW_LOCAL(name) short name = 0

inline int header_narrow(int x) AMP_ONLY {
  char c = 1; // expected-error {{C3581: type 'char' is not supported in amp code}}
  return x + c;
}

inline int header_clean(int x) restrict(cpu, amp) { return x * 2; }
