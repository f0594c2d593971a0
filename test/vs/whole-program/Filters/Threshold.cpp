#include "pch.h"
#include "Filters.h"

using namespace std;
using namespace concurrency;

// The band width of bandCounts. Clang's own <stdint.h> takes this name as a
// macro; Visual C++ and GCC leave it to the program.
const unsigned SIZE_WIDTH = 32;

unsigned bandWidth() { return SIZE_WIDTH; }

// Under C++14, 'byte' is Windows' unsigned char: std::byte does not exist
// yet, so 'using namespace std;' above cannot make it ambiguous.
vector<byte> threshold(const vector<byte> &pixels, byte level) {
  const int n = static_cast<int>(pixels.size());
  vector<unsigned> wide(pixels.begin(), pixels.end());
  vector<unsigned> out(n);
  array_view<const unsigned, 1> in(n, wide);
  array_view<unsigned, 1> result(n, out);
  result.discard_data();
  const unsigned cut = level;
  parallel_for_each(result.extent, [=](index<1> i) restrict(amp) {
    result[i] = in[i] >= cut ? 255u : 0u;
  });
  result.synchronize();
  vector<byte> bytes(n);
  transform(out.begin(), out.end(), bytes.begin(),
            [](unsigned v) { return static_cast<byte>(v); });
  return bytes;
}

vector<unsigned> bandCounts(const vector<byte> &pixels) {
  const int bands = (255 + SIZE_WIDTH) / SIZE_WIDTH;
  vector<unsigned> counts(bands, 0);
  vector<unsigned> wide(pixels.begin(), pixels.end());
  array_view<const unsigned, 1> in(static_cast<int>(wide.size()), wide);
  array_view<unsigned, 1> bins(bands, counts);
  const unsigned width = SIZE_WIDTH;
  parallel_for_each(in.extent, [=](index<1> i) restrict(amp) {
    atomic_fetch_inc(&bins[in[i] / width]);
  });
  bins.synchronize();
  return counts;
}
