// C3592: inline assembly in amp code, GNU or Microsoft; AH1305: Microsoft's
// __asm anywhere else, which the output's compilers cannot take (Clang
// parses it only with -fasm-blocks, which the parse does not use: amp2hip's
// pre-pass blanks it and reports it).
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>

int gpu_side(int x) restrict(amp) {
  asm("nop");          // expected-error {{C3592: inline assembly is not allowed in amp code}}
  __asm { nop }        // expected-error {{C3592: inline assembly is not allowed in amp code}}
  return x;
}
int both_sides(int x) restrict(cpu, amp) {
  __asm mov eax, x     // expected-error {{C3592: inline assembly is not allowed in amp code}}
  return x;
}
int host_side(int x) {
  // expected-error@+1 {{AH1305: Microsoft inline assembly (__asm) cannot be translated}}
  __asm {
    mov eax, x
    add eax, 1
  }
  __asm__ volatile("" ::: "memory"); // GNU asm on the host translates
  return x;
}
