// C3586: amp code uses no global or static variable (constants used as
// values are allowed); C3585: amp locals have no storage class.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>
#include <vector>
#include "Inputs/globals.h"
using namespace concurrency;

int counter = 0;                 // expected-note 3 {{'counter' declared here}}
float table[4] = {1, 2, 3, 4};   // expected-note {{'table' declared here}}
const int kLimit = 8;
constexpr float kScale = 0.5f;
namespace cfg { int level = 1; } // expected-note {{'level' declared here}}

struct Settings {
  static int mode;               // expected-note {{'mode' declared here}}
  static const int kCount = 3;
  int read() const restrict(amp) {
    return mode + kCount;        // expected-error {{C3586: amp code cannot use 'Settings::mode'}}
  }
};

#define READ_COUNTER() (counter + 1)

int plain(int x) restrict(amp) {
  int a = counter;               // expected-error {{C3586: amp code cannot use 'counter', a global or static variable}}
  int b = int(table[x]);         // expected-error {{C3586: amp code cannot use 'table'}}
  int c = cfg::level;            // expected-error {{C3586: amp code cannot use 'cfg::level'}}
  int d = READ_COUNTER();        // expected-error {{C3586: amp code cannot use 'counter'}}
  // Constants used as values are folded: allowed.
  int e = kLimit + kTileSize + Settings::kCount + int(kScale * 2);
  return a + b + c + d + e + header_reads_global(x);
}

int uses_default(int x, int y = counter) restrict(amp) { return x + y; } // expected-note {{'y' declared here}}
int calls_default(int x) restrict(amp) {
  return uses_default(x)         // expected-error {{C3586: the default argument of this call uses 'counter', a global or static variable, in amp code}}
         + uses_default(x, 2);
}

template <typename T> T scaled(T x) restrict(amp) { return x * T(counter); } // expected-error {{C3586: amp code cannot use 'counter'}}

void kernels(std::vector<int> &v) {
  array_view<int, 1> av(4, v);
  int host = counter + int(table[0]); // host code may use globals
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = host + scaled(i[0]); // expected-note {{in the instantiation 'scaled<int>'}}
  });
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    static int calls = 0;        // expected-error {{C3585: a local variable of amp code cannot be 'static'; only tile_static is allowed}}
    extern int elsewhere;        // expected-error {{C3585: a local variable of amp code cannot be 'extern'}}
    thread_local int per_thread = 0; // expected-error {{C3585: a local variable of amp code cannot be 'thread_local'}}
    av[i] = calls + per_thread;  // expected-error {{C3586: amp code cannot use 'calls'}} expected-note@-3 {{'calls' declared here}} expected-error {{C3586: amp code cannot use 'per_thread'}} expected-note@-1 {{'per_thread' declared here}}
  });
  // tile_static and ordinary locals are what amp code has.
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int block[4];
    int local = t.local[0];
    block[local] = av[t.global];
    t.barrier.wait();
    av[t.global] = block[3 - local];
  });
}
int Settings::mode = 0;
