// Overloads that differ in restriction and in signature: a call in
// restrict(cpu, amp) code resolves among the cpu overloads on the CPU and
// among the amp overloads on the GPU. Each overload returns its own code, and
// the program checks that each side called its own.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

namespace numeric {
// A cpu template beside amp non-templates (test harnesses write isnan and
// fabs this way).
template <typename T> int kind(T) restrict(cpu) { return 10; }
inline int kind(float) restrict(amp) { return 20; }
inline int kind(double) restrict(amp) { return 21; }
} // namespace numeric

// A cpu non-template beside an amp template.
inline int convert(float) restrict(cpu) { return 30; }
template <typename T> int convert(T) restrict(amp) { return 40; }

// Members of other signatures, and a static member.
struct Probe {
  int get(float) const restrict(cpu) { return 50; }
  int get(double) const restrict(amp) { return 60; }
  static int scale(int) restrict(cpu) { return 2; }
  static int scale(double) restrict(amp) { return 3; }
  template <typename T> int twice(T v) const restrict(cpu, amp) {
    return get(v) * scale(1);
  }
};

// Operators.
struct Counter {
  int value;
};
inline Counter operator+(Counter a, int) restrict(cpu) {
  return Counter{a.value + 100};
}
template <typename T> Counter operator+(Counter a, T) restrict(amp) {
  return Counter{a.value + 200};
}

// Constructors.
struct Origin {
  int side;
  Origin(float) restrict(cpu) : side(1) {}
  Origin(double) restrict(amp) : side(2) {}
};

// Overloads on restriction alone, for comparison.
inline int same(int v) restrict(cpu) { return v; }
inline int same(int v) restrict(amp) { return -v; }

template <typename T> int probeAll(T x) restrict(cpu, amp) {
  Probe p;
  Counter c{0};
  Origin o(x);
  return numeric::kind(x) * 1000000 + convert(x) * 10000 + p.twice(x) +
         (c + 1).value * 10 + o.side;
}

// A local class's members overloaded on restriction alone, one of them with
// an exception specification (which nvcc does not tell overloads apart by).
int probeLocal() restrict(cpu, amp) {
  struct Local {
    int where() restrict(cpu) throw() { return 7; }
    int where() restrict(amp) { return 9; }
  } l;
  return l.where();
}

int probeOne(float x) restrict(cpu, amp) {
  return numeric::kind(x) + convert(x) + same(1) + probeLocal() * 100;
}

int main() {
  const int wantCpuAll = 10 * 1000000 + 30 * 10000 + 50 * 2 + 100 * 10 + 1;
  const int wantAmpAll = 20 * 1000000 + 40 * 10000 + 60 * 3 + 200 * 10 + 2;
  const int wantCpuOne = 10 + 30 + 1 + 700;
  const int wantAmpOne = 20 + 40 - 1 + 900;
  int cpuAll = probeAll(1.0f);
  int cpuOne = probeOne(1.0f);
  std::vector<int> out(2);
  array_view<int> av(2, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = i[0] == 0 ? probeAll(1.0f) : probeOne(1.0f);
  });
  av.synchronize();
  bool ok = cpuAll == wantCpuAll && cpuOne == wantCpuOne &&
            out[0] == wantAmpAll && out[1] == wantAmpOne;
  std::printf("per_side: cpu %d %d (want %d %d), amp %d %d (want %d %d): %s\n",
              cpuAll, cpuOne, wantCpuAll, wantCpuOne, out[0], out[1],
              wantAmpAll, wantAmpOne, ok ? "passed" : "FAILED");
  return ok ? 0 : 1;
}
