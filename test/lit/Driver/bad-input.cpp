// A file that does not parse: errors with file:line:col, a non-zero exit,
// no output file, and the input left as it was.
// RUN: rm -f %t.out.cpp && cp %s %t.cpp && cp %s %t.orig
// RUN: not %amp2hip %t.cpp -o %t.out.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
// RUN: not test -e %t.out.cpp
// RUN: cmp %t.cpp %t.orig
// An existing output is not touched either.
// RUN: echo keep > %t.out.cpp
// RUN: not %amp2hip %t.cpp -o %t.out.cpp 2> /dev/null
// RUN: %FileCheck %s --check-prefix=KEEP < %t.out.cpp

#include <amp.h>

int broken(int x) restrict(amp) { return x +; }

// ERR: bad-input.cpp.tmp.cpp:[[@LINE-2]]:{{[0-9]+}}: error: expected expression
// ERR: amp2hip: error: {{.*}}: not translated (see the errors above); no output written
// ERR: amp2hip: 1 file(s): 0 translated, 0 unchanged, 1 failed
// ERR: amp2hip:   failed: {{.*}}bad-input.cpp.tmp.cpp: {{.*}}:[[@LINE-5]]:{{[0-9]+}}: error: expected expression
// KEEP: keep
