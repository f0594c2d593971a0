// Declarators built from macros that the compile command defines, as a
// build with several configurations writes them: the parameter list, the
// qualifiers, `mutable` and the exception specification come from -D, the
// restriction from a macro of this file. amp2hip must see through them to
// read the clause, and rewrite the definitions C++17 refuses.
#include <cstdio>

#define HOST_ONLY restrict(cpu)

struct meter {
  int base = 1;
  int reading(PARAMETERS) CV_QUALIFIER HOST_ONLY EXCEPTION_SPEC;
  auto doubled(PARAMETERS) CV_QUALIFIER HOST_ONLY EXCEPTION_SPEC -> int {
    return 2 * reading(x, y);
  }
};

int meter::reading(PARAMETERS) CV_QUALIFIER HOST_ONLY EXCEPTION_SPEC {
  return base + x + y;
}

auto sum(PARAMETERS) HOST_ONLY EXCEPTION_SPEC -> int { return x + y; }

int main() {
  meter m;
  int calls = 0;
  auto count = [calls](PARAMETERS) MUTABLE_SPEC HOST_ONLY EXCEPTION_SPEC {
    return ++calls + x + y;
  };
  int (*plain)(PARAMETERS) HOST_ONLY EXCEPTION_SPEC = &sum;
  int got = m.reading(2, 3) + m.doubled(2, 3) + sum(1, 1) + plain(1, 2) +
            count(0, 0) + count(0, 0);
  // 6 + 12 + 2 + 3 + 1 + 2
  if (got != 26) {
    std::printf("wrong: %d\n", got);
    return 1;
  }
  std::printf("declarators: ok\n");
  return 0;
}
