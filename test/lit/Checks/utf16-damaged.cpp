// AH1335: a header that begins with UTF-16's byte-order mark but does not
// decode (here an unpaired surrogate before its last line) stops the file
// that includes it, where the damage is; the header is written so at run
// time from Driver/Inputs/utf16/wide_header.h.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../Driver/Inputs/utf16/recode.py to utf-16le %S/../Driver/Inputs/utf16/wide_header.h %t/damaged.h --damage surrogate
// RUN: %amp2hip --no-output %s -- -I %t -Xclang -verify

#include <amp.h>
#include "damaged.h" // expected-error-re@damaged.h:3 {{AH1335: '{{.*}}damaged.h' begins with a UTF-16 byte-order mark but is not valid UTF-16: an unpaired high surrogate at byte {{[0-9]+}}; this file cannot be translated}}

int main() { return squared(2) == 4 ? 0 : 1; }
