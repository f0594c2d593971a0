// Restriction positions and kernel lambda positions whose translation must
// build with both hipcc and nvcc (test/lit/Compile/positions-*.test).
#include <amp.h>
#include <vector>
using namespace concurrency;

// Trailing return types.
auto square(int x) restrict(amp) -> int { return x * x; }
auto both(int x) restrict(cpu, amp) noexcept -> int { return x + 1; }
struct S {
  auto get() const restrict(cpu, amp) -> int;
  template <typename U> auto as() const restrict(amp) -> U { return U(v); }
  int v;
};
auto S::get() const restrict(cpu, amp) -> int { return v; }

// Explicit specializations.
template <typename T> T g(T x) restrict(cpu, amp) { return x; }
template <> int g<int>(int x) restrict(cpu, amp) { return x + 1; }
template <typename T> auto h(T x) restrict(amp) -> T { return x; }
template <> auto h<int>(int x) restrict(amp) -> int { return x + 2; }
template <typename T> struct C {
  int f(int x) const restrict(amp);
};
template <typename T> int C<T>::f(int x) const restrict(amp) { return x; }
template <> int C<int>::f(int x) const restrict(amp) { return x + 3; }

// Explicit instantiations.
template int g<int>(int x) restrict(cpu, amp);
template auto h<long>(long x) restrict(amp) -> long;
template int C<char>::f(int x) const restrict(amp);

// Repeated words.
int r1(int x) restrict(amp, amp) { return x; }
int r2(int x) restrict(cpu, cpu, amp) { return x; }
int r3(int x) restrict(cpu, amp) restrict(amp) { return x; }

int all(int i) restrict(amp) {
  S s{i};
  return square(i) + both(i) + s.get() + s.as<int>() + g(i) + g(1.0f) +
         h(i) + h(2L) + C<int>().f(i) + C<long>().f(i) + r1(i) + r2(i) +
         r3(i);
}

// Kernel lambdas in positions nvcc restricts.
class A {
public:
  void go(array_view<int, 1> v) { priv(v); prot(v); }
private:
  void priv(array_view<int, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = all(i[0]); });
  }
protected:
  void prot(array_view<int, 1> v);
};
void A::prot(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 2; });
}

class Both {
  int hd(int x) restrict(cpu, amp) {
    auto m = [=](int y) { return x * y; };
    return m(x);
  }
public:
  int go() { return hd(1); }
};

template <typename T> class Outer {
  class Hidden {
  public:
    template <typename U> void run(array_view<U, 1> v) const {
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 3; });
    }
  };
  void tiled(array_view<T, 1> v) {
    parallel_for_each(v.extent.template tile<4>(),
                      [=](tiled_index<4> t) restrict(amp) { v[t.global] += 4; });
  }
public:
  void go(array_view<T, 1> v) { Hidden().run(v); tiled(v); }
};

void local_types(array_view<float, 1> v) {
  struct Scale {
    float k;
    float apply(float x) const restrict(amp) { return k * x; }
  } s{2.0f};
  enum Mode { AddMode, MulMode };
  Mode m = MulMode;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = m == MulMode ? s.apply(v[i]) : v[i] + s.k;
  });
}

int main() {
  std::vector<int> d(16);
  array_view<int, 1> v(16, d);
  std::vector<float> f(16, 1.0f);
  array_view<float, 1> vf(16, f);
  A().go(v);
  Outer<int>().go(v);
  local_types(vf);
  v.synchronize();
  return both(1) + S{1}.get() + g(1) + Both().go() == 0;
}
