#pragma once
extern int shared_counter; // expected-note {{'shared_counter' declared here}}
static const int kTileSize = 16;
inline int header_reads_global(int x) restrict(amp) {
  return x + shared_counter; // expected-error {{C3586: amp code cannot use 'shared_counter', a global or static variable}}
}
