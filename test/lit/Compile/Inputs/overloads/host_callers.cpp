// Overloads of other signatures on each side, where amp code calls only with
// exact matches and host code needs a cpu overload that amp code never
// competes for: the cpu overload stays visible to every compile pass (host
// code that nvcc's device pass parses still ranks among all the cpu
// candidates), while one that an amp call could pick stays on the host side.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

inline int tag(int) restrict(amp) { return 1; }
inline int tag(float) restrict(amp) { return 2; }
inline int tag(int) restrict(cpu) { return 10; }
inline int tag(double) restrict(cpu) { return 20; }

// The amp side converts (unsigned to int): a cpu tag2(unsigned) would win an
// overload ranking that ignores restrictions.
inline int tag2(int) restrict(amp) { return 3; }
inline int tag2(unsigned) restrict(cpu) { return 30; }

int main() {
  std::vector<int> out(4);
  array_view<int, 1> v(4, out);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    unsigned s = 1;
    v[i] = tag(i[0]) * 100 + tag(1.5f) * 10 + tag2(s);
  });
  v.synchronize();
  unsigned s = 1;
  int host = tag(1) * 1000 + tag(1.0) * 10 + tag(1.0f) + tag2(s) * 100000;
  const int wantHost = 10 * 1000 + 20 * 10 + 20 + 30 * 100000;
  const int wantAmp = 100 + 20 + 3;
  bool ok = host == wantHost && out[0] == wantAmp && out[3] == wantAmp;
  std::printf("host_callers: cpu %d (want %d), amp %d (want %d): %s\n", host,
              wantHost, out[0], wantAmp, ok ? "passed" : "FAILED");
  return ok ? 0 : 1;
}
